import { chakra, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuChevronDown, LuEyeOff, LuPencil, LuX } from 'react-icons/lu';
import { FIELD_ICONS } from '../field-types';
import type { Field, SortState } from '../types';

export interface ColumnMenuProps {
  field: Field;
  sorts: SortState[];
  onSort: (sorts: SortState[]) => void;
  /** Absent for the primary field, which is always shown. */
  onHide?: (key: string) => void;
  onEditField: (key?: string) => void;
}

/**
 * A column header's button and its menu: sort by this field (replacing the sort), remove it from
 * the sort, hide the column, edit the field. The grid's header and the empty collection's header
 * both use it, so a header does the same thing before the first record exists.
 */
export function ColumnMenu({ field, sorts, onSort, onHide, onEditField }: ColumnMenuProps) {
  const level = sorts.findIndex((s) => s.field === field.key);
  const sorted = level >= 0 ? sorts[level]!.direction : null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <chakra.button
          type="button"
          aria-label={`${field.label} column options`}
          display="flex"
          alignItems="center"
          gap="1.5"
          w="full"
          h="full"
          px="2"
          textAlign="start"
          cursor="pointer"
          _hover={{ bg: 'bg.emphasized', color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
        >
          <Icon as={FIELD_ICONS[field.type]} boxSize="3.5" flexShrink={0} color="fg.subtle" />
          <Text as="span" truncate flex="1" color="fg">
            {field.label}
          </Text>
          {sorted && (
            // The first level in the brand colour, later ones paler: the Sort button lists them in order.
            <Icon
              as={sorted === 'asc' ? LuArrowUp : LuArrowDown}
              boxSize="3.5"
              color={level === 0 ? 'brand.fg' : 'fg.muted'}
              aria-hidden="true"
            />
          )}
          <Icon as={LuChevronDown} boxSize="3.5" flexShrink={0} color="fg.subtle" />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="asc" disabled={field.type === 'FILE'} onSelect={() => onSort([{ field: field.key, direction: 'asc' }])}>
              <LuArrowUp /> Sort ascending
            </Menu.Item>
            <Menu.Item value="desc" disabled={field.type === 'FILE'} onSelect={() => onSort([{ field: field.key, direction: 'desc' }])}>
              <LuArrowDown /> Sort descending
            </Menu.Item>
            {sorted && (
              <Menu.Item value="unsort" onSelect={() => onSort(sorts.filter((s) => s.field !== field.key))}>
                <LuX /> Remove from the sort
              </Menu.Item>
            )}
            <Menu.Separator />
            {onHide && (
              <Menu.Item value="hide" onSelect={() => onHide(field.key)}>
                <LuEyeOff /> Hide field
              </Menu.Item>
            )}
            <Menu.Item value="edit" onSelect={() => onEditField(field.key)}>
              <LuPencil /> Edit field
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
