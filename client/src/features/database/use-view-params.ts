import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterCondition, SortState } from './types';

type Update<T> = T | ((old: T) => T);

function readFilter(raw: string | null): FilterCondition[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (c): c is FilterCondition => typeof c === 'object' && c !== null && typeof c.field === 'string' && typeof c.op === 'string',
    );
  } catch {
    return [];
  }
}

function readSort(raw: string | null): SortState | null {
  const [field, direction] = (raw ?? '').split(':');
  return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : null;
}

/**
 * The grid's filter and sort live in the URL beside the collection (`?collection=…&sort=amount:desc
 * &filter=[…]`): a reload, the back button or a shared link shows the same records. Conditions the
 * collection no longer has are dropped by the screen, and the server refuses what it cannot read.
 */
export function useViewParams() {
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('filter');
  const rawSort = params.get('sort');
  const filter = useMemo(() => readFilter(rawFilter), [rawFilter]);
  const sort = useMemo(() => readSort(rawSort), [rawSort]);

  const setFilter = useCallback(
    (next: Update<FilterCondition[]>) =>
      setParams(
        (old) => {
          const value = typeof next === 'function' ? next(readFilter(old.get('filter'))) : next;
          const out = new URLSearchParams(old);
          if (value.length) out.set('filter', JSON.stringify(value));
          else out.delete('filter');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setSort = useCallback(
    (next: Update<SortState | null>) =>
      setParams(
        (old) => {
          const value = typeof next === 'function' ? next(readSort(old.get('sort'))) : next;
          const out = new URLSearchParams(old);
          if (value) out.set('sort', `${value.field}:${value.direction}`);
          else out.delete('sort');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Drops conditions and a sort on fields the collection no longer has, in one URL change. */
  const prune = useCallback(
    (keys: Set<string>) =>
      setParams(
        (old) => {
          const out = new URLSearchParams(old);
          const kept = readFilter(old.get('filter')).filter((c) => keys.has(c.field) || c.field === 'createdAt' || c.field === 'updatedAt');
          if (kept.length) out.set('filter', JSON.stringify(kept));
          else out.delete('filter');
          const sorted = readSort(old.get('sort'));
          if (sorted && !keys.has(sorted.field) && sorted.field !== 'createdAt' && sorted.field !== 'updatedAt') out.delete('sort');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filter, setFilter, sort, setSort, prune };
}
