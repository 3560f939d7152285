import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as customers from './customer.service.js';

export enum CustomerStatus {
  INVITED = 'INVITED',
  ACTIVE = 'ACTIVE',
  BLOCKED = 'BLOCKED',
}
registerEnumType(CustomerStatus, {
  name: 'CustomerStatus',
  description: 'Where a customer stands with the portal.',
  valuesConfig: {
    INVITED: { description: 'Added by a builder (or imported), has not signed in yet.' },
    ACTIVE: { description: 'Has signed in at least once.' },
    BLOCKED: { description: 'May not sign in; their sessions were ended when they were blocked.' },
  },
});

export enum ImportOutcome {
  CREATED = 'CREATED',
  EXISTS = 'EXISTS',
  DUPLICATE = 'DUPLICATE',
  INVALID = 'INVALID',
}
registerEnumType(ImportOutcome, {
  name: 'CustomerImportOutcome',
  description: 'What an import did (or, in a dry run, would do) with one row.',
  valuesConfig: {
    CREATED: { description: 'The customer was (or would be) added.' },
    EXISTS: { description: 'Skipped: already a customer of the portal.' },
    DUPLICATE: { description: 'Skipped: the same email is on an earlier row of the file.' },
    INVALID: { description: 'Skipped: the email or name is not valid (see message).' },
  },
});

@ObjectType('CustomerUser', {
  simpleResolvers: true,
  description: 'A customer of a portal, who signs in to the published portal by magic link.',
})
export class CustomerUserType {
  @Field(() => ID, { description: "The customer's id (a UUID)." }) id!: string;
  @Field(() => ID, { description: 'The portal they belong to.' }) portalId!: string;
  @Field(() => String, { description: 'Their email as typed; unique in the portal without regard to case.' }) email!: string;
  @Field(() => String, { description: 'Their name, up to 120 characters; may be empty.' }) name!: string;
  @Field(() => CustomerStatus, { description: 'Invited, active or blocked.' }) status!: CustomerStatus;
  @Field(() => GraphQLJSONObject, { description: 'What the builder keeps about them: a JSON object of at most 16 KB.' })
  context!: Record<string, unknown>;
  @Field(() => DateTimeISO, { nullable: true, description: 'When they last signed in; null if never.' }) lastLoginAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When they were added.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When they last changed.' }) updatedAt!: Date;
  @Field(() => Int, { description: 'How many tickets they have raised (any status).' }) ticketCount!: number;
}

const CustomerUserConnectionType = connectionType('CustomerUser', CustomerUserType, 'customers of a portal');

@ObjectType('CustomerLoginConfig', { simpleResolvers: true, description: 'How the customers of a portal sign in.' })
export class CustomerLoginConfigType {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => Boolean, { description: 'Whether people who are not customers yet may sign up by asking for a link.' }) selfSignup!: boolean;
  @Field(() => [String], { description: 'With self sign-up: the email domains that may sign up (sub-domains included); empty = any.' })
  allowedEmailDomains!: string[];
  @Field(() => Int, { description: 'How long a sign-in link and its code work, 5 to 60 minutes.' }) magicLinkTtlMinutes!: number;
}

@ObjectType('CustomerDeletion', { simpleResolvers: true, description: 'What deleting a customer took with it.' })
export class CustomerDeletionType {
  @Field(() => ID, { description: 'The deleted customer.' }) id!: string;
  @Field(() => Int, { description: 'Their tickets, deleted with them.' }) ticketsDeleted!: number;
  @Field(() => Int, { description: 'Records whose CUSTOMER value named them, now empty.' }) recordsCleared!: number;
}

@ObjectType('CustomerRecordLink', { simpleResolvers: true, description: 'A record whose CUSTOMER field names the customer.' })
export class CustomerRecordLinkType {
  @Field(() => ID, { description: 'The collection of the record.' }) collectionId!: string;
  @Field(() => String, { description: 'The collection’s name.' }) collectionName!: string;
  @Field(() => ID, { description: 'The record.' }) recordId!: string;
  @Field(() => String, { description: 'The CUSTOMER field that names the customer.' }) fieldKey!: string;
  @Field(() => String, { description: 'That field’s label.' }) fieldLabel!: string;
  @Field(() => String, { description: 'The record’s label: the value of its collection’s first field.' }) label!: string;
}

@ObjectType('PortalEvent', { simpleResolvers: true, description: 'Something that happened in a portal, kept for good.' })
export class PortalEventType {
  @Field(() => ID, { description: 'The event’s id.' }) id!: string;
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => ID, { nullable: true, description: 'The customer it concerns, if any.' }) customerId!: string | null;
  @Field(() => String, {
    description:
      'What happened: customer.invited, customer.signed_in, customer.signed_up, customer.blocked, customer.unblocked, ticket.created, ticket.replied, ticket.customer_replied, ticket.status_changed.',
  })
  type!: string;
  @Field(() => GraphQLJSONObject, { description: 'Facts about it (a ticket’s number and subject, who invited, …).' }) data!: Record<
    string,
    unknown
  >;
  @Field(() => DateTimeISO, { description: 'When it happened.' }) at!: Date;
}

