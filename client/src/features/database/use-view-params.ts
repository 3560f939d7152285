import { useCallback, useMemo, useRef } from 'react';
import type { NavigateOptions } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';
import type { FilterCondition, GridView, SavedView, SortState } from './types';

type Update<T> = T | ((old: T) => T);
type Key = 'filter' | 'sort' | 'hidden' | 'order';
const KEYS: Key[] = ['filter', 'sort', 'hidden', 'order'];
const SYSTEM = new Set(['createdAt', 'updatedAt']);

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

function readSorts(raw: string | null): SortState[] {
  const out: SortState[] = [];
  for (const level of (raw ?? '').split(',')) {
    const [field, direction] = level.split(':');
    if (field && (direction === 'asc' || direction === 'desc') && !out.some((s) => s.field === field)) out.push({ field, direction });
  }
  return out.slice(0, 3);
}

const readKeys = (raw: string | null) => (raw ? [...new Set(raw.split(',').filter(Boolean))] : []);

const write: { [K in Key]: (v: GridView[K extends 'sort' ? 'sorts' : K]) => string } = {
  filter: (v) => (v.length ? JSON.stringify(v) : ''),
  sort: (v) => v.map((s) => `${s.field}:${s.direction}`).join(','),
  hidden: (v) => v.join(','),
  order: (v) => v.join(','),
};

/** A saved view as the grid reads it (GraphQL enum values turned into the grid's own). */
export function savedGridView(view: SavedView | undefined): GridView {
  if (!view) return { filter: [], sorts: [], hidden: [], order: [] };
  return {
    filter: view.filter.map((c) => ({
      field: c.field,
      op: c.op,
      ...(c.value !== undefined && c.value !== null ? { value: c.value } : {}),
    })),
    sorts: view.sorts.map((s) => ({ field: s.field, direction: s.direction === 'DESC' ? 'desc' : 'asc' })),
    hidden: view.hiddenFields,
    order: view.fieldOrder,
  };
}

function readView([f, s, h, o]: Array<string | null | undefined>, base: GridView): GridView {
  return {
    filter: f != null ? readFilter(f) : base.filter,
    sorts: s != null ? readSorts(s) : base.sorts,
    hidden: h != null ? readKeys(h) : base.hidden,
    order: o != null ? readKeys(o) : base.order,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the grid shows lives in the URL beside the collection (`?collection=…&view=<id>&sort=amount:desc
 * &filter=[…]&hidden=notes&order=stage,name`): a reload, the back button or a shared link shows the
 * same records. With a saved view, each setting the URL names replaces the view's (an empty `sort=`
 * means "no sort"): those are its unsaved changes, until Save or Revert drops them from the URL.
 */
export function useViewParams(saved: SavedView | undefined) {
  const [params, setSearchParams] = useSearchParams();
  // React Router derives a functional update from the params of the last render: two changes made
  // before the next render (a sort's field, then its direction, typed quickly on a busy machine)
  // would then lose the first. Each change here builds on the last one written instead, until the
  // URL shows it; a URL this hook did not write (a link, Back) starts over from the URL.
  const latest = useRef(params);
  const pending = useRef<string[]>([]);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    const at = pending.current.indexOf(params.toString());
    if (at === -1) {
      pending.current = [];
      latest.current = params;
    } else pending.current = pending.current.slice(at + 1);
  }
  const setParams = useCallback(
    (change: (old: URLSearchParams) => URLSearchParams, options: NavigateOptions) => {
      const out = change(new URLSearchParams(latest.current));
      latest.current = out;
      pending.current.push(out.toString());
      setSearchParams(out, options);
    },
    [setSearchParams],
  );
  const viewId = params.get('view');
  const base = useMemo(() => savedGridView(saved), [saved]);
  const raw = KEYS.map((k) => params.get(k));
  const rawKey = JSON.stringify(raw);
  const view = useMemo<GridView>(() => readView(JSON.parse(rawKey) as Array<string | null>, base), [rawKey, base]);
  /** The view as last written (ahead of the render until the URL catches up). */
  const latestView = useCallback(
    () =>
      readView(
        KEYS.map((k) => latest.current.get(k)),
        base,
      ),
    [base],
  );
  /** The view's settings differ from what is saved (only with a saved view: "All records" has nothing to save to). */
  const changed = Boolean(saved) && !same(view, base);

  const update = useCallback(
    (key: Key, value: string, empty: boolean) =>
      setParams(
        (old) => {
          const out = new URLSearchParams(old);
          // Without a saved view an empty setting is the default: left out of the link.
          if (empty && !old.get('view')) out.delete(key);
          else out.set(key, value);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilter = useCallback(
    (next: Update<FilterCondition[]>) => {
      const value = typeof next === 'function' ? next(latestView().filter) : next;
      update('filter', write.filter(value), value.length === 0);
    },
    [update, latestView],
  );
  const setSorts = useCallback(
    (next: Update<SortState[]>) => {
      const value = typeof next === 'function' ? next(latestView().sorts) : next;
      update('sort', write.sort(value), value.length === 0);
    },
    [update, latestView],
  );
  const setHidden = useCallback((next: string[]) => update('hidden', write.hidden(next), next.length === 0), [update]);
  const setOrder = useCallback((next: string[]) => update('order', write.order(next), next.length === 0), [update]);

  /** Opens a saved view (or "All records" with null), as saved: the URL's changes are dropped. */
  const selectView = useCallback(
    (id: string | null) =>
      setParams(
        (old) => {
          const out = new URLSearchParams(old);
          for (const k of KEYS) out.delete(k);
          if (id) out.set('view', id);
          else out.delete('view');
          return out;
        },
        { replace: false },
      ),
    [setParams],
  );

  /** Drops conditions, sorts and columns of fields the collection no longer has, in one URL change. */
  const prune = useCallback(
    (keys: Set<string>) =>
      setParams(
        (old) => {
          const out = new URLSearchParams(old);
          const known = (k: string) => keys.has(k) || SYSTEM.has(k);
          if (old.has('filter')) {
            const kept = readFilter(old.get('filter')).filter((c) => known(c.field));
            if (kept.length || old.get('view')) out.set('filter', write.filter(kept));
            else out.delete('filter');
          }
          if (old.has('sort')) out.set('sort', write.sort(readSorts(old.get('sort')).filter((s) => known(s.field))));
          if (old.has('hidden')) out.set('hidden', readKeys(old.get('hidden')).filter(known).join(','));
          if (old.has('order')) out.set('order', readKeys(old.get('order')).filter(known).join(','));
          for (const k of KEYS) if (out.get(k) === '' && !old.get('view')) out.delete(k);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { viewId, view, changed, setFilter, setSorts, setHidden, setOrder, selectView, prune };
}
