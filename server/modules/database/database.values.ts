import { z } from 'zod';
import type { CollectionField, FileValue, RecordData, RecordValue } from '../../../db/schema/index.js';
import { fileIdFromUrl } from '../../core/file-urls.js';
import { isUuid } from '../../core/ids.js';

/**
 * What a value of each field type may be, as one function: the API (JSON), the CSV import (text)
 * and a field's type change (an old value) all pass through `coerceValue`, so the three can never
 * disagree about what a NUMBER or a DATE is.
 */
export type Coerced = { ok: true; value: RecordValue | undefined } | { ok: false; message: string };

export const TEXT_MAX = 1000;
export const LONG_TEXT_MAX = 20_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 with a zone (Z or ±hh:mm); a time without a zone would mean a different moment per reader.
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const email = z.email();

const ok = (value: RecordValue | undefined): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

/** Null, '', blank text and [] are "no value": the key is left out of the record. */
export function isEmptyValue(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

export function coerceValue(field: CollectionField, raw: unknown): Coerced {
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
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(raw.replace(/[,_](?=\d{3})/g, '')) ? Number(raw.replace(/[,_](?=\d{3})/g, '')) : NaN;
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
      if (!isCalendarDay(m[0])) return fail(`${label}: ${m[0]} is not a day of the calendar.`);
      return ok(m[0]);
    }
    case 'DATETIME': {
      const t = typeof raw === 'string' ? raw.trim() : '';
      const d = DATETIME.test(t) ? new Date(t.replace(' ', 'T')) : null;
      if (!d || Number.isNaN(d.getTime())) return fail(`${label} must be a date and time with its zone, like 2026-03-31T14:30:00Z.`);
      // Date() rolls 2026-02-30 over to March 2: the day written must be a day of the calendar.
      if (!isCalendarDay(t.slice(0, 10))) return fail(`${label}: ${t.slice(0, 10)} is not a day of the calendar.`);
      return ok(d.toISOString());
    }
    case 'EMAIL': {
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (t.length > 254 || !email.safeParse(t).success) return fail(`${label} must be an email address, like name@example.com.`);
      return ok(t);
    }
    case 'URL': {
      const t = typeof raw === 'string' ? raw.trim() : '';
      let url: URL | null = null;
      try {
        url = new URL(t);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || t.length > 2000) return fail(`${label} must be a web address starting with https://.`);
      return ok(t);
    }
    case 'SELECT': {
      if (typeof raw !== 'string') return fail(`${label} must be one of: ${choiceList(field)}.`);
      const choice = findChoice(field, raw);
      return choice === undefined ? fail(`${label}: "${clip(raw)}" is not one of its choices (${choiceList(field)}).`) : ok(choice);
    }
    case 'MULTI_SELECT': {
      const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[;,]/).map((s) => s.trim()).filter(Boolean) : null;
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
      return coerceFile(field, raw);
    case 'RELATION':
    case 'CUSTOMER': {
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      const what = field.type === 'RELATION' ? 'a record id' : 'a customer id';
      return isUuid(t) ? ok(t) : fail(`${label} must be ${what} (a UUID).`);
    }
  }
}

function isCalendarDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/**
 * A FILE value names an upload by its id (or by the link the API gave, which holds the id). Here only
 * its shape is checked; that the file was uploaded to this collection, and its name, size and type,
 * come from its row when the record is saved (database.files.ts, claimFiles).
 */
function coerceFile(field: CollectionField, raw: unknown): Coerced {
  const v = raw as Partial<FileValue> | null;
  const refuse = fail(`${field.label} must be a file uploaded to Portico for this collection: send the id (or url) its upload answered.`);
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return refuse;
  const id = isUuid(v.id) ? v.id.toLowerCase() : typeof v.url === 'string' && v.url.length <= 500 ? fileIdFromUrl(v.url) : null;
  if (!id || (v.id !== undefined && !isUuid(v.id))) return refuse;
  const name = typeof v.name === 'string' ? v.name.slice(0, 255) : '';
  const size = typeof v.size === 'number' && Number.isSafeInteger(v.size) && v.size >= 0 ? v.size : 0;
  const contentType = typeof v.contentType === 'string' ? v.contentType.slice(0, 100) : '';
  return ok({ id, name, size, contentType });
}

function findChoice(field: CollectionField, raw: string): string | undefined {
  const t = raw.trim().toLowerCase();
  return field.choices.find((c) => c.value.toLowerCase() === t)?.value;
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
const choiceList = (field: CollectionField) => {
  const names = field.choices.map((c) => c.value);
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}…` : names.join(', ');
};

export interface Checked {
  data: RecordData;
  /** Keys sent empty in a partial update: removed from the record. */
  cleared: string[];
  errors: Record<string, string>;
}

/**
 * Checks a record's data against the collection's fields. `partial` (an update) checks only the
 * keys sent; otherwise missing keys take their default and required ones must be there.
 * Error keys are `data.<fieldKey>`, the path the client sent.
 */
export function checkRecordData(fields: CollectionField[], input: unknown, mode: { partial: boolean }): Checked {
  const errors: Record<string, string> = {};
  const data: RecordData = {};
  const cleared: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { data, cleared, errors: { data: 'Send data as an object keyed by field key, like {"name": "Ada"}.' } };
  }
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(input)) {
    if (!byKey.has(key)) errors[`data.${key}`] = `${key} is not a field of this collection — add the field first or remove it.`;
  }
  for (const field of fields) {
    const has = Object.prototype.hasOwnProperty.call(input, field.key);
    if (mode.partial && !has) continue;
    let raw = (input as Record<string, unknown>)[field.key];
    if (!mode.partial && !has && field.defaultValue !== null) raw = field.defaultValue;
    const result = coerceValue(field, raw);
    if (!result.ok) {
      errors[`data.${field.key}`] = result.message;
      continue;
    }
    if (result.value === undefined) {
      // An unticked checkbox is an answer, not a missing one.
      if (field.required && field.type !== 'BOOLEAN') errors[`data.${field.key}`] = `Please enter ${field.label}.`;
      else if (has) cleared.push(field.key);
      continue;
    }
    data[field.key] = result.value;
  }
  return { data, cleared, errors };
}

/** The text a unique field's value is compared by: case-insensitive for text-like types. */
export function uniqueKey(field: CollectionField, value: RecordValue): string {
  if (typeof value === 'string') return ['TEXT', 'EMAIL', 'URL'].includes(field.type) ? value.toLowerCase() : value;
  return JSON.stringify(value);
}

/** A value as a person reads it: the CSV export and record labels. */
export function displayValue(value: RecordValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return value.name;
  return String(value);
}
