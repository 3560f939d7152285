import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { DialogShell } from '../../app/ui/DialogShell';

/**
 * The money screen's dialogs (refund, mark received, payout): a title, a form whose one field the
 * caller draws, the server's refusal that names no field, and Cancel / the action (busy while sent).
 */
export function FormDialog({
  title,
  description,
  problem,
  busy,
  onClose,
  onSubmit,
  cancelLabel = 'Cancel',
  submitLabel,
  busyLabel,
  danger = false,
  children,
}: {
  title: string;
  description: ReactNode;
  problem: string;
  busy: boolean;
  onClose(): void;
  onSubmit(): void;
  cancelLabel?: string;
  submitLabel: string;
  busyLabel: string;
  /** An action that cannot be undone (a refund): asked as an alert dialog, with a red button. */
  danger?: boolean;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <DialogShell open onClose={onClose} busy={busy} role={danger ? 'alertdialog' : 'dialog'}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="4">
            <Dialog.Description>{description}</Dialog.Description>
            {children}
            {problem && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>{problem}</Alert.Description>
              </Alert.Root>
            )}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} colorPalette={danger ? 'red' : 'brand'} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
