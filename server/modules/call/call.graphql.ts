import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { CALL_PAYMENT_STATUSES, CALL_STATUSES } from '../../../db/schema/services.js';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { LocationKind } from '../service/service.graphql.js';
import * as book from './call.book.js';
import * as guest from './call.guest.js';
import * as host from './call.host.js';

const enumOf = <T extends readonly string[]>(values: T) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K };
const CallStatus = enumOf(CALL_STATUSES);
registerEnumType(CallStatus, {
  name: 'CallStatus',
  description: 'Where a call is in its life.',
  valuesConfig: {
    AWAITING_PAYMENT: { description: 'A paid service’s call waiting for its payment: the time is held until it is paid or released.' },
    REQUESTED: { description: 'Waiting for the host to accept or decline (the time is held).' },
    CONFIRMED: { description: 'Going ahead.' },
    DECLINED: { description: 'The host declined the request.' },
    CANCELLED: { description: 'Called off by the host or the guest.' },
    COMPLETED: { description: 'Took place: confirmed and over.' },
  },
});
const CallPaymentStatus = enumOf(CALL_PAYMENT_STATUSES);
registerEnumType(CallPaymentStatus, {
  name: 'CallPaymentStatus',
  description: 'The payment of a call.',
  valuesConfig: {
    NONE: { description: 'Nothing to pay (a free service).' },
    PENDING: { description: 'Waiting for the guest’s payment.' },
    PAID: { description: 'Paid.' },
    FAILED: { description: 'The last try to pay failed; the guest may try again.' },
    PARTIALLY_REFUNDED: { description: 'Paid, then part of it refunded.' },
    REFUNDED: { description: 'Paid, then refunded in full.' },
  },
});
const CancelledBy = enumOf(['HOST', 'GUEST'] as const);
registerEnumType(CancelledBy, {
  name: 'CallParty',
  description: 'Who did it.',
  valuesConfig: { HOST: { description: 'The host.' }, GUEST: { description: 'The guest.' } },
});

@ObjectType('CallLocation', { simpleResolvers: true, description: 'Where the call happens.' })
class CallLocationType {
  @Field(() => LocationKind, { description: 'Video, phone, in person, or where the guest said.' }) kind!: string;
  @Field(() => String, { description: 'The link, number or address (a guest sees a link or number once the call is confirmed).' })
  value!: string;
}

@ObjectType('CallGuest', { simpleResolvers: true, description: 'Who booked the call, as they gave it.' })
class CallGuestType {
  @Field(() => String, { description: 'Their name.' }) name!: string;
  @Field(() => String, { description: 'Their email: the mails about the call go there.' }) email!: string;
  @Field(() => String, { description: 'What they wrote when booking; may be empty.' }) notes!: string;
  @Field(() => String, { description: 'Their time zone when booking.' }) timezone!: string;
}

@ObjectType('CallAnswer', {
  simpleResolvers: true,
  description: 'An answer to one of the service’s questions: the question as asked, the answer as text.',
})
class CallAnswerType {
  @Field(() => String, { description: 'The question’s key.' }) key!: string;
  @Field(() => String, { description: 'The question, as it was asked.' }) label!: string;
  @Field(() => String, { description: 'The answer as text (Yes or No, choices joined by commas).' }) text!: string;
}

