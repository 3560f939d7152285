import { formatNumberValue } from '../format';
import { coerceScalarValue } from '../rules';
import type { Field } from '../types';
import { dateExample, dateText, dateTimeExample, dateTimeText, parseDateText, parseDateTimeText } from './date-text';

/**
 * Between stored values and what an editor holds. Text-like editors hold a string (a number as
 * typed, raw whatever its format; a DATE or DATETIME as the cell shows it, in the builder's zone);
 * the others hold the value.
 */
export function toInputValue(field: Field, value: unknown, timeZone: string): unknown {
  if (value === undefined || value === null) {
    if (field.type === 'BOOLEAN') return false;
    if (field.type === 'MULTI_SELECT') return [];
    if (field.type === 'FILE' || field.type === 'RELATION') return null;
    return '';
  }
  if (field.type === 'NUMBER') return String(value);
  if (field.type === 'DATE') return dateText(String(value));
  if (field.type === 'DATETIME') return dateTimeText(String(value), timeZone);
  return value;
}

/** "$1,234.50", "12 %": a number typed with its format's symbols, as the number's text. */
function numberText(field: Field, text: string): string {
  const format = field.numberFormat;
  let t = text.replace(/[\s\u00a0\u202f]/g, '');
  if (format?.style === 'PERCENT') t = t.replace(/%$/, '');
  if (format?.style === 'CURRENCY') {
    const symbol = formatNumberValue(0, format).replace(/[\d\s\u00a0\u202f.,-]/g, '');
    if (symbol) t = t.replace(symbol, '');
    t = t.replace(new RegExp(`^${format.currency ?? ''}|${format.currency ?? ''}$`, 'i'), '');
  }
  return t || text;
}

/**
 * What to send for an editor's content: null for empty (the server clears the key). A value that
 * does not read goes as typed (checkInput says why before it is sent).
 */
export function fromInputValue(field: Field, input: unknown, timeZone: string): unknown {
  if (input === undefined || input === null) return null;
  if (Array.isArray(input)) return input.length ? input : null;
  if (typeof input !== 'string') return input;
  const text = field.type === 'LONG_TEXT' ? input : input.trim();
  if (text.trim() === '') return null;
  if (field.type === 'NUMBER') {
    const raw = numberText(field, text);
    const n = Number(raw.replace(/[,_](?=\d{3})/g, ''));
    return Number.isFinite(n) && raw !== '' ? n : text;
  }
  if (field.type === 'DATE') return parseDateText(text) ?? text;
  if (field.type === 'DATETIME') return parseDateTimeText(text, timeZone) ?? text;
  return text;
}

export type Checked = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * An editor's content judged before it is sent: by the server's own rules (database.rules.ts),
 * except dates, which are read and explained in the form the builder sees them.
 */
export function checkInput(field: Field, input: unknown, timeZone: string): Checked {
  const value = fromInputValue(field, input, timeZone);
  const empty = value === null;
  if (empty) {
    return field.required && field.type !== 'BOOLEAN' ? { ok: false, message: `Please enter ${field.label}.` } : { ok: true, value: null };
  }
  if (field.type === 'DATE' && !parseDateText(String(input)))
    return { ok: false, message: `${field.label} must be a date like ${dateExample()} (or 2026-03-31).` };
  if (field.type === 'DATETIME' && !parseDateTimeText(String(input), timeZone))
    return { ok: false, message: `${field.label} must be a date and time like ${dateTimeExample(timeZone)}.` };
  if (field.type === 'FILE' || field.type === 'RELATION' || field.type === 'CUSTOMER') return { ok: true, value };
  const result = coerceScalarValue(field, value);
  return result.ok ? { ok: true, value: result.value ?? null } : { ok: false, message: result.message };
}

/** Whether two stored values are the same (lists by their items). */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}
