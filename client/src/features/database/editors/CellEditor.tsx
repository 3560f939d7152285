import { Box, Button, HStack, Input, Textarea } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { linkOf } from '../format';
import type { Collection, Field, RecordRow } from '../types';
import { ChoicePicker } from './ChoicePicker';
import { FileEditor } from './FileEditor';
import { CustomerPicker } from './CustomerPicker';
import { RelationPicker } from './RelationPicker';
import { fromInputValue, toInputValue } from './value-convert';

/** Where the active cell goes after saving: stays, moves right or left (Tab), or nowhere (focus left the cell). */
export type EditorExit = 'stay' | 'next' | 'prev' | 'blur';

interface Props {
  field: Field;
  record: RecordRow;
  /** The character typed on the cell that opened the editor: it replaces the value. */
  seed?: string;
  timeZone: string;
  collections: Collection[];
  /** Open the pickers upwards (the cell is near the bottom of the grid). */
  above: boolean;
  onCommit: (value: unknown, exit: EditorExit, link?: { recordId: string; label: string }) => void;
  /** `refocus`: Escape returns focus to the cell; a click elsewhere leaves it there. */
  onCancel: (refocus: boolean) => void;
}

const INPUT_TYPES: Partial<Record<Field['type'], string>> = { EMAIL: 'email', URL: 'url', DATE: 'date', DATETIME: 'datetime-local' };

/**
 * The editor of one grid cell, typed by field: Enter or leaving the cell saves, Escape cancels,
 * Tab saves and moves on. Keys stay here while it is open (the grid's navigation waits).
 */
export function CellEditor(props: Props) {
  const { field } = props;
  if (field.type === 'FILE') return <FileEditor {...props} />;
  if (field.type === 'SELECT' || field.type === 'MULTI_SELECT' || field.type === 'RELATION' || field.type === 'CUSTOMER')
    return <PickerEditor {...props} />;
  return <TextEditor {...props} />;
}

function TextEditor({ field, record, seed, timeZone, onCommit, onCancel }: Props) {
  const [text, setText] = useState(() => seed ?? String(toInputValue(field, record.data[field.key], timeZone) ?? ''));
  const done = useRef(false);
  const finish = (exit: EditorExit | 'cancel') => {
    if (done.current) return;
    done.current = true;
    if (exit === 'cancel') onCancel(true);
    else onCommit(fromInputValue(field, text, timeZone), exit);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      finish('cancel');
    } else if (e.key === 'Enter' && !(field.type === 'LONG_TEXT' && e.shiftKey)) {
      e.preventDefault();
      finish('stay');
    } else if (e.key === 'Tab') {
      e.preventDefault();
      finish(e.shiftKey ? 'prev' : 'next');
    }
  };
  const common = {
    autoFocus: true,
    value: text,
    'aria-label': `Edit ${field.label}`,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(e.currentTarget.value),
    onKeyDown,
    onBlur: () => finish('blur'),
    onFocus: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const el = e.currentTarget;
      if (typeof el.setSelectionRange === 'function' && el.type !== 'date' && el.type !== 'datetime-local' && el.type !== 'email')
        el.setSelectionRange(el.value.length, el.value.length);
    },
  };
  if (field.type === 'LONG_TEXT') {
    return (
      <Textarea
        {...common}
        position="absolute"
        top="0"
        left="0"
        w="max(100%, 320px)"
        minH="32"
        zIndex="2"
        bg="bg"
        fontSize="sm"
        borderRadius="sm"
        boxShadow="lg"
        borderColor="brand.solid"
        outline="none"
        resize="vertical"
      />
    );
  }
  return (
    <Input
      {...common}
      type={INPUT_TYPES[field.type] ?? 'text'}
      inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
      textAlign={field.type === 'NUMBER' ? 'end' : undefined}
      position="absolute"
      inset="0"
      h="full"
      w="full"
      minW={field.type === 'DATETIME' ? '52' : undefined}
      px="2"
      fontSize="sm"
      borderRadius="0"
      borderWidth="2px"
      borderColor="brand.solid"
      outline="none"
      bg="bg"
      zIndex="2"
      boxShadow="lg"
    />
  );
}

function PickerEditor({ field, record, timeZone, collections, above, onCommit, onCancel }: Props) {
  const stored = record.data[field.key];
  const [value, setValue] = useState<string[]>(() =>
    Array.isArray(stored) ? (stored as string[]) : typeof stored === 'string' ? [stored] : [],
  );
  const done = useRef(false);
  const finish = (exit: EditorExit | 'cancel' | 'dismiss', picked?: unknown, link?: { recordId: string; label: string }) => {
    if (done.current) return;
    done.current = true;
    if (exit === 'cancel' || exit === 'dismiss') onCancel(exit === 'cancel');
    else onCommit(picked === undefined ? (value.length ? value : null) : picked, exit, link);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      finish('cancel');
    } else if (e.key === 'Tab') {
      e.preventDefault();
      if (field.type === 'MULTI_SELECT') finish(e.shiftKey ? 'prev' : 'next');
      else finish('cancel');
    }
  };
  return (
    <Box
      position="absolute"
      left="-1px"
      {...(above ? { bottom: 'calc(100% + 4px)' } : { top: 'calc(100% + 4px)' })}
      w="max(100%, 280px)"
      zIndex="popover"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      p="2"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          if (field.type === 'MULTI_SELECT') finish('blur');
          else finish('dismiss');
        }
      }}
    >
      {field.type === 'CUSTOMER' ? (
        <CustomerPicker
          field={field}
          portalId={collections.find((c) => c.id === record.collectionId)?.portalId ?? ''}
          value={value[0] ?? null}
          onPick={(o) => finish('stay', o.id)}
        />
      ) : field.type === 'RELATION' ? (
        <RelationPicker
          field={field}
          collections={collections}
          value={value[0] ?? linkOf(record, field.key)?.recordId ?? null}
          timeZone={timeZone}
          onPick={(o) => finish('stay', o.id, { recordId: o.id, label: o.label })}
        />
      ) : (
        <ChoicePicker
          field={field}
          value={value}
          multiple={field.type === 'MULTI_SELECT'}
          onChange={setValue}
          onPick={(picked) => finish('stay', picked)}
        />
      )}
      {field.type === 'MULTI_SELECT' && (
        <HStack justify="flex-end" mt="2">
          <Button size="xs" variant="ghost" onMouseDown={(e) => e.preventDefault()} onClick={() => finish('cancel')}>
            Cancel
          </Button>
          <Button size="xs" colorPalette="brand" onMouseDown={(e) => e.preventDefault()} onClick={() => finish('stay')}>
            Done
          </Button>
        </HStack>
      )}
    </Box>
  );
}
