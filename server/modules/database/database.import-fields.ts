import { z } from 'zod';
import { FIELD_TYPES, type CollectionField, type FieldType } from '../../../db/schema/index.js';
import { AppError, badInput, fromZodError, type FieldErrors } from '../../core/errors.js';
import { assertStorable } from '../../core/input-guard.js';
import { DAY_ORDERS, type DayOrder } from './database.csv-dates.js';
import { DECIMAL_MARKS, decimalMarksOf, markName, readCsvNumber, type DecimalMark } from './database.csv-numbers.js';
import { fieldInput, normalizeFields } from './database.fields.js';
import { choiceListProblem, choiceValueProblem, hasChoices, MAX_CHOICES, MAX_FIELDS, nextChoiceColor } from './database.rules.js';
import { unguard } from './database.export.js';

/**
 * What an import adds to the collection besides records: the fields its unmatched columns create,
 * and the choices its SELECT and MULTI_SELECT cells bring. Both are written in the import's
 * transaction (database.import.ts), so a refused import leaves the collection as it was.
 */

/** A field type a column of text can create: files, links and customers need more than a name. */
const CREATABLE = FIELD_TYPES.filter((t) => t !== 'FILE' && t !== 'RELATION' && t !== 'CUSTOMER') as [FieldType, ...FieldType[]];

const newFieldInput = z.strictObject({
  column: z.string('The column is its name in the file, as text.').min(1, 'Name the column of the file this field is made from.'),
  label: fieldInput.shape.label,
  type: z.enum(CREATABLE, `A field made from a column is one of ${CREATABLE.join(', ')}.`),
  // A NUMBER column of amounts shows them as the file wrote them ("$1,250.00"): the preview guesses it.
  numberFormat: fieldInput.shape.numberFormat,
});
const newFieldsInput = z
  .array(newFieldInput, 'Send the new fields as a list.')
  .max(MAX_FIELDS, `A collection has at most ${MAX_FIELDS} fields.`);

export interface NewField {
  column: string;
  field: CollectionField;
}

function parseJson(raw: string, name: string, example: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badInput({ [name]: `${name} must be JSON, like ${example}.` });
  }
  assertStorable(parsed, name);
  return parsed;
}

/**
 * `[{"column": "Stage", "label": "Stage", "type": "SELECT"}]`: the fields to create, checked with the
 * rules of the field editor (name length, a name used twice, here or by a field already there);
 * errors name the entry (`newFields.2.label`). A new SELECT starts without choices: the file brings them.
 */
export function readNewFields(existing: CollectionField[], raw: string | undefined): NewField[] {
  if (!raw) return [];
  const parsed = newFieldsInput.safeParse(parseJson(raw, 'newFields', '[{"column": "Stage", "label": "Stage", "type": "SELECT"}]'));
  if (!parsed.success) {
    const error = fromZodError(parsed.error);
    throw badInput(
      Object.fromEntries(Object.entries(error.details ?? {}).map(([k, v]) => [k === '_' ? 'newFields' : `newFields.${k}`, v])),
    );
  }
  const list = parsed.data;
  const errors: FieldErrors = {};
  if (existing.length + list.length > MAX_FIELDS)
    errors.newFields = `A collection has at most ${MAX_FIELDS} fields: it has ${existing.length}, so create at most ${MAX_FIELDS - existing.length} more.`;
  const labels = new Map(existing.map((f) => [f.label.toLowerCase(), f.label]));
  const columns = new Set<string>();
  list.forEach((f, i) => {
    const column = unguard(f.column.trim());
    if (columns.has(column)) errors[`newFields.${i}.column`] = `The column "${column}" makes two fields — create one field from it.`;
    columns.add(column);
    const taken = labels.get(f.label.trim().toLowerCase());
    if (taken !== undefined)
      errors[`newFields.${i}.label`] =
        `A field called "${taken}" already exists — import the column into it, or give the new field another name.`;
  });
  if (Object.keys(errors).length) throw badInput(errors);
  let fields: CollectionField[];
  try {
    // Placeholder choices pass the list check; the real ones come from the file.
    const withChoices = list.map((f) => ({
      label: f.label,
      type: f.type,
      ...(hasChoices(f.type) ? { choices: ['_'] } : {}),
      ...(f.numberFormat ? { numberFormat: f.numberFormat } : {}),
    }));
    fields = normalizeFields(withChoices, existing, new Set());
  } catch (error) {
    const details = error instanceof AppError ? error.details : undefined;
    if (!details) throw error;
    throw badInput(Object.fromEntries(Object.entries(details).map(([k, v]) => [k.replace(/^fields\./, 'newFields.'), v])));
  }
  return list.map((f, i) => ({ column: unguard(f.column.trim()), field: { ...fields[i]!, choices: [] } }));
}

