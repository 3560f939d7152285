import { Box, chakra, Checkmark, Icon, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import type { Header, Table } from '@tanstack/react-table';
import { memo } from 'react';
import { LuArrowDown, LuArrowUp, LuChevronDown, LuPencil, LuPlus, LuX } from 'react-icons/lu';
import { FIELD_ICONS } from '../field-types';
import type { Field, RecordRow, SortState } from '../types';
import { ADD_W, HEADER_H, LEAD_ID } from './grid-layout';

const HeaderCell = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    position: 'relative',
    h: 'full',
    borderRightWidth: '1px',
    borderColor: 'border',
    bg: 'bg.muted',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
  },
  variants: { sticky: { true: { position: 'sticky', zIndex: 2 } } },
});

interface Props {
  table: Table<RecordRow>;
  fields: Map<string, Field>;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  onEditField: (key?: string) => void;
  totalWidth: number;
  /** Not read: they make the memoized header render again when widths or the selection change. */
  sizes: string;
  selection: 'all' | 'some' | 'none';
}

/** The sticky header row: select-all, one menu per field (sort, edit), a resize handle each, and "add a field". */
export const GridHeader = memo(function GridHeader({ table, fields, sort, onSort, onEditField, totalWidth }: Props) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const all = table.getIsAllRowsSelected();
  const some = table.getIsSomeRowsSelected();
  return (
    <Box
      role="rowgroup"
      position="sticky"
      top="0"
      zIndex="3"
      h={`${HEADER_H}px`}
      bg="bg.muted"
      borderBottomWidth="1px"
      borderColor="border"
      style={{ width: totalWidth, minWidth: '100%' }}
    >
      <Box role="row" aria-rowindex={1} display="flex" h="full">
        {headers.map((header, i) => {
          const stickyLeft = i < 2 ? header.column.getStart() : undefined;
          if (header.id === LEAD_ID) {
            return (
              <HeaderCell
                key={header.id}
                role="columnheader"
                aria-colindex={1}
                aria-label="Row"
                sticky
                style={{ width: header.getSize(), left: stickyLeft }}
                px="3"
                gap="2"
              >
                <Box
                  as="span"
                  role="checkbox"
                  tabIndex={0}
                  aria-checked={all ? true : some ? 'mixed' : false}
                  aria-label="Select all loaded records"
                  cursor="pointer"
                  display="inline-flex"
                  onClick={() => table.toggleAllRowsSelected(!all)}
                  onKeyDown={(e) => {
                    if (e.key === ' ' || e.key === 'Enter') {
                      e.preventDefault();
                      table.toggleAllRowsSelected(!all);
                    }
                  }}
                  borderRadius="sm"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                >
                  <Checkmark size="sm" colorPalette="brand" checked={all} indeterminate={!all && some} />
                </Box>
                <Text fontSize="xs" color="fg.subtle">
                  #
                </Text>
              </HeaderCell>
            );
          }
          const field = fields.get(header.id);
          if (!field) return null;
          return (
            <FieldHeader
              key={header.id}
              header={header}
              index={i}
              field={field}
              sort={sort}
              onSort={onSort}
              onEditField={onEditField}
              stickyLeft={stickyLeft}
              table={table}
            />
          );
        })}
        <HeaderCell role="columnheader" aria-label="Add a field" style={{ width: ADD_W }} justifyContent="center" borderRightWidth="0">
          <IconButton aria-label="Add a field" size="xs" variant="ghost" onClick={() => onEditField(undefined)}>
            <LuPlus />
          </IconButton>
        </HeaderCell>
      </Box>
    </Box>
  );
});

interface FieldHeaderProps {
  header: Header<RecordRow, unknown>;
  table: Table<RecordRow>;
  index: number;
  field: Field;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  onEditField: (key?: string) => void;
  stickyLeft?: number;
}

function FieldHeader({ header, table, index, field, sort, onSort, onEditField, stickyLeft }: FieldHeaderProps) {
  const sorted = sort?.field === field.key ? sort.direction : null;
  const resizing = header.column.getIsResizing();
  const nudge = (delta: number) =>
    table.setColumnSizing((old) => ({ ...old, [header.id]: Math.max(80, Math.min(800, header.getSize() + delta)) }));
  return (
    <HeaderCell
      role="columnheader"
      aria-colindex={index + 1}
      aria-label={field.label}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      sticky={stickyLeft !== undefined}
      style={{ width: header.getSize(), left: stickyLeft }}
    >
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
            {sorted && <Icon as={sorted === 'asc' ? LuArrowUp : LuArrowDown} boxSize="3.5" color="brand.fg" aria-hidden="true" />}
            <Icon as={LuChevronDown} boxSize="3.5" flexShrink={0} color="fg.subtle" />
          </chakra.button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.Item value="asc" disabled={field.type === 'FILE'} onSelect={() => onSort({ field: field.key, direction: 'asc' })}>
                <LuArrowUp /> Sort ascending
              </Menu.Item>
              <Menu.Item value="desc" disabled={field.type === 'FILE'} onSelect={() => onSort({ field: field.key, direction: 'desc' })}>
                <LuArrowDown /> Sort descending
              </Menu.Item>
              {sorted && (
                <Menu.Item value="unsort" onSelect={() => onSort(null)}>
                  <LuX /> Remove sort
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="edit" onSelect={() => onEditField(field.key)}>
                <LuPencil /> Edit field
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${field.label}`}
        aria-valuenow={header.getSize()}
        tabIndex={0}
        position="absolute"
        top="0"
        right="-3px"
        w="6px"
        h="full"
        zIndex="1"
        cursor="col-resize"
        touchAction="none"
        userSelect="none"
        bg={resizing ? 'brand.solid' : 'transparent'}
        _hover={{ bg: 'brand.emphasized' }}
        _focusVisible={{ bg: 'brand.solid', outline: 'none' }}
        onMouseDown={header.getResizeHandler()}
        onTouchStart={header.getResizeHandler()}
        onDoubleClick={() => header.column.resetSize()}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
            e.preventDefault();
            nudge(e.key === 'ArrowLeft' ? -16 : 16);
          }
        }}
      />
    </HeaderCell>
  );
}
