import type { FieldType, FilterOp, RecordFilterInput, RecordSortInput } from '../../gql/graphql';
import { formatDate, formatNumber, shortId } from './format';
import type { Field, FilterCondition, SortState } from './types';

const LABELS: Record<FilterOp, string> = {
  EQ: 'is',
  NEQ: 'is not',
  CONTAINS: 'contains',
  NOT_CONTAINS: 'does not contain',
  IN: 'is any of',
  IS_EMPTY: 'is empty',
  IS_NOT_EMPTY: 'is not empty',
  GT: '>',
  GTE: '≥',
  LT: '<',
  LTE: '≤',
  BEFORE: 'is before',
  AFTER: 'is after',
};

export function opLabel(type: FieldType, op: FilterOp) {
  if (type === 'MULTI_SELECT') return op === 'CONTAINS' ? 'has' : op === 'IN' ? 'has any of' : LABELS[op];
  if (type === 'DATE' || type === 'DATETIME') return op === 'GTE' ? 'is on or after' : op === 'LTE' ? 'is on or before' : LABELS[op];
  return LABELS[op];
}

export const needsValue = (op: FilterOp) => op !== 'IS_EMPTY' && op !== 'IS_NOT_EMPTY';

/** Whether a condition can be sent: an operator that needs a value has one. */
export function isComplete(c: FilterCondition) {
  if (!needsValue(c.op)) return true;
  if (Array.isArray(c.value)) return c.value.length > 0;
  return c.value !== undefined && c.value !== null && c.value !== '';
}

export const toFilterInput = (filter: FilterCondition[]): RecordFilterInput[] | null =>
  filter.length
    ? filter.map((c) => (needsValue(c.op) ? { field: c.field, op: c.op, value: c.value } : { field: c.field, op: c.op }))
    : null;

export const toSortInput = (sorts: SortState[]): RecordSortInput[] | null =>
  sorts.length ? sorts.map((s) => ({ field: s.field, direction: s.direction === 'asc' ? 'ASC' : 'DESC' })) : null;

/** A condition as its chip reads: "Status is Won", "Amount ≥ 1,000". */
export function describeCondition(field: Field | undefined, c: FilterCondition, relationLabel?: string) {
  if (!field) return `${c.field} ${c.op.toLowerCase()}`;
  const op = opLabel(field.type, c.op);
  if (!needsValue(c.op)) return `${field.label} ${op}`;
  const one = (v: unknown) => {
    if (field.type === 'NUMBER' && typeof v === 'number') return formatNumber(v);
    if (field.type === 'DATE' && typeof v === 'string') return formatDate(v);
    if (field.type === 'BOOLEAN') return v ? 'checked' : 'not checked';
    if (field.type === 'RELATION') return relationLabel ?? 'a linked record';
    if (field.type === 'CUSTOMER' && typeof v === 'string') return shortId(v);
    if (field.type === 'DATETIME' && typeof v === 'string')
      return new Date(v).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    return String(v);
  };
  const value = Array.isArray(c.value) ? c.value.map(one).join(', ') : one(c.value);
  return `${field.label} ${op} ${value}`;
}
