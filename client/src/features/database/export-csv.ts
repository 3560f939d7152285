import { authHeaders } from '../../app/api/rest';
import { reportUnauthorized } from '../../app/api/unauthorized';
import { type Collection, type FilterCondition, type SortState, toRestFilter, toRestSort } from './types';

/**
 * Downloads the collection's records as CSV, with the grid's filter and sort
 * (GET /v1/database/records/export). A fetch rather than a link so that the bearer token goes
 * along; the answer is gathered into a Blob and saved as `<slug>.csv`. A failure throws an Error
 * with the server's sentence, for the caller to show.
 */
export async function exportCsv({
  collection,
  filter,
  sort,
}: {
  collection: Collection;
  filter: FilterCondition[];
  sort: SortState | null;
}): Promise<void> {
  const query = new URLSearchParams({ collectionId: collection.id });
  if (filter.length) query.set('filter', toRestFilter(filter));
  const sortParam = toRestSort(sort);
  if (sortParam) query.set('sort', sortParam);

  let response: Response;
  try {
    response = await fetch(`/v1/database/records/export?${query}`, {
      credentials: 'include',
      headers: { accept: 'text/csv, application/json', ...authHeaders() },
    });
  } catch {
    throw new Error('Portico cannot be reached. Check your connection and try again.');
  }

  if (response.status === 401) void reportUnauthorized();
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(json?.message ?? `The export failed: the server answered ${response.status}. Try again in a moment.`);
  }

  const blob = await response.blob();
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${collection.slug}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the delay covers browsers that read the URL late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
