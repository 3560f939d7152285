import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogShell } from '../../app/ui/DialogShell';
import { readServerError } from './server-errors';

/**
 * A yes/no question before a change that cannot simply be undone (a teammate removed, a key revoked,
 * an endpoint deleted); the server's refusal shows inside, and the dialog closes once it is done.
 */
export function ConfirmAction({
  title,
  children,
  confirm,
  running,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  /** The confirm button's words while it runs ("Revoking"). */
  running?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const run = async () => {
    setBusy(true);
    setFailure('');
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(readServerError(error).message);
      setBusy(false);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={busy} role="alertdialog">
      <Dialog.Header>
        <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Dialog.Description as="div">
          <Stack gap="3">{children}</Stack>
        </Dialog.Description>
        {failure && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {/* red.700 keeps white text above 4.5:1 also while hovered (the palette's own solid red drops to 4.3). */}
        <Button
          colorPalette={danger ? 'red' : 'brand'}
          {...(danger ? { bg: 'red.700', _hover: { bg: 'red.800' } } : {})}
          loading={busy}
          loadingText={running}
          onClick={() => void run()}
        >
          {confirm}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
