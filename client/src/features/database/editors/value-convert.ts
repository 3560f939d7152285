import { fromLocalInput, toLocalInput } from '../time-zone';
import type { Field } from '../types';

/**
 * Between stored values and what an editor holds. Text-like editors hold a string (a number as
 * typed, a DATETIME as the datetime-local value in the builder's zone); the others hold the value.
 */
export function toInputValue(field: Field, value: unknown, timeZone: string): unknown {
  if (value === undefined || value === null) {
    if (field.type === 'BOOLEAN') return false;
    if (field.type === 'MULTI_SELECT') return [];
    if (field.type === 'FILE' || field.type === 'RELATION') return null;
    return '';
  }
  if (field.type === 'NUMBER') return String(value);
  if (field.type === 'DATETIME') return toLocalInput(String(value), timeZone);
  return value;
}

/**
 * What to send for an editor's content: null for empty (the server clears the key). A number that
 * does not parse goes as typed, so the server's message ("Amount must be a number…") explains it.
 */
export function fromInputValue(field: Field, input: unknown, timeZone: string): unknown {
  if (input === undefined || input === null) return null;
  if (Array.isArray(input)) return input.length ? input : null;
  if (typeof input !== 'string') return input;
  const text = field.type === 'LONG_TEXT' ? input : input.trim();
  if (text.trim() === '') return null;
  if (field.type === 'NUMBER') {
    const n = Number(text.replace(/[,_\s](?=\d{3})/g, ''));
    return Number.isFinite(n) ? n : text;
  }
  if (field.type === 'DATETIME') return fromLocalInput(text, timeZone) ?? text;
  return text;
}

/** Whether two stored values are the same (lists by their items). */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}
