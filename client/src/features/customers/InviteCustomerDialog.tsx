import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Dialog, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { WELCOME_NOTE_MAX } from '../../../../server/modules/customer/customer.limits';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { InviteCustomerMutation } from './customers.documents';

/** Add one customer; the sign-in link goes out at once unless the builder unticks it. */
export function InviteCustomerDialog({ portalId, onClose }: { portalId: string; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [send, setSend] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invite, { loading }] = useMutation(InviteCustomerMutation, { refetchQueries: ['Customers'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Please enter Email';
    if (!name.trim()) missing.name = 'Please enter Name';
    if (Object.keys(missing).length) return setErrors(missing);
    setErrors({});
    try {
      const { data } = await invite({
        variables: { input: { portalId, email: email.trim(), name: name.trim(), welcomeNote: note.trim() || undefined, sendInvite: send } },
      });
      toaster.create({
        type: 'success',
        title: send ? `Invitation sent to ${data?.inviteCustomer.email}` : `${data?.inviteCustomer.email} added`,
      });
      onClose();
    } catch (error) {
      const e = readServerError(error);
      if (e.details) setErrors(e.details);
      else toaster.create({ type: 'error', title: 'The customer was not added', description: e.message });
    }
  };

  return (
    <DialogShell onClose={onClose} busy={loading}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>Invite a customer</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root required invalid={Boolean(errors.email)}>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus autoComplete="off" />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.welcomeNote)}>
              <Field.Label>Welcome note</Field.Label>
              <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={WELCOME_NOTE_MAX} />
              <Field.HelperText>Optional. Quoted in the invitation email.</Field.HelperText>
              <Field.ErrorText>{errors.welcomeNote}</Field.ErrorText>
            </Field.Root>
            <Checkbox.Root checked={send} onCheckedChange={(e) => setSend(Boolean(e.checked))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Email them a sign-in link now</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading}>
            {send ? 'Send invitation' : 'Add customer'}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}
