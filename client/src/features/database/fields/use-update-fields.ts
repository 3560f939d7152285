import { useMutation } from '@apollo/client/react';
import type { CollectionFieldInput, UpdateCollectionMutation as UpdateCollectionResult } from '../../../gql/graphql';
import { UpdateCollectionMutation } from '../database.documents';
import type { Collection, Field } from '../types';

/**
 * Saves a collection's whole field list (the server replaces it, in order). The answer updates
 * the cached collection, so the grid and the dialogs follow. With `optimistic` (the fields as they
 * will be, e.g. after a reorder) the change shows before the server confirms it.
 */
export function useUpdateFields(collection: Collection) {
  const [update, { loading }] = useMutation(UpdateCollectionMutation);

  const save = (fields: CollectionFieldInput[], optimistic?: Field[]) =>
    update({
      variables: { input: { id: collection.id, fields } },
      optimisticResponse: optimistic
        ? ({
            updateCollection: {
              __typename: 'Collection',
              ...collection,
              fields: optimistic.map((f) => ({ __typename: 'CollectionField', ...f, choices: f.choices.map((c) => ({ __typename: 'FieldChoice', ...c })) })),
            },
          } as UpdateCollectionResult)
        : undefined,
    });

  return { save, saving: loading };
}
