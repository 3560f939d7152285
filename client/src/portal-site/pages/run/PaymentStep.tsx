import { useCallback } from 'react';
import { call } from '../../api';
import { PaymentPanel, type PaymentMethod, type PaymentStart } from '../../../shared/payment';

/**
 * A PAYMENT step: the step's amount, paid by card or UPI through the run's own route (the signed-in
 * customer's run by its id, a visitor's by their link's token). The run moves on by itself once the
 * payment is in: RunPage reads it again every few seconds and shows the next step.
 */
export function PaymentStep({
  name,
  content,
  runId,
  token,
}: {
  name: string;
  content: Record<string, unknown>;
  runId: string;
  /** A visitor's link token; null for the signed-in customer. */
  token: string | null;
}) {
  const begin = useCallback(
    (method: PaymentMethod) =>
      token
        ? call<PaymentStart>('POST', '/public/workflows/runs/payment', { body: { token, method } })
        : call<PaymentStart>('POST', '/customer/workflows/runs/payment', { body: { runId, method } }),
    [runId, token],
  );
  const amount = typeof content.amount === 'number' ? content.amount : null;
  const currency = typeof content.currency === 'string' ? content.currency : null;
  const description = typeof content.description === 'string' && content.description ? content.description : undefined;
  return (
    <div className="p-run-payment">
      <h2>{name}</h2>
      <PaymentPanel
        begin={begin}
        due={amount !== null && currency ? { amount, currency, description } : undefined}
        heading="Your payment"
        headingLevel={3}
        afterPayment="The next step opens once the payment is seen."
      />
    </div>
  );
}
