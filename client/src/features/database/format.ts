import { formatNumberValue } from '../../../../server/modules/database/database.number-format';
import type { Collection, Field, RecordRow } from './types';

export { formatNumberValue };

/**
 * Values as a person reads them. Formatters are built once per locale and zone: a grid paints
 * hundreds of cells per scroll frame, and an Intl formatter costs far more than its use.
 */
const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 10 });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string) {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    }
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

export const formatNumber = (n: number) => numberFormat.format(n);

/** A NUMBER value as its field's format shows it ("$1,234.50", "12.5%"); plain without one. */
export const formatFieldNumber = (field: Pick<Field, 'numberFormat'>, n: number) =>
  field.numberFormat ? formatNumberValue(n, field.numberFormat) : numberFormat.format(n);

/** A DATE value ("2026-03-31") as the calendar day it names, whatever the reader's zone. */
export function formatDate(value: string) {
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** A DATETIME or a record's createdAt in the builder's time zone. */
export function formatDateTime(value: string, timeZone: string) {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat(timeZone).format(d);
}

export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

export function formatBytes(size: number) {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${formatNumber(Math.round(size / 102.4) / 10)} KB`;
  return `${formatNumber(Math.round(size / (1024 * 102.4)) / 10)} MB`;
}

/**
 * A FILE value as the API answers it: `id` names the upload (what the server keeps), `url` is a
 * signed link that works for about an hour, made again with every read of the record.
 */
export interface FileValue {
  id?: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export function asFile(value: unknown): FileValue | null {
  const v = value as Partial<FileValue> | null;
  if (!v || typeof v !== 'object' || typeof v.url !== 'string') return null;
  return {
    ...(typeof v.id === 'string' ? { id: v.id } : {}),
    url: v.url,
    name: v.name ?? 'file',
    size: v.size ?? 0,
    contentType: v.contentType ?? '',
  };
}

export const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export const linkOf = (record: RecordRow, fieldKey: string) => record.links.find((l) => l.fieldKey === fieldKey);
/** The customer a CUSTOMER value names, as the server resolved it (name and email). */
export const customerOf = (record: RecordRow, fieldKey: string) => record.customers?.find((c) => c.fieldKey === fieldKey);
export const customerLabel = (record: RecordRow, fieldKey: string) => {
  const c = customerOf(record, fieldKey);
  return c ? c.name || c.email : 'Unknown customer';
};

/** One value as plain text: record titles, relation labels, the filter chips. */
export function valueText(field: Field, record: RecordRow, timeZone: string): string {
  const value = record.data[field.key];
  if (value === undefined || value === null) return '';
  switch (field.type) {
    case 'NUMBER':
      return typeof value === 'number' ? formatFieldNumber(field, value) : String(value);
    case 'BOOLEAN':
      return value ? 'Yes' : 'No';
    case 'DATE':
      return formatDate(String(value));
    case 'DATETIME':
      return formatDateTime(String(value), timeZone);
    case 'MULTI_SELECT':
      return asList(value).join(', ');
    case 'FILE':
      return asFile(value)?.name ?? '';
    case 'RELATION':
      return linkOf(record, field.key)?.label ?? 'Linked record';
    case 'CUSTOMER':
      return customerLabel(record, field.key);
    default:
      return String(value);
  }
}

/** What names a record: its first field's value, like a linked record's label on the server. */
export function recordTitle(collection: Collection, record: RecordRow, timeZone: string) {
  const first = collection.fields[0];
  return (first && valueText(first, record, timeZone)) || 'Untitled record';
}