/** `{"Signed on": "DAY_FIRST"}`: how the column's dates like 03/04/2025 are read. */
export function readDateOrders(raw: string | undefined): Map<string, DayOrder> {
  if (!raw) return new Map();
  const parsed = parseJson(raw, 'dateOrder', '{"Signed on": "DAY_FIRST"}');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badInput({ dateOrder: 'dateOrder is an object from column names to DAY_FIRST or MONTH_FIRST, like {"Signed on": "DAY_FIRST"}.' });
  const out = new Map<string, DayOrder>();
  for (const [column, order] of Object.entries(parsed)) {
    if (!DAY_ORDERS.includes(order as DayOrder))
      throw badInput({ [`dateOrder.${column}`]: `The dates of "${column}" are read DAY_FIRST (15/03/2025) or MONTH_FIRST (03/15/2025).` });
    out.set(unguard(column.trim()), order as DayOrder);
  }
  return out;
}

/** `{"Amount": "COMMA"}`: the decimal mark of the column's numbers (1.234,50), as the preview decided from the whole column. */
export function readDecimalMarks(raw: string | undefined): Map<string, DecimalMark> {
  if (!raw) return new Map();
  const parsed = parseJson(raw, 'decimalMark', '{"Amount": "COMMA"}');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badInput({ decimalMark: 'decimalMark is an object from column names to POINT or COMMA, like {"Amount": "COMMA"}.' });
  const out = new Map<string, DecimalMark>();
  for (const [column, mark] of Object.entries(parsed)) {
    if (!DECIMAL_MARKS.includes(mark as DecimalMark))
      throw badInput({ [`decimalMark.${column}`]: `The numbers of "${column}" use a decimal POINT (1,234.50) or COMMA (1.234,50).` });
    out.set(unguard(column.trim()), mark as DecimalMark);
  }
  return out;
}

/**
 * The cells of one NUMBER column as numbers, one after the other. The decimal mark is the column's:
 * the one the request names, else the one its cells settle. A cell read before the column settled
 * (1,234 — 1234 with a decimal point) and contradicted later (1.234,50) makes the whole file refused
 * with the question, since rows already read cannot be read again.
 */
export class NumberCells {
  private settled: DecimalMark | undefined;
  /** A cell that needed the mark and was read with a decimal point, before any cell settled it. */
  private assumed = '';

  constructor(
    private readonly column: string,
    private readonly field: CollectionField,
    private readonly declared: DecimalMark | undefined,
  ) {
    this.settled = declared;
  }