const PortalEventConnectionType = connectionType('PortalEvent', PortalEventType, 'events of a customer, newest first');

@ObjectType('CustomerImportRow', { simpleResolvers: true, description: 'What happened (or would happen) to one row of an import.' })
export class CustomerImportRowType {
  @Field(() => Int, { description: 'The row, counting the data rows from 1.' }) row!: number;
  @Field(() => String, { description: 'The email as read.' }) email!: string;
  @Field(() => String, { description: 'The name as read.' }) name!: string;
  @Field(() => ImportOutcome, { description: 'Added, or why not.' }) outcome!: ImportOutcome;
  @Field(() => String, { nullable: true, description: 'Why a row was skipped; null when added.' }) message!: string | null;
  @Field(() => ID, { nullable: true, description: 'The new customer; null in a dry run or when skipped.' }) customerId!: string | null;
}

@ObjectType('CustomerImportReport', { simpleResolvers: true, description: 'The report of a customer import.' })
export class CustomerImportReportType {
  @Field(() => Int, { description: 'Rows added (or that would be).' }) created!: number;
  @Field(() => Int, { description: 'Rows skipped.' }) skipped!: number;
  @Field(() => [CustomerImportRowType], { description: 'One entry per row, in order.' }) rows!: CustomerImportRowType[];
}

@InputType('InviteCustomerInput', { description: 'A new customer of a portal (REST: POST /v1/customer/users).' })
class InviteCustomerInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => String, { description: 'Their email; unique in the portal.' }) email!: string;
  @Field(() => String, { description: 'Their name, up to 120 characters; may be empty.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'A note quoted in the invitation email, up to 2000 characters.' })
  welcomeNote?: string;
  @Field(() => Boolean, { nullable: true, description: 'Whether to email the sign-in link now; true when omitted.' }) sendInvite?: boolean;
}

@InputType('CustomerImportRowInput', { description: 'One row of a CSV, as the browser read it.' })
class CustomerImportRowInput {
  @Field(() => String, { description: 'The email column.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'The name column, if any.' }) name?: string;
}

@InputType('ImportCustomersInput', { description: 'Many customers at once (REST: POST /v1/customer/users/import).' })
class ImportCustomersInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => [CustomerImportRowInput], { description: 'At most 1000 rows.' }) rows!: CustomerImportRowInput[];
  @Field(() => Boolean, { description: 'true: report only, write nothing.' }) dryRun!: boolean;
  @Field(() => Boolean, { description: 'Whether to email each new customer a sign-in link.' }) sendInvites!: boolean;
}

@InputType('UpdateCustomerInput', { description: 'A customer’s new name or email (REST: PATCH /v1/customer/users).' })
class UpdateCustomerInput {
  @Field(() => ID, { description: 'The customer.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new email, unique in the portal.' }) email?: string;
  @Field(() => String, { nullable: true, description: 'A new name.' }) name?: string;
}

@InputType('CustomerIdInput', { description: 'One customer.' })
class CustomerIdInput {
  @Field(() => ID, { description: 'The customer.' }) id!: string;
}

@InputType('SetCustomerStatusInput', { description: 'Block or unblock (REST: PUT /v1/customer/users/status).' })
class SetCustomerStatusInput {
  @Field(() => ID, { description: 'The customer.' }) id!: string;
  @Field(() => CustomerStatus, { description: 'ACTIVE (unblock) or BLOCKED; INVITED is refused.' }) status!: CustomerStatus;
}

@InputType('SetCustomerContextInput', { description: 'A customer’s whole new context (REST: PUT /v1/customer/users/context).' })
class SetCustomerContextInput {
  @Field(() => ID, { description: 'The customer.' }) id!: string;
  @Field(() => GraphQLJSONObject, { description: 'A JSON object: at most 100 keys of 1 to 64 characters, 16 KB in all.' })
  context!: Record<string, unknown>;
}

@InputType('CustomerLoginConfigInput', { description: 'How a portal’s customers sign in (REST: PUT /v1/customer/users/config).' })
class CustomerLoginConfigInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => Boolean, { description: 'Whether people may sign up by asking for a link.' }) selfSignup!: boolean;
  @Field(() => [String], { description: 'Domains that may sign up, like example.com; empty = any. At most 50.' })
  allowedEmailDomains!: string[];
  @Field(() => Int, { description: 'Link lifetime, 5 to 60 minutes.' }) magicLinkTtlMinutes!: number;
}

