import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../db/schema/payments.js';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as charge from './payment.charge.js';
import * as money from './payment.money.js';
import * as settings from './payment.settings.js';

const enumOf = <T extends readonly string[]>(values: T) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K };
const PaymentMethod = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How a payment is made.',
  valuesConfig: { CARD: { description: 'A card, through Stripe.' }, UPI: { description: 'India’s UPI: a link or QR code.' } },
});
const PaymentStatus = enumOf(PAYMENT_STATUSES);
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Where a payment is.',
  valuesConfig: {
    PENDING: { description: 'Waiting for the payer.' },
    PAID: { description: 'Received.' },
    FAILED: { description: 'This try failed (the reason is kept); the payer may try again.' },
    PARTIALLY_REFUNDED: { description: 'Received, and part of it refunded.' },
    REFUNDED: { description: 'Received, and all of it refunded.' },
    CANCELLED: { description: 'Not paid in time: its call was released.' },
  },
});

@ObjectType('StripeSettings', {
  simpleResolvers: true,
  description: 'The workspace’s Stripe keys as the builder may see them: the secrets masked.',
})
class StripeSettingsType {
  @Field(() => Boolean, { description: 'Card payments work: a secret and a publishable key are set.' }) configured!: boolean;
  @Field(() => String, { nullable: true, description: 'The secret key masked: its mode and last four characters.' }) secretKeyMasked!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The publishable key (public by design).' }) publishableKey!: string | null;
  @Field(() => Boolean, { description: 'Whether the webhook signing secret is set.' }) webhookSecretSet!: boolean;
  @Field(() => String, { nullable: true, description: 'The Stripe account, as Stripe named it when the key was checked.' })
  accountName!: string | null;
  @Field(() => String, { description: 'The address to give Stripe’s dashboard for this workspace’s webhooks.' }) webhookUrl!: string;
}

@ObjectType('UpiSettings', { simpleResolvers: true, description: 'Where UPI payments go: the address (VPA) and the name payers see.' })
class UpiSettingsType {
  @Field(() => String, { nullable: true, description: 'The UPI address, like name@bank.' }) vpa!: string | null;
  @Field(() => String, { nullable: true, description: 'The name payers see in their UPI app.' }) payeeName!: string | null;
  @Field(() => Boolean, { description: 'Whether a UPI provider’s callbacks are accepted (their signing secret is set).' })
  callbackSecretSet!: boolean;
  @Field(() => String, { description: 'Where a UPI provider posts the payments it saw, signed with the callback secret.' })
  callbackUrl!: string;
}

@ObjectType('PaymentSettings', {
  simpleResolvers: true,
  description: 'How the workspace takes payments (REST: GET /v1/payments/settings).',
})
class PaymentSettingsType {
  @Field(() => StripeSettingsType, { description: 'Card payments through Stripe.' }) stripe!: StripeSettingsType;
  @Field(() => UpiSettingsType, { description: 'UPI payments.' }) upi!: UpiSettingsType;
  @Field(() => Int, { description: 'Days after payment (and the call’s end) before money is withdrawable.' }) holdDays!: number;
  @Field(() => String, { description: 'The currency of workflow payments unless a step says otherwise.' }) currency!: string;
}

@ObjectType('PaymentStart', {
  simpleResolvers: true,
  description: 'A payment begun: for a card, the client secret for Stripe’s Payment Element; for UPI, the link and its QR code.',
})
class PaymentStartType {
  @Field(() => ID, { description: 'The payment.' }) paymentId!: string;
  @Field(() => PaymentMethod, { description: 'Card or UPI.' }) method!: string;
  @Field(() => Int, { description: 'The amount in minor units (from the service or step, never the client).' }) amount!: number;
  @Field(() => String, { description: 'ISO 4217.' }) currency!: string;
  @Field(() => String, { description: 'Portico’s reference, shown to the payer (UPI’s `tr`).' }) reference!: string;
  @Field(() => String, { description: 'What is paid for.' }) description!: string;
  @Field(() => String, { nullable: true, description: 'CARD: the PaymentIntent’s client secret for Stripe.js.' }) clientSecret!:
    string | null;
  @Field(() => String, { nullable: true, description: 'CARD: the workspace’s Stripe publishable key.' }) publishableKey!: string | null;
  @Field(() => String, { nullable: true, description: 'UPI: the upi://pay link a UPI app opens.' }) upiUri!: string | null;
  @Field(() => String, { nullable: true, description: 'UPI: the same link as a QR code, an SVG document.' }) qrSvg!: string | null;
}

