import { Badge, Box, Button, Dialog, EmptyState, HStack, Icon, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuColumns3, LuGripVertical, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { FieldEditorDialog } from './FieldEditorDialog';
import { DeleteFieldDialog } from './fields/DeleteFieldDialog';
import { toFieldInput } from './fields/field-draft';
import { fieldTypeInfo } from './fields/field-types';
import { useUpdateFields } from './fields/use-update-fields';
import type { Collection, Field } from './types';

interface Props {
  open: boolean;
  onClose: () => void;
  collection: Collection;
  collections: Collection[];
}

/** The fields of a collection in order: reorder, edit, delete, add. */
export function FieldsDialog({ open, onClose, collection, collections }: Props) {
  // Each keeps its target after closing, so a dialog's exit animation still shows what it was about.
  const [editing, setEditing] = useState<{ open: boolean; fieldKey?: string }>({ open: false });
  const [deleting, setDeleting] = useState<{ open: boolean; field?: Field }>({ open: false });
  const { save } = useUpdateFields(collection);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const fields = collection.fields;

  const list = useRef<HTMLOListElement>(null);

  const move = async (from: number, to: number, button?: 'up' | 'down') => {
    if (to < 0 || to >= fields.length || from === to) return;
    const next = [...fields];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    if (button) {
      // The pressed arrow may now be disabled (top or bottom): keep the keyboard on the moved field.
      const keep =
        (to === 0 && button === 'up') || (to === next.length - 1 && button === 'down') ? (button === 'up' ? 'down' : 'up') : button;
      const name = `Move ${moved!.label} ${keep}`;
      requestAnimationFrame(() =>
        [...(list.current?.querySelectorAll('button') ?? [])].find((b) => b.getAttribute('aria-label') === name)?.focus(),
      );
    }
    try {
      // Shown at once (optimistic); the server's answer confirms or rolls it back.
      await save(next.map(toFieldInput), next);
    } catch (error) {
      toaster.error({ title: 'The new order was not saved', description: readServerError(error).message });
    }
  };

  return (
    <>
      <DialogShell open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }} scrollBehavior="inside">
        <Dialog.Header>
          <Dialog.Title>Fields of {collection.name}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Dialog.Description color="fg.muted" fontSize="sm">
              The columns of every record, in the order the grid, forms and CSV exports show them. Drag a field or use the arrows to
              reorder.
            </Dialog.Description>
            {fields.length === 0 ? (
              <EmptyState.Root size="sm" borderWidth="1px" borderRadius="md">
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <LuColumns3 />
                  </EmptyState.Indicator>
                  <EmptyState.Title>No fields yet</EmptyState.Title>
                  <EmptyState.Description>Add the first column of {collection.name}: a name, an amount, a status…</EmptyState.Description>
                  <Button size="sm" colorPalette="brand" onClick={() => setEditing({ open: true })}>
                    <LuPlus aria-hidden="true" /> Add the first field
                  </Button>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <List.Root
                ref={list}
                as="ol"
                listStyle="none"
                aria-label={`Fields of ${collection.name}`}
                borderWidth="1px"
                borderRadius="md"
                overflow="hidden"
              >
                {fields.map((field, i) => {
                  const info = fieldTypeInfo(field.type);
                  return (
                    <List.Item
                      key={field.key}
                      draggable
                      onDragStart={(e) => {
                        setDragged(i);
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', field.key);
                      }}
                      onDragOver={(e) => {
                        if (dragged === null) return;
                        e.preventDefault();
                        setOver(i);
                      }}
                      onDragLeave={() => setOver((o) => (o === i ? null : o))}
                      onDrop={(e) => {
                        e.preventDefault();
                        if (dragged !== null) void move(dragged, i);
                        setDragged(null);
                        setOver(null);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setOver(null);
                      }}
                      display="flex"
                      alignItems="center"
                      gap="3"
                      px="3"
                      py="2"
                      borderTopWidth={i === 0 ? '0' : '1px'}
                      bg={over === i && dragged !== i ? 'brand.subtle' : dragged === i ? 'bg.muted' : 'bg'}
                    >
                      <Icon as={LuGripVertical} color="fg.subtle" cursor="grab" aria-hidden="true" flexShrink={0} />
                      <Icon as={info.icon} color="fg.muted" boxSize="4" aria-hidden="true" flexShrink={0} />
                      <Box flex="1" minW="0">
                        <Text fontWeight="medium" truncate>
                          {field.label}
                        </Text>
                        <HStack gap="1.5" mt="0.5" flexWrap="wrap">
                          <Text fontSize="xs" color="fg.muted">
                            {info.label}
                          </Text>
                          {field.required && (
                            <Badge size="sm" variant="subtle" colorPalette="orange">
                              Required
                            </Badge>
                          )}
                          {field.unique && (
                            <Badge size="sm" variant="subtle" colorPalette="purple">
                              Unique
                            </Badge>
                          )}
                        </HStack>
                      </Box>
                      <HStack gap="0.5" flexShrink={0}>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${field.label} up`}
                          disabled={i === 0}
                          onClick={() => void move(i, i - 1, 'up')}
                        >
                          <LuArrowUp />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${field.label} down`}
                          disabled={i === fields.length - 1}
                          onClick={() => void move(i, i + 1, 'down')}
                        >
                          <LuArrowDown />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Edit ${field.label}`}
                          onClick={() => setEditing({ open: true, fieldKey: field.key })}
                        >
                          <LuPencil />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Delete ${field.label}`}
                          onClick={() => setDeleting({ open: true, field })}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </HStack>
                    </List.Item>
                  );
                })}
              </List.Root>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer justifyContent="space-between">
          <Button variant="outline" onClick={() => setEditing({ open: true })}>
            <LuPlus aria-hidden="true" /> Add a field
          </Button>
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        </Dialog.Footer>
      </DialogShell>
      <FieldEditorDialog
        open={editing.open}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
        collection={collection}
        collections={collections}
        fieldKey={editing.fieldKey}
      />
      <DeleteFieldDialog
        open={deleting.open}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
        collection={collection}
        field={deleting.field}
      />
    </>
  );
}
