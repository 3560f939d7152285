import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Field, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { CustomerAccessMode } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { SetCollectionCustomerAccessMutation } from './database.documents';
import type { Collection } from './types';

/** Whether the portal's signed-in customers see this collection: none, or their own records (by a Customer field), read-only. */
export function CustomerAccessDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const customerFields = collection.fields.filter((f) => f.type === 'CUSTOMER');
  const [mode, setMode] = useState<string>(collection.customerAccess.mode);
  const [fieldKey, setFieldKey] = useState(collection.customerAccess.fieldKey ?? customerFields[0]?.key ?? '');
  const [save, { loading }] = useMutation(SetCollectionCustomerAccessMutation);
  const submit = async () => {
    try {
      await save({
        variables: { input: { id: collection.id, mode: mode as CustomerAccessMode, fieldKey: mode === 'NONE' ? null : fieldKey } },
      });
      toaster.create({
        type: 'success',
        title: mode === 'NONE' ? `${collection.name} is not shared` : `${collection.name} is shared with customers`,
      });
      onClose();
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not saved', description: readServerError(e).message });
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading}>
      <Dialog.Header>
        <Dialog.Title>Customer access to {collection.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <RadioGroup.Root value={mode} onValueChange={(e) => e.value && setMode(e.value)} aria-label="Customer access">
            <Stack gap="3">
              <RadioGroup.Item value="NONE">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Not shared — only your team sees it</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="CUSTOMER_FIELD" disabled={customerFields.length === 0}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Each customer sees their own records, read-only</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          {customerFields.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              To share it, add a Customer field first: a record belongs to the customer it names.
            </Text>
          ) : mode === 'CUSTOMER_FIELD' ? (
            <Field.Root>
              <Field.Label>The customer a record belongs to</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={fieldKey} onChange={(e) => setFieldKey(e.target.value)}>
                  {customerFields.map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                Signed-in customers see the records whose {customerFields.find((f) => f.key === fieldKey)?.label ?? 'Customer'} is them, in
                the published portal.
              </Field.HelperText>
            </Field.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
          Save
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
