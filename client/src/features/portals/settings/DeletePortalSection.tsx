import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, CloseButton, Code, Dialog, Field, Input, Portal as Layer, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../app/ui/toaster';
import { describeError } from '../describe-error';
import { DeletePortalMutation } from '../portals.documents';
import type { Portal } from '../use-portal';
import { SettingsCard } from './SettingsCard';
import { SETTINGS_NAVIGATION } from './use-unsaved-guard';
import { useWorkspaceRole } from '../../settings/use-workspace-role';

/** Deleting takes typing the portal's name: nothing of it can be brought back. */
export function DeletePortalSection({ portal }: { portal: Portal }) {
  const [open, setOpen] = useState(false);
  const role = useWorkspaceRole();
  if (role && role !== 'OWNER')
    return (
      <SettingsCard danger title="Delete this portal" description="Only the owners of this workspace can delete its portals.">
        <Text fontSize="sm" color="fg.muted">
          Ask an owner (see Settings → Team) if this portal should go.
        </Text>
      </SettingsCard>
    );
  return (
    <SettingsCard
      danger
      title="Delete this portal"
      description="Deletes the portal with its workflows, database, pages, customers and tickets. This cannot be undone."
    >
      <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
        <Dialog.Trigger asChild>
          <Button colorPalette="red" variant="outline" alignSelf="flex-start">
            <LuTrash2 aria-hidden="true" /> Delete portal
          </Button>
        </Dialog.Trigger>
        <Layer>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <ConfirmDelete portal={portal} />
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Layer>
      </Dialog.Root>
    </SettingsCard>
  );
}

function ConfirmDelete({ portal }: { portal: Portal }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState('');
  const client = useApolloClient();
  const [deletePortal, { loading }] = useMutation(DeletePortalMutation);
  const confirmed = typed.trim() === portal.name.trim();

  const onDelete = async () => {
    setFailure('');
    try {
      await deletePortal({ variables: { id: portal.id } });
      // Leave first (synchronously), then forget the portal: no screen is left to ask for it again.
      navigate('/portals', { replace: true, flushSync: true, state: SETTINGS_NAVIGATION });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Portal', id: portal.id }) });
      client.cache.gc();
      toaster.success({ title: 'Portal deleted', description: `${portal.name} and everything in it are gone.` });
    } catch (error) {
      setFailure(describeError(error).message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (confirmed && !loading) void onDelete();
      }}
    >
      <Dialog.Header>
        <Dialog.Title>Delete {portal.name}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>
            Its workflows, database, pages, customers and tickets are deleted with it, and its address stops working. This cannot be undone.
          </Dialog.Description>
          {failure && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>
              <Text as="span">
                Type <Code>{portal.name}</Code> to confirm
              </Text>
            </Field.Label>
            <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={loading}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="red" disabled={!confirmed} loading={loading} loadingText="Deleting">
          Delete portal
        </Button>
      </Dialog.Footer>
    </form>
  );
}