@ObjectType('Payment', { simpleResolvers: true, description: 'A payment the workspace took (or is waiting for), by card or UPI.' })
class PaymentType {
  @Field(() => ID, { description: 'The payment.' }) id!: string;
  @Field(() => PaymentMethod, { description: 'Card or UPI.' }) method!: string;
  @Field(() => PaymentStatus, { description: 'Where it is.' }) status!: string;
  @Field(() => Int, { description: 'The amount in minor units.' }) amount!: number;
  @Field(() => String, { description: 'ISO 4217.' }) currency!: string;
  @Field(() => Int, { description: 'Refunded so far, in minor units.' }) refundedAmount!: number;
  @Field(() => String, { description: 'What it paid for.' }) description!: string;
  @Field(() => String, { description: 'The payer’s name (may be empty).' }) payerName!: string;
  @Field(() => String, { description: 'Where the receipt went (may be empty).' }) payerEmail!: string;
  @Field(() => String, { description: 'Portico’s reference.' }) reference!: string;
  @Field(() => String, { nullable: true, description: 'Stripe’s PaymentIntent id, or the UPI transfer’s UTR.' }) providerRef!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Why the last try failed.' }) failureReason!: string | null;
  @Field(() => ID, { nullable: true, description: 'The call it paid for.' }) callId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The workflow run it paid for.' }) runId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The portal it was made in.' }) portalId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The payout that withdrew it.' }) payoutId!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was received.' }) paidAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When it was begun.' }) createdAt!: Date;
  @Field(() => Boolean, { description: 'Its money can be withdrawn now.' }) withdrawable!: boolean;
}

@ObjectType('CustomerPayment', { simpleResolvers: true, description: 'A payment of the signed-in customer, as they see it.' })
class CustomerPaymentType {
  @Field(() => ID, { description: 'The payment.' }) id!: string;
  @Field(() => PaymentMethod, { description: 'Card or UPI.' }) method!: string;
  @Field(() => PaymentStatus, { description: 'Where it is.' }) status!: string;
  @Field(() => Int, { description: 'The amount in minor units.' }) amount!: number;
  @Field(() => String, { description: 'ISO 4217.' }) currency!: string;
  @Field(() => Int, { description: 'Refunded so far, in minor units.' }) refundedAmount!: number;
  @Field(() => String, { description: 'What it paid for.' }) description!: string;
  @Field(() => String, { description: 'The reference on the receipt.' }) reference!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was received.' }) paidAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When it was begun.' }) createdAt!: Date;
}

const PaymentConnectionType = connectionType('Payment', PaymentType, 'payments');

@ObjectType('PaymentBalance', { simpleResolvers: true, description: 'The workspace’s money in one currency, in minor units.' })
class PaymentBalanceType {
  @Field(() => String, { description: 'ISO 4217.' }) currency!: string;
  @Field(() => Int, { description: 'Waiting for payers.' }) pending!: number;
  @Field(() => Int, { description: 'Received, refunds taken off, not yet paid out.' }) paid!: number;
  @Field(() => Int, { description: 'Of what was received, what can be withdrawn now.' }) withdrawable!: number;
  @Field(() => Int, { description: 'Withdrawn so far.' }) paidOut!: number;
  @Field(() => Int, { description: 'Refunded so far.' }) refunded!: number;
}

@ObjectType('Payout', { simpleResolvers: true, description: 'Money withdrawn: the withdrawable payments of one currency at that moment.' })
class PayoutType {
  @Field(() => ID, { description: 'The payout.' }) id!: string;
  @Field(() => String, { description: 'ISO 4217.' }) currency!: string;
  @Field(() => Int, { description: 'The amount withdrawn, in minor units.' }) amount!: number;
  @Field(() => Int, { description: 'How many payments it took.' }) payments!: number;
  @Field(() => String, { description: 'The builder’s note.' }) note!: string;
  @Field(() => DateTimeISO, { description: 'When it was recorded.' }) createdAt!: Date;
}

