import { useMutation } from '@apollo/client/react';
import { Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { PAYOUT_NOTE_MAX } from '../../../../server/modules/payment/payment.rules';
import { toaster } from '../../app/ui/toaster';
import { FormDialog } from './FormDialog';
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
    <FormDialog
      title={`Record a payout in ${currency}`}
      description={
        <>
          Every {currency} payment that is withdrawable now — {formatAmount(withdrawable, currency)} — is marked paid out. Portico keeps the
          record; move the money itself in Stripe or your bank as you usually do.
        </>
      }
      problem={problem}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}

      submitLabel="Record payout"
      busyLabel="Recording"
    >
      <Field.Root invalid={Boolean(error)} disabled={loading}>
        <Field.Label>Note (optional)</Field.Label>
        <Textarea rows={2} maxLength={PAYOUT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>The bank transfer’s reference, or anything you want to find it by.</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
