import { Alert, Box, Button, Dialog, FileUpload, HStack, Icon, Progress, Spinner, Stack, Steps, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { CsvPreviewTable } from './import/CsvPreviewTable';
import { type CsvPreview, previewCsv } from './import/csv-preview';
import { importSummary, ImportReportView } from './import/ImportReportView';
import { type ColumnMapping, initialMapping, mappingPayload } from './import/mapping';
import { MappingStep } from './import/MappingStep';
import { type ImportReport, uploadImport } from './import/upload-import';
import type { Collection } from './types';

const MAX_BYTES = 50 * 1024 * 1024;
const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const STEPS = ['Choose a file', 'Match columns', 'Import'];

interface Props {
  open: boolean;
  onClose: () => void;
  collection: Collection;
  onImported: () => void;
}

/** Records from a CSV file: preview it, match its columns to fields, upload, read the report. */
export function ImportCsvDialog({ open, onClose, collection, onImported }: Props) {
  return (
    <DialogShell open={open} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside" closeOnInteractOutside={false}>
      {/* Mounted per opening: every opening starts at step 1. */}
      <ImportFlow collection={collection} onImported={onImported} onClose={onClose} />
    </DialogShell>
  );
}

type Stage = 'file' | 'map' | 'upload' | 'report';

function ImportFlow({ collection, onImported, onClose }: { collection: Collection; onImported: () => void; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>('file');
  const [picker, setPicker] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [fileProblem, setFileProblem] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [upsertOn, setUpsertOn] = useState('');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const latest = useRef({ onImported });
  latest.current.onImported = onImported;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Closed while the bytes were still going: nothing reached the server yet, so stop.
      upload.current?.abort();
    };
  }, []);

  const choose = async (chosen: File) => {
    setFileProblem('');
    setReading(true);
    try {
      const read = await previewCsv(chosen);
      setFile(chosen);
      setPreview(read);
      setMapping(initialMapping(read.headers, collection.fields));
      setUpsertOn('');
    } catch (error) {
      setFile(null);
      setPreview(null);
      setFileProblem(error instanceof Error ? error.message : 'This file could not be read as CSV.');
    } finally {
      setReading(false);
      setPicker((n) => n + 1);
    }
  };

  const start = async () => {
    if (!file || !preview) return;
    setFailure('');
    setProgress(0);
    setStage('upload');
    const controller = new AbortController();
    upload.current = controller;
    try {
      const result = await uploadImport(
        { collectionId: collection.id, mapping: mappingPayload(preview.headers, mapping), upsertOn: upsertOn || undefined, file },
        (fraction) => {
          setProgress(fraction);
          // Every byte is sent: from here the import happens on the server whatever the dialog does.
          if (fraction >= 1) upload.current = null;
        },
        controller.signal,
      );
      upload.current = null;
      latest.current.onImported();
      if (mounted.current) {
        setReport(result);
        setStage('report');
      } else {
        toaster.create({ type: result.rejected ? 'warning' : 'success', title: `Import into ${collection.name} finished`, description: importSummary(result) });
      }
    } catch (error) {
      upload.current = null;
      if (!mounted.current) return;
      setFailure(readServerError(error).message);
      setStage('map');
    }
  };

  const mapped = mapping.some(Boolean);
  const upsertUnmapped = Boolean(upsertOn) && !mapping.includes(upsertOn);
  const fieldLabel = (key: string) => collection.fields.find((f) => f.key === key)?.label ?? key;
  const stepIndex = stage === 'file' ? 0 : stage === 'map' ? 1 : stage === 'upload' ? 2 : 3;

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="4">
        <Dialog.Title>Import records into {collection.name}</Dialog.Title>
        <Steps.Root step={stepIndex} count={STEPS.length} size="sm" colorPalette="brand">
          <Steps.List>
            {STEPS.map((title, i) => (
              <Steps.Item key={title} index={i} aria-current={i === stepIndex ? 'step' : undefined}>
                <Steps.Indicator />
                <Steps.Title>{title}</Steps.Title>
                <Steps.Separator />
              </Steps.Item>
            ))}
          </Steps.List>
        </Steps.Root>
      </Dialog.Header>
      <Dialog.Body>
        {stage === 'file' && (
          <Stack gap="4">
            <FileUpload.Root
              key={picker}
              accept={{ 'text/csv': ['.csv'] }}
              maxFiles={1}
              maxFileSize={MAX_BYTES}
              disabled={reading}
              onFileAccept={({ files }) => files[0] && void choose(files[0])}
              onFileReject={({ files }) => {
                const errors = files[0]?.errors ?? [];
                setFileProblem(
                  errors.includes('FILE_TOO_LARGE')
                    ? 'That file is larger than 50 MB. Split it into smaller files and import them one after the other.'
                    : 'That is not a CSV file. In your spreadsheet, use "Save as" or "Download" with the CSV format, then choose that file.',
                );
                setPicker((n) => n + 1);
              }}
              alignItems="stretch"
            >
              <FileUpload.HiddenInput aria-label="CSV file" />
              {/* Once a file is read, the drop zone shrinks to a line so that its preview gets the room. */}
              <FileUpload.Dropzone minH={file ? '0' : '36'} w="full" py={file ? '3' : '6'} flexDirection={file ? 'row' : 'column'} gap="3">
                {reading ? (
                  <Spinner size="md" color="fg.muted" aria-label="Reading the file" />
                ) : (
                  <Icon as={LuUpload} boxSize={file ? '4' : '6'} color="fg.muted" aria-hidden="true" />
                )}
                <FileUpload.DropzoneContent>
                  <Text fontWeight="medium">{file ? 'Drop another CSV file here to replace it' : 'Drop a CSV file here'}</Text>
                  {!file && (
                    <Text color="fg.muted" fontSize="sm">
                      The first line names the columns. Up to 50 MB.
                    </Text>
                  )}
                </FileUpload.DropzoneContent>
                <FileUpload.Trigger asChild>
                  <Button size="sm" variant="outline" loading={reading} loadingText="Reading">
                    {file ? 'Choose another file' : 'Choose a file'}
                  </Button>
                </FileUpload.Trigger>
              </FileUpload.Dropzone>
            </FileUpload.Root>
            {fileProblem && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>{fileProblem}</Alert.Title>
              </Alert.Root>
            )}
            {file && preview && (
              <Stack gap="3">
                <HStack gap="2">
                  <Icon as={LuFileSpreadsheet} color="fg.muted" aria-hidden="true" />
                  <Text fontWeight="medium">{file.name}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {megabytes(file.size)} · {preview.headers.length} {preview.headers.length === 1 ? 'column' : 'columns'}
                  </Text>
                </HStack>
                <CsvPreviewTable preview={preview} fileName={file.name} />
              </Stack>
            )}
          </Stack>
        )}

        {stage === 'map' && preview && (
          <Stack gap="5">
            {failure && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The file was not imported</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <MappingStep collection={collection} preview={preview} mapping={mapping} onMappingChange={setMapping} upsertOn={upsertOn} onUpsertOnChange={setUpsertOn} />
          </Stack>
        )}

        {stage === 'upload' && file && (
          <Stack gap="3" py="6" aria-live="polite">
            {progress < 1 ? (
              <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" size="md">
                <HStack justify="space-between" mb="2">
                  <Progress.Label>Uploading {file.name}</Progress.Label>
                  <Progress.ValueText />
                </HStack>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : (
              <Progress.Root value={null} colorPalette="brand" size="md">
                <Progress.Label mb="2">Importing the records of {file.name}…</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            <Text fontSize="sm" color="fg.muted">
              {progress < 1
                ? 'Closing this now cancels the import.'
                : 'Large files take a minute. You can close this: the import goes on and you will be told when it is done.'}
            </Text>
          </Stack>
        )}

        {stage === 'report' && report && <ImportReportView report={report} fieldLabel={fieldLabel} />}
      </Dialog.Body>
      <Dialog.Footer>
        {stage === 'file' && (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button colorPalette="brand" disabled={!preview} onClick={() => setStage('map')}>
              Next: match columns
            </Button>
          </>
        )}
        {stage === 'map' && (
          <>
            {!mapped && (
              <Text fontSize="sm" color="fg.muted" mr="auto">
                Choose a field for at least one column.
              </Text>
            )}
            <Button variant="outline" onClick={() => setStage('file')}>
              Back
            </Button>
            <Button colorPalette="brand" disabled={!mapped || upsertUnmapped} onClick={() => void start()}>
              <LuUpload aria-hidden="true" /> Import records
            </Button>
          </>
        )}
        {stage === 'upload' && (
          <Button variant="outline" onClick={onClose}>
            {progress < 1 ? 'Cancel import' : 'Close'}
          </Button>
        )}
        {stage === 'report' && (
          <>
            <Box mr="auto">
              <Button
                variant="ghost"
                onClick={() => {
                  setFile(null);
                  setPreview(null);
                  setReport(null);
                  setStage('file');
                }}
              >
                Import another file
              </Button>
            </Box>
            <Button colorPalette="brand" onClick={onClose}>
              Done
            </Button>
          </>
        )}
      </Dialog.Footer>
    </>
  );
}
