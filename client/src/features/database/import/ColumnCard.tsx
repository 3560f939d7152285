import type { ReactNode } from 'react';
import { Badge, Box, Field, Grid, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { FieldType } from '../../../gql/graphql';
import { FIELD_TYPE_NAMES } from '../field-types';
import { formatDate, formatDateTime } from '../format';
import type { Field as CollectionField } from '../types';
import { readCsvDate } from '../../../../../server/modules/database/database.csv-dates';
import { readCsvNumber } from '../../../../../server/modules/database/database.csv-numbers';
import { formatNumberValue } from '../../../../../server/modules/database/database.number-format';
import { CREATABLE_TYPES, type CreatableType, type DayOrder, MAX_CHOICES, newChoices } from './guess';
import { type ColumnPlan, draftNumberFormat, NEW_FIELD, needsOrder, type NewFieldDraft } from './mapping';

interface Props {
  index: number;
  header: string;
  plan: ColumnPlan;
  /** Why the column cannot be imported ('' when it can). */
  problem: string;
  fields: CollectionField[];
  target: string;
  draft: NewFieldDraft;
  draftProblem: string;
  order: DayOrder | null;
  /** What the server said about this column on the last try. */
  serverProblem?: string;
  /** The sample is not the whole file: counts are "in the first rows". */
  sampled: boolean;
  timeZone: string;
  onTarget: (key: string) => void;
  onDraft: (draft: NewFieldDraft) => void;
  onOrder: (order: DayOrder) => void;
}

const ORDERS: Array<{ value: DayOrder; label: string }> = [
  { value: 'MONTH_FIRST', label: 'Month first — 03/15/2025' },
  { value: 'DAY_FIRST', label: 'Day first — 15/03/2025' },
];

const list = (values: string[], max = 5) => (values.length > max ? `${values.slice(0, max).join(', ')}…` : values.join(', '));

/** One column of the file: where it goes (a field, a new field, nowhere) and what the import will make of its values. */
export function ColumnCard(props: Props) {
  const { header, plan, problem, fields, target, draft, order } = props;
  const name = header || `column ${props.index + 1}`;
  const examples = [...new Set(plan.values)].slice(0, 3);
  const field = fields.find((f) => f.key === target);
  const type: FieldType | null = target === NEW_FIELD ? draft.type : (field?.type ?? null);

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" bg={target ? 'bg' : 'bg.subtle'}>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap={{ base: '2', md: '4' }} alignItems="start">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium" truncate title={header}>
            {header || (
              <Text as="span" color="fg.subtle">
                (no name)
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate title={examples.join(', ')}>
            {examples.length ? `e.g. ${examples.join(', ')}` : 'No values in the first rows'}
          </Text>
        </Stack>
        {problem ? (
          <Text fontSize="sm" color="fg.muted">
            {problem}
          </Text>
        ) : (
          <Stack gap="3" minW="0">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={`Field for column "${name}"`}
                value={target}
                onChange={(e) => props.onTarget(e.currentTarget.value)}
              >
                <option value="">Don't import</option>
                <option value={NEW_FIELD}>Create field</option>
                {fields.length > 0 && (
                  <optgroup label="Existing fields">
                    {fields.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                        {f.required ? ' (required)' : ''}
                      </option>
                    ))}
                  </optgroup>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {target === NEW_FIELD && <NewFieldControls {...props} name={name} />}
            {type && <ValueNotes {...props} type={type} field={field} />}
            {target && needsOrder(plan, type) && (
              <DayOrderChoice
                name={name}
                order={order}
                onOrder={props.onOrder}
                values={plan.values}
                type={type!}
                timeZone={props.timeZone}
              />
            )}
            {props.serverProblem && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {props.serverProblem}
              </Text>
            )}
          </Stack>
        )}
      </Grid>
    </Box>
  );
}

function NewFieldControls({ name, draft, draftProblem, onDraft }: Props & { name: string }) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="2">
      <Field.Root invalid={Boolean(draftProblem)}>
        <Field.Label fontSize="xs">New field name</Field.Label>
        <Input
          size="sm"
          aria-label={`New field name for column "${name}"`}
          value={draft.label}
          onChange={(e) => onDraft({ ...draft, label: e.currentTarget.value })}
        />
        {draftProblem && <Field.ErrorText>{draftProblem}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="xs">Type</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={`New field type for column "${name}"`}
            value={draft.type}
            onChange={(e) => onDraft({ ...draft, type: e.currentTarget.value as CreatableType })}
          >
            {CREATABLE_TYPES.map((t) => (
              <option key={t} value={t}>
                {FIELD_TYPE_NAMES[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Grid>
  );
}

/** What the import makes of the values: the choices it adds, dates that are not dates. */
function ValueNotes({ plan, type, field, target, sampled }: Props & { type: FieldType; field: CollectionField | undefined }) {
  const where = sampled ? ' in the first rows' : '';
  if (type === 'SELECT' || type === 'MULTI_SELECT') {
    const choices = field?.choices ?? [];
    const added = newChoices(type, plan.values, choices);
    if (added.length === 0) return target === NEW_FIELD ? <Note>No values{where} to make choices of.</Note> : null;
    const room = MAX_CHOICES - choices.length;
    return (
      <Stack gap="1">
        <HStack role="group" gap="1.5" wrap="wrap" aria-label={`${added.length} ${target === NEW_FIELD ? '' : 'new '}choices`}>
          <Text fontSize="sm" color="fg.muted">
            {added.length} {target === NEW_FIELD ? '' : 'new '}
            {added.length === 1 ? 'choice' : 'choices'}
            {where}:
          </Text>
          {added.slice(0, 8).map((v) => (
            <Badge key={v} size="sm" variant="subtle">
              {v}
            </Badge>
          ))}
          {added.length > 8 && (
            <Text fontSize="sm" color="fg.muted">
              and {added.length - 8} more
            </Text>
          )}
        </HStack>
        {added.length > room && (
          <Text fontSize="sm" color="fg.warning">
            A field holds at most {MAX_CHOICES} choices: rows with the values past that are refused.
          </Text>
        )}
      </Stack>
    );
  }
  if (type === 'NUMBER') {
    const { numbers } = plan;
    const mark = numbers.mark ?? 'POINT';
    const bad = plan.values.filter((v) => !readCsvNumber(v, mark).ok);
    if (bad.length)
      return (
        <Note tone="warning">
          {bad.length} {bad.length === 1 ? 'value is' : 'values are'} not a number{where} ({list(bad, 3)}): those rows will be refused.
        </Note>
      );
    // The longest value shows most of how they are written ($1,025.00 rather than $100.00).
    const example = plan.values.reduce((a, b) => (b.length > a.length ? b : a), '');
    const read = readCsvNumber(example, mark);
    if (!read.ok) return null;
    // As the field will show it: in its currency, or as a percentage.
    const format = target === NEW_FIELD ? draftNumberFormat(plan) : field?.numberFormat;
    const shown = formatNumberValue(read.number.value, format ? { decimals: null, currency: null, ...format } : null);
    const kind = format?.style === 'CURRENCY' ? `Amounts in ${format.currency}` : format?.style === 'PERCENT' ? 'Percentages' : 'Numbers';
    const marked = numbers.asks || mark === 'COMMA' ? ` with a decimal ${mark === 'COMMA' ? 'comma' : 'point'}` : '';
    return (
      <Note>
        {kind}
        {marked}: {example} shows as {shown}.
      </Note>
    );
  }
  if (type === 'DATE' || type === 'DATETIME') {
    const bad = plan.values.filter((v) => !readCsvDate(v, 'DAY_FIRST').ok && !readCsvDate(v, 'MONTH_FIRST').ok);
    if (bad.length)
      return (
        <Note tone="warning">
          {bad.length} {bad.length === 1 ? 'value is' : 'values are'} not a date{where} ({list(bad, 3)}): those rows will be refused.
        </Note>
      );
  }
  return null;
}

function DayOrderChoice({
  name,
  order,
  onOrder,
  values,
  type,
  timeZone,
}: {
  name: string;
  order: DayOrder | null;
  onOrder: (order: DayOrder) => void;
  values: string[];
  type: FieldType;
  timeZone: string;
}) {
  const shown = values.slice(0, 3);
  const readAs = (v: string, as: DayOrder) => {
    const r = readCsvDate(v, as);
    if (!r.ok) return 'not a date in this order';
    if (type === 'DATE' || !r.date.time) return formatDate(r.date.day);
    // A time without a zone is the builder's own wall-clock time: shown as written.
    return formatDateTime(`${r.date.day}T${r.date.time}${r.date.zone ?? 'Z'}`, r.date.zone ? timeZone : 'UTC');
  };
  const read = (v: string) => (order ? readAs(v, order) : `${readAs(v, 'MONTH_FIRST')} or ${readAs(v, 'DAY_FIRST')}`);
  return (
    <Stack gap="2" borderLeftWidth="3px" borderColor={order ? 'border' : 'orange.solid'} pl="3">
      <RadioGroup.Root
        size="sm"
        value={order}
        onValueChange={(e) => e.value && onOrder(e.value as DayOrder)}
        aria-label={`How the dates of "${name}" are written`}
      >
        <Text fontSize="sm" fontWeight="medium" mb="1.5" aria-hidden="true">
          How are these dates written?
        </Text>
        <Stack gap="1.5">
          {ORDERS.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {order ? 'Reads ' : 'Each value fits both: '}
        {shown.map((v, i) => (
          <span key={v}>
            {i > 0 && ' · '}
            {v} → {read(v)}
          </span>
        ))}
      </Text>
    </Stack>
  );
}

function Note({ children, tone }: { children: ReactNode; tone?: 'warning' }) {
  return (
    <Text fontSize="sm" color={tone === 'warning' ? 'fg.warning' : 'fg.muted'}>
      {children}
    </Text>
  );
}