@InputType('PaymentSettingsInput', { description: 'The settings to change (null clears one; omitted keeps it).' })
class PaymentSettingsInput {
  @Field(() => String, { nullable: true, description: 'sk_test_… or sk_live_…; checked with Stripe before it is kept.' })
  stripeSecretKey?: string | null;
  @Field(() => String, { nullable: true, description: 'pk_test_… or pk_live_…, of the same mode.' }) stripePublishableKey?: string | null;
  @Field(() => String, { nullable: true, description: 'whsec_…: the signing secret of the webhook endpoint.' }) stripeWebhookSecret?:
    string | null;
  @Field(() => String, { nullable: true, description: 'The UPI address, like name@bank.' }) upiVpa?: string | null;
  @Field(() => String, { nullable: true, description: 'The name payers see; up to 50 characters.' }) upiPayeeName?: string | null;
  @Field(() => String, { nullable: true, description: 'The secret a UPI provider signs its callbacks with; 24 to 200 characters.' })
  upiCallbackSecret?: string | null;
  @Field(() => Int, { nullable: true, description: '0 to 90 days.' }) holdDays?: number;
  @Field(() => String, { nullable: true, description: 'ISO 4217.' }) currency?: string;
}

@InputType('CallPaymentInput', { description: 'A call to pay for, with the token of the guest’s manage link.' })
class CallPaymentInput {
  @Field(() => ID, { description: 'The call.' }) callId!: string;
  @Field(() => String, { description: 'The token of the manage link (the booking answered it; it is in the guest’s mail).' })
  token!: string;
}

@InputType('OwnCallPaymentInput', { description: 'A call of the signed-in customer’s, and how to pay.' })
class OwnCallPaymentInput {
  @Field(() => ID, { description: 'The call.' }) callId!: string;
  @Field(() => PaymentMethod, { description: 'Card or UPI.' }) method!: string;
}

@InputType('RunPaymentInput', { description: 'The signed-in customer’s run waiting at a PAYMENT step, and how to pay.' })
class RunPaymentInput {
  @Field(() => ID, { description: 'The run.' }) runId!: string;
  @Field(() => PaymentMethod, { description: 'Card or UPI.' }) method!: string;
}

@InputType('VisitorRunPaymentInput', { description: 'A visitor’s run (by their link’s token) waiting at a PAYMENT step, and how to pay.' })
class VisitorRunPaymentInput {
  @Field(() => String, { description: 'The token of the visitor’s link.' }) token!: string;
  @Field(() => PaymentMethod, { description: 'Card or UPI.' }) method!: string;
}

@InputType('RefundPaymentInput', { description: 'A paid payment and how much to give back.' })
class RefundPaymentInput {
  @Field(() => ID, { description: 'The payment.' }) id!: string;
  @Field(() => Int, { nullable: true, description: 'Minor units; all that is left when omitted.' }) amount?: number;
}

@InputType('UpiReceivedInput', { description: 'A UPI payment seen in the bank, with its UTR.' })
class UpiReceivedInput {
  @Field(() => ID, { description: 'The payment.' }) id!: string;
  @Field(() => String, { description: 'The UTR (the transfer’s reference).' }) utr!: string;
}

