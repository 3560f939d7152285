import type { Field } from '../types';

/**
 * The fields in the order a view shows them: the primary field (the first, a record's label) first
 * and never hidden, then those the view orders, then the rest in the collection's order.
 */
export function orderedFields(fields: Field[], order: string[]): Field[] {
  const [primary, ...rest] = fields;
  if (!primary) return [];
  const rank = new Map(order.map((k, i) => [k, i]));
  const sorted = rest
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (rank.get(a.f.key) ?? order.length + a.i) - (rank.get(b.f.key) ?? order.length + b.i))
    .map((x) => x.f);
  return [primary, ...sorted];
}

export function visibleFields(fields: Field[], hidden: string[], order: string[]): Field[] {
  const gone = new Set(hidden);
  return orderedFields(fields, order).filter((f, i) => i === 0 || !gone.has(f.key));
}
