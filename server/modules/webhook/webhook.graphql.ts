import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES } from '../../../db/schema/api.js';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { WEBHOOK_EVENT_TYPES } from './webhook.rules.js';
import * as webhooks from './webhook.service.js';

const enumOf = <T extends readonly string[]>(values: T) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K };

const WebhookEndpointStatus = enumOf(WEBHOOK_ENDPOINT_STATUSES);
registerEnumType(WebhookEndpointStatus, {
  name: 'WebhookEndpointStatus',
  description: 'Whether the portal’s events are sent to the endpoint.',
  valuesConfig: {
    ACTIVE: { description: 'Events are sent.' },
    DISABLED: { description: 'Nothing is sent (after repeated failure, or turned off by hand); `disabledReason` says why.' },
  },
});

const WebhookDeliveryStatus = enumOf(WEBHOOK_DELIVERY_STATUSES);
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Being tried: attempts remain (see `nextAttemptAt`).' },
    SUCCEEDED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every attempt failed (or the endpoint was disabled meanwhile).' },
  },
});

const EVENTS = WEBHOOK_EVENT_TYPES.join(', ');

@ObjectType('WebhookEndpoint', {
  simpleResolvers: true,
  description: 'An address a portal’s events are sent to, signed per Standard Webhooks. The signing secret is shown only when made.',
})
class WebhookEndpointType {
  @Field(() => ID, { description: 'The endpoint.' }) id!: string;
  @Field(() => ID, { description: 'Its portal.' }) portalId!: string;
  @Field(() => String, { description: 'Where the events are POSTed (http or https).' }) url!: string;
  @Field(() => String, { description: 'The builder’s note on what it is for (may be empty).' }) description!: string;
  @Field(() => [String], { description: `The events it receives: of ${EVENTS}.` }) events!: string[];
  @Field(() => WebhookEndpointStatus, { description: 'Whether events are sent to it.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Why it is disabled.' }) disabledReason!: string | null;
  @Field(() => Int, { description: 'Deliveries failed for good in a row; the endpoint is disabled at the server’s limit (5 by default).' })
  failureStreak!: number;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'Until when the secret before the last rotation still signs beside the new one; null when it signs no more.',
  })
  previousSecretExpiresAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When it was added.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it was last changed.' }) updatedAt!: Date;
}

@ObjectType('WebhookEndpointSecretPayload', {
  simpleResolvers: true,
  description: 'An endpoint and its new signing secret (`whsec_…`), shown this once: keep it where the receiver can read it.',
})
class WebhookEndpointSecretPayloadType {
  @Field(() => WebhookEndpointType, { description: 'The endpoint.' }) endpoint!: WebhookEndpointType;
  @Field(() => String, { description: 'The signing secret, `whsec_` and base64: Standard Webhooks’ libraries take it as it is.' })
  secret!: string;
}

@ObjectType('WebhookAttempt', { simpleResolvers: true, description: 'One try of a delivery: how it ended and how long it took.' })
class WebhookAttemptType {
  @Field(() => ID, { description: 'The attempt.' }) id!: string;
  @Field(() => Int, { description: 'Its number among the delivery’s attempts, from 1.' }) attempt!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status the endpoint answered; null when no answer came.' })
  responseStatus!: number | null;
  @Field(() => String, { nullable: true, description: 'What went wrong, in words; null for a 2xx.' }) error!: string | null;
  @Field(() => String, { nullable: true, description: 'The first kilobyte of the answer’s body.' }) responseExcerpt!: string | null;
  @Field(() => Int, { description: 'How long it took, in milliseconds.' }) durationMs!: number;
  @Field(() => DateTimeISO, { description: 'When it ended.' }) createdAt!: Date;
}

