import type { CollectionField, FileValue, RecordData, RecordValue } from '../../../db/schema/index.js';
import { fileIdFromUrl } from '../../core/file-urls.js';
import { clip } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { coerceScalarValue, isEmptyValue, type Coerced } from './database.rules.js';

export { isEmptyValue, LONG_TEXT_MAX, TEXT_MAX, type Coerced } from './database.rules.js';

const ok = (value: RecordValue | undefined): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

/**
 * What a value of each field type may be, as one function: the API (JSON), the CSV import (text)
 * and a field's type change (an old value) all pass through `coerceValue`, so the three can never
 * disagree about what a NUMBER or a DATE is.
 */
export function coerceValue(field: CollectionField, raw: unknown): Coerced {
  // Every type but FILE is judged by the rules the builder app shares (database.rules.ts).
  if (field.type === 'FILE' && !isEmptyValue(raw)) return coerceFile(field, raw);
  return coerceScalarValue(field, raw);
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

export interface Checked {
  data: RecordData;
  /** Keys sent empty in a partial update: removed from the record. */
  cleared: string[];
  errors: Record<string, string>;
  /** Unknown keys past the first few, counted but not named (an input with 50,000 of them). */
  more: number;
}

/** How many unknown keys of a record's data are named in its error; the rest are counted. */
const NAMED_UNKNOWN_KEYS = 5;

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
    return { data, cleared, more: 0, errors: { data: 'Send data as an object keyed by field key, like {"name": "Ada"}.' } };
  }
  const byKey = new Map(fields.map((f) => [f.key, f]));
  let unknown = 0;
  for (const key in input) {
    if (!Object.prototype.hasOwnProperty.call(input, key) || byKey.has(key)) continue;
    if (unknown++ < NAMED_UNKNOWN_KEYS) {
      errors[`data.${clip(key, 100)}`] = `${clip(key, 100)} is not a field of this collection — add the field first or remove it.`;
    }
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
    const tooLong = uniqueValueProblem(field, result.value);
    if (tooLong) {
      errors[`data.${field.key}`] = tooLong;
      continue;
    }
    data[field.key] = result.value;
  }
  return { data, cleared, errors, more: Math.max(0, unknown - NAMED_UNKNOWN_KEYS) };
}

/** The text a unique field's value is compared by: case-insensitive for text-like types. */
export function uniqueKey(field: CollectionField, value: RecordValue): string {
  if (typeof value === 'string') return ['TEXT', 'EMAIL', 'URL'].includes(field.type) ? value.toLowerCase() : value;
  return JSON.stringify(value);
}

/**
 * The most bytes (UTF-8) of a unique value: record_unique_values keeps each in a btree index, whose
 * rows hold at most 2,704 bytes. A longer value is refused, on its field, rather than failing there.
 * (Hashing long values would lift the limit, but changes how values already stored compare.)
 */
export const UNIQUE_VALUE_MAX_BYTES = 2000;

/** Why a unique field cannot hold this value, or null. */
export function uniqueValueProblem(field: CollectionField, value: RecordValue): string | null {
  if (!field.unique || Buffer.byteLength(uniqueKey(field, value), 'utf8') <= UNIQUE_VALUE_MAX_BYTES) return null;
  return `${field.label} must be unique, and a unique value has at most 2,000 bytes: about 2,000 letters of English, or 660 characters of Chinese, Japanese or Korean. Shorten it, or make the field not unique.`;
}

/** A value as a person reads it: the CSV export and record labels. */
export function displayValue(value: RecordValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return value.name;
  return String(value);
}
