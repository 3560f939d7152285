import { Alert, Field, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { Collection } from '../types';
import type { CsvPreview } from './csv-preview';
import { type ColumnMapping, columnProblem, importableFields, missingRequired } from './mapping';

interface Props {
  collection: Collection;
  preview: CsvPreview;
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  upsertOn: string;
  onUpsertOnChange: (key: string) => void;
}

/** For each CSV column, the field it fills (or none); and whether rows update existing records. */
export function MappingStep({ collection, preview, mapping, onMappingChange, upsertOn, onUpsertOnChange }: Props) {
  const fields = importableFields(collection.fields);
  const files = collection.fields.filter((f) => f.type === 'FILE');
  const missing = missingRequired(collection.fields, mapping);
  const uniqueFields = collection.fields.filter((f) => f.unique);
  const upsertUnmapped = upsertOn && !mapping.includes(upsertOn);
  const label = (key: string) => collection.fields.find((f) => f.key === key)?.label ?? key;

  const choose = (column: number, key: string) => {
    // A field is filled from one column: picking it here takes it from the column that had it.
    const next = mapping.map((k, i) => (i === column ? key : key && k === key ? '' : k));
    onMappingChange(next);
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        Choose the field each column goes into. Columns matching a field's name are already matched; the others are not imported unless you
        pick a field.
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Columns of the file">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Column in the file</Table.ColumnHeader>
              <Table.ColumnHeader>Example</Table.ColumnHeader>
              <Table.ColumnHeader minW="56">Import into</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.headers.map((header, i) => {
              const problem = columnProblem(preview.headers, i);
              const example = preview.rows.map((r) => r[i]?.trim()).find(Boolean) ?? '';
              const name = header || `column ${i + 1}`;
              return (
                <Table.Row key={i}>
                  <Table.Cell fontWeight="medium">
                    {header || (
                      <Text as="span" color="fg.subtle">
                        (no name)
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell color="fg.muted" maxW="48" truncate title={example}>
                    {example || '—'}
                  </Table.Cell>
                  <Table.Cell>
                    {problem ? (
                      <Text fontSize="xs" color="fg.muted">
                        {problem}
                      </Text>
                    ) : (
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          aria-label={`Field for column "${name}"`}
                          value={mapping[i] ?? ''}
                          onChange={(e) => choose(i, e.currentTarget.value)}
                        >
                          <option value="">Don't import</option>
                          {fields.map((f) => (
                            <option key={f.key} value={f.key}>
                              {f.label}
                              {f.required ? ' (required)' : ''}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {files.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {files.map((f) => f.label).join(', ')} {files.length === 1 ? 'is a file field' : 'are file fields'}: files cannot come from a CSV
          file, upload them in the grid.
        </Text>
      )}

      {missing.length > 0 && (
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {missing.length === 1
                ? `The required field ${missing[0]!.label} has no column`
                : `The required fields ${missing.map((f) => f.label).join(', ')} have no column`}
            </Alert.Title>
            <Alert.Description>
              New records need a value for {missing.length === 1 ? 'it' : 'each of them'}: rows that would add a record are rejected. Pick a
              column for {missing.length === 1 ? 'it' : 'them'} above, or give the field a default value.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {uniqueFields.length > 0 ? (
        <Field.Root invalid={Boolean(upsertUnmapped)}>
          <Field.Label>Update existing records matched on</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={upsertOn} onChange={(e) => onUpsertOnChange(e.currentTarget.value)}>
              <option value="">Nothing — add every row as a new record</option>
              {uniqueFields.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {upsertUnmapped ? (
            <Field.ErrorText>Choose the column that holds {label(upsertOn)} above, or match on nothing.</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {upsertOn
                ? `A row whose ${label(upsertOn)} is already in a record updates that record; the others are added.`
                : 'Only unique fields can match rows to records.'}
            </Field.HelperText>
          )}
        </Field.Root>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          Every row is added as a new record. To update existing records from a file, make a field unique (for example a reference or an
          email) first.
        </Text>
      )}
    </Stack>
  );
}
