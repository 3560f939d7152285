import { useMutation } from '@apollo/client/react';
import { Field, Input, InputGroup, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../app/ui/toaster';
import { FormDialog } from './FormDialog';
import type { PaymentFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { formatAmount, toDecimal, toMinorUnits } from '../services/money';
import { RefundPaymentMutation } from './payments.documents';

/**
 * Refund a paid payment, all of what is left or a part: the amount is typed in the currency's
 * units and sent in minor units (by string, no float). A card is refunded through Stripe; UPI is
 * recorded, and the builder sends the money back from their own app.
 */
export function RefundDialog({ payment, onClose, onDone }: { payment: PaymentFieldsFragment; onClose(): void; onDone(): void }) {
  const left = payment.amount - payment.refundedAmount;
  const [text, setText] = useState(() => toDecimal(left, payment.currency));
  const [error, setError] = useState('');
  const [problem, setProblem] = useState('');
  const [refund, { loading }] = useMutation(RefundPaymentMutation);

  const submit = async () => {
    setError('');
    setProblem('');
    const amount = toMinorUnits(text, payment.currency);
    if (amount === null || amount <= 0) return setError(`Enter an amount like ${toDecimal(left, payment.currency)}.`);
    if (amount > left) return setError(`At most ${formatAmount(left, payment.currency)} is left to refund.`);
    try {
      await refund({ variables: { input: { id: payment.id, amount } } });
      toaster.create({
        type: 'success',
        title: `${formatAmount(amount, payment.currency)} refunded`,
        description:
          payment.method === 'CARD'
            ? 'Stripe sends it back to the card; the payer is emailed.'
            : 'Recorded. Send the money back from your UPI app.',
      });
      onDone();
    } catch (err) {
      const { message, details } = readServerError(err);
      if (details?.amount) setError(details.amount);
      else setProblem(message);
    }
  };

  return (
    <FormDialog
      title={`Refund ${payment.payerName || 'this payment'}?`}
      description={
        <>
          {payment.description} · paid {formatAmount(payment.amount, payment.currency)}
          {payment.refundedAmount > 0 ? `, ${formatAmount(payment.refundedAmount, payment.currency)} refunded already` : ''}.
        </>
      }
      problem={problem}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
      cancelLabel="Keep it"
      submitLabel="Refund"
      busyLabel="Refunding"
      danger
    >
      <Field.Root invalid={Boolean(error)} disabled={loading}>
        <Field.Label>Amount to refund</Field.Label>
        <InputGroup endAddon={payment.currency}>
          <Input inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
        </InputGroup>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>All of what is left ({formatAmount(left, payment.currency)}), or a part of it.</Field.HelperText>
        )}
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        {payment.method === 'CARD'
          ? 'Stripe returns it to the card, which can take 5–10 days to show.'
          : 'Portico records the refund; send the money back to the payer from your UPI app.'}
      </Text>
    </FormDialog>
  );
}
