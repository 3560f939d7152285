import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell } from '../../app/ui/DialogShell';
import { FieldEditorForm } from './fields/FieldEditorForm';
import type { Collection } from './types';

interface Props {
  open: boolean;
  onClose: () => void;
  collection: Collection;
  collections: Collection[];
  /** The field to edit; undefined adds a new one at the end. */
  fieldKey?: string;
}

/** Adds a field to a collection, or edits one: name, type, rules, choices, link target, default. */
export function FieldEditorDialog({ open, onClose, collection, collections, fieldKey }: Props) {
  return (
    <DialogShell open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }} scrollBehavior="inside" closeOnInteractOutside={false}>
      {/* Mounted per opening (Chakra unmounts a closed dialog), so each opening starts from the field as saved. */}
      <FieldEditorBody collection={collection} collections={collections} fieldKey={fieldKey} onClose={onClose} />
    </DialogShell>
  );
}

function FieldEditorBody({
  collection,
  collections,
  fieldKey,
  onClose,
}: {
  collection: Collection;
  collections: Collection[];
  fieldKey?: string;
  onClose: () => void;
}) {
  // The field as it was when the dialog opened: once deleted or renamed, the closing dialog still shows it.
  const [field] = useState(() => (fieldKey ? collection.fields.find((f) => f.key === fieldKey) : undefined));
  if (fieldKey && !field) return <FieldGone onClose={onClose} />;
  return <FieldEditorForm collection={collection} collections={collections} field={field} onDone={onClose} />;
}

function FieldGone({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>This field no longer exists</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>Someone deleted it in the meantime. Close this and pick another field.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Close</Button>
      </Dialog.Footer>
    </>
  );
}
