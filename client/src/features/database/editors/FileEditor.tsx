import { Box, CloseButton, HStack, Icon, Text } from '@chakra-ui/react';
import { useContext, useEffect, useRef, type KeyboardEvent } from 'react';
import { LuPaperclip } from 'react-icons/lu';
import { CellFilesContext } from '../files/cell-files';
import { FileInput } from '../files/FileInput';
import type { FileValue } from '../format';
import type { Field, RecordRow } from '../types';
import type { EditorExit } from './CellEditor';

interface Props {
  field: Field;
  record: RecordRow;
  above: boolean;
  onCommit: (value: unknown, exit: EditorExit) => void;
  onCancel: (refocus: boolean) => void;
}

/**
 * A FILE cell's editor: a small popover with the current file, Replace / Remove, or a drop zone
 * with "Upload a file". A stored upload is saved in the cell and closes it; Escape or a click
 * outside closes it, except while a file is on its way. Losing focus alone does not: the
 * browser's file chooser takes it from the page.
 */
export function FileEditor({ field, record, above, onCommit, onCancel }: Props) {
  const files = useContext(CellFilesContext);
  const boxRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const done = useRef(false);
  const mounted = useRef(true);

  const close = (refocus: boolean) => {
    if (done.current || busy.current) return;
    done.current = true;
    onCancel(refocus);
  };
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    mounted.current = true;
    const onPointerDown = (e: PointerEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) latestClose.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      mounted.current = false;
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  const onChange = (value: FileValue | null) => {
    // Scrolled out of the grid meanwhile: the cell is saved all the same.
    if (!mounted.current || done.current) return files?.save(record, field, value);
    done.current = true;
    onCommit(value, 'stay');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };

  return (
    <Box
      ref={boxRef}
      role="dialog"
      aria-label={`${field.label} file`}
      position="absolute"
      left="-1px"
      {...(above ? { bottom: 'calc(100% + 4px)' } : { top: 'calc(100% + 4px)' })}
      w="max(100%, 320px)"
      zIndex="popover"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      p="3"
      whiteSpace="normal"
      cursor="auto"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tab past the last control, or focus sent elsewhere; not the file chooser (no related target).
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) close(false);
      }}
    >
      <HStack justify="space-between" mb="2">
        <HStack gap="1.5" color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="wide" minW="0">
          <Icon as={LuPaperclip} boxSize="3.5" aria-hidden="true" />
          <Text truncate>{field.label}</Text>
        </HStack>
        <CloseButton size="2xs" aria-label="Close" onClick={() => close(true)} />
      </HStack>
      <FileInput
        field={field}
        collectionId={record.collectionId}
        value={record.data[field.key]}
        onChange={onChange}
        onBusyChange={(b) => (busy.current = b)}
        compact
      />
    </Box>
  );
}
