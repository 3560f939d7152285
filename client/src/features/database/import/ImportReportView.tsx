import { Alert, Stack, Table, Text } from '@chakra-ui/react';
import { FIELD_TYPE_NAMES } from '../field-types';
import type { ImportReport } from './upload-import';

const count = (n: number) => n.toLocaleString('en');

/** "1,998 imported, 2 updated, 1 rejected": the sentence a builder reads first. */
export function importSummary(report: ImportReport): string {
  return `${count(report.inserted)} imported, ${count(report.updated)} updated, ${count(report.rejected)} rejected`;
}

/** What the import did, and which rows it refused and why. */
export function ImportReportView({ report, fieldLabel }: { report: ImportReport; fieldLabel: (key: string) => string }) {
  const status = report.rejected === 0 ? 'success' : report.inserted + report.updated === 0 ? 'error' : 'warning';
  return (
    <Stack gap="5">
      <Alert.Root status={status} borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{importSummary(report)}</Alert.Title>
          <Alert.Description>
            {report.rejected === 0
              ? 'Every row of the file is in the collection.'
              : 'Rejected rows were not imported. Fix them in your file and import just those rows again.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {Boolean(report.createdFields?.length || report.addedChoices?.length) && (
        <Stack as="ul" gap="1" m="0" ps="5" listStyleType="disc" fontSize="sm" aria-label="Changes to the collection">
          {report.createdFields?.length ? (
            <li>
              {report.createdFields.length === 1 ? 'New field' : `${report.createdFields.length} new fields`}:{' '}
              {report.createdFields.map((f) => `${f.label} (${FIELD_TYPE_NAMES[f.type].toLowerCase()})`).join(', ')}
            </li>
          ) : null}
          {report.addedChoices?.map((a) => (
            <li key={a.field}>
              {a.values.length} new {a.values.length === 1 ? 'choice' : 'choices'} in {fieldLabel(a.field)}: {a.values.join(', ')}
            </li>
          ))}
        </Stack>
      )}
      {report.errors.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            Rejected rows
            {report.rejected > report.errors.length ? ` (the first ${count(report.errors.length)} of ${count(report.rejected)})` : ''}
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="80">
            <Table.Root size="sm" stickyHeader aria-label="Rejected rows">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="16">Line</Table.ColumnHeader>
                  <Table.ColumnHeader w="40">Field</Table.ColumnHeader>
                  <Table.ColumnHeader>Reason</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.errors.map((e, i) => (
                  <Table.Row key={`${e.row}-${i}`}>
                    <Table.Cell fontVariantNumeric="tabular-nums">{e.row}</Table.Cell>
                    <Table.Cell color="fg.muted">{e.field ? fieldLabel(e.field) : '—'}</Table.Cell>
                    <Table.Cell>{e.message}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
