/**
 * GraphQL arguments → the plain object a service takes, so both APIs hand a service the same thing
 * and its zod schema alone decides what is accepted (one null rule):
 *
 * - absent is absent. type-graphql gives `undefined` for an omitted argument, and its input
 *   classes carry an own `undefined` property for every field that was not sent; both are left out,
 *   as they are from a REST body that does not name them (the service keeps the stored value).
 * - null is null, where REST can send one: in a JSON body (`'body'`, every mutation's input), and
 *   at any depth of a JSON value (a filter condition, a record's data). The service refuses it with
 *   BAD_USER_INPUT where it is not allowed (`updateCollection(input: {name: null})` and
 *   `PATCH /v1/database {"name": null}` answer the same) and takes it where it means "clear".
 * - A query's own arguments (`'query'`) match REST's query string, which cannot carry a null: there
 *   an argument sent as null is "not given" (Relay clients send `after: null` for the first page,
 *   ours sends `filter: null` for "no filter"). Nulls inside them are kept, as above.
 *
 * type-graphql's input objects become plain objects (no class prototype reaches a service);
 * Dates and other non-plain values are handed over as they are.
 */
export function serviceInput<T extends object>(args: T, from: 'body' | 'query' = 'body'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(args)) {
    const value = (args as Record<string, unknown>)[key];
    if (value === undefined || (value === null && from === 'query')) continue;
    out[key] = plain(value);
  }
  return out;
}

function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = plain(v);
  }
  return out;
}
