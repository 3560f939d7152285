import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogShell } from '../../../app/ui/DialogShell';
import { FormField } from '../../forms/FormField';
import { applyServerErrors } from '../../forms/server-errors';
import { describeError } from '../../portals/describe-error';
import { VIEW_NAME_MAX } from '../rules';
import type { SavedView } from '../types';

/** "Save as view" (no `view`) or "Rename view": a name, checked by the server (unique in the collection). */
export function ViewNameDialog({
  view,
  onClose,
  onSubmit,
}: {
  view?: SavedView;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({ defaultValues: { name: view?.name ?? '' } });
  const submit = handleSubmit(async ({ name }) => {
    setFailure('');
    try {
      await onSubmit(name.trim());
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name']));
    }
  });
  return (
    <DialogShell onClose={onClose} busy={formState.isSubmitting}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{view ? `Rename “${view.name}”` : 'Save as a view'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {!view && (
              <Dialog.Description color="fg.muted">
                The filter, sort and columns you see now, under a name. Everyone in your workspace can open it.
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
              label="View name"
              placeholder="Open deals"
              autoComplete="off"
              autoFocus
              register={register}
              errors={formState.errors}
              rules={{ required: true, max: VIEW_NAME_MAX }}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText="Saving">
            {view ? 'Rename' : 'Save view'}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}

export function DeleteViewDialog({ view, onClose, onConfirm }: { view: SavedView; onClose: () => void; onConfirm: () => Promise<void> }) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setFailure('');
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeError(error).message);
      setBusy(false);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={busy}>
      <Dialog.Header>
        <Dialog.Title>Delete the view “{view.name}”?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>
            The view goes for everyone in your workspace. The records stay: only this way of looking at them is deleted.
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
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={() => void confirm()} loading={busy} loadingText="Deleting">
          Delete view
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
