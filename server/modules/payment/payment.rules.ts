/**
 * Payment limits and words the client shows too (no zod, no Node: listed in SHARED_WITH_CLIENT).
 * Money is integer minor units with an ISO 4217 code everywhere; no float touches it.
 */
export const HOLD_DAYS_MAX = 90;
export const PAYEE_NAME_MAX = 50;
export const VPA_MAX = 100;
/** user@bank: the handle of a UPI Virtual Payment Address (NPCI: letters, digits, '.', '-', '_'). */
export const VPA_PATTERN = '^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9.-]{1,63}$';
export const UTR_PATTERN = '^[A-Za-z0-9]{6,35}$';
export const PAYOUT_NOTE_MAX = 500;
/** What a workflow's PAYMENT step may ask: up to 1,000,000.00, as a service's price. */
export const STEP_AMOUNT_MAX = 100_000_000;
export const STEP_DESCRIPTION_MAX = 200;

export const PAYMENT_STATUS_LABELS = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
} as const;

export const PAYMENT_METHOD_LABELS = { CARD: 'Card', UPI: 'UPI' } as const;
