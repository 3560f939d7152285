import type { Field } from '../types';

/** Column index → field key ('' = not imported). */
export type ColumnMapping = string[];

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

/** Each column matched to the field whose label or key it names (case-insensitive); each field used once. */
export function initialMapping(headers: string[], fields: Field[]): ColumnMapping {
  const candidates = importableFields(fields);
  const used = new Set<string>();
  return headers.map((header, i) => {
    if (columnProblem(headers, i)) return '';
    const h = norm(header);
    const field = candidates.find((f) => !used.has(f.key) && (norm(f.label) === h || norm(f.key) === h));
    if (!field) return '';
    used.add(field.key);
    return field.key;
  });
}

/** The `mapping` the server takes: `{"<csv header>": "<field key>"}` for the mapped columns. */
export function mappingPayload(headers: string[], mapping: ColumnMapping): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((key, i) => {
    if (key && !columnProblem(headers, i)) out[headers[i]!] = key;
  });
  return out;
}

/** Required fields that no column fills and that have no default value: rows would be rejected. */
export function missingRequired(fields: Field[], mapping: ColumnMapping): Field[] {
  const mapped = new Set(mapping.filter(Boolean));
  return fields.filter((f) => f.required && !mapped.has(f.key) && (f.defaultValue === null || f.defaultValue === undefined));
}