@Resolver()
export class CustomerResolver {
  @Query(() => CustomerUserConnectionType, { description: 'The customers of a portal, newest first (REST: GET /v1/customer/users/list).' })
  customers(
    @Ctx() ctx: Context,
    @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string,
    @Arg('status', () => CustomerStatus, { nullable: true, description: 'Only customers with this status.' })
    status: CustomerStatus | undefined,
    @Arg('search', () => String, { nullable: true, description: 'Part of a name or email, any case.' }) search: string | undefined,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    return readConnection(page, (p) => customers.listCustomers(ctx, { ...serviceInput({ portalId, status, search }, 'query'), ...p }));
  }

  @Query(() => CustomerUserType, { description: 'One customer (REST: GET /v1/customer/users/info).' })
  customer(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The customer.' }) id: string) {
    return customers.getCustomer(ctx, { id });
  }

  @Query(() => CustomerDeletionType, {
    description: 'What deleting the customer would take with it (REST: GET /v1/customer/users/deletion-preview).',
  })
  customerDeletionPreview(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The customer.' }) id: string) {
    return customers.deletionPreview(ctx, { id });
  }

  @Query(() => CustomerLoginConfigType, { description: 'How the portal’s customers sign in (REST: GET /v1/customer/users/config).' })
  customerLoginConfig(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return customers.getLoginConfig(ctx, { portalId });
  }

  @Query(() => [CustomerRecordLinkType], {
    description: 'Up to 100 records whose CUSTOMER field names the customer (REST: GET /v1/customer/users/records).',
  })
  customerRecords(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The customer.' }) id: string) {
    return customers.customerRecords(ctx, { id });
  }

  @Query(() => PortalEventConnectionType, {
    description: 'What happened with a customer, newest first (REST: GET /v1/customer/users/activity).',
  })
  customerActivity(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The customer.' }) id: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    return readConnection(page, (p) => customers.customerActivity(ctx, { id, ...p }));
  }

  @Mutation(() => CustomerUserType, {
    description: 'Adds a customer and emails them a sign-in link unless told not to (REST: POST /v1/customer/users).',
  })
  inviteCustomer(
    @Ctx() ctx: Context,
    @Arg('input', () => InviteCustomerInput, { description: 'Who to invite.' }) input: InviteCustomerInput,
  ) {
    return customers.inviteCustomer(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerImportReportType, {
    description: 'Adds many customers; with dryRun, only reports (REST: POST /v1/customer/users/import).',
  })
  importCustomers(
    @Ctx() ctx: Context,
    @Arg('input', () => ImportCustomersInput, { description: 'The rows and what to do.' }) input: ImportCustomersInput,
  ) {
    return customers.importCustomers(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, { description: 'Changes a customer’s name or email (REST: PATCH /v1/customer/users).' })
  updateCustomer(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateCustomerInput, { description: 'The customer and the changes.' }) input: UpdateCustomerInput,
  ) {
    return customers.updateCustomer(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, {
    description:
      'Deletes a customer with their tickets and sessions, and answers the customer as they were; `customerDeletionPreview` says beforehand what goes with them (REST: DELETE /v1/customer/users?id=).',
  })
  deleteCustomer(@Ctx() ctx: Context, @Arg('input', () => CustomerIdInput, { description: 'The customer.' }) input: CustomerIdInput) {
    return customers.deleteCustomer(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, { description: 'Emails the customer a new sign-in link (REST: POST /v1/customer/users/invite).' })
  resendCustomerInvite(@Ctx() ctx: Context, @Arg('input', () => CustomerIdInput, { description: 'The customer.' }) input: CustomerIdInput) {
    return customers.resendInvite(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, { description: 'Blocks or unblocks a customer (REST: PUT /v1/customer/users/status).' })
  setCustomerStatus(
    @Ctx() ctx: Context,
    @Arg('input', () => SetCustomerStatusInput, { description: 'The customer and status.' }) input: SetCustomerStatusInput,
  ) {
    return customers.setStatus(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, { description: 'Replaces a customer’s context (REST: PUT /v1/customer/users/context).' })
  setCustomerContext(
    @Ctx() ctx: Context,
    @Arg('input', () => SetCustomerContextInput, { description: 'The customer and context.' }) input: SetCustomerContextInput,
  ) {
    return customers.setContext(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerLoginConfigType, {
    description: 'Sets how the portal’s customers sign in (REST: PUT /v1/customer/users/config).',
  })
  updateCustomerLoginConfig(
    @Ctx() ctx: Context,
    @Arg('input', () => CustomerLoginConfigInput, { description: 'The whole config.' }) input: CustomerLoginConfigInput,
  ) {
    return customers.updateLoginConfig(ctx, serviceInput(input));
  }
}
