import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Field, Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { HostCallFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { todayIn, zonedIso } from '../services/week-hours';
import { CancelCallMutation, DeclineCallMutation, RescheduleCallMutation } from './calls.documents';

export type CallAction = { kind: 'decline' | 'cancel' | 'reschedule'; call: HostCallFieldsFragment };

/** Decline or cancel with a reason for the guest, or move the call to another time in the builder's zone. */
export function CallActionDialog({
  action,
  timezone,
  onClose,
  onDone,
}: {
  action: CallAction;
  timezone: string;
  onClose(): void;
  onDone(): void;
}) {
  const { kind, call } = action;
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState(() => `${todayIn(timezone)}T10:00`);
  const [error, setError] = useState('');
  const [decline, d] = useMutation(DeclineCallMutation);
  const [cancel, c] = useMutation(CancelCallMutation);
  const [reschedule, r] = useMutation(RescheduleCallMutation);
  const busy = d.loading || c.loading || r.loading;
  const title = { decline: 'Decline this request?', cancel: 'Cancel this call?', reschedule: 'Reschedule this call' }[kind];
  const verb = { decline: 'Decline', cancel: 'Cancel call', reschedule: 'Reschedule' }[kind];

  const run = async () => {
    setError('');
    try {
      if (kind === 'decline') await decline({ variables: { id: call.id, reason: reason || null } });
      else if (kind === 'cancel') await cancel({ variables: { id: call.id, reason: reason || null } });
      else {
        const [date, time] = when.split('T');
        if (!date || !time) return setError('Pick a date and a time.');
        await reschedule({ variables: { id: call.id, start: zonedIso(date, time.slice(0, 5), timezone) } });
      }
      toaster.create({
        type: 'success',
        title: { decline: 'Request declined', cancel: 'Call cancelled', reschedule: 'Call moved' }[kind],
        description: `${call.guest.name} is emailed.`,
      });
      onDone();
    } catch (err) {
      const { message, details } = readServerError(err);
      setError(Object.values(details ?? {})[0] ?? message);
    }
  };

  return (
    <DialogShell open onClose={onClose} busy={busy} role={kind === 'reschedule' ? 'dialog' : 'alertdialog'}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description mb="4">
          {call.serviceTitle} with {call.guest.name} ({call.guest.email}).
        </Dialog.Description>
        {kind === 'reschedule' ? (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>New start ({timezone.replace(/_/g, ' ')})</Field.Label>
            <Input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        ) : (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Reason for {call.guest.name}</Field.Label>
            <Textarea value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Optional; it is in their email.</Field.HelperText>}
          </Field.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Back
        </Button>
        <Button colorPalette={kind === 'reschedule' ? 'brand' : 'red'} loading={busy} onClick={() => void run()}>
          {verb}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
