import { Checkbox, Field as FormField, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { FilterOp } from '../../../gql/graphql';
import { ChoiceBadge } from '../cells/CellValue';
import { dateExample, dateTimeExample, parseDateText, parseDateTimeText } from '../editors/date-text';
import { RelationPicker } from '../editors/RelationPicker';
import type { Collection, Field } from '../types';

interface Props {
  field: Field;
  op: FilterOp;
  value: unknown;
  onChange: (value: unknown, label?: string) => void;
  collections: Collection[];
  timeZone: string;
}

/** The value of a filter condition, typed by field and operator (a list for "is any of"). */
export function FilterValueInput({ field, op, value, onChange, collections, timeZone }: Props) {
  const label = 'Value';
  if (field.type === 'BOOLEAN') {
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={value === false ? 'false' : 'true'}
          onChange={(e) => onChange(e.currentTarget.value === 'true')}
        >
          <option value="true">checked</option>
          <option value="false">not checked</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (field.type === 'SELECT' || field.type === 'MULTI_SELECT') {
    if (op === 'IN') {
      const picked = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Stack gap="1.5" role="group" aria-label={label} maxH="48" overflowY="auto">
          {field.choices.map((c) => (
            <Checkbox.Root
              key={c.value}
              size="sm"
              colorPalette="brand"
              checked={picked.includes(c.value)}
              onCheckedChange={(e) => onChange(e.checked ? [...picked, c.value] : picked.filter((v) => v !== c.value))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <ChoiceBadge field={field} value={c.value} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      );
    }
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="" disabled>
            Choose an option
          </option>
          {field.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (field.type === 'RELATION') {
    return (
      <RelationPicker
        field={field}
        collections={collections}
        value={typeof value === 'string' ? value : null}
        timeZone={timeZone}
        onPick={(o) => onChange(o?.id ?? '', o?.label)}
      />
    );
  }
  if ((field.type === 'DATE' || field.type === 'DATETIME') && op !== 'IN') {
    // Typed as the grid shows dates ("Mar 31, 2026"), the locale's numbers or ISO — as in a cell.
    const problem = dateFilterProblem(field, op, value, timeZone);
    const example = field.type === 'DATE' ? dateExample() : dateTimeExample(timeZone);
    return (
      <FormField.Root invalid={Boolean(problem)}>
        <Input
          size="sm"
          aria-label={label}
          autoComplete="off"
          placeholder={example}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {problem ? <FormField.ErrorText>{problem}</FormField.ErrorText> : null}
      </FormField.Root>
    );
  }
  return (
    <Input
      size="sm"
      aria-label={label}
      type="text"
      inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
      placeholder={op === 'IN' ? 'Values, separated by commas' : field.type === 'NUMBER' ? 'A number' : 'Text'}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * The value to send for what the input holds: lists split on commas, numbers parsed (a number that
 * does not parse goes as typed, for the server's message), a DATETIME typed in the builder's zone.
 */
export function toFilterValue(field: Field, op: FilterOp, raw: unknown, timeZone: string): unknown {
  if (typeof raw !== 'string') return raw;
  const number = (t: string) => {
    const n = Number(t.replace(/,/g, ''));
    return Number.isFinite(n) && t.trim() !== '' ? n : t;
  };
  if (op === 'IN') {
    const items = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return field.type === 'NUMBER' ? items.map(number) : items;
  }
  if (field.type === 'NUMBER') return number(raw.trim());
  if (field.type === 'DATE') return raw.trim() ? (parseDateText(raw) ?? raw) : '';
  if (field.type === 'DATETIME') return raw.trim() ? (parseDateTimeText(raw, timeZone) ?? raw) : '';
  return raw;
}

/** Why a typed date cannot be a filter's value yet (null when it can, or nothing is typed). */
export function dateFilterProblem(field: Field, op: FilterOp, raw: unknown, timeZone: string): string | null {
  if (op === 'IN' || typeof raw !== 'string' || !raw.trim()) return null;
  if (field.type === 'DATE' && !parseDateText(raw)) return `Type a date like ${dateExample()} (or 2026-03-31).`;
  if (field.type === 'DATETIME' && !parseDateTimeText(raw, timeZone)) return `Type a date and time like ${dateTimeExample(timeZone)}.`;
  return null;
}
