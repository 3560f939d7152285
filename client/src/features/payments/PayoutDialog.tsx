import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, Field, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { PAYOUT_NOTE_MAX } from '../../../../server/modules/payment/payment.rules';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { formatAmount } from '../services/money';
import { CreatePayoutMutation } from './payments.documents';

/**
 * Records a payout of everything withdrawable in one currency, with an optional note (the bank
 * transfer's reference). Portico keeps the record; the money moves in Stripe or the bank.
 */
export function PayoutDialog({
  currency,
  withdrawable,
  onClose,
  onDone,
}: {
  currency: string;
  withdrawable: number;
  onClose(): void;
  onDone(): void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [problem, setProblem] = useState('');
  const [create, { loading }] = useMutation(CreatePayoutMutation);

  const submit = async () => {
    setError('');
    setProblem('');
    try {
      const { data } = await create({ variables: { input: { currency, note: note.trim() || undefined } } });
      const payout = data?.createPayout;
      toaster.create({
        type: 'success',
        title: `Payout of ${formatAmount(payout?.amount ?? withdrawable, currency)} recorded`,
        description: payout ? `${payout.payments} payment${payout.payments === 1 ? '' : 's'} marked paid out.` : undefined,
      });
      onDone();
    } catch (err) {
      const { message, details } = readServerError(err);
      if (details?.note) setError(details.note);
      else setProblem(message);
    }
  };

  return (
    <DialogShell open onClose={onClose} busy={loading}>
      <Dialog.Header>
        <Dialog.Title>Record a payout in {currency}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form
          id="payout-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <Dialog.Description>
              Every {currency} payment that is withdrawable now — {formatAmount(withdrawable, currency)} — is marked paid out. Portico keeps
              the record; move the money itself in Stripe or your bank as you usually do.
            </Dialog.Description>
            <Field.Root invalid={Boolean(error)} disabled={loading}>
              <Field.Label>Note (optional)</Field.Label>
              <Textarea rows={2} maxLength={PAYOUT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>The bank transfer’s reference, or anything you want to find it by.</Field.HelperText>
              )}
            </Field.Root>
            {problem && (
              <Alert.Root status="warning" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>{problem}</Alert.Description>
              </Alert.Root>
            )}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" form="payout-form" colorPalette="brand" loading={loading} loadingText="Recording">
          Record payout
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