@InputType('PayoutInput', { description: 'Withdraw everything withdrawable in one currency.' })
class PayoutInput {
  @Field(() => String, { description: 'ISO 4217.' }) currency!: string;
  @Field(() => String, { nullable: true, description: 'A note (the bank transfer’s reference); up to 500 characters.' }) note?: string;
}

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentSettingsType, { description: 'How the workspace takes payments (REST: GET /v1/payments/settings).' })
  paymentSettings(@Ctx() ctx: Context) {
    return settings.getSettings(ctx);
  }

  @Mutation(() => PaymentSettingsType, { description: 'Change how the workspace takes payments (REST: PUT /v1/payments/settings).' })
  updatePaymentSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => PaymentSettingsInput, { description: 'What to change.' }) input: PaymentSettingsInput,
  ) {
    return settings.saveSettings(ctx, serviceInput(input));
  }

  @Query(() => PaymentConnectionType, { description: 'The workspace’s payments, newest first (REST: GET /v1/payments).' })
  payments(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('status', () => PaymentStatus, { nullable: true, description: 'Only these.' }) status?: string | null,
    @Arg('method', () => PaymentMethod, { nullable: true, description: 'Only these.' }) method?: string | null,
  ) {
    return readConnection(page, (p) => money.listPayments(ctx, { ...serviceInput({ status, method }, 'query'), ...p }));
  }

  @Query(() => PaymentType, { description: 'One of the workspace’s payments (REST: GET /v1/payments/detail?id=).' })
  payment(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The payment.' }) id: string) {
    return money.getPayment(ctx, serviceInput({ id }, 'query'));
  }

  @Query(() => [PaymentBalanceType], { description: 'The workspace’s money per currency (REST: GET /v1/payments/balance).' })
  paymentBalances(@Ctx() ctx: Context) {
    return money.balances(ctx);
  }

  @Mutation(() => PaymentType, { description: 'Refund a payment, all or part (REST: POST /v1/payments/refund).' })
  refundPayment(
    @Ctx() ctx: Context,
    @Arg('input', () => RefundPaymentInput, { description: 'The payment and the amount.' }) input: RefundPaymentInput,
  ) {
    return money.refund(ctx, serviceInput(input));
  }

  @Mutation(() => PaymentType, { description: 'Mark a UPI payment received, with its UTR (REST: POST /v1/payments/upi/received).' })
  markUpiPaymentReceived(
    @Ctx() ctx: Context,
    @Arg('input', () => UpiReceivedInput, { description: 'The payment and its UTR.' }) input: UpiReceivedInput,
  ) {
    return money.markUpiReceived(ctx, serviceInput(input));
  }

  @Query(() => [PayoutType], { description: 'The workspace’s payouts, newest first (REST: GET /v1/payouts).' })
  payouts(@Ctx() ctx: Context) {
    return money.listPayouts(ctx);
  }

  @Mutation(() => PayoutType, { description: 'Record a payout of everything withdrawable in a currency (REST: POST /v1/payouts).' })
  createPayout(@Ctx() ctx: Context, @Arg('input', () => PayoutInput, { description: 'The currency and a note.' }) input: PayoutInput) {
    return money.createPayout(ctx, serviceInput(input));
  }

  @Query(() => [CustomerPaymentType], {
    description: 'The signed-in customer’s own payments in their portal, newest first (REST: GET /v1/customer/payments).',
  })
  customerPayments(@Ctx() ctx: Context) {
    return money.customerPayments(ctx);
  }

  @Mutation(() => PaymentStartType, { description: 'Begin paying for a call by card (REST: POST /v1/payments/create-payment-intent).' })
  createCallPaymentIntent(
    @Ctx() ctx: Context,
    @Arg('input', () => CallPaymentInput, { description: 'The call and its token.' }) input: CallPaymentInput,
  ) {
    return charge.cardForCall(ctx, serviceInput(input));
  }

  @Mutation(() => PaymentStartType, { description: 'Begin paying for a call by UPI (REST: POST /v1/payments/upi).' })
  createCallUpiPayment(
    @Ctx() ctx: Context,
    @Arg('input', () => CallPaymentInput, { description: 'The call and its token.' }) input: CallPaymentInput,
  ) {
    return charge.upiForCall(ctx, serviceInput(input));
  }

  @Mutation(() => PaymentStartType, {
    description: 'Begin paying a call of the signed-in customer’s (REST: POST /v1/customer/calls/payment).',
  })
  payOwnCall(
    @Ctx() ctx: Context,
    @Arg('input', () => OwnCallPaymentInput, { description: 'The call and the method.' }) input: OwnCallPaymentInput,
  ) {
    return charge.payOwnCall(ctx, serviceInput(input));
  }

  @Mutation(() => PaymentStartType, { description: 'Begin paying a run’s PAYMENT step (REST: POST /v1/customer/workflows/runs/payment).' })
  payRunStep(@Ctx() ctx: Context, @Arg('input', () => RunPaymentInput, { description: 'The run and the method.' }) input: RunPaymentInput) {
    return charge.payOwnRun(ctx, serviceInput(input));
  }

  @Mutation(() => PaymentStartType, {
    description: 'A visitor begins paying a run’s PAYMENT step (REST: POST /v1/public/workflows/runs/payment).',
  })
  payVisitorRunStep(
    @Ctx() ctx: Context,
    @Arg('input', () => VisitorRunPaymentInput, { description: 'The link’s token and the method.' }) input: VisitorRunPaymentInput,
  ) {
    return charge.payVisitorRun(ctx, serviceInput(input));
  }
}
