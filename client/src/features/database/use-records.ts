import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '../portals/describe-error';
import { RecordCountQuery, RecordsQuery } from './database.documents';
import { onRecordsStale } from './records-stale';
import { toFilterInput, toSortInput } from './filter-ops';
import type { FilterCondition, RecordRow, SortState } from './types';

export const PAGE_SIZE = 100;

interface PagesState {
  rows: RecordRow[];
  nextCursor: string | null;
  /** The first page of the current filter and sort has not arrived yet. */
  loading: boolean;
  /** Rows of the previous filter or sort stay on screen while the new ones load. */
  refreshing: boolean;
  error: string | null;
  loadingMore: boolean;
  moreError: string | null;
}

const initial: PagesState = {
  rows: [],
  nextCursor: null,
  loading: true,
  refreshing: false,
  error: null,
  loadingMore: false,
  moreError: null,
};

/**
 * The grid's records: pages of 100 fetched with the cursor as the grid scrolls, kept here rather
 * than in Apollo's normalized cache. A 100,000-record collection would otherwise be re-merged into
 * one cached list on every page; here a page is one array concatenation. The grid's own mutations
 * patch these rows (`patch`, `append`, `remove`), so edits show at once.
 */
export function useRecordPages(collectionId: string, filter: FilterCondition[], sorts: SortState[], ready = true) {
  const client = useApolloClient();
  const [state, setState] = useState<PagesState>(initial);
  // By value: a view read again (the same settings in new objects) must not load the records again.
  const key = JSON.stringify([filter, sorts]);
  const variables = useMemo(() => {
    const [f, s] = JSON.parse(key) as [FilterCondition[], SortState[]];
    return { collectionId, filter: toFilterInput(f), sort: toSortInput(s), first: PAGE_SIZE };
  }, [collectionId, key]);
  // Answers of an older filter, sort or collection are dropped.
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    (after: string | null) =>
      client.query({ query: RecordsQuery, variables: { ...variables, after }, fetchPolicy: 'no-cache' }).then((r) => {
        if (!r.data) throw new Error('The records could not be loaded.');
        const { edges, pageInfo } = r.data.records;
        return { items: edges.map((e) => e.node), nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null };
      }),
    [client, variables],
  );

  const reload = useCallback(() => {
    // A saved view's settings are not known yet: its records are asked for once they are.
    if (!ready) return;
    const gen = ++generation.current;
    busy.current = true;
    setState((s) => ({
      ...s,
      loading: s.rows.length === 0,
      refreshing: s.rows.length > 0,
      error: null,
      moreError: null,
      loadingMore: false,
    }));
    fetchPage(null).then(
      (page) => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState({ ...initial, loading: false, rows: page.items, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState((s) => ({ ...s, loading: false, refreshing: false, error: describeError(error).message }));
      },
    );
  }, [fetchPage, ready]);

  useEffect(reload, [reload]);
  // A field change rewrote stored values (a choice renamed): the rows on screen are read again.
  useEffect(() => onRecordsStale((id) => id === collectionId && reload()), [collectionId, reload]);

  const loadMore = useCallback(() => {
    if (busy.current || !state.nextCursor) return;
    const gen = generation.current;
    busy.current = true;
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    fetchPage(state.nextCursor).then(
      (page) => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState((s) => {
          // A record created here is already in the list; its page must not add it twice.
          const known = new Set(s.rows.slice(-PAGE_SIZE * 2).map((r) => r.id));
          return { ...s, loadingMore: false, rows: s.rows.concat(page.items.filter((r) => !known.has(r.id))), nextCursor: page.nextCursor };
        });
      },
      (error: unknown) => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState((s) => ({ ...s, loadingMore: false, moreError: describeError(error).message }));
      },
    );
  }, [fetchPage, state.nextCursor]);

  const patch = useCallback((id: string, change: (record: RecordRow) => RecordRow) => {
    setState((s) => {
      const index = s.rows.findIndex((r) => r.id === id);
      if (index < 0) return s;
      const rows = s.rows.slice();
      rows[index] = change(rows[index]!);
      return { ...s, rows };
    });
  }, []);
  const append = useCallback((record: RecordRow) => setState((s) => ({ ...s, rows: [...s.rows, record] })), []);
  const remove = useCallback((ids: string[]) => {
    const gone = new Set(ids);
    setState((s) => ({ ...s, rows: s.rows.filter((r) => !gone.has(r.id)) }));
  }, []);

  return { ...state, hasMore: Boolean(state.nextCursor), reload, loadMore, patch, append, remove };
}

export type RecordPages = ReturnType<typeof useRecordPages>;

/** The footer's "N records": how many match the filter, kept apart from the pages. */
export function useRecordCount(collectionId: string, filter: FilterCondition[], ready = true) {
  const key = JSON.stringify(filter);
  const variables = useMemo(() => ({ collectionId, filter: toFilterInput(JSON.parse(key) as FilterCondition[]) }), [collectionId, key]);
  const { data, refetch } = useQuery(RecordCountQuery, { variables, fetchPolicy: 'cache-and-network', skip: !ready });
  const client = useApolloClient();
  const adjust = useCallback(
    (delta: number) => {
      client.cache.updateQuery({ query: RecordCountQuery, variables }, (d) =>
        d ? { recordCount: Math.max(0, d.recordCount + delta) } : d,
      );
    },
    [client, variables],
  );
  return { count: data?.recordCount ?? null, refetch: () => void refetch(), adjust };
}
