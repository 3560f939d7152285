import { useMutation } from '@apollo/client/react';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { UTR_PATTERN } from '../../../../server/modules/payment/payment.rules';
import { toaster } from '../../app/ui/toaster';
import { FormDialog } from './FormDialog';
import type { PaymentFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { formatAmount } from '../services/money';
import { MarkUpiPaymentReceivedMutation } from './payments.documents';

const UTR = new RegExp(UTR_PATTERN);

/** A UPI transfer seen in the bank: its UTR marks the payment paid (and moves its call or run on). */
export function MarkReceivedDialog({ payment, onClose, onDone }: { payment: PaymentFieldsFragment; onClose(): void; onDone(): void }) {
  const [utr, setUtr] = useState('');
  const [error, setError] = useState('');
  const [problem, setProblem] = useState('');
  const [mark, { loading }] = useMutation(MarkUpiPaymentReceivedMutation);

  const submit = async () => {
    setError('');
    setProblem('');
    if (!UTR.test(utr.trim())) return setError('Enter the UTR: the 12-digit reference of the transfer in your bank app.');
    try {
      await mark({ variables: { input: { id: payment.id, utr: utr.trim() } } });
      toaster.create({
        type: 'success',
        title: `${formatAmount(payment.amount, payment.currency)} received`,
        description: payment.payerName ? `${payment.payerName} is emailed a receipt.` : undefined,
      });
      onDone();
    } catch (err) {
      const { message, details } = readServerError(err);
      if (details?.utr) setError(details.utr);
      else setProblem(message);
    }
  };

  return (
    <FormDialog
      title="Mark this UPI payment received"
      description={
        <>
          {formatAmount(payment.amount, payment.currency)} from {payment.payerName || 'the payer'} for {payment.description}, reference{' '}
          {payment.reference}. Check that the transfer is in your bank, then enter its UTR.
        </>
      }
      problem={problem}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}

      submitLabel="Mark received"
      busyLabel="Saving"
    >
      <Field.Root invalid={Boolean(error)} disabled={loading}>
        <Field.Label>UTR</Field.Label>
        <Input value={utr} spellCheck={false} autoComplete="off" fontFamily="mono" onChange={(e) => setUtr(e.target.value)} />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>The transfer’s reference number (UTR), shown with it in your bank or UPI app.</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
