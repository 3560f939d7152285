import { Alert, Button, Dialog, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogShell } from '../../../app/ui/DialogShell';
import { readServerError } from '../../forms/server-errors';

/** A yes/no question before a change to the team that cannot simply be undone; the server's refusal shows inside. */
export function ConfirmAction({
  title,
  children,
  confirm,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
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
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Text>{children}</Text>
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
          onClick={() => void run()}
        >
          {confirm}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
