import type { components } from '../../gql/rest';

/** A payment begun (the API's `PaymentStart`, typed from its OpenAPI document): for a card, the client
 * secret for Stripe's Payment Element; for UPI, the link and its QR code (an SVG document, shown as an
 * image, never as markup). */
export type PaymentStart = components['schemas']['PaymentStart'];
export type PaymentMethod = PaymentStart['method'];

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
