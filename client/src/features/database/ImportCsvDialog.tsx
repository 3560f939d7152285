import { Alert, Box, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { FileStep } from './import/FileStep';
import { ImportReportView } from './import/ImportReportView';
import { ImportSteps } from './import/ImportSteps';
import { MappingStep } from './import/MappingStep';
import { UploadProgress } from './import/UploadProgress';
import { useCsvImport } from './import/use-csv-import';
import type { Collection } from './types';

interface Props {
  open: boolean;
  onClose: () => void;
  collection: Collection;
  onImported: () => void;
  /** The zone date-times written without one are read in (the builder's, as the grid shows them). */
  timeZone?: string;
}

/** Records from a CSV file: preview it, match its columns to fields, upload, read the report. */
export function ImportCsvDialog({ open, onClose, collection, onImported, timeZone = 'UTC' }: Props) {
  return (
    <DialogShell open={open} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside" closeOnInteractOutside={false}>
      {/* Mounted per opening: every opening starts at step 1. */}
      <ImportFlow collection={collection} onImported={onImported} onClose={onClose} timeZone={timeZone} />
    </DialogShell>
  );
}

/** The steps in the dialog's header, the current step's body, and its buttons. */
function ImportFlow({
  collection,
  onImported,
  onClose,
  timeZone,
}: {
  collection: Collection;
  onImported: () => void;
  onClose: () => void;
  timeZone: string;
}) {
  const flow = useCsvImport({ collection, onImported, timeZone });
  const { stage, file, preview, report } = flow;
  // A rejected row may name a field the import just created.
  const fieldLabel = (key: string) =>
    collection.fields.find((f) => f.key === key)?.label ?? report?.createdFields?.find((f) => f.key === key)?.label ?? key;

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="4">
        <Dialog.Title>Import records into {collection.name}</Dialog.Title>
        <ImportSteps stage={stage} />
      </Dialog.Header>
      <Dialog.Body>
        {stage === 'file' && (
          <FileStep
            picker={flow.picker}
            file={file}
            preview={preview}
            reading={flow.reading}
            problem={flow.fileProblem}
            onChoose={(chosen) => void flow.choose(chosen)}
            onReject={flow.reject}
          />
        )}

        {stage === 'map' && preview && (
          <Stack gap="5">
            {flow.failure && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The file was not imported</Alert.Title>
                  <Alert.Description>{flow.failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <MappingStep
              collection={collection}
              preview={preview}
              plans={flow.plans}
              mapping={flow.mapping}
              onMappingChange={flow.setMapping}
              drafts={flow.drafts}
              onDraftsChange={flow.setDrafts}
              orders={flow.orders}
              onOrdersChange={flow.setOrders}
              columnErrors={flow.columnErrors}
              timeZone={timeZone}
              upsertOn={flow.upsertOn}
              onUpsertOnChange={flow.setUpsertOn}
            />
          </Stack>
        )}

        {stage === 'upload' && file && <UploadProgress file={file} progress={flow.progress} />}

        {stage === 'report' && report && <ImportReportView report={report} fieldLabel={fieldLabel} />}
      </Dialog.Body>
      <Dialog.Footer>
        {stage === 'file' && (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button colorPalette="brand" disabled={!preview} onClick={() => flow.setStage('map')}>
              Next: match columns
            </Button>
          </>
        )}
        {stage === 'map' && (
          <>
            {flow.blocker && (
              <Text fontSize="sm" color="fg.muted" mr="auto">
                {flow.blocker}
              </Text>
            )}
            <Button variant="outline" onClick={() => flow.setStage('file')}>
              Back
            </Button>
            <Button colorPalette="brand" disabled={Boolean(flow.blocker) || flow.upsertUnmapped} onClick={() => void flow.start()}>
              <LuUpload aria-hidden="true" /> Import records
            </Button>
          </>
        )}
        {stage === 'upload' && (
          <Button variant="outline" onClick={onClose}>
            {flow.progress < 1 ? 'Cancel import' : 'Close'}
          </Button>
        )}
        {stage === 'report' && (
          <>
            <Box mr="auto">
              <Button variant="ghost" onClick={flow.restart}>
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
