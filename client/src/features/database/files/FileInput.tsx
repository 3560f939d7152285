import { Button, FileUpload, HStack, Icon, Progress, Spinner, Stack, Text, useFileUpload } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuRefreshCw, LuUpload, LuX } from 'react-icons/lu';
import { asFile, type FileValue } from '../format';
import type { Field } from '../types';
import { fieldMessage } from '../use-record-actions';
import { FileCard } from './FileCard';
import { checkFile, FILE_HINT, FILE_TYPES, MAX_FILE_BYTES, rejectionReason, uploadRecordFile } from './upload-record-file';

interface Props {
  field: Field;
  collectionId: string;
  value: unknown;
  /** Keeps the new value (null: no file). A rejection's message shows under the control. */
  onChange: (value: FileValue | null) => void | Promise<void>;
  disabled?: boolean;
  /** Told when an upload or a removal starts and ends (the panel holds its submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** The grid's popover: smaller, and the first button takes focus. */
  compact?: boolean;
}

/**
 * A FILE field's control: the current file with Replace and Remove, or a drop zone with "Upload a
 * file". A chosen or dropped file is sent at once (a spinner meanwhile, everything disabled), then
 * handed to `onChange`; the server's sentence shows under the control when it refuses.
 */
export function FileInput({ field, collectionId, value, onChange, disabled, onBusyChange, compact }: Props) {
  const file = asFile(value);
  const [uploading, setUploading] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The popover puts focus on its first button; after an upload or a removal, focus that was lost
  // with the button that started it (not moved elsewhere by the builder) comes back to the trigger.
  const refocus = useRef<'always' | 'if-lost' | null>(compact ? 'always' : null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const busy = Boolean(uploading) || removing;

  // Focus goes back to the (new) trigger once an upload or a removal has changed what is shown.
  useEffect(() => {
    if (!refocus.current || busy) return;
    const active = document.activeElement;
    const root = rootRef.current;
    const lost = !active || active === document.body || (root && (active.contains(root) || root.contains(active)));
    if (refocus.current === 'always' || lost) triggerRef.current?.focus();
    refocus.current = null;
  });

  const run = async (label: string | null, work: () => Promise<void>) => {
    setProblem('');
    if (label) setUploading(label);
    else setRemoving(true);
    onBusyChange?.(true);
    try {
      await work();
    } catch (error) {
      if (mounted.current) setProblem(fieldMessage(error, field.key));
    } finally {
      onBusyChange?.(false);
      if (mounted.current) {
        setUploading(null);
        setRemoving(false);
        refocus.current = 'if-lost';
      }
    }
  };

  const upload = (chosen: File) => {
    const refused = checkFile(chosen);
    if (refused) return setProblem(refused);
    void run(chosen.name, async () => {
      const stored = await uploadRecordFile(collectionId, chosen);
      await onChange(stored);
    });
  };

  const chooser = useFileUpload({
    accept: FILE_TYPES,
    maxFiles: 1,
    maxFileSize: MAX_FILE_BYTES,
    disabled: disabled || busy,
    onFileAccept: ({ files }) => {
      chooser.clearFiles();
      if (files[0]) upload(files[0]);
    },
    onFileReject: ({ files }) => {
      chooser.clearFiles();
      if (files[0]) setProblem(rejectionReason(files[0].errors));
    },
  });

  const size = compact ? 'xs' : 'sm';
  let body;
  if (uploading) {
    body = (
      <Stack gap="2" w="full" borderWidth="1px" borderRadius="l3" p="3" aria-live="polite">
        <HStack gap="2" minW="0">
          <Spinner size="sm" color="brand.solid" />
          <Text fontSize="sm" truncate>
            Uploading {uploading}…
          </Text>
        </HStack>
        <Progress.Root value={null} size="xs" colorPalette="brand" aria-label={`Uploading ${uploading}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    );
  } else if (file) {
    body = (
      <FileUpload.Dropzone
        disableClick
        role="group"
        aria-label={`${field.label} file`}
        minH="0"
        w="full"
        p={compact ? '2' : '3'}
        borderWidth="1px"
        borderStyle="solid"
        alignItems="stretch"
        gap="3"
        _hover={{ bg: 'bg' }}
      >
        <FileCard file={file} size={compact ? 'sm' : 'md'} />
        <HStack gap="2">
          <FileUpload.Trigger asChild>
            <Button ref={triggerRef} size={size} variant="outline">
              <LuRefreshCw aria-hidden="true" /> Replace file
            </Button>
          </FileUpload.Trigger>
          <Button
            size={size}
            variant="ghost"
            colorPalette="red"
            disabled={disabled}
            loading={removing}
            loadingText="Removing"
            onClick={() => void run(null, async () => onChange(null))}
          >
            <LuX aria-hidden="true" /> Remove file
          </Button>
        </HStack>
      </FileUpload.Dropzone>
    );
  } else {
    body = (
      <FileUpload.Dropzone
        disableClick
        role="group"
        aria-label={`${field.label} file`}
        minH="0"
        w="full"
        py={compact ? '3' : '4'}
        flexDirection={compact ? 'column' : 'row'}
        justifyContent={compact ? 'center' : 'space-between'}
        gap="3"
        _hover={{ bg: 'bg' }}
      >
        <HStack gap="3" minW="0">
          {!compact && <Icon as={LuUpload} boxSize="5" color="fg.muted" aria-hidden="true" />}
          <FileUpload.DropzoneContent alignItems={compact ? 'center' : 'flex-start'} textAlign={compact ? 'center' : 'start'}>
            <Text fontWeight="medium">Drop a file here</Text>
            <Text color="fg.muted" fontSize="xs">
              {FILE_HINT}
            </Text>
          </FileUpload.DropzoneContent>
        </HStack>
        <FileUpload.Trigger asChild>
          <Button
            ref={triggerRef}
            size={size}
            variant="outline"
            colorPalette="brand"
            flexShrink={0}
            aria-label={`Upload a file to ${field.label}`}
          >
            <LuUpload aria-hidden="true" /> Upload a file
          </Button>
        </FileUpload.Trigger>
      </FileUpload.Dropzone>
    );
  }

  return (
    <FileUpload.RootProvider ref={rootRef} value={chooser} gap="1.5">
      <FileUpload.HiddenInput aria-label={`File for ${field.label}`} />
      {body}
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
    </FileUpload.RootProvider>
  );
}
