import { regexes } from 'zod/v4/core';
import type { CollectionField, FieldType, RecordValue } from '../../../db/schema/collections.js';
import { isUuid } from '../../core/ids.js';
import { slugWords } from '../../core/slug.js';

/**
 * The database's field rules that the builder app needs before it sends anything: which types can
 * be unique or have a default, the choice palette and limits, the filter operators per type, and
 * what a value of each type may be. Both the server and the client build import this file, so the
 * field editor says exactly what the server would say; it must stay free of Node and database code
 * (no imports but types, zod's core regexes, server/core/ids.ts and server/core/slug.ts).
 */

export const MAX_FIELDS = 100;
export const MAX_CHOICES = 100;
export const FIELD_LABEL_MAX = 60;
export const CHOICE_MAX = 60;
export const TEXT_MAX = 1000;
export const LONG_TEXT_MAX = 20_000;
export const COLLECTION_NAME_MAX = 80;
export const VIEW_NAME_MAX = 60;
/** Levels of a sort (database.sorts.ts). */
export const MAX_SORTS = 3;
/** Records one bulk delete takes. */
export const MAX_BULK_DELETE = 500;
/** The largest CSV file an import reads. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const CHOICE_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export type ChoiceColor = (typeof CHOICE_COLORS)[number];
/**
 * The order new choices take their colours in: calm, well-apart hues first; red last, since in a
 * grid it reads as a warning. Each new choice gets the first colour no other choice of its field
 * uses, so the first ten are all different.
 */
export const NEW_CHOICE_COLORS: readonly ChoiceColor[] = [
  'blue',
  'green',
  'purple',
  'teal',
  'orange',
  'cyan',
  'pink',
  'yellow',
  'gray',
  'red',
];

/** A colour for a new choice beside `used`: the first of NEW_CHOICE_COLORS not taken, then round again. */
export function nextChoiceColor(used: readonly string[]): ChoiceColor {
  return NEW_CHOICE_COLORS.find((c) => !used.includes(c)) ?? NEW_CHOICE_COLORS[used.length % NEW_CHOICE_COLORS.length]!;
}
/** Types whose values can be compared for uniqueness in a way people expect. */
export const UNIQUE_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['TEXT', 'NUMBER', 'EMAIL', 'URL', 'DATE', 'DATETIME', 'CUSTOMER']);
export const NO_DEFAULT: ReadonlySet<FieldType> = new Set<FieldType>(['FILE', 'RELATION', 'CUSTOMER']);

export const canBeUnique = (type: FieldType) => UNIQUE_TYPES.has(type);
export const canHaveDefault = (type: FieldType, unique: boolean) => !NO_DEFAULT.has(type) && !unique;
export const hasChoices = (type: FieldType) => type === 'SELECT' || type === 'MULTI_SELECT';

export const CHOICE_EMPTY = 'A choice cannot be empty.';
export const CHOICE_TOO_LONG = `A choice has at most ${CHOICE_MAX} characters.`;
export const TOO_MANY_CHOICES = `A field has at most ${MAX_CHOICES} choices.`;

