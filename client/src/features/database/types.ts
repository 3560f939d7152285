import type { CollectionFieldsFragment, CollectionViewFieldsFragment, FilterOp, RecordFieldsFragment } from '../../gql/graphql';

export type Collection = CollectionFieldsFragment;
export type Field = CollectionFieldsFragment['fields'][number];
export type RecordRow = RecordFieldsFragment;
export type SavedView = CollectionViewFieldsFragment;

/** One condition of the grid's filter bar; `op` is the GraphQL enum name (EQ, CONTAINS…). */
export interface FilterCondition {
  field: string;
  op: FilterOp;
  value?: unknown;
  /** How the chip names a value picked by name (a linked record's label); never sent. */
  label?: string;
}

export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** The REST form of a filter (`filter=<JSON>` with lower-case operators), for the CSV export. */
export const toRestFilter = (filter: FilterCondition[]) =>
  JSON.stringify(filter.map((f) => ({ field: f.field, op: f.op.toLowerCase(), value: f.value })));
export const toRestSort = (sorts: SortState[]) => (sorts.length ? sorts.map((s) => `${s.field}:${s.direction}`).join(',') : undefined);

/** What the grid shows of a collection: a saved view's settings, or the URL's changes to them. */
export interface GridView {
  filter: FilterCondition[];
  sorts: SortState[];
  hidden: string[];
  order: string[];
}
