import { Box, Button, Checkbox, HStack, Icon, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuEyeOff, LuGripVertical } from 'react-icons/lu';
import { FIELD_ICONS } from '../field-types';
import { orderedFields } from '../grid/columns';
import type { Collection, Field } from '../types';

interface Props {
  collection: Collection;
  hidden: string[];
  order: string[];
  onHiddenChange: (hidden: string[]) => void;
  onOrderChange: (order: string[]) => void;
}

/**
 * "Hide fields": which columns the grid shows and in what order — a checkbox per field, drag a row
 * or use its arrows to move it. The primary field (the record's label) stays first and shown.
 */
export function HideFieldsControl({ collection, hidden, order, onHiddenChange, onOrderChange }: Props) {
  // What this menu last asked for, until the grid's answer comes back as props: two quick clicks build
  // on each other instead of the second undoing the first (the grid's state arrives a render later).
  const sentHidden = useRef<string[] | null>(null);
  const sentOrder = useRef<string[] | null>(null);
  useEffect(() => {
    sentHidden.current = null;
  }, [hidden]);
  useEffect(() => {
    sentOrder.current = null;
  }, [order]);
  const fields = orderedFields(collection.fields, sentOrder.current ?? order);
  const count = hidden.filter((k) => collection.fields.some((f, i) => i > 0 && f.key === k)).length;
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // By key, not by position: a second click that lands before the list re-renders still has the
  // first render's positions, and would move whichever field now sits there.
  const move = (key: string, target: (at: number, current: Field[]) => number) => {
    const current = orderedFields(collection.fields, sentOrder.current ?? order);
    const from = current.findIndex((f) => f.key === key);
    const to = target(from, current);
    if (from < 1 || from === to || to < 1 || to >= current.length) return;
    const keys = current.slice(1).map((f) => f.key);
    const [moved] = keys.splice(from - 1, 1);
    keys.splice(to - 1, 0, moved!);
    sentOrder.current = keys;
    onOrderChange(keys);
  };
  const toggle = (key: string, shown: boolean) => {
    const base = sentHidden.current ?? hidden;
    const next = shown ? base.filter((k) => k !== key) : base.includes(key) ? base : [...base, key];
    sentHidden.current = next;
    onHiddenChange(next);
  };
  const label = count ? `${count} hidden ${count === 1 ? 'field' : 'fields'}` : 'Hide fields';
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant={count ? 'subtle' : 'ghost'}
          colorPalette={count ? 'brand' : 'gray'}
          aria-label={label}
          title={label}
          px={{ base: '2', md: '3' }}
          minW="0"
        >
          <LuEyeOff aria-hidden="true" />
          <Text as="span" display={{ base: 'none', md: 'inline' }}>
            {label}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="calc(100vw - 16px)" aria-label="Fields shown in the grid">
            <Popover.Body p="3">
              <Stack gap="2">
                <HStack justify="space-between">
                  <Text fontWeight="semibold" fontSize="sm">
                    Fields in the grid
                  </Text>
                  <HStack gap="1">
                    <Button size="xs" variant="ghost" onClick={() => onHiddenChange([])} disabled={count === 0}>
                      Show all
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => onHiddenChange(fields.slice(1).map((f) => f.key))}>
                      Hide all
                    </Button>
                  </HStack>
                </HStack>
                <Box
                  as="ol"
                  listStyleType="none"
                  maxH="72"
                  overflowY="auto"
                  borderWidth="1px"
                  borderRadius="md"
                  aria-label="Fields, in grid order"
                >
                  {fields.map((f, i) => {
                    const primary = i === 0;
                    const shown = primary || !hidden.includes(f.key);
                    return (
                      <HStack
                        as="li"
                        key={f.key}
                        gap="2"
                        px="2"
                        py="1"
                        borderTopWidth={i === 0 ? '0' : '1px'}
                        bg={over === i && dragged !== f.key ? 'brand.subtle' : dragged === f.key ? 'bg.muted' : 'bg'}
                        draggable={!primary}
                        onDragStart={(e) => {
                          setDragged(f.key);
                          e.dataTransfer.effectAllowed = 'move';
                          e.dataTransfer.setData('text/plain', f.key);
                        }}
                        onDragOver={(e) => {
                          if (dragged === null || primary) return;
                          e.preventDefault();
                          setOver(i);
                        }}
                        onDragLeave={() => setOver((o) => (o === i ? null : o))}
                        onDrop={(e) => {
                          e.preventDefault();
                          if (dragged !== null) {
                            const onto = f.key;
                            move(dragged, (_, current) => current.findIndex((g) => g.key === onto));
                          }
                          setDragged(null);
                          setOver(null);
                        }}
                        onDragEnd={() => {
                          setDragged(null);
                          setOver(null);
                        }}
                      >
                        <Icon
                          as={LuGripVertical}
                          color={primary ? 'transparent' : 'fg.subtle'}
                          cursor={primary ? 'default' : 'grab'}
                          aria-hidden="true"
                          flexShrink={0}
                        />
                        <Checkbox.Root
                          size="sm"
                          colorPalette="brand"
                          flex="1"
                          minW="0"
                          checked={shown}
                          disabled={primary}
                          onCheckedChange={(e) => toggle(f.key, e.checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label display="flex" alignItems="center" gap="1.5" minW="0" fontWeight="normal">
                            <Icon as={FIELD_ICONS[f.type]} boxSize="3.5" color="fg.muted" aria-hidden="true" flexShrink={0} />
                            <Text as="span" truncate>
                              {f.label}
                            </Text>
                            {primary && (
                              <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                                (primary)
                              </Text>
                            )}
                          </Checkbox.Label>
                        </Checkbox.Root>
                        {!primary && (
                          <HStack gap="0" flexShrink={0}>
                            <IconButton
                              size="2xs"
                              variant="ghost"
                              aria-label={`Move ${f.label} up`}
                              disabled={i <= 1}
                              onClick={() => move(f.key, (at) => at - 1)}
                            >
                              <LuArrowUp />
                            </IconButton>
                            <IconButton
                              size="2xs"
                              variant="ghost"
                              aria-label={`Move ${f.label} down`}
                              disabled={i === fields.length - 1}
                              onClick={() => move(f.key, (at) => at + 1)}
                            >
                              <LuArrowDown />
                            </IconButton>
                          </HStack>
                        )}
                      </HStack>
                    );
                  })}
                </Box>
                <Text fontSize="xs" color="fg.muted">
                  Drag a field or use its arrows to move its column. Hidden fields still hold their values.
                </Text>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