/** Filter operators (REST takes them in lower case; GraphQL's FilterOp enum in upper case). */
export const FILTER_OPS = [
  'eq',
  'neq',
  'contains',
  'not_contains',
  'gt',
  'gte',
  'lt',
  'lte',
  'before',
  'after',
  'in',
  'is_empty',
  'is_not_empty',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

const TEXTUAL: FilterOp[] = ['eq', 'neq', 'contains', 'not_contains', 'in', 'is_empty', 'is_not_empty'];
const ORDERED: FilterOp[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is_empty', 'is_not_empty'];
const TIMED: FilterOp[] = ['eq', 'before', 'after', 'gte', 'lte', 'is_empty', 'is_not_empty'];

/** Which operators each type offers, most useful first (the filter bar lists them in this order). */
export const OPS_BY_TYPE: Record<FieldType, readonly FilterOp[]> = {
  TEXT: TEXTUAL,
  LONG_TEXT: ['contains', 'not_contains', 'is_empty', 'is_not_empty'],
  EMAIL: TEXTUAL,
  URL: TEXTUAL,
  NUMBER: ORDERED,
  BOOLEAN: ['eq'],
  DATE: TIMED,
  DATETIME: ['before', 'after', 'gte', 'lte', 'is_empty', 'is_not_empty'],
  SELECT: ['eq', 'neq', 'in', 'is_empty', 'is_not_empty'],
  MULTI_SELECT: ['contains', 'in', 'is_empty', 'is_not_empty'],
  FILE: ['is_empty', 'is_not_empty'],
  RELATION: ['eq', 'in', 'is_empty', 'is_not_empty'],
  CUSTOMER: ['eq', 'in', 'is_empty', 'is_not_empty'],
};

/** What is wrong with one choice's text ('' when nothing): the same words the API answers with. */
export function choiceValueProblem(value: string): string {
  const t = value.trim();
  if (!t) return CHOICE_EMPTY;
  if (t.length > CHOICE_MAX) return CHOICE_TOO_LONG;
  return '';
}

/**
 * What is wrong with a SELECT or MULTI_SELECT field's list of choices as a whole ('' when nothing):
 * none, one listed twice (case aside), or one with a CSV separator in it.
 */
export function choiceListProblem(label: string, choices: ReadonlyArray<{ value: string }>): string {
  if (choices.length === 0) return `Add at least one choice to ${label}.`;
  const seen = new Set<string>();
  for (const c of choices) {
    if (seen.has(c.value.toLowerCase())) return `The choice "${c.value}" is listed twice.`;
    seen.add(c.value.toLowerCase());
    if (/[;,]/.test(c.value)) return `A choice cannot contain a comma or semicolon ("${c.value}"): they separate choices in CSV files.`;
  }
  return '';
}

/**
 * The renames in a new choice list: each choice may name, in `renamedFrom`, the choice of the field
 * as it is stored that it replaces, and the records holding that one then hold the new name. Answers
 * old → new, and the problems by the index of the choice they are about: `renamedFrom` that is not a
 * current choice or is named twice, or a new name that is already another current choice (which
 * would merge two choices: refused, unless that one is renamed away in the same list).
 */
export function choiceRenames(
  label: string,
  previous: ReadonlyArray<{ value: string }>,
  next: ReadonlyArray<{ value: string; renamedFrom?: string | null }>,
): { renames: Map<string, string>; problems: Record<number, string> } {
  const renames = new Map<string, string>();
  const problems: Record<number, string> = {};
  const at = new Map<string, number>();
  next.forEach((c, i) => {
    if (!c.renamedFrom) return;
    const from = previous.find((p) => p.value === c.renamedFrom)?.value;
    if (from === undefined)
      problems[i] = `"${clip(c.renamedFrom)}" is not a choice of ${label} — renamedFrom names one of its current choices.`;
    else if (renames.has(from)) problems[i] = `"${from}" is renamed twice — keep one new name for it.`;
    else if (from !== c.value.trim()) {
      renames.set(from, c.value.trim());
      at.set(from, i);
    }
  });
  for (const [from, to] of renames) {
    const taken = previous.find((p) => p.value !== from && p.value.toLowerCase() === to.toLowerCase() && !renames.has(p.value));
    if (taken) problems[at.get(from)!] ??= `${label} already has the choice "${taken.value}" — give "${from}" another name.`;
  }
  return { renames, problems };
}

export type Coerced = { ok: true; value: RecordValue | undefined } | { ok: false; message: string };

/** What coerceValue needs of a field. */
export type ValueField = Pick<CollectionField, 'label' | 'type' | 'choices'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 with a zone (Z or ±hh:mm); a time without a zone would mean a different moment per reader.
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Dates run from 0001-01-01 to 9999-12-31: PostgreSQL has no year 0, and ISO text past 9999 (+010000-…) sorts wrong. */
export const DATE_RANGE = 'Dates run from the year 1 to the year 9999.';

/**
 * A moment written as ISO 8601 with its zone, as the ISO text of UTC, or null: not such text, not a day
 * of the calendar, or outside years 1 to 9999 once in UTC ('out of range').
 */
export function readMoment(raw: unknown): string | null | 'out of range' {
  const t = typeof raw === 'string' ? raw.trim() : '';
  const d = DATETIME.test(t) ? new Date(t.replace(' ', 'T')) : null;
  if (!d || Number.isNaN(d.getTime()) || !isCalendarDay(t.slice(0, 10))) return null;
  const iso = d.toISOString();
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000-') ? iso : 'out of range';
}

const ok = (value: RecordValue | undefined): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

/** Null, '', blank text and [] are "no value": the key is left out of the record. */
export function isEmptyValue(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

/**
 * A value of every type but FILE (whose check needs the server's storage: database.values.ts):
 * the value stored, or the sentence saying why not.
 */
export function coerceScalarValue(field: ValueField, raw: unknown): Coerced {
  if (isEmptyValue(raw)) return ok(undefined);
  const label = field.label;
  switch (field.type) {
    case 'TEXT':
    case 'LONG_TEXT': {
      const max = field.type === 'TEXT' ? TEXT_MAX : LONG_TEXT_MAX;
      const text = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
      if (typeof text !== 'string') return fail(`${label} must be text.`);
      if (text.length > max) return fail(`${label} has at most ${max.toLocaleString('en')} characters.`);
      return ok(field.type === 'TEXT' ? text.trim() : text);
    }
    case 'NUMBER': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(raw.replace(/[,_](?=\d{3})/g, ''))
            ? Number(raw.replace(/[,_](?=\d{3})/g, ''))
            : NaN;
      if (!Number.isFinite(n)) return fail(`${label} must be a number, like 42 or 3.5.`);
      if (Math.abs(n) > 1e15) return fail(`${label} must be between -1,000,000,000,000,000 and 1,000,000,000,000,000.`);
      return ok(n);
    }
    case 'BOOLEAN': {
      if (typeof raw === 'boolean') return ok(raw);
      const t = String(raw).trim().toLowerCase();
      if (['true', 'yes', 'y', '1', 'checked', 'x'].includes(t)) return ok(true);
      if (['false', 'no', 'n', '0', 'unchecked'].includes(t)) return ok(false);
      return fail(`${label} must be true or false.`);
    }
    case 'DATE': {
      const m = typeof raw === 'string' ? DATE.exec(raw.trim()) : null;
      if (!m) return fail(`${label} must be a date like 2026-03-31.`);
      if (m[1] === '0000') return fail(`${label}: ${m[0]} is not a date that can be stored. ${DATE_RANGE}`);
      if (!isCalendarDay(m[0])) return fail(`${label}: ${m[0]} is not a day of the calendar.`);
      return ok(m[0]);
    }
    case 'DATETIME': {
      const t = typeof raw === 'string' ? raw.trim() : '';
      const d = DATETIME.test(t) ? new Date(t.replace(' ', 'T')) : null;
      if (!d || Number.isNaN(d.getTime())) return fail(`${label} must be a date and time with its zone, like 2026-03-31T14:30:00Z.`);
      // Date() rolls 2026-02-30 over to March 2: the day written must be a day of the calendar.
      if (!isCalendarDay(t.slice(0, 10))) return fail(`${label}: ${t.slice(0, 10)} is not a day of the calendar.`);
      const moment = readMoment(t);
      if (moment === 'out of range' || moment === null)
        return fail(`${label}: ${clip(t)} is not a moment that can be stored. ${DATE_RANGE}`);
      return ok(moment);
    }
    case 'EMAIL': {
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      // The pattern z.email() checks with.
      if (t.length > 254 || !regexes.email.test(t)) return fail(`${label} must be an email address, like name@example.com.`);
      return ok(t);
    }
    case 'URL': {
      const t = typeof raw === 'string' ? raw.trim() : '';
      let url: URL | null;
      try {
        url = new URL(t);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || t.length > 2000)
        return fail(`${label} must be a web address starting with https://.`);
      return ok(t);
    }
    case 'SELECT': {
      if (typeof raw !== 'string') return fail(`${label} must be one of: ${choiceList(field)}.`);
      const choice = findChoice(field, raw);
      return choice === undefined ? fail(`${label}: "${clip(raw)}" is not one of its choices (${choiceList(field)}).`) : ok(choice);
    }
    case 'MULTI_SELECT': {
      const items = Array.isArray(raw)
        ? raw
        : typeof raw === 'string'
          ? raw
              .split(/[;,]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : null;
      if (!items || items.some((v) => typeof v !== 'string')) return fail(`${label} must be a list of its choices.`);
      const out: string[] = [];
      for (const item of items as string[]) {
        const choice = findChoice(field, item);
        if (choice === undefined) return fail(`${label}: "${clip(item)}" is not one of its choices (${choiceList(field)}).`);
        if (!out.includes(choice)) out.push(choice);
      }
      // Kept in the order of the choices, so equal sets are equal values.
      const order = field.choices.map((c) => c.value);
      return ok(out.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
    case 'FILE':
      return fail(`${label} must be a file uploaded to Portico.`);
    case 'RELATION':
    case 'CUSTOMER': {
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      const what = field.type === 'RELATION' ? 'a record id' : 'a customer id';
      return isUuid(t) ? ok(t) : fail(`${label} must be ${what} (a UUID).`);
    }
  }
}

/**
 * A field's default value: allowed for its type and rules, then checked like any value of the
 * field. `undefined` value = no default.
 */
export function checkDefaultValue(field: ValueField & { unique: boolean }, raw: unknown): Coerced {
  if (isEmptyValue(raw)) return ok(undefined);
  if (NO_DEFAULT.has(field.type)) return fail(`A ${field.type} field has no default value.`);
  if (field.unique) return fail('A unique field cannot have a default value: every record would share it.');
  const result = coerceScalarValue(field, raw);
  return result.ok ? result : fail(`Default value: ${result.message}`);
}

function isCalendarDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

function findChoice(field: ValueField, raw: string): string | undefined {
  const t = raw.trim().toLowerCase();
  return field.choices.find((c) => c.value.toLowerCase() === t)?.value;
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
const choiceList = (field: ValueField) => {
  const names = field.choices.map((c) => c.value);
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}…` : names.join(', ');
};

/** "Due date (UTC)" → "due_date_utc": a key made from a label, stable afterwards. */
export function keyFromLabel(label: string): string {
  const base = slugWords(label, '_', 32);
  return /^[a-z]/.test(base) ? base : `f_${base || 'field'}`.slice(0, 32);
}
