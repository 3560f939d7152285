import type { FieldType } from '../../../gql/graphql';
import { FIELD_LABEL_MAX } from '../rules';
import type { Field } from '../types';
import type { CsvPreview } from './csv-preview';
import { type CreatableType, dateColumn, type DateColumn, type DayOrder, guessType } from './guess';
import { type DecimalMark, numberColumn, type NumberEvidence } from '../../../../../server/modules/database/database.csv-numbers';

/** The select value of a column that creates a field. Field keys start with a letter, so it cannot be one. */
export const NEW_FIELD = '+new';

/** Column index → field key, NEW_FIELD, or '' (not imported). */
export type ColumnMapping = string[];

/** The field a column creates, as the builder edits it. */
export interface NewFieldDraft {
  label: string;
  type: CreatableType;
}

/** What the sample of a column says: its values and the field they suggest. */
export interface ColumnPlan {
  /** The non-empty cells of the sample, trimmed. */
  values: string[];
  guess: CreatableType;
  dates: DateColumn;
  /** What the values say as numbers: the decimal mark, a currency or percent. */
  numbers: NumberEvidence;
}

/** Fields a CSV cell can fill: a file has to be uploaded, it cannot come from text. */
export const importableFields = (fields: Field[]) => fields.filter((f) => f.type !== 'FILE');

const norm = (s: string) => s.trim().toLowerCase();

/** Why a column cannot be mapped: the server matches columns by their header, so it must be unique and non-empty. */
export function columnProblem(headers: string[], index: number): string {
  const header = headers[index] ?? '';
  if (!header.trim()) return 'This column has no name on the first line, so it cannot be imported.';
  if (headers.indexOf(header) !== index) return `Another column is also called "${header}"; only the first one can be imported.`;
  return '';
}

export function planColumns(preview: CsvPreview): ColumnPlan[] {
  return preview.headers.map((_h, i) => {
    const values = preview.sample.map((r) => (r[i] ?? '').trim()).filter(Boolean);
    return { values, guess: guessType(values), dates: dateColumn(values), numbers: numberColumn(values) };
  });
}

/** Each column matched to the field whose label or key it names (case-insensitive), each field used once; the others create a field. */
export function initialMapping(headers: string[], fields: Field[]): ColumnMapping {
  const candidates = importableFields(fields);
  const used = new Set<string>();
  return headers.map((header, i) => {
    if (columnProblem(headers, i)) return '';
    const h = norm(header);
    const field = candidates.find((f) => !used.has(f.key) && (norm(f.label) === h || norm(f.key) === h));
    if (!field) return NEW_FIELD;
    used.add(field.key);
    return field.key;
  });
}

/** The new field of each column: its header (trimmed, shortened, made unique against the fields and each other) and the guessed type. */
export function initialDrafts(headers: string[], fields: Field[], plans: ColumnPlan[]): NewFieldDraft[] {
  const taken = new Set(fields.map((f) => norm(f.label)));
  return headers.map((header, i) => {
    const base = header.trim().slice(0, FIELD_LABEL_MAX) || `Column ${i + 1}`;
    let label = base;
    for (let n = 2; taken.has(norm(label)); n++) label = `${base.slice(0, FIELD_LABEL_MAX - String(n).length - 1)} ${n}`;
    taken.add(norm(label));
    return { label, type: plans[i]!.guess };
  });
}

/** The day order the values settle (one possible), else none: the builder is asked. */
export const initialOrders = (plans: ColumnPlan[]): Array<DayOrder | null> =>
  plans.map((p) => (p.dates.asks && p.dates.orders.length === 1 ? p.dates.orders[0]! : null));

/** The type of the field a column goes into, or null when it is not imported. */
export function targetType(fields: Field[], target: string, draft: NewFieldDraft | undefined): FieldType | null {
  if (target === NEW_FIELD) return draft?.type ?? null;
  return fields.find((f) => f.key === target)?.type ?? null;
}

/** What is wrong with the name of the field column `index` creates ('' when nothing): the field editor's rules. */
export function draftProblem(fields: Field[], mapping: ColumnMapping, drafts: NewFieldDraft[], index: number): string {
  const label = drafts[index]!.label.trim();
  if (!label) return 'Please enter a field name.';
  if (label.length > FIELD_LABEL_MAX) return `A field name has at most ${FIELD_LABEL_MAX} characters.`;
  const existing = fields.find((f) => norm(f.label) === norm(label));
  if (existing) return `A field called "${existing.label}" already exists — import the column into it, or choose another name.`;
  if (mapping.some((t, j) => j < index && t === NEW_FIELD && norm(drafts[j]!.label) === norm(label)))
    return 'Another new field has this name — give each its own name.';
  return '';
}

/** Whether a column of dates needs its day order said before importing. */
export function needsOrder(plan: ColumnPlan, type: FieldType | null): boolean {
  return (type === 'DATE' || type === 'DATETIME') && plan.dates.asks;
}

/** Whether some column goes into a SELECT or MULTI_SELECT field: its values not yet choices become choices. */
export const hasChoiceTarget = (types: Array<FieldType | null>) => types.some((t) => t === 'SELECT' || t === 'MULTI_SELECT');

/** The `mapping` the server takes: `{"<csv header>": "<field key>"}` for the columns mapped to a field. */
export function mappingPayload(headers: string[], mapping: ColumnMapping): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((key, i) => {
    if (key && key !== NEW_FIELD && !columnProblem(headers, i)) out[headers[i]!] = key;
  });
  return out;
}

/** The format a new NUMBER field gets from its values: the currency or percent they are written with. */
export const draftNumberFormat = (plan: ColumnPlan | undefined) => (plan?.numbers.numeric ? plan.numbers.format : null);

/** The `newFields` the server takes, in column order; a NUMBER field shows its amounts as the file wrote them. */
export function newFieldsPayload(headers: string[], mapping: ColumnMapping, drafts: NewFieldDraft[], plans: ColumnPlan[]) {
  return mapping.flatMap((key, i) => {
    if (key !== NEW_FIELD || columnProblem(headers, i)) return [];
    const format = drafts[i]!.type === 'NUMBER' ? draftNumberFormat(plans[i]) : null;
    return [{ column: headers[i]!, label: drafts[i]!.label.trim(), type: drafts[i]!.type, ...(format ? { numberFormat: format } : {}) }];
  });
}

/** The `decimalMark` the server takes: a NUMBER column's mark when its values need one (1,234 · 1.234,50). */
export function decimalMarkPayload(headers: string[], mapping: ColumnMapping, types: Array<FieldType | null>, plans: ColumnPlan[]) {
  const out: Record<string, DecimalMark> = {};
  mapping.forEach((key, i) => {
    const numbers = plans[i]?.numbers;
    if (!key || columnProblem(headers, i) || types[i] !== 'NUMBER' || !numbers?.numeric) return;
    if (numbers.asks || numbers.mark === 'COMMA') out[headers[i]!] = numbers.mark!;
  });
  return out;
}

/** Required fields that no column fills and that have no default value: rows would be rejected. */
export function missingRequired(fields: Field[], mapping: ColumnMapping): Field[] {
  const mapped = new Set(mapping.filter(Boolean));
  return fields.filter((f) => f.required && !mapped.has(f.key) && (f.defaultValue === null || f.defaultValue === undefined));
}