@ObjectType('WebhookDelivery', {
  simpleResolvers: true,
  description: 'One event sent to one endpoint: the message (the same bytes at every attempt) and where its delivery stands.',
})
class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery.' }) id!: string;
  @Field(() => ID, { description: 'Its endpoint.' }) endpointId!: string;
  @Field(() => String, { description: 'The `webhook-id` header: the same at every attempt, so a receiver can drop a repeat.' })
  messageId!: string;
  @Field(() => String, { description: `The event: one of ${EVENTS}, or webhook.test.` }) eventType!: string;
  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands.' }) status!: string;
  @Field(() => Int, { description: 'Attempts made so far.' }) attemptCount!: number;
  @Field(() => Int, { nullable: true, description: 'The last attempt’s HTTP status; null before one, or when no answer came.' })
  responseStatus!: number | null;
  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' }) durationMs!: number | null;
  @Field(() => String, { nullable: true, description: 'What went wrong at the last attempt.' }) lastError!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the next attempt is due, while PENDING.' }) nextAttemptAt!: Date | null;
  @Field(() => String, { description: 'The JSON body sent: `{"type", "timestamp", "data"}`.' }) payload!: string;
  @Field(() => [WebhookAttemptType], { description: 'Its attempts, first first.' }) attempts!: WebhookAttemptType[];
  @Field(() => DateTimeISO, { description: 'When the event happened.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: Date;
}

const WebhookDeliveryConnectionType = connectionType('WebhookDelivery', WebhookDeliveryType, 'webhook deliveries');

@InputType('CreateWebhookEndpointInput', { description: 'A new endpoint of a portal.' })
class CreateWebhookEndpointInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => String, { description: 'An http(s) address, at most 2,000 characters, without a user name or password.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'What it is for; at most 500 characters.' }) description?: string;
  @Field(() => [String], { description: `The events to send (at least one): of ${EVENTS}.` }) events!: string[];
}

@InputType('UpdateWebhookEndpointInput', { description: 'What to change of an endpoint (omitted: kept).' })
class UpdateWebhookEndpointInput {
  @Field(() => ID, { description: 'The endpoint.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new address.' }) url?: string;
  @Field(() => String, { nullable: true, description: 'A new description.' }) description?: string;
  @Field(() => [String], { nullable: true, description: 'The events to send from now on.' }) events?: string[];
  @Field(() => Boolean, { nullable: true, description: 'true turns a disabled endpoint back on; false turns it off.' }) enabled?: boolean;
}

@InputType('WebhookEndpointIdInput', { description: 'An endpoint.' })
class WebhookEndpointIdInput {
  @Field(() => ID, { description: 'The endpoint.' }) id!: string;
}

@InputType('RetryWebhookDeliveryInput', { description: 'A delivery to send again.' })
class RetryWebhookDeliveryInput {
  @Field(() => ID, { description: 'The delivery (not PENDING).' }) deliveryId!: string;
}

@InputType('SendWebhookTestEventInput', { description: 'An endpoint to send a test event to.' })
class SendWebhookTestEventInput {
  @Field(() => ID, { description: 'The endpoint.' }) endpointId!: string;
}

@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookEndpointType], {
    description: 'A portal’s webhook endpoints, oldest first; at most 20 (REST: GET /v1/webhooks/list?portalId=).',
  })
  webhookEndpoints(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return webhooks.listEndpoints(ctx, serviceInput({ portalId }, 'query'));
  }

  @Query(() => WebhookEndpointType, { description: 'One webhook endpoint (REST: GET /v1/webhooks?id=).' })
  webhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The endpoint.' }) id: string) {
    return webhooks.getEndpoint(ctx, serviceInput({ id }, 'query'));
  }

  @Query(() => WebhookDeliveryConnectionType, {
    description: 'An endpoint’s deliveries, newest first, with their attempts (REST: GET /v1/webhooks/deliveries?endpointId=).',
  })
  webhookDeliveries(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('endpointId', () => ID, { description: 'The endpoint.' }) endpointId: string,
    @Arg('status', () => WebhookDeliveryStatus, { nullable: true, description: 'Only these.' }) status?: string | null,
  ) {
    return readConnection(page, (p) => webhooks.listDeliveries(ctx, { ...serviceInput({ endpointId, status }, 'query'), ...p }));
  }

  @Mutation(() => WebhookEndpointSecretPayloadType, {
    description: 'Add a webhook endpoint to a portal; its signing secret is in the answer, once (REST: POST /v1/webhooks).',
  })
  createWebhookEndpoint(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'The address and the events.' }) input: CreateWebhookEndpointInput,
  ) {
    return webhooks.createEndpoint(ctx, serviceInput(input));
  }

  @Mutation(() => WebhookEndpointType, {
    description: 'Change an endpoint’s address, description or events, or turn it on or off (REST: PATCH /v1/webhooks).',
  })
  updateWebhookEndpoint(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateWebhookEndpointInput, { description: 'What to change.' }) input: UpdateWebhookEndpointInput,
  ) {
    return webhooks.updateEndpoint(ctx, serviceInput(input));
  }

  @Mutation(() => WebhookEndpointType, {
    description: 'Delete an endpoint with its delivery log; answers it as it was (REST: DELETE /v1/webhooks?id=).',
  })
  deleteWebhookEndpoint(
    @Ctx() ctx: Context,
    @Arg('input', () => WebhookEndpointIdInput, { description: 'The endpoint.' }) input: WebhookEndpointIdInput,
  ) {
    return webhooks.deleteEndpoint(ctx, serviceInput(input));
  }

  @Mutation(() => WebhookEndpointSecretPayloadType, {
    description:
      'A new signing secret, shown once; the previous one keeps signing beside it for 24 hours (REST: POST /v1/webhooks/rotate-secret).',
  })
  rotateWebhookSecret(
    @Ctx() ctx: Context,
    @Arg('input', () => WebhookEndpointIdInput, { description: 'The endpoint.' }) input: WebhookEndpointIdInput,
  ) {
    return webhooks.rotateSecret(ctx, serviceInput(input));
  }

  @Mutation(() => WebhookDeliveryType, {
    description: 'Send a delivery again: the same message, a new series of attempts (REST: POST /v1/webhooks/deliveries/retry).',
  })
  retryWebhookDelivery(
    @Ctx() ctx: Context,
    @Arg('input', () => RetryWebhookDeliveryInput, { description: 'The delivery.' }) input: RetryWebhookDeliveryInput,
  ) {
    return webhooks.retryDelivery(ctx, serviceInput(input));
  }

  @Mutation(() => WebhookDeliveryType, {
    description: 'Send a webhook.test event to one endpoint; answers its delivery, PENDING (REST: POST /v1/webhooks/test).',
  })
  sendWebhookTestEvent(
    @Ctx() ctx: Context,
    @Arg('input', () => SendWebhookTestEventInput, { description: 'The endpoint.' }) input: SendWebhookTestEventInput,
  ) {
    return webhooks.sendTestEvent(ctx, serviceInput(input));
  }
}