@ObjectType('Call', { simpleResolvers: true, description: 'A booking of one of the host’s services, as the host sees it.' })
class CallType {
  @Field(() => ID, { description: 'The call’s id.' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The service booked; null once it was deleted.' }) serviceId!: string | null;
  @Field(() => String, { description: 'The service’s title when booked.' }) serviceTitle!: string;
  @Field(() => CallStatus, { description: 'Where it is in its life.' }) status!: string;
  @Field(() => CallPaymentStatus, { description: 'Its payment.' }) paymentStatus!: string;
  @Field(() => DateTimeISO, { description: 'When it starts.' }) startAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it ends.' }) endAt!: Date;
  @Field(() => CallGuestType, { description: 'Who booked it.' }) guest!: CallGuestType;
  @Field(() => [CallAnswerType], { description: 'The guest’s answers to the service’s questions.' }) answers!: CallAnswerType[];
  @Field(() => CallLocationType, { description: 'Where it happens.' }) location!: CallLocationType;
  @Field(() => ID, { nullable: true, description: 'The portal it was booked in, if any.' }) portalId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The portal’s customer who booked it, if any.' }) customerId!: string | null;
  @Field(() => String, { nullable: true, description: 'The reason given with a decline or a cancellation.' }) reason!: string | null;
  @Field(() => CancelledBy, { nullable: true, description: 'Who declined or cancelled it.' }) cancelledBy!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was booked.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: Date;
}

const CallConnectionType = connectionType('Call', CallType, 'host’s calls');

@ObjectType('GuestCall', { simpleResolvers: true, description: 'A call as its guest sees it: their own details and the host’s name.' })
class GuestCallType {
  @Field(() => ID, { description: 'The call’s id.' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The service booked (for its free times when rescheduling); null once deleted.' })
  serviceId!: string | null;
  @Field(() => String, { description: 'The service’s title.' }) serviceTitle!: string;
  @Field(() => String, { description: 'The host’s name.' }) hostName!: string;
  @Field(() => CallStatus, { description: 'Where it is in its life.' }) status!: string;
  @Field(() => CallPaymentStatus, { description: 'Its payment.' }) paymentStatus!: string;
  @Field(() => DateTimeISO, { description: 'When it starts.' }) startAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it ends.' }) endAt!: Date;
  @Field(() => String, { description: 'The guest’s name.' }) guestName!: string;
  @Field(() => String, { description: 'The guest’s email.' }) guestEmail!: string;
  @Field(() => String, { description: 'The guest’s time zone when booking.' }) guestTimezone!: string;
  @Field(() => [CallAnswerType], { description: 'Their answers to the service’s questions.' }) answers!: CallAnswerType[];
  @Field(() => CallLocationType, { description: 'Where it happens.' }) location!: CallLocationType;
  @Field(() => String, { nullable: true, description: 'The reason given with a decline or a cancellation.' }) reason!: string | null;
  @Field(() => CancelledBy, { nullable: true, description: 'Who declined or cancelled it.' }) cancelledBy!: string | null;
  @Field(() => Boolean, { description: 'Whether it can still be cancelled or rescheduled.' }) changeable!: boolean;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'A call waiting for its payment: until when its time is held; then it is released.',
  })
  payBy!: Date | null;
}

@ObjectType('BookedCall', { simpleResolvers: true, description: 'The booked call, and the key of its manage link.' })
class BookedCallType {
  @Field(() => GuestCallType, { description: 'The call.' }) call!: GuestCallType;
  @Field(() => String, { description: 'The key of the guest’s manage link (/book/manage?token=…), also in their mail.' })
  manageToken!: string;
}

@ObjectType('CallFeedStatus', { simpleResolvers: true, description: 'Whether the host has a calendar feed address.' })
class CallFeedStatusType {
  @Field(() => Boolean, { description: 'True when an address works.' }) active!: boolean;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the address was made.' }) createdAt!: Date | null;
}
@ObjectType('CallFeedAddress', { simpleResolvers: true, description: 'The private calendar feed’s address, shown once.' })
class CallFeedAddressType {
  @Field(() => String, { description: 'Subscribe to it in a calendar app; whoever has it sees the calls.' }) url!: string;
}
@ObjectType('CallFeedRevoked', { simpleResolvers: true, description: 'Whether an address was revoked.' })
class CallFeedRevokedType {
  @Field(() => Boolean, { description: 'True when an address stopped working.' }) revoked!: boolean;
}

@InputType('BookCallInput', { description: 'A booking on a public page (the body of REST POST /v1/calls/book).' })
class BookCallInput {
  @Field(() => ID, { description: 'The service.' }) serviceId!: string;
  @Field(() => String, { description: 'An offered start, ISO with its offset.' }) start!: string;
  @Field(() => String, { description: 'The guest’s IANA time zone (their mails show times in it).' }) timezone!: string;
  @Field(() => String, { description: 'The guest’s name.' }) name!: string;
  @Field(() => String, { description: 'The guest’s email.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Anything the host should know, up to 2,000 characters.' }) notes?: string;
  @Field(() => String, { nullable: true, description: 'Where to call them, for a service that asks the guest.' }) location?: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The answers to the service’s questions, by question key.' })
  answers?: Record<string, unknown>;
}

@InputType('CustomerBookCallInput', { description: 'A booking by the portal’s signed-in customer (REST: POST /v1/customer/calls).' })
class CustomerBookCallInput {
  @Field(() => ID, { description: 'A service of the portal’s workspace.' }) serviceId!: string;
  @Field(() => String, { description: 'An offered start, ISO with its offset.' }) start!: string;
  @Field(() => String, { description: 'The customer’s IANA time zone.' }) timezone!: string;
  @Field(() => String, { nullable: true, description: 'Anything the host should know.' }) notes?: string;
  @Field(() => String, { nullable: true, description: 'Where to call them, for a service that asks the guest.' }) location?: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The answers to the service’s questions, by question key.' })
  answers?: Record<string, unknown>;
}

@InputType('CallIdInput', { description: 'One of the host’s calls.' })
class CallIdInput {
  @Field(() => ID, { description: 'The call.' }) id!: string;
}
@InputType('CallReasonInput', { description: 'One of the host’s calls and a reason for the guest.' })
class CallReasonInput {
  @Field(() => ID, { description: 'The call.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'Why, for the guest; up to 1,000 characters.' }) reason?: string;
}
@InputType('RescheduleCallInput', { description: 'One of the host’s calls and its new start.' })
class RescheduleCallInput {
  @Field(() => ID, { description: 'The call.' }) id!: string;
  @Field(() => String, { description: 'The new start, ISO with its offset; any future time that meets no other call.' }) start!: string;
}
@InputType('ManagedCancelInput', { description: 'The guest’s manage link and a reason.' })
class ManagedCancelInput {
  @Field(() => String, { description: 'The token of the manage link.' }) token!: string;
  @Field(() => String, { nullable: true, description: 'Why, for the host.' }) reason?: string;
}
@InputType('ManagedRescheduleInput', { description: 'The guest’s manage link and an offered new start.' })
class ManagedRescheduleInput {
  @Field(() => String, { description: 'The token of the manage link.' }) token!: string;
  @Field(() => String, { description: 'An offered start, ISO with its offset.' }) start!: string;
}

@Resolver()
export class CallResolver {
  @Query(() => CallConnectionType, { description: 'The host’s calls ahead, soonest first (REST: GET /v1/calls/upcoming).' })
  upcomingCalls(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => host.listCalls(ctx, 'upcoming', p));
  }

  @Query(() => CallConnectionType, { description: 'Requests waiting for the host, soonest first (REST: GET /v1/calls/requests).' })
  callRequests(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => host.listCalls(ctx, 'requests', p));
  }

  @Query(() => CallConnectionType, { description: 'Calls that have ended, newest first (REST: GET /v1/calls/past).' })
  pastCalls(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => host.listCalls(ctx, 'past', p));
  }

  @Query(() => CallConnectionType, { description: 'Calls waiting for their payment (REST: GET /v1/calls/pending-payments).' })
  pendingPaymentCalls(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => host.listCalls(ctx, 'pending-payments', p));
  }

