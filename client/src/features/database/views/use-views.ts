import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CollectionViewsQuery,
  CreateCollectionViewMutation,
  DeleteCollectionViewMutation,
  ReorderCollectionViewsMutation,
  UpdateCollectionViewMutation,
} from '../database.documents';
import { toFilterInput, toSortInput } from '../filter-ops';
import type { GridView } from '../types';

/** A grid's settings as a view's input. */
export const viewInput = (v: GridView) => ({
  filter: toFilterInput(v.filter) ?? [],
  sorts: toSortInput(v.sorts) ?? [],
  hiddenFields: v.hidden,
  fieldOrder: v.order,
});

/** The saved views of a collection (shared with the workspace), and the ways to change them. */
export function useCollectionViews(collectionId: string) {
  const variables = { collectionId };
  const { data, error, loading, refetch } = useQuery(CollectionViewsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [createMutation, created] = useMutation(CreateCollectionViewMutation, {
    update(cache, { data: d }) {
      const v = d?.createCollectionView;
      if (!v) return;
      cache.updateQuery({ query: CollectionViewsQuery, variables }, (d) =>
        d && !d.collectionViews.some((x) => x.id === v.id) ? { collectionViews: [...d.collectionViews, v] } : d,
      );
    },
  });
  const [updateMutation, updated] = useMutation(UpdateCollectionViewMutation);
  const [deleteMutation, deleted] = useMutation(DeleteCollectionViewMutation);
  const [reorderMutation, reordered] = useMutation(ReorderCollectionViewsMutation, {
    update(cache, { data: d }) {
      if (d) cache.writeQuery({ query: CollectionViewsQuery, variables, data: { collectionViews: d.reorderCollectionViews } });
    },
  });

  const create = useCallback(
    async (name: string, view: GridView) => {
      const { data: d } = await createMutation({ variables: { input: { collectionId, name, ...viewInput(view) } } });
      return d!.createCollectionView;
    },
    [collectionId, createMutation],
  );
  const save = useCallback(
    async (id: string, change: { name?: string; view?: GridView }) => {
      const input = { id, ...(change.name !== undefined ? { name: change.name } : {}), ...(change.view ? viewInput(change.view) : {}) };
      const { data: d } = await updateMutation({ variables: { input } });
      return d!.updateCollectionView;
    },
    [updateMutation],
  );
  const remove = useCallback(
    async (id: string) => {
      await deleteMutation({
        variables: { input: { id } },
        update(cache, { data: d }) {
          cache.updateQuery({ query: CollectionViewsQuery, variables: { collectionId } }, (q) =>
            q ? { collectionViews: q.collectionViews.filter((v) => v.id !== id) } : q,
          );
          // The answer is the view as it was: forget it, or the cache keeps a view that no longer exists.
          if (d) cache.evict({ id: cache.identify(d.deleteCollectionView) });
          cache.gc();
        },
      });
    },
    [collectionId, deleteMutation],
  );

  /** Moves a view one place earlier (-1) or later (+1) in the list everyone in the workspace sees. */
  const move = useCallback(
    async (id: string, by: -1 | 1) => {
      const ids = (data?.collectionViews ?? []).map((v) => v.id);
      const at = ids.indexOf(id);
      const to = at + by;
      if (at < 0 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      await reorderMutation({ variables: { input: { collectionId, ids } } });
    },
    [collectionId, data, reorderMutation],
  );

  return {
    views: data?.collectionViews ?? [],
    loaded: Boolean(data),
    error,
    loading,
    refetch: () => void refetch(),
    create,
    save,
    remove,
    move,
    busy: created.loading || updated.loading || deleted.loading || reordered.loading,
  };
}

export type CollectionViews = ReturnType<typeof useCollectionViews>;
