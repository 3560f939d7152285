import { Button, Code, Dialog, Stack, Text } from '@chakra-ui/react';
import { DialogShell } from '../../../app/ui/DialogShell';

export interface AddressChange {
  /** "sub-domain" or "slug". */
  what: string;
  from: string;
  to: string;
}

/** Before an address changes: the old one stops working at once, and whatever links to it breaks. */
export function ConfirmAddressChange({
  change,
  busy,
  onConfirm,
  onCancel,
}: {
  change: AddressChange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogShell open={Boolean(change)} onClose={onCancel} busy={busy} role="alertdialog" size={{ base: 'xs', sm: 'md' }}>
      {change && (
        <>
          <Dialog.Header>
            <Dialog.Title>Change the {change.what}?</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="3">
              <Dialog.Description>
                The old address stops working as soon as you confirm: links, bookmarks and emails your customers already have will find
                nothing there.
              </Dialog.Description>
              <Text>
                Old address: <Code wordBreak="break-all">{change.from}</Code>
              </Text>
              <Text>
                New address: <Code wordBreak="break-all">{change.to}</Code>
              </Text>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer flexWrap="wrap">
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Keep the old address
            </Button>
            <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Changing">
              Change {change.what}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </DialogShell>
  );
}