  /** The number a cell means, or the cell unchanged (the field's check then says what a number is), with errors set. */
  read(cell: string, errors: FieldErrors): unknown {
    const { label } = this.field;
    let reading = readCsvNumber(cell, this.settled);
    if (!reading.ok && reading.reason === 'ambiguous') {
      this.assumed ||= cell.trim().slice(0, 40);
      reading = readCsvNumber(cell, 'POINT');
    } else if (reading.ok && !this.settled) {
      const marks = decimalMarksOf(cell);
      if (marks.length === 1 && marks[0] === 'COMMA' && this.assumed)
        throw badInput(
          {
            [`decimalMark.${this.column}`]: `"${cell.trim().slice(0, 40)}" in "${this.column}" has a decimal comma, but "${this.assumed}" before it was read with a decimal point — say which mark this column uses.`,
          },
          `The column "${this.column}" has numbers like "${cell.trim().slice(0, 40)}" written with a decimal comma, and numbers like "${this.assumed}" that read differently with each mark. Choose COMMA or POINT for it in decimalMark, then import again.`,
        );
      if (marks.length === 1) this.settled = marks[0];
    }
    if (!reading.ok) {
      if (reading.reason === 'wrong-mark')
        errors[`data.${this.field.key}`] =
          `${label}: "${cell.trim().slice(0, 40)}" is not a number written with ${markName(this.settled!)}, as the other numbers of "${this.column}" are.`;
      return cell;
    }
    const { value, currency } = reading.number;
    const format = this.field.numberFormat;
    if (currency && format?.style === 'CURRENCY' && format.currency && currency !== format.currency) {
      errors[`data.${this.field.key}`] =
        `${label}: "${cell.trim().slice(0, 40)}" is an amount in ${currency}, but ${label} holds amounts in ${format.currency} — convert it, or change the field's currency.`;
      return cell;
    }
    return value;
  }
}

/**
 * Choices a file brings to its SELECT and MULTI_SELECT fields. A value met for the first time is
 * offered to the row that holds it (`offer`); it becomes a choice of the field only once a row using
 * it is kept (`keep`), so a refused row leaves no choice behind.
 */
export class ChoiceGrowth {
  /** The fields as the rows are checked against: with every choice offered so far. */
  private readonly working = new Map<string, CollectionField>();
  /** Choices kept, per field key, in the order the file first used them. */
  private readonly kept = new Map<string, Set<string>>();

  constructor(fields: CollectionField[]) {
    for (const f of fields) if (hasChoices(f.type)) this.working.set(f.key, { ...f, choices: [...f.choices] });
  }

  field(key: string): CollectionField | undefined {
    return this.working.get(key);
  }

  /** The values of a cell that are not yet choices, made choices for the rows; or why one cannot be. */
  offer(key: string, cell: string): { added: string[] } | { problem: string } {
    const field = this.working.get(key)!;
    const values =
      field.type === 'MULTI_SELECT'
        ? cell
            .split(/[;,]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : [cell.trim()];
    const added: string[] = [];
    for (const value of values) {
      if (field.choices.some((c) => c.value.toLowerCase() === value.toLowerCase())) continue;
      const problem =
        choiceValueProblem(value) ||
        (/[;,]/.test(value) ? 'A choice cannot contain a comma or semicolon: they separate choices in CSV files.' : '');
      if (problem) return { problem: `${field.label}: "${value.slice(0, 40)}" cannot become a choice. ${problem}` };
      if (field.choices.length >= MAX_CHOICES)
        return {
          problem: `${field.label} already has ${MAX_CHOICES} choices, its most — "${value.slice(0, 40)}" cannot be added. Use its existing choices in the file.`,
        };
      field.choices.push({ value, color: nextChoiceColor(field.choices.map((c) => c.color)) });
      added.push(value);
    }
    return { added };
  }

  /** The values of a kept row that the file brought. */
  keep(key: string, values: string[]) {
    if (!values.length) return;
    let set = this.kept.get(key);
    if (!set) this.kept.set(key, (set = new Set()));
    for (const v of values) set.add(v);
  }

  /** The fields with the choices kept added (each the next calm colour its field does not use), and what was added. */
  result(fields: CollectionField[]): { fields: CollectionField[]; added: Array<{ field: string; values: string[] }> } {
    const added: Array<{ field: string; values: string[] }> = [];
    const out = fields.map((f) => {
      const kept = this.kept.get(f.key);
      if (!kept?.size) return f;
      const order = this.working.get(f.key)!.choices.map((c) => c.value);
      const values = order.filter((v) => kept.has(v));
      added.push({ field: f.key, values });
      const choices = [...f.choices];
      for (const value of values) choices.push({ value, color: nextChoiceColor(choices.map((c) => c.color)) });
      return { ...f, choices };
    });
    for (const f of out)
      if (hasChoices(f.type) && f.choices.length && choiceListProblem(f.label, f.choices))
        throw badInput({ mapping: choiceListProblem(f.label, f.choices) });
    return { fields: out, added };
  }
}
