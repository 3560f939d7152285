import { Box, chakra, Checkmark, IconButton, Text } from '@chakra-ui/react';
import type { Header, Table } from '@tanstack/react-table';
import { memo } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { Field, RecordRow, SortState } from '../types';
import { ColumnMenu } from './ColumnMenu';
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
  sorts: SortState[];
  onSort: (sorts: SortState[]) => void;
  onHide: (key: string) => void;
  onEditField: (key?: string) => void;
  totalWidth: number;
  /** Not read: they make the memoized header render again when widths or the selection change. */
  sizes: string;
  selection: 'all' | 'some' | 'none';
}

/** The sticky header row: select-all, one menu per field (sort, edit), a resize handle each, and "add a field". */
export const GridHeader = memo(function GridHeader({ table, fields, sorts, onSort, onHide, onEditField, totalWidth }: Props) {
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
              sorts={sorts}
              onSort={onSort}
              onHide={i === 1 ? undefined : onHide}
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
  sorts: SortState[];
  onSort: (sorts: SortState[]) => void;
  onHide?: (key: string) => void;
  onEditField: (key?: string) => void;
  stickyLeft?: number;
}

function FieldHeader({ header, table, index, field, sorts, onSort, onHide, onEditField, stickyLeft }: FieldHeaderProps) {
  const sorted = sorts[0]?.field === field.key ? sorts[0].direction : null;
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
      <ColumnMenu field={field} sorts={sorts} onSort={onSort} onHide={onHide} onEditField={onEditField} />
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${field.label}`}
        aria-valuenow={header.getSize()}
        aria-valuemin={80}
        aria-valuemax={800}
        aria-valuetext={`${header.getSize()} pixels wide; left and right arrows resize`}
        title="Drag, or focus and press the left and right arrows, to resize"
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
        // A 6 px bar is too thin to see as focus alone: a ring around it, inside the header's height.
        _focusVisible={{
          bg: 'brand.solid',
          outline: '2px solid',
          outlineColor: 'brand.solid',
          outlineOffset: '1px',
          boxShadow: '0 0 0 4px var(--chakra-colors-bg)',
        }}
        onMouseDown={header.getResizeHandler()}
        onTouchStart={header.getResizeHandler()}
        onDoubleClick={() => header.column.resetSize()}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
            e.preventDefault();
            const step = e.shiftKey ? 64 : 16;
            nudge(e.key === 'ArrowLeft' ? -step : step);
          }
        }}
      />
    </HeaderCell>
  );
}
