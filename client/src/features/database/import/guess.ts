import type { FieldType } from '../../../gql/graphql';
import { dayOrdersOf, hasDayOrderQuestion, readCsvDate, type DayOrder } from '../../../../../server/modules/database/database.csv-dates';
import { CHOICE_MAX, coerceScalarValue, MAX_CHOICES } from '../../../../../server/modules/database/database.rules';
import { numberColumn } from '../../../../../server/modules/database/database.csv-numbers';

/**
 * What a column's values say about the field to make of it. The dates and values are read by the
 * server's own modules (imported by the build), so a column guessed NUMBER or DATE here is one the
 * import accepts.
 */

export type { DayOrder };

/** The types a column can create (files, links and customers need more than text). */
export const CREATABLE_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'NUMBER',
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'EMAIL',
  'URL',
  'SELECT',
  'MULTI_SELECT',
] as const satisfies readonly FieldType[];
export type CreatableType = (typeof CREATABLE_TYPES)[number];

/** A SELECT is guessed from at most this many distinct values (a field holds up to MAX_CHOICES). */
const SELECT_MAX = 20;
const CHECKBOX_WORDS = new Set(['true', 'false', 'yes', 'no', 'y', 'n', 'x', 'checked', 'unchecked']);

const fits = (type: FieldType, value: string) => {
  const read = coerceScalarValue({ label: '', type, choices: [] }, value);
  return read.ok;
};

/** The items of a multiple-choice cell, as the import splits it. */
export const listItems = (value: string) =>
  value
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface DateColumn {
  /** Whether some value is written like 03/04/2025, where the day order matters. */
  asks: boolean;
  /** The orders every such value can be read in: both = ambiguous, one = settled by the values. */
  orders: DayOrder[];
  /** Whether some value has a time. */
  timed: boolean;
  /** Every non-empty value is a date in some order. */
  all: boolean;
}

export function dateColumn(values: string[]): DateColumn {
  let orders: DayOrder[] = ['MONTH_FIRST', 'DAY_FIRST'];
  let asks = false;
  let timed = false;
  let all = values.length > 0;
  for (const v of values) {
    const possible = dayOrdersOf(v);
    if (possible.length === 0) {
      all = false;
      continue;
    }
    if (hasDayOrderQuestion(v)) {
      asks = true;
      orders = orders.filter((o) => possible.includes(o));
    }
    const read = readCsvDate(v, possible[0]);
    if (read.ok && read.date.time) timed = true;
  }
  return { asks, orders, timed, all: all && orders.length > 0 };
}

/** Few values, and repeated: some 30 % or more of them say again what another said. */
const repeated = (count: number, distinct: number) => count - distinct >= Math.max(1, count * 0.3);

/**
 * Lists of a few recurring values (vip, new · new · vip, partner): every item short and not a
 * number, and nearly every one met in several rows. Free
 * text with commas ("Met at the fair, wants monthly reports") has items that are each met once.
 */
function isRepeatedList(values: string[]): boolean {
  const lists = values.map(listItems);
  const rowsOf = new Map<string, number>();
  for (const items of lists) for (const kind of new Set(items.map((i) => i.toLowerCase()))) rowsOf.set(kind, (rowsOf.get(kind) ?? 0) + 1);
  const items = lists.flat();
  if (items.length === 0 || rowsOf.size > SELECT_MAX) return false;
  if (items.some((i) => i.length > 30 || i.split(/\s+/).length > 3 || /^[\d\s.,$€£%()+-]+$/.test(i))) return false;
  const recurring = items.filter((i) => rowsOf.get(i.toLowerCase())! >= 2).length;
  return recurring >= items.length * 0.8 && repeated(items.length, rowsOf.size);
}

/** The type a column's (non-empty, trimmed) values suggest. */
export function guessType(values: string[]): CreatableType {
  if (values.length === 0) return 'TEXT';
  if (values.every((v) => CHECKBOX_WORDS.has(v.toLowerCase()))) return 'BOOLEAN';
  // Amounts like $1,250.00 and 1.234,50 € are numbers, read with the decimal mark of the whole column.
  if (numberColumn(values).numeric) return 'NUMBER';
  const dates = dateColumn(values);
  if (dates.all) return dates.timed ? 'DATETIME' : 'DATE';
  if (values.every((v) => fits('EMAIL', v))) return 'EMAIL';
  if (values.every((v) => fits('URL', v))) return 'URL';
  if (values.some((v) => v.length > 255 || v.includes('\n'))) return 'LONG_TEXT';
  const distinct = new Set(values.map((v) => v.toLowerCase()));
  if (values.some((v) => /[;,]/.test(v))) return isRepeatedList(values) ? 'MULTI_SELECT' : 'TEXT';
  if (values.every((v) => v.length <= CHOICE_MAX) && distinct.size <= SELECT_MAX && repeated(values.length, distinct.size)) return 'SELECT';
  return 'TEXT';
}

/** The values of a SELECT or MULTI_SELECT column that are not among `choices`, in file order (first spelling). */
export function newChoices(type: FieldType, values: string[], choices: ReadonlyArray<{ value: string }>): string[] {
  const known = new Set(choices.map((c) => c.value.toLowerCase()));
  const out: string[] = [];
  for (const v of type === 'MULTI_SELECT' ? values.flatMap(listItems) : values) {
    if (known.has(v.toLowerCase())) continue;
    known.add(v.toLowerCase());
    out.push(v);
  }
  return out;
}

export { MAX_CHOICES };
