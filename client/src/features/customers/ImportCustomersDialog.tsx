import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Checkbox, Dialog, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { IMPORT_MAX_ROWS as MAX_ROWS } from '../../../../server/modules/customer/customer.limits';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { CustomerImportOutcome, ImportCustomersMutation as ImportResult } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { ImportCustomersMutation } from './customers.documents';

type Report = ImportResult['importCustomers'];
const OUTCOME: Record<CustomerImportOutcome, { label: string; palette: string }> = {
  CREATED: { label: 'Will be added', palette: 'green' },
  EXISTS: { label: 'Already a customer', palette: 'gray' },
  DUPLICATE: { label: 'Duplicate in file', palette: 'orange' },
  INVALID: { label: 'Invalid', palette: 'red' },
};

/** Many customers from a CSV: parsed here (papaparse), checked by the server row by row (a dry run), then added. */
export function ImportCustomersDialog({ portalId, onClose }: { portalId: string; onClose: () => void }) {
  const [headers, setHeaders] = useState<string[]>([]);
  const [rows, setRows] = useState<Record<string, string>[]>([]);
  const [emailColumn, setEmailColumn] = useState('');
  const [nameColumn, setNameColumn] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [sendInvites, setSendInvites] = useState(true);
  const [fileError, setFileError] = useState<string | null>(null);
  const [run, { loading }] = useMutation(ImportCustomersMutation, { refetchQueries: ['Customers'] });

  const read = async (file: File) => {
    setReport(null);
    setFileError(null);
    const Papa = (await import('papaparse')).default;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const fields = result.meta.fields ?? [];
        if (fields.length === 0 || result.data.length === 0)
          return setFileError('The file has no rows. The first row must name the columns.');
        if (result.data.length > MAX_ROWS)
          return setFileError(`The file has ${result.data.length} rows; import at most ${MAX_ROWS} at a time.`);
        setHeaders(fields);
        setRows(result.data);
        setEmailColumn(fields.find((f) => /e-?mail/i.test(f)) ?? fields[0]!);
        setNameColumn(fields.find((f) => /name/i.test(f)) ?? '');
      },
      error: (e) => setFileError(`The file could not be read: ${e.message}`),
    });
  };

  const input = (dryRun: boolean) => ({
    portalId,
    dryRun,
    sendInvites,
    rows: rows.map((r) => ({ email: r[emailColumn] ?? '', name: nameColumn ? (r[nameColumn] ?? '') : '' })),
  });
  const check = async () => {
    try {
      const { data } = await run({ variables: { input: input(true) } });
      setReport(data!.importCustomers);
    } catch (error) {
      toaster.create({ type: 'error', title: 'The file could not be checked', description: readServerError(error).message });
    }
  };
  const commit = async () => {
    try {
      const { data } = await run({ variables: { input: input(false) } });
      const r = data!.importCustomers;
      toaster.create({
        type: 'success',
        title: `${r.created} ${r.created === 1 ? 'customer' : 'customers'} added${sendInvites && r.created ? ' and invited' : ''}`,
        description: r.skipped ? `${r.skipped} ${r.skipped === 1 ? 'row was' : 'rows were'} skipped.` : undefined,
      });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: 'The import failed', description: readServerError(error).message });
    }
  };

  return (
    <DialogShell onClose={onClose} busy={loading} size="lg">
      <Dialog.Header>
        <Dialog.Title>Import customers from CSV</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={Boolean(fileError)}>
            <Field.Label>CSV file</Field.Label>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(e) => e.target.files?.[0] && void read(e.target.files[0])}
            />
            <Field.HelperText>
              The first row names the columns: one with emails, optionally one with names. Up to {MAX_ROWS} rows.
            </Field.HelperText>
            <Field.ErrorText>{fileError}</Field.ErrorText>
          </Field.Root>
          {headers.length > 0 && (
            <HStack gap="4" align="end" flexWrap="wrap">
              <Field.Root maxW="56">
                <Field.Label>Email column</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={emailColumn} onChange={(e) => (setEmailColumn(e.target.value), setReport(null))}>
                    {headers.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root maxW="56">
                <Field.Label>Name column</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={nameColumn} onChange={(e) => (setNameColumn(e.target.value), setReport(null))}>
                    <option value="">No names</option>
                    {headers.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Text color="fg.muted" fontSize="sm" pb="2">
                {rows.length} {rows.length === 1 ? 'row' : 'rows'}
              </Text>
            </HStack>
          )}
          {report && (
            <Box>
              <Text fontWeight="medium" mb="2">
                {report.created} will be added, {report.skipped} skipped.
              </Text>
              <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md">
                <Table.Root size="sm" aria-label="Import report">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Row</Table.ColumnHeader>
                      <Table.ColumnHeader>Email</Table.ColumnHeader>
                      <Table.ColumnHeader>Name</Table.ColumnHeader>
                      <Table.ColumnHeader>Result</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {report.rows.map((r) => (
                      <Table.Row key={r.row}>
                        <Table.Cell>{r.row}</Table.Cell>
                        <Table.Cell>{r.email || '—'}</Table.Cell>
                        <Table.Cell>{r.name || '—'}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={OUTCOME[r.outcome].palette}>{OUTCOME[r.outcome].label}</Badge>
                          {r.message ? (
                            <Text fontSize="xs" color="fg.muted">
                              {r.message}
                            </Text>
                          ) : null}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Box>
          )}
          <Checkbox.Root checked={sendInvites} onCheckedChange={(e) => setSendInvites(Boolean(e.checked))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Email each new customer a sign-in link</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        {report ? (
          <Button colorPalette="brand" onClick={() => void commit()} loading={loading} disabled={report.created === 0}>
            Import {report.created} {report.created === 1 ? 'customer' : 'customers'}
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => void check()} loading={loading} disabled={rows.length === 0}>
            Check the file
          </Button>
        )}
      </Dialog.Footer>
    </DialogShell>
  );
}
