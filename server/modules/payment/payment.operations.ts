import { z } from 'zod';
import { anyone, builderSelf, customerOwn, defineDomain, type Operation } from '../../core/operations.js';
import { body, query } from '../../core/rest.js';
import * as charge from './payment.charge.js';
import { PaymentResolver } from './payment.graphql.js';
import * as money from './payment.money.js';
import {
  balanceSchema,
  customerPaymentSchema,
  paymentPageSchema,
  paymentSchema,
  paymentSettingsSchema,
  paymentStartSchema,
  payoutSchema,
  webhookReceivedSchema,
} from './payment.schema.js';
import * as settings from './payment.settings.js';
import { receiveStripe, receiveUpi, stripeEventJob, upiCallbackInput } from './payment.webhook.js';

/**
 * Payments (issue 28): the workspace's settings, card payments through Stripe and UPI payments for
 * paid calls and workflow PAYMENT steps, Stripe's webhooks, and the builder's money (payments,
 * balances, refunds, UPI marked received, payouts, CSV).
 */
const MANAGE_KEY =
  'The token of the guest’s manage link is the key to that one call: it only starts a payment of the call’s own price; every wrong token is the same NOT_FOUND.';

export const paymentOperations: Operation[] = [
  {
    rest: 'GET /payments/settings',
    graphql: 'Query.paymentSettings',
    access: builderSelf('payments'),
    summary: 'How the workspace takes payments: Stripe (secrets masked), UPI, the hold and the currency',
    data: paymentSettingsSchema,
    handle: (ctx) => settings.getSettings(ctx),
  },
  {
    rest: 'PUT /payments/settings',
    graphql: 'Mutation.updatePaymentSettings',
    access: builderSelf('payments', 'ADMIN'),
    summary: 'Change how the workspace takes payments (a new Stripe secret key is checked with Stripe first)',
    description: 'Null clears a setting, an omitted one is kept. The secrets are sealed at rest and never answered.',
    input: settings.settingsInput,
    data: paymentSettingsSchema,
    errors: ['NOT_CONFIGURED'],
    handle: (ctx, req) => settings.saveSettings(ctx, body(req)),
  },
  {
    rest: 'GET /payments',
    graphql: 'Query.payments',
    access: builderSelf('payments'),
    summary: 'The workspace’s payments, newest first',
    input: money.listInput,
    data: paymentPageSchema,
    handle: (ctx, req) => money.listPayments(ctx, query(req)),
  },
  {
    rest: 'GET /payments/detail',
    graphql: 'Query.payment',
    access: builderSelf('payments'),
    summary: 'One of the workspace’s payments',
    input: money.paymentIdInput,
    data: paymentSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => money.getPayment(ctx, query(req)),
  },
  {
    rest: 'GET /payments/balance',
    graphql: 'Query.paymentBalances',
    access: builderSelf('payments'),
    summary: 'The workspace’s money per currency: pending, paid, withdrawable, paid out, refunded',
    data: z.array(balanceSchema),
    handle: (ctx) => money.balances(ctx),
  },
  {
    rest: 'GET /payments/export',
    access: builderSelf('payments'),
    summary: 'The workspace’s payments as CSV',
    produces: 'text/csv',
    handle: async (ctx, _req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .header('cache-control', 'no-store')
        .send(await money.exportPayments(ctx)),
  },
  {
    rest: 'POST /payments/refund',
    graphql: 'Mutation.refundPayment',
    access: builderSelf('payments', 'ADMIN'),
    summary: 'Refund a payment, all or part: through Stripe for a card, recorded for UPI',
    input: money.refundInput,
    data: paymentSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_CONFIGURED'],
    handle: (ctx, req) => money.refund(ctx, body(req)),
  },
  {
    rest: 'POST /payments/upi/received',
    graphql: 'Mutation.markUpiPaymentReceived',
    access: builderSelf('payments'),
    summary: 'Mark a UPI payment received, with the transfer’s UTR (the same UTR again changes nothing)',
    input: money.upiReceivedInput,
    data: paymentSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => money.markUpiReceived(ctx, body(req)),
  },
  {
    rest: 'GET /payouts',
    graphql: 'Query.payouts',
    access: builderSelf('payments'),
    summary: 'The workspace’s payouts, newest first (the latest 200)',
    data: z.array(payoutSchema),
    handle: (ctx) => money.listPayouts(ctx),
  },
  {
    rest: 'POST /payouts',
    graphql: 'Mutation.createPayout',
    access: builderSelf('payments', 'ADMIN'),
    summary: 'Record a payout of everything withdrawable in one currency',
    input: money.payoutInput,
    data: payoutSchema,
    status: 201,
    errors: ['CONFLICT'],
    handle: (ctx, req) => money.createPayout(ctx, body(req)),
  },
  {
    rest: 'POST /payments/create-payment-intent',
    graphql: 'Mutation.createCallPaymentIntent',
    access: anyone(MANAGE_KEY),
    summary: 'Begin paying for a call by card: a Stripe PaymentIntent for the service’s price',
    description: 'The same call asked again answers the same intent. 503 NOT_CONFIGURED while the workspace has no Stripe keys.',
    input: charge.callPaymentInput,
    data: paymentStartSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_CONFIGURED'],
    handle: (ctx, req) => charge.cardForCall(ctx, body(req)),
  },
  {
    rest: 'POST /payments/upi',
    graphql: 'Mutation.createCallUpiPayment',
    access: anyone(MANAGE_KEY),
    summary: 'Begin paying for a call by UPI: a upi://pay link and its QR code (rupees only)',
    input: charge.callPaymentInput,
    data: paymentStartSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_CONFIGURED'],
    handle: (ctx, req) => charge.upiForCall(ctx, body(req)),
  },
  {
    rest: 'GET /customer/payments',
    graphql: 'Query.customerPayments',
    access: customerOwn('own-list'),
    summary: 'The signed-in customer’s own payments in their portal, newest first (the latest 100)',
    data: z.array(customerPaymentSchema),
    handle: (ctx) => money.customerPayments(ctx),
  },
  {
    rest: 'POST /customer/calls/payment',
    graphql: 'Mutation.payOwnCall',
    access: customerOwn(),
    summary: 'Begin paying a call of the signed-in customer’s (booked in the portal), by card or UPI',
    input: charge.ownCallPaymentInput,
    data: paymentStartSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_CONFIGURED'],
    handle: (ctx, req) => charge.payOwnCall(ctx, body(req)),
  },
  {
    rest: 'POST /customer/workflows/runs/payment',
    graphql: 'Mutation.payRunStep',
    access: customerOwn(),
    summary: 'Begin paying the PAYMENT step the signed-in customer’s run stands at, by card or UPI',
    input: charge.ownRunPaymentInput,
    data: paymentStartSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_CONFIGURED'],
    handle: (ctx, req) => charge.payOwnRun(ctx, body(req)),
  },
  {
    rest: 'POST /public/workflows/runs/payment',
    graphql: 'Mutation.payVisitorRunStep',
    access: anyone('The link’s token is the credential, as for reading and advancing the visitor’s run.'),
    summary: 'A visitor begins paying the PAYMENT step their run stands at, by card or UPI',
    input: charge.visitorRunPaymentInput,
    data: paymentStartSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_CONFIGURED'],
    handle: (ctx, req) => charge.payVisitorRun(ctx, body(req)),
  },
  {
    rest: 'POST /payments/webhooks/stripe',
    access: anyone(
      'Stripe calls it: the signature over the body’s bytes, made with the workspace’s signing secret, is the credential; anything else is refused and logged.',
    ),
    serviceReadsInput: 'The body is Stripe’s event, read only once its signature is checked.',
    summary: 'Stripe’s webhook for a workspace (?workspace=<id>, the address in Settings → Payments)',
    description:
      'Signed with the workspace’s webhook secret, at most 300 s old. Each event is stored once by its id and processed once by the job queue: a duplicate answers `duplicate: true` and changes nothing.',
    parameters: { workspace: 'The workspace’s id, as in the address shown in Settings → Payments.' },
    rawBody: true,
    data: webhookReceivedSchema,
    errors: ['NOT_FOUND', 'NOT_CONFIGURED'],
    handle: (ctx, req) => receiveStripe(ctx, req),
  },
  {
    rest: 'POST /payments/webhooks/upi',
    access: anyone(
      'A UPI provider calls it: the signature over the body’s bytes, made with the workspace’s callback secret, is the credential; anything else is refused and logged.',
    ),
    serviceReadsInput: 'The body is read only once its signature is checked.',
    summary: 'A UPI provider’s callback for a workspace (?workspace=<id>): a payment it saw, by its reference',
    description:
      'Signed as Stripe signs its webhooks (`X-UPI-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the callback secret), at most 300 s old. Stored once by its id; the same callback again answers `duplicate: true` and changes nothing.',
    parameters: { workspace: 'The workspace’s id, as in the address shown in Settings → Payments.' },
    rawBody: true,
    input: upiCallbackInput,
    data: webhookReceivedSchema,
    errors: ['NOT_FOUND', 'NOT_CONFIGURED'],
    handle: (ctx, req) => receiveUpi(ctx, req),
  },
];

export const paymentDomain = defineDomain({
  name: 'payment',
  operations: paymentOperations,
  resolvers: [PaymentResolver],
  jobs: [stripeEventJob],
});
