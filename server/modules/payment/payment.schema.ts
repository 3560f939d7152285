import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../db/schema/payments.js';

/** The answers of the payments domain as they go over the wire. */
export const paymentSettingsSchema = z
  .object({
    stripe: z
      .object({
        configured: z.boolean(),
        secretKeyMasked: z.string().nullable(),
        publishableKey: z.string().nullable(),
        webhookSecretSet: z.boolean(),
        accountName: z.string().nullable(),
        webhookUrl: z.string(),
      })
      .meta({ id: 'StripeSettings', description: 'The workspace’s Stripe keys as the builder may see them: the secrets masked.' }),
    upi: z
      .object({ vpa: z.string().nullable(), payeeName: z.string().nullable(), callbackSecretSet: z.boolean(), callbackUrl: z.string() })
      .meta({ id: 'UpiSettings', description: 'Where UPI payments go: the address (VPA) and the name payers see.' }),
    holdDays: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'PaymentSettings', description: 'How the workspace takes payments.' });

export const paymentStartSchema = z
  .object({
    paymentId: z.uuid(),
    method: z.enum(PAYMENT_METHODS),
    amount: z.number().int(),
    currency: z.string(),
    reference: z.string(),
    description: z.string(),
    clientSecret: z.string().nullable(),
    publishableKey: z.string().nullable(),
    upiUri: z.string().nullable(),
    qrSvg: z.string().nullable(),
  })
  .meta({
    id: 'PaymentStart',
    description: 'A payment begun: for a card, the client secret for Stripe’s Payment Element; for UPI, the link and its QR code.',
  });

export const paymentSchema = z
  .object({
    id: z.uuid(),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number().int(),
    currency: z.string(),
    refundedAmount: z.number().int(),
    description: z.string(),
    payerName: z.string(),
    payerEmail: z.string(),
    reference: z.string(),
    providerRef: z.string().nullable(),
    failureReason: z.string().nullable(),
    callId: z.uuid().nullable(),
    runId: z.uuid().nullable(),
    portalId: z.uuid().nullable(),
    payoutId: z.uuid().nullable(),
    paidAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    withdrawable: z.boolean(),
  })
  .meta({ id: 'Payment', description: 'A payment the workspace took (or is waiting for), by card or UPI.' });

export const customerPaymentSchema = paymentSchema
  .pick({
    id: true,
    method: true,
    status: true,
    amount: true,
    currency: true,
    refundedAmount: true,
    description: true,
    reference: true,
    paidAt: true,
    createdAt: true,
  })
  .meta({ id: 'CustomerPayment', description: 'A payment of the signed-in customer, as they see it.' });

export const paymentPageSchema = z.object({ items: z.array(paymentSchema), nextCursor: z.string().nullable() });

export const balanceSchema = z
  .object({
    currency: z.string(),
    pending: z.number().int(),
    paid: z.number().int(),
    withdrawable: z.number().int(),
    paidOut: z.number().int(),
    refunded: z.number().int(),
  })
  .meta({ id: 'PaymentBalance', description: 'The workspace’s money in one currency, in minor units.' });

export const payoutSchema = z
  .object({
    id: z.uuid(),
    currency: z.string(),
    amount: z.number().int(),
    payments: z.number().int(),
    note: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Payout', description: 'Money withdrawn: the withdrawable payments of one currency at that moment.' });

export const webhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
