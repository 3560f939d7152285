import { lazyPayment } from '../shared/payment';
import type { GuestCall } from './api';
import type { CallPaymentProps } from './CallPayment';

/**
 * A booked call's payment, as its guest meets it: on the booking's confirmation, on the manage page
 * and in the portal's BOOKING block. The manage token is the key to paying; whether the payment
 * arrived is read from the call (GET /v1/calls/manage), which the page polls.
 */

const CLOSED: ReadonlyArray<GuestCall['status']> = ['CANCELLED', 'DECLINED'];

/** The call holds its time until paid (a service paid when booking). */
export const awaitsPayment = (call: Pick<GuestCall, 'status'>) => call.status === 'AWAITING_PAYMENT';

/** Something is still to pay on a live call: held for payment, paid later, or a try that failed. */
export const paymentOpen = (call: Pick<GuestCall, 'status' | 'paymentStatus'>) =>
  !CLOSED.includes(call.status) &&
  call.status !== 'COMPLETED' &&
  (awaitsPayment(call) || call.paymentStatus === 'PENDING' || call.paymentStatus === 'FAILED');

export const PAYMENT_STATUS_TEXT: Record<GuestCall['paymentStatus'], string> = {
  NONE: 'Free',
  PENDING: 'Not paid yet',
  PAID: 'Paid',
  FAILED: 'The last payment did not go through',
  PARTIALLY_REFUNDED: 'Paid, partly refunded',
  REFUNDED: 'Refunded',
};

/** The panel for one call, loaded with the payment's own chunk when first shown (CallPayment.tsx). */
export const CallPayment = lazyPayment<CallPaymentProps>(() => import('./CallPayment'));
