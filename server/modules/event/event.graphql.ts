import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as events from './event.service.js';

@ObjectType('PortalEventCustomer', { simpleResolvers: true, description: 'The customer an event concerns.' })
class PortalEventCustomerType {
  @Field(() => ID, { description: 'The customer’s id.' }) id!: string;
  @Field(() => String, { description: 'Their name; may be empty (show the email).' }) name!: string;
  @Field(() => String, { description: 'Their email.' }) email!: string;
}

@ObjectType('PortalActivityEvent', {
  simpleResolvers: true,
  description: 'Something that happened in a portal (append-only), with its customer.',
})
class PortalEventType {
  @Field(() => ID, { description: 'The event’s id.' }) id!: string;
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => ID, { nullable: true, description: 'The customer it concerns; null for a visitor.' }) customerId!: string | null;
  @Field(() => String, {
    description: 'What happened: customer.signed_in, page.viewed, workflow.started, workflow.completed, ticket.created, ticket.replied, …',
  })
  type!: string;
  @Field(() => PortalEventCustomerType, { nullable: true, description: 'The customer it concerns; null for a visitor.' })
  customer!: PortalEventCustomerType | null;
  @Field(() => GraphQLJSONObject, { description: 'Its details (a page’s path, a workflow’s name, a ticket’s number).' })
  data!: Record<string, unknown>;
  @Field(() => DateTimeISO, { description: 'When it happened.' }) at!: Date;
}

const PortalEventConnectionType = connectionType('PortalActivityEvent', PortalEventType, 'events of a portal, newest first');

@ObjectType('PortalAnalyticsDay', { simpleResolvers: true, description: 'One day’s counts, in the builder’s time zone.' })
class PortalAnalyticsDayType {
  @Field(() => String, { description: 'The day, YYYY-MM-DD.' }) date!: string;
  @Field(() => Int, { description: 'Visits (a visitor’s first page of a browsing session).' }) visits!: number;
  @Field(() => Int, { description: 'Page views.' }) pageViews!: number;
  @Field(() => Int, { description: 'Customer sign-ins.' }) signIns!: number;
  @Field(() => Int, { description: 'Workflow runs completed.' }) workflowCompletions!: number;
  @Field(() => Int, { description: 'Tickets raised.' }) tickets!: number;
}

@ObjectType('PortalAnalyticsTotals', { simpleResolvers: true, description: 'The period’s counts.' })
class PortalAnalyticsTotalsType {
  @Field(() => Int, { description: 'Visits.' }) visits!: number;
  @Field(() => Int, { description: 'Page views.' }) pageViews!: number;
  @Field(() => Int, { description: 'Customer sign-ins.' }) signIns!: number;
  @Field(() => Int, { description: 'Workflow runs completed.' }) workflowCompletions!: number;
  @Field(() => Int, { description: 'Tickets raised.' }) tickets!: number;
}

@ObjectType('PortalTopPage', { simpleResolvers: true, description: 'A page and its views in the period.' })
class PortalTopPageType {
  @Field(() => String, { description: 'Its path.' }) path!: string;
  @Field(() => String, { nullable: true, description: 'Its published title; null for a path that is not a page (tickets, a workflow).' })
  title!: string | null;
  @Field(() => Int, { description: 'Views in the period.' }) views!: number;
}

@ObjectType('PortalAnalytics', { simpleResolvers: true, description: 'A portal’s activity per day over a period, and its top pages.' })
class PortalAnalyticsType {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => Int, { description: 'The period: 7, 30 or 90 days, today included.' }) days!: number;
  @Field(() => String, { description: 'The time zone days are counted in (the builder’s).' }) timeZone!: string;
  @Field(() => [PortalAnalyticsDayType], { description: 'Every day of the period, oldest first.' }) series!: PortalAnalyticsDayType[];
  @Field(() => PortalAnalyticsTotalsType, { description: 'The period’s totals.' }) totals!: PortalAnalyticsTotalsType;
  @Field(() => [PortalTopPageType], { description: 'The ten most viewed paths.' }) topPages!: PortalTopPageType[];
}

@Resolver()
export class EventResolver {
  @Query(() => PortalEventConnectionType, { description: 'The portal’s activity feed, newest first (REST: GET /v1/portal-events).' })
  portalEvents(
    @Ctx() ctx: Context,
    @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string,
    @Arg('type', () => String, { nullable: true, description: 'Only this type (customer.signed_in, page.viewed, …).' })
    type: string | undefined,
    @Arg('customerId', () => ID, { nullable: true, description: 'Only this customer’s.' }) customerId: string | undefined,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    const filters = serviceInput({ portalId, type, customerId }, 'query');
    return readConnection(page, (p) => events.listEvents(ctx, { ...filters, ...p }));
  }

  @Query(() => PortalAnalyticsType, {
    description: 'Counts per day over 7, 30 or 90 days, and the top pages (REST: GET /v1/portal-events/analytics).',
  })
  portalAnalytics(
    @Ctx() ctx: Context,
    @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string,
    @Arg('days', () => Int, { nullable: true, description: '7, 30 or 90; 30 when omitted.' }) days: number | undefined,
  ) {
    return events.portalAnalytics(ctx, serviceInput({ portalId, days }, 'query'));
  }
}
