import { useCallback } from 'react';
import PaymentPanel from '../shared/payment/PaymentPanel';
import type { PaymentMethod } from '../shared/payment/types';
import { startCallPayment, type GuestCall, type Money } from './api';
import { timeOf } from './format';
import { awaitsPayment } from './payment';

/** How long the time is held: until the call's `payBy` (then it is released). */
export function heldText(call: Pick<GuestCall, 'payBy'>, zone: string): string {
  if (call.payBy) return `Your time is held until ${timeOf(call.payBy, zone)}: pay now to keep it.`;
  return 'Your time is held for a short while: pay now to keep it.';
}

export interface CallPaymentProps {
  call: GuestCall;
  token: string;
  zone: string;
  /** The service's price, when the page knows it (shown before the payment starts; UPI offered for rupees). */
  price?: Money;
  headingLevel?: 2 | 3 | 4;
  returnUrl?: string;
  confirming?: boolean;
}

/** The panel for one call: paid through its manage token. */
export default function CallPayment({ call, token, zone, price, headingLevel = 2, returnUrl, confirming }: CallPaymentProps) {
  const begin = useCallback((method: PaymentMethod) => startCallPayment(call.id, token, method), [call.id, token]);
  const held = awaitsPayment(call);
  return (
    <PaymentPanel
      begin={begin}
      due={price}
      heading={held ? 'Pay to book this time' : 'Pay for your call'}
      headingLevel={headingLevel}
      note={
        <>
          {held ? <p>{heldText(call, zone)}</p> : <p>You can pay now, or later from the link in your email.</p>}
          {call.paymentStatus === 'FAILED' ? <p className="pay-muted">Your last payment did not go through — please try again.</p> : null}
        </>
      }
      afterPayment={held ? 'Your booking is confirmed once the payment is seen.' : 'Your call shows as paid once the payment is seen.'}
      returnUrl={returnUrl}
      confirming={confirming}
    />
  );
}
