import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { UTR_PATTERN } from '../../../../server/modules/payment/payment.rules';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
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
    <DialogShell open onClose={onClose} busy={loading}>
      <Dialog.Header>
        <Dialog.Title>Mark this UPI payment received</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form
          id="upi-received-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <Dialog.Description>
              {formatAmount(payment.amount, payment.currency)} from {payment.payerName || 'the payer'} for {payment.description}, reference{' '}
              {payment.reference}. Check that the transfer is in your bank, then enter its UTR.
            </Dialog.Description>
            <Field.Root invalid={Boolean(error)} disabled={loading}>
              <Field.Label>UTR</Field.Label>
              <Input value={utr} spellCheck={false} autoComplete="off" fontFamily="mono" onChange={(e) => setUtr(e.target.value)} />
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>The transfer’s reference number (UTR), shown with it in your bank or UPI app.</Field.HelperText>
              )}
            </Field.Root>
            {problem && (
              <Alert.Root status="error" borderRadius="md">
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
        <Button type="submit" form="upi-received-form" colorPalette="brand" loading={loading} loadingText="Saving">
          Mark received
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