  @Query(() => CallConnectionType, {
    description: 'Paid calls that took place: their money can be withdrawn (REST: GET /v1/calls/withdrawable-payments).',
  })
  withdrawablePaymentCalls(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => host.listCalls(ctx, 'withdrawable-payments', p));
  }

  @Query(() => [CallType], {
    description: 'The host’s calls meeting a range of at most 42 days, for a calendar (REST: GET /v1/calls/range).',
  })
  callsBetween(
    @Ctx() ctx: Context,
    @Arg('from', () => String, { description: 'The range’s start, ISO with its offset.' }) from: string,
    @Arg('to', () => String, { description: 'The range’s end (not included).' }) to: string,
  ) {
    return host.callsBetween(ctx, serviceInput({ from, to }, 'query'));
  }

  @Query(() => CallType, { description: 'One of the host’s calls (REST: GET /v1/calls?id=).' })
  call(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The call.' }) id: string) {
    return host.getCall(ctx, serviceInput({ id }, 'query'));
  }

  @Mutation(() => CallType, { description: 'Accept a request: the call is confirmed (REST: POST /v1/calls/accept).' })
  acceptCall(@Ctx() ctx: Context, @Arg('input', () => CallIdInput, { description: 'The call.' }) input: CallIdInput) {
    return host.acceptCall(ctx, serviceInput(input));
  }

  @Mutation(() => CallType, { description: 'Decline a request, with a reason for the guest (REST: POST /v1/calls/decline).' })
  declineCall(@Ctx() ctx: Context, @Arg('input', () => CallReasonInput, { description: 'The call and why.' }) input: CallReasonInput) {
    return host.declineCall(ctx, serviceInput(input));
  }

  @Mutation(() => CallType, { description: 'Cancel a requested or confirmed call (REST: POST /v1/calls/cancel).' })
  cancelCall(@Ctx() ctx: Context, @Arg('input', () => CallReasonInput, { description: 'The call and why.' }) input: CallReasonInput) {
    return host.cancelCall(ctx, serviceInput(input));
  }

  @Mutation(() => CallType, { description: 'Move a call to another time (REST: POST /v1/calls/reschedule).' })
  rescheduleCall(
    @Ctx() ctx: Context,
    @Arg('input', () => RescheduleCallInput, { description: 'The call and its new start.' }) input: RescheduleCallInput,
  ) {
    return host.rescheduleCall(ctx, serviceInput(input));
  }

  @Query(() => CallFeedStatusType, { description: 'Whether the host has a calendar feed address (REST: GET /v1/calls/feed).' })
  callFeed(@Ctx() ctx: Context) {
    return host.feedStatus(ctx);
  }

  @Mutation(() => CallFeedAddressType, {
    description: 'A new calendar feed address; the old one stops working (REST: POST /v1/calls/feed).',
  })
  rotateCallFeed(@Ctx() ctx: Context) {
    return host.rotateFeed(ctx);
  }

  @Mutation(() => CallFeedRevokedType, { description: 'Stop the calendar feed address (REST: DELETE /v1/calls/feed).' })
  revokeCallFeed(@Ctx() ctx: Context) {
    return host.revokeFeed(ctx);
  }

  @Mutation(() => BookedCallType, { description: 'Book an offered time of an active service; anyone may (REST: POST /v1/calls/book).' })
  bookCall(@Ctx() ctx: Context, @Arg('input', () => BookCallInput, { description: 'The time and the guest.' }) input: BookCallInput) {
    return book.bookCall(ctx, serviceInput(input));
  }

  @Mutation(() => BookedCallType, {
    description: 'Book a service of the portal as its signed-in customer (REST: POST /v1/customer/calls).',
  })
  bookCallAsCustomer(
    @Ctx() ctx: Context,
    @Arg('input', () => CustomerBookCallInput, { description: 'The time.' }) input: CustomerBookCallInput,
  ) {
    return book.bookAsCustomer(ctx, serviceInput(input));
  }

  @Query(() => [GuestCallType], { description: 'The signed-in customer’s calls in their portal (REST: GET /v1/customer/calls).' })
  customerCalls(@Ctx() ctx: Context) {
    return guest.customerCalls(ctx);
  }

  @Query(() => GuestCallType, { description: 'The call of a guest’s manage link (REST: GET /v1/calls/manage?token=).' })
  managedCall(@Ctx() ctx: Context, @Arg('token', () => String, { description: 'The token of the manage link.' }) token: string) {
    return guest.getManaged(ctx, { token });
  }

  @Mutation(() => GuestCallType, { description: 'The guest cancels through their link (REST: POST /v1/calls/manage/cancel).' })
  cancelManagedCall(
    @Ctx() ctx: Context,
    @Arg('input', () => ManagedCancelInput, { description: 'The link and why.' }) input: ManagedCancelInput,
  ) {
    return guest.cancelManaged(ctx, serviceInput(input));
  }

  @Mutation(() => GuestCallType, { description: 'The guest moves the call through their link (REST: POST /v1/calls/manage/reschedule).' })
  rescheduleManagedCall(
    @Ctx() ctx: Context,
    @Arg('input', () => ManagedRescheduleInput, { description: 'The link and the new start.' }) input: ManagedRescheduleInput,
  ) {
    return guest.rescheduleManaged(ctx, serviceInput(input));
  }
}
