import { Box, Button, HStack, Input, Portal, Text, Textarea } from '@chakra-ui/react';
import { getPlacement, getPlacementStyles } from '@zag-js/popper';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toaster } from '../../../app/ui/toaster';
import { linkOf } from '../format';
import type { Collection, Field, RecordRow } from '../types';
import { ChoicePicker } from './ChoicePicker';
import { FileEditor } from './FileEditor';
import { CustomerPicker } from './CustomerPicker';
import { RelationPicker } from './RelationPicker';
import { checkInput, toInputValue } from './value-convert';

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

// Dates are typed as text, the way the cell shows them (date-text.ts): the browser's date input
// would show mm/dd/yyyy whatever the grid shows.
const INPUT_TYPES: Partial<Record<Field['type'], string>> = { EMAIL: 'email', URL: 'url' };

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

function TextEditor({ field, record, seed, timeZone, above, onCommit, onCancel }: Props) {
  const [initial] = useState(() => String(toInputValue(field, record.data[field.key], timeZone) ?? ''));
  const [text, setText] = useState(() => seed ?? initial);
  // A value the field cannot hold stays here, with why, until it is fixed or Escape restores the old one.
  const [error, setError] = useState('');
  const errorId = useId();
  const done = useRef(false);
  const finish = (exit: EditorExit | 'cancel') => {
    if (done.current) return;
    if (exit === 'cancel') {
      done.current = true;
      onCancel(true);
      return;
    }
    // Opened and left as it was: the stored value stays (a time shown to the minute is not re-sent).
    if (text === initial) {
      done.current = true;
      onCommit(record.data[field.key] ?? null, exit);
      return;
    }
    const checked = checkInput(field, text, timeZone);
    if (!checked.ok && exit === 'blur') {
      // Clicked away: the grid moves on (an editor left open would hold its keys), and says why nothing was saved.
      done.current = true;
      onCancel(false);
      toaster.error({ title: `${field.label} was not saved`, description: checked.message, closable: true });
      return;
    }
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    done.current = true;
    onCommit(checked.value, exit);
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
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(e.currentTarget.value);
      setError('');
    },
    onKeyDown,
    onBlur: () => finish('blur'),
    onFocus: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const el = e.currentTarget;
      if (typeof el.setSelectionRange === 'function' && el.type !== 'email') el.setSelectionRange(el.value.length, el.value.length);
    },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const message = error ? (
    <Box
      id={errorId}
      role="alert"
      position="absolute"
      // Under the value: a number's (right-aligned, often the last column) grows to the left.
      {...(field.type === 'NUMBER' ? { right: '0' } : { left: '0' })}
      {...(above ? { bottom: 'calc(100% + 4px)' } : { top: 'calc(100% + 4px)' })}
      w="max(100%, 260px)"
      zIndex="3"
      bg="bg.panel"
      color="fg.error"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      boxShadow="md"
      px="2.5"
      py="1.5"
      fontSize="xs"
      lineHeight="short"
      whiteSpace="normal"
      textAlign="start"
    >
      {error}{' '}
      <Text as="span" color="fg.muted">
        Esc restores the old value.
      </Text>
    </Box>
  ) : null;
  if (field.type === 'LONG_TEXT') {
    return (
      <>
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
        {message}
      </>
    );
  }
  return (
    <>
      <Input
        {...common}
        type={INPUT_TYPES[field.type] ?? 'text'}
        borderColor={error ? 'border.error' : 'brand.solid'}
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
        outline="none"
        bg="bg"
        zIndex="2"
        boxShadow="lg"
      />
      {message}
    </>
  );
}

function PickerEditor({ field, record, seed, timeZone, collections, above, onCommit, onCancel }: Props) {
  const stored = record.data[field.key];
  const [value, setValue] = useState<string[]>(() =>
    Array.isArray(stored) ? (stored as string[]) : typeof stored === 'string' ? [stored] : [],
  );
  const done = useRef(false);
  const finish = (exit: EditorExit | 'cancel' | 'dismiss', picked?: unknown, link?: { recordId: string; label: string }) => {
    if (done.current) return;
    done.current = true;
    if (exit === 'cancel' || exit === 'dismiss') onCancel(exit === 'cancel');
    else if (picked !== undefined) onCommit(picked, exit, link);
    else if (field.type === 'MULTI_SELECT') onCommit(value.length ? value : null, exit);
    // A single pick left as it was: the stored value (a relation's is its link).
    else onCommit(field.type === 'RELATION' ? (linkOf(record, field.key)?.recordId ?? stored ?? null) : (stored ?? null), exit);
  };
  // Keys the picker's list did not use (it takes Enter on the option it highlights).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    e.stopPropagation();
    if (e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      finish('cancel');
    } else if (e.key === 'Tab') {
      e.preventDefault();
      finish(e.shiftKey ? 'prev' : 'next');
    } else if (e.key === 'Enter' && field.type === 'MULTI_SELECT') {
      // Nothing typed or highlighted: Enter is "Done".
      e.preventDefault();
      finish('stay');
    }
  };
  // The list floats over the page, not inside the grid's scroll area, so the grid's edges never cut
  // it off: placed under (or over) the cell by Chakra's own positioning engine (zag's popper, what
  // its `positioning` prop drives), flipped and slid to stay inside the viewport, following scrolls.
  const anchor = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const placement = above ? 'top-start' : 'bottom-start';
  useLayoutEffect(() => {
    const cell = anchor.current?.parentElement ?? null;
    if (!cell || !panel.current) return;
    return getPlacement(cell, panel.current, { strategy: 'fixed', placement, gutter: 4, flip: true, slide: true, overflowPadding: 8 });
  }, [placement]);
  const { zIndex: _layer, ...floating } = getPlacementStyles({ strategy: 'fixed', placement }).floating;
  return (
    <>
      <span ref={anchor} hidden />
      <Portal>
        <Box
          ref={panel}
          data-picker-panel=""
          style={floating}
          w="max(var(--reference-width, 0px), 280px)"
          maxW="calc(100vw - 16px)"
          zIndex="popover"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          boxShadow="lg"
          p="2"
          onKeyDown={onKeyDown}
          // A click inside the list is the editor's, not the page's or the grid's.
          onMouseDown={(e) => e.stopPropagation()}
          onClick={(e) => e.stopPropagation()}
          onDoubleClick={(e) => e.stopPropagation()}
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
              initialQuery={seed}
              onPick={(o) => finish('stay', o.id)}
            />
          ) : field.type === 'RELATION' ? (
            <RelationPicker
              field={field}
              collections={collections}
              value={value[0] ?? linkOf(record, field.key)?.recordId ?? null}
              timeZone={timeZone}
              initialQuery={seed}
              onPick={(o) => finish('stay', o.id, { recordId: o.id, label: o.label })}
            />
          ) : (
            <ChoicePicker
              field={field}
              value={value}
              multiple={field.type === 'MULTI_SELECT'}
              initialQuery={seed}
              onChange={setValue}
              onPick={(picked, exit = 'stay') => finish(exit, picked)}
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
      </Portal>
    </>
  );
}
