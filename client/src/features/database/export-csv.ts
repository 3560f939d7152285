import { downloadCsv } from '../../app/api/download';
import { type Collection, type FilterCondition, type SortState, toRestFilter, toRestSort } from './types';

/** Downloads the collection's records as CSV (`<slug>.csv`), with the grid's filter and sort (GET /v1/database/records/export). */
export async function exportCsv({
  collection,
  filter,
  sort,
}: {
  collection: Collection;
  filter: FilterCondition[];
  sort: SortState[];
}): Promise<void> {
  const query = new URLSearchParams({ collectionId: collection.id });
  if (filter.length) query.set('filter', toRestFilter(filter));
  const sortParam = toRestSort(sort);
  if (sortParam) query.set('sort', sortParam);

  await downloadCsv(`/v1/database/records/export?${query}`, `${collection.slug}.csv`);
}
