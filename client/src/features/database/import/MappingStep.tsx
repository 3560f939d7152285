import { Alert, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Collection } from '../types';
import { ColumnCard } from './ColumnCard';
import type { CsvPreview } from './csv-preview';
import type { DayOrder } from './guess';
import {
  type ColumnMapping,
  type ColumnPlan,
  columnProblem,
  draftProblem,
  importableFields,
  missingRequired,
  type NewFieldDraft,
} from './mapping';

interface Props {
  collection: Collection;
  preview: CsvPreview;
  plans: ColumnPlan[];
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  drafts: NewFieldDraft[];
  onDraftsChange: (drafts: NewFieldDraft[]) => void;
  orders: Array<DayOrder | null>;
  onOrdersChange: (orders: Array<DayOrder | null>) => void;
  columnErrors: Record<number, string>;
  timeZone: string;
  upsertOn: string;
  onUpsertOnChange: (key: string) => void;
}

/** For each CSV column, the field it fills, the field it creates, or none; and whether rows update existing records. */
export function MappingStep({
  collection,
  preview,
  plans,
  mapping,
  onMappingChange,
  drafts,
  onDraftsChange,
  orders,
  onOrdersChange,
  ...props
}: Props) {
  const { upsertOn, onUpsertOnChange } = props;
  const fields = importableFields(collection.fields);
  const files = collection.fields.filter((f) => f.type === 'FILE');
  const missing = missingRequired(collection.fields, mapping);
  const uniqueFields = collection.fields.filter((f) => f.unique);
  const upsertUnmapped = upsertOn && !mapping.includes(upsertOn);
  const label = (key: string) => collection.fields.find((f) => f.key === key)?.label ?? key;

  const choose = (column: number, key: string) => {
    // A field is filled from one column: picking it here takes it from the column that had it.
    const next = mapping.map((k, i) => (i === column ? key : key && k === key && fields.some((f) => f.key === key) ? '' : k));
    onMappingChange(next);
  };
  const replace = <T,>(list: T[], i: number, value: T) => list.map((v, j) => (j === i ? value : v));

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {fields.length
          ? 'Columns matching a field’s name go into it; the others create a new field, named and typed from their values — change either below, or leave a column out.'
          : 'Each column creates a field, named and typed from its values. Change the name or the type below, or leave a column out.'}
      </Text>
      <Stack as="ul" gap="2" aria-label="Columns of the file" m="0" p="0">
        {preview.headers.map((header, i) => (
          <ColumnCard
            key={i}
            index={i}
            header={header}
            plan={plans[i]!}
            problem={columnProblem(preview.headers, i)}
            fields={fields}
            target={mapping[i] ?? ''}
            draft={drafts[i]!}
            draftProblem={draftProblem(collection.fields, mapping, drafts, i)}
            order={orders[i] ?? null}
            serverProblem={props.columnErrors[i]}
            sampled={preview.sampled}
            timeZone={props.timeZone}
            onTarget={(key) => choose(i, key)}
            onDraft={(draft) => onDraftsChange(replace(drafts, i, draft))}
            onOrder={(order) => onOrdersChange(replace(orders, i, order))}
          />
        ))}
      </Stack>

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
