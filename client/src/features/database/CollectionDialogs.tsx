import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toaster } from '../../app/ui/toaster';
import { FormField } from '../forms/FormField';
import { applyServerErrors } from '../forms/server-errors';
import { DialogShell } from '../../app/ui/DialogShell';
import { describeError } from '../portals/describe-error';
import { CollectionsQuery, CreateCollectionMutation, DeleteCollectionMutation, UpdateCollectionMutation } from './database.documents';
import { formatNumber } from './format';
import { COLLECTION_NAME_MAX } from './rules';
import type { Collection } from './types';

/** "New collection" (no `collection`) or "Rename" (with one): a name, checked by the server. */
export function CollectionNameDialog({
  portalId,
  collection,
  onClose,
  onSaved,
}: {
  portalId: string;
  collection?: Collection;
  onClose: () => void;
  onSaved: (c: Collection) => void;
}) {
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({ defaultValues: { name: collection?.name ?? '' } });
  const [create] = useMutation(CreateCollectionMutation, {
    update(cache, { data }) {
      const created = data?.createCollection;
      if (!created) return;
      cache.updateQuery({ query: CollectionsQuery, variables: { portalId } }, (d) =>
        d && !d.collections.some((c) => c.id === created.id) ? { collections: [...d.collections, created] } : d,
      );
    },
  });
  const [rename] = useMutation(UpdateCollectionMutation);

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure('');
    try {
      if (collection) {
        const { data } = await rename({ variables: { input: { id: collection.id, name: name.trim() } } });
        toaster.success({ title: 'Collection renamed', description: `It is now called ${name.trim()}.` });
        if (data) onSaved(data.updateCollection);
      } else {
        const { data } = await create({ variables: { input: { portalId, name: name.trim() } } });
        toaster.success({ title: 'Collection created', description: 'Add its fields next: the columns of its records.' });
        if (data) onSaved(data.createCollection);
      }
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name']));
    }
  });

  return (
    <DialogShell onClose={onClose} busy={formState.isSubmitting}>
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{collection ? `Rename ${collection.name}` : 'New collection'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {!collection && (
              <Dialog.Description color="fg.muted">
                A collection is a table of your own records — clients, deals, orders, assets.
              </Dialog.Description>
            )}
            {failure && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <FormField
              name="name"
              label="Collection name"
              placeholder="Deals"
              autoComplete="off"
              autoFocus
              register={register}
              errors={formState.errors}
              rules={{ required: true, max: COLLECTION_NAME_MAX }}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText={collection ? 'Renaming' : 'Creating'}>
            {collection ? 'Rename' : 'Create collection'}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}

const recordsText = (n: number) => (n === 1 ? '1 record' : `${formatNumber(n)} records`);

/** The confirmation names what goes: the collection and how many records with it. */
export function deleteQuestion(collection: Collection) {
  return collection.recordCount > 0
    ? `Delete “${collection.name}” and its ${recordsText(collection.recordCount)}?`
    : `Delete “${collection.name}”?`;
}

export function DeleteCollectionDialog({
  portalId,
  collection,
  onClose,
  onDeleted,
}: {
  portalId: string;
  collection: Collection;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [failure, setFailure] = useState('');
  const [remove, { loading }] = useMutation(DeleteCollectionMutation, {
    update(cache) {
      cache.updateQuery({ query: CollectionsQuery, variables: { portalId } }, (d) =>
        d ? { collections: d.collections.filter((c) => c.id !== collection.id) } : d,
      );
      cache.evict({ id: cache.identify({ __typename: 'Collection', id: collection.id }) });
      cache.gc();
    },
  });
  const onDelete = async () => {
    setFailure('');
    try {
      const { data } = await remove({ variables: { id: collection.id } });
      const n = data?.deleteCollection.recordCount ?? collection.recordCount;
      onDeleted();
      toaster.success({
        title: 'Collection deleted',
        description: n ? `${collection.name} and its ${recordsText(n)} are gone.` : `${collection.name} is gone.`,
      });
    } catch (error) {
      setFailure(describeError(error).message);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading}>
      <Dialog.Header>
        <Dialog.Title>{deleteQuestion(collection)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>
            {collection.recordCount > 0
              ? `Its fields and all ${recordsText(collection.recordCount)} are deleted for good.`
              : 'Its fields are deleted for good.'}{' '}
            This cannot be undone.
          </Dialog.Description>
          {failure && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={() => void onDelete()} loading={loading} loadingText="Deleting">
          Delete collection
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
