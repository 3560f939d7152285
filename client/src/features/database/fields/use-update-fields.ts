import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { CollectionFieldInput, UpdateCollectionMutation as UpdateCollectionResult } from '../../../gql/graphql';
import { UpdateCollectionMutation } from '../database.documents';
import { markRecordsStale } from '../records-stale';
import type { Collection, Field } from '../types';

/**
 * Saves a collection's whole field list (the server replaces it, in order). The answer updates
 * the cached collection, so the grid and the dialogs follow. With `optimistic` (the fields as they
 * will be, e.g. after a reorder) the change shows before the server confirms it.
 */
export function useUpdateFields(collection: Collection) {
  const [update, { loading }] = useMutation(UpdateCollectionMutation);
  // Saves go one after another, each stating the updatedAt the previous one returned: quick
  // successive changes (two reorders) are not mistaken for someone else's change.
  const latest = useRef(collection.updatedAt);
  useEffect(() => {
    latest.current = collection.updatedAt;
  }, [collection.updatedAt]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = (fields: CollectionFieldInput[], optimistic?: Field[]) => {
    const run = queue.current
      .catch(() => undefined)
      .then(async () => {
        const result = await update({
          // Refused (CONFLICT) if someone changed the fields since this screen read them.
          variables: { input: { id: collection.id, fields, ifUpdatedAt: latest.current } },
          optimisticResponse: optimistic
            ? ({
                updateCollection: {
                  __typename: 'Collection',
                  ...collection,
                  fields: optimistic.map((f) => ({
                    __typename: 'CollectionField',
                    ...f,
                    choices: f.choices.map((c) => ({ __typename: 'FieldChoice', ...c })),
                    numberFormat: f.numberFormat ? { __typename: 'NumberFormat', ...f.numberFormat } : null,
                  })),
                },
              } as UpdateCollectionResult)
            : undefined,
        });
        const next = result.data?.updateCollection.updatedAt;
        if (next) latest.current = next;
        if (result.data && rewritesValues(collection.fields, fields)) markRecordsStale(collection.id);
        return result;
      });
    queue.current = run;
    return run;
  };

  return { save, saving: loading };
}

/** Whether saving `next` makes the server rewrite stored values: a choice renamed or its list changed, a type changed. */
function rewritesValues(before: Field[], next: CollectionFieldInput[]) {
  const old = new Map(before.map((f) => [f.key, f]));
  return next.some((f) => {
    const prev = f.key ? old.get(f.key) : undefined;
    if (!prev) return false;
    if (prev.type !== f.type) return true;
    const choices = (f.choices ?? []).map((c) => c.value);
    return choices.join('\n') !== prev.choices.map((c) => c.value).join('\n');
  });
}
