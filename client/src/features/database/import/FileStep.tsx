import { Alert, Button, FileUpload, HStack, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { megabytes as limitText } from '../../../../../server/core/limits';
import { MAX_IMPORT_BYTES } from '../rules';
import { CsvPreviewTable } from './CsvPreviewTable';
import type { CsvPreview } from './csv-preview';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  /** Changes after each choice, so the chooser starts empty again. */
  picker: number;
  file: File | null;
  preview: CsvPreview | null;
  reading: boolean;
  problem: string;
  onChoose: (file: File) => void;
  onReject: (problem: string) => void;
}

/** Step 1: a CSV file dropped or chosen, then the first rows of it. */
export function FileStep({ picker, file, preview, reading, problem, onChoose, onReject }: Props) {
  return (
    <Stack gap="4">
      <FileUpload.Root
        key={picker}
        accept={{ 'text/csv': ['.csv'] }}
        maxFiles={1}
        maxFileSize={MAX_IMPORT_BYTES}
        disabled={reading}
        onFileAccept={({ files }) => files[0] && onChoose(files[0])}
        onFileReject={({ files }) => {
          const errors = files[0]?.errors ?? [];
          onReject(
            errors.includes('FILE_TOO_LARGE')
              ? `That file is larger than ${limitText(MAX_IMPORT_BYTES)}. Split it into smaller files and import them one after the other.`
              : 'That is not a CSV file. In your spreadsheet, use "Save as" or "Download" with the CSV format, then choose that file.',
          );
        }}
        alignItems="stretch"
      >
        <FileUpload.HiddenInput aria-label="CSV file" />
        {/* Once a file is read, the drop zone shrinks to a line so that its preview gets the room. */}
        {/* A region, not a button: "Choose a file" inside it is the control (a button in a button reaches
            no one), and a click on the zone still opens the chooser for a mouse. */}
        <FileUpload.Dropzone
          role="group"
          tabIndex={-1}
          aria-label={file ? 'Drop another CSV file here to replace it' : 'Drop a CSV file here'}
          minH={file ? '0' : '36'}
          w="full"
          py={file ? '3' : '6'}
          flexDirection={file ? 'row' : 'column'}
          gap="3"
        >
          {reading ? (
            <Spinner size="md" color="fg.muted" aria-label="Reading the file" />
          ) : (
            <Icon as={LuUpload} boxSize={file ? '4' : '6'} color="fg.muted" aria-hidden="true" />
          )}
          <FileUpload.DropzoneContent>
            <Text fontWeight="medium">{file ? 'Drop another CSV file here to replace it' : 'Drop a CSV file here'}</Text>
            {!file && (
              <Text color="fg.muted" fontSize="sm">
                The first line names the columns. Up to {limitText(MAX_IMPORT_BYTES)}.
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
      {problem && (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {file && preview && (
        <Stack gap="3">
          <HStack gap="2">
            <Icon as={LuFileSpreadsheet} color="fg.muted" aria-hidden="true" />
            <Text fontWeight="medium">{file.name}</Text>
            <Text color="fg.muted" fontSize="sm">
              {sizeText(file.size)} · {preview.headers.length} {preview.headers.length === 1 ? 'column' : 'columns'}
            </Text>
          </HStack>
          <CsvPreviewTable preview={preview} fileName={file.name} />
        </Stack>
      )}
    </Stack>
  );
}
