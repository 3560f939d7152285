import { Button, Dialog } from '@chakra-ui/react';
import { DialogShell } from '../../app/ui/DialogShell';
import { formatNumber } from './format';

interface Props {
  count: number;
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** "Delete 3 records?" before the selected records go. */
export function DeleteRecordsDialog({ count, deleting, onClose, onConfirm }: Props) {
  const what = count === 1 ? '1 record' : `${formatNumber(count)} records`;
  return (
    <DialogShell role="alertdialog" onClose={onClose} busy={deleting}>
      <Dialog.Header>
        <Dialog.Title>Delete {what}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>
          {count === 1 ? 'The selected record is deleted for good.' : `The ${what} you selected are deleted for good.`} This cannot be
          undone.
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onConfirm} loading={deleting} loadingText="Deleting">
          Delete {what}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
