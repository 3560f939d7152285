/** The payment API's shapes as the guest pages read them (server/modules/payment/payment.schema.ts `PaymentStart`). */

export type PaymentMethod = 'CARD' | 'UPI';

/** A payment begun: for a card, the client secret for Stripe's Payment Element; for UPI, the link and its QR code. */
export interface PaymentStart {
  paymentId: string;
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  reference: string;
  description: string;
  clientSecret: string | null;
  publishableKey: string | null;
  upiUri: string | null;
  /** An SVG document (the `qrcode` library's), shown as an image, never as markup. */
  qrSvg: string | null;
}

/** What is to be paid, when the page knows it before a payment starts (a service's price, a step's amount). */
export interface PaymentDue {
  amount: number;
  currency: string;
  description?: string;
}

/** Any error the pages' API helpers throw: a sentence to show, the HTTP status, the API's code. */
export interface PaymentApiError {
  message: string;
  status?: number;
  code?: string;
  details?: Record<string, string>;
}

/** UPI takes rupees only (the server answers 400 for anything else). */
export const upiOffered = (currency: string | undefined) => currency === 'INR';
