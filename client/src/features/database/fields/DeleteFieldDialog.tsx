import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { DialogShell } from '../../../app/ui/DialogShell';
import { toaster } from '../../../app/ui/toaster';
import { FormFailure } from '../../auth/AuthCard';
import { readServerError } from '../../forms/server-errors';
import type { Collection, Field } from '../types';
import { toFieldInput } from './field-draft';
import { useUpdateFields } from './use-update-fields';

/** What deleting a field costs, said before it happens. */
export function deletionConsequence(collection: Collection): string {
  const n = collection.recordCount;
  if (n === 0) return 'The collection has no records yet, so no values are lost.';
  if (n === 1) return 'Its value will be removed from the 1 record of the collection. This cannot be undone.';
  return `Its values will be removed from all ${n.toLocaleString('en')} records of the collection. This cannot be undone.`;
}

/** "Delete field": a confirmation, then the field list saved without it. */
export function DeleteFieldDialog({
  open,
  onClose,
  onDeleted,
  collection,
  field,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
  collection: Collection;
  field: Field | undefined;
}) {
  const { save, saving } = useUpdateFields(collection);
  const [failure, setFailure] = useState('');

  const confirm = async () => {
    if (!field) return;
    setFailure('');
    try {
      await save(collection.fields.filter((f) => f.key !== field.key).map(toFieldInput));
      toaster.success({ title: `Field "${field.label}" deleted` });
      onDeleted?.();
      onClose();
    } catch (error) {
      setFailure(readServerError(error).message);
    }
  };

  return (
    <DialogShell
      role="alertdialog"
      open={open}
      onClose={onClose}
      busy={saving}
      onExitComplete={() => setFailure('')}
      size="sm"
      closeButton={false}
    >
      <Dialog.Header>
        <Dialog.Title>Delete the field "{field?.label}"?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <FormFailure message={failure} />
        <Dialog.Description asChild>
          <Text mt={failure ? '4' : '0'}>{deletionConsequence(collection)}</Text>
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Keep it
        </Button>
        <Button colorPalette="red" onClick={() => void confirm()} loading={saving} loadingText="Deleting">
          <LuTrash2 aria-hidden="true" /> Delete field
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
