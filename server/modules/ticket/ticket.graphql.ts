import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as tickets from './ticket.service.js';

export enum TicketStatus {
  OPEN = 'OPEN',
  IN_PROGRESS = 'IN_PROGRESS',
  RESOLVED = 'RESOLVED',
  CLOSED = 'CLOSED',
}
registerEnumType(TicketStatus, {
  name: 'TicketStatus',
  description: 'Where a ticket stands: OPEN → IN_PROGRESS → RESOLVED → CLOSED, and reopened to OPEN.',
  valuesConfig: {
    OPEN: { description: 'Raised (or reopened), waiting for the team.' },
    IN_PROGRESS: { description: 'The team is on it; a public reply to an open ticket moves it here.' },
    RESOLVED: { description: 'The team considers it solved; a customer reply reopens it.' },
    CLOSED: { description: 'Done; nobody replies without reopening it.' },
  },
});

export enum TicketPriority {
  LOW = 'LOW',
  MEDIUM = 'MEDIUM',
  HIGH = 'HIGH',
  URGENT = 'URGENT',
}
registerEnumType(TicketPriority, {
  name: 'TicketPriority',
  description: 'How urgent a ticket is.',
  valuesConfig: {
    LOW: { description: 'Whenever there is time.' },
    MEDIUM: { description: 'The default.' },
    HIGH: { description: 'Soon.' },
    URGENT: { description: 'Now.' },
  },
});

export enum TicketAuthorType {
  USER = 'USER',
  CUSTOMER = 'CUSTOMER',
}
registerEnumType(TicketAuthorType, {
  name: 'TicketAuthorType',
  description: 'Who wrote a message.',
  valuesConfig: { USER: { description: 'A builder of the portal’s team.' }, CUSTOMER: { description: 'The ticket’s customer.' } },
});

@ObjectType('TicketPerson', { simpleResolvers: true, description: 'A person on a ticket: its customer, or a teammate it is assigned to.' })
class TicketPersonType {
  @Field(() => ID, { description: 'Their id (a customer or a user).' }) id!: string;
  @Field(() => String, { description: 'Their name; may be empty for a customer (show the email).' }) name!: string;
  @Field(() => String, { description: 'Their email.' }) email!: string;
}

@ObjectType('TicketAttachment', {
  simpleResolvers: true,
  description:
    'A file on a ticket message. Uploads are REST only (POST /v1/tickets/attachments, multipart); send the ids in attachmentIds.',
})
class TicketAttachmentType {
  @Field(() => ID, { description: 'The file’s id.' }) id!: string;
  @Field(() => String, { description: 'A signed link that works for about an hour; read the ticket again for a fresh one.' }) url!: string;
  @Field(() => String, { description: 'The file’s name, as uploaded (its extension the type it was stored as).' }) name!: string;
  @Field(() => Int, { description: 'Its size in bytes.' }) size!: number;
  @Field(() => String, { description: 'Its type, judged from its bytes: image/png, application/pdf, text/plain, …' }) contentType!: string;
}

@ObjectType('TicketMessage', { simpleResolvers: true, description: 'One message of a ticket’s thread.' })
class TicketMessageType {
  @Field(() => ID, { description: 'The message’s id.' }) id!: string;
  @Field(() => ID, { description: 'Its ticket.' }) ticketId!: string;
  @Field(() => TicketAuthorType, { description: 'A teammate or the customer.' }) authorType!: TicketAuthorType;
  @Field(() => String, { description: 'Who wrote it, as a person reads it.' }) authorName!: string;
  @Field(() => Boolean, { description: 'An internal note: only the team sees it, never the customer.' }) internal!: boolean;
  @Field(() => String, { description: 'The text, up to 10,000 characters.' }) body!: string;
  @Field(() => [TicketAttachmentType], { description: 'Files on the message, oldest upload first.' }) attachments!: TicketAttachmentType[];
  @Field(() => DateTimeISO, { description: 'When it was written.' }) createdAt!: Date;
}

@ObjectType('Ticket', {
  simpleResolvers: true,
  description: 'A support request of a customer of the portal, numbered per portal (#1, #2, …).',
})
class TicketType {
  @Field(() => ID, { description: 'The ticket’s id.' }) id!: string;
  @Field(() => ID, { description: 'Its portal.' }) portalId!: string;
  @Field(() => Int, { description: 'Its number in the portal.' }) number!: number;
  @Field(() => String, { description: 'What it is about, up to 200 characters.' }) subject!: string;
  @Field(() => TicketStatus, { description: 'Where it stands.' }) status!: TicketStatus;
  @Field(() => TicketPriority, { description: 'How urgent it is.' }) priority!: TicketPriority;
  @Field(() => TicketPersonType, { description: 'The customer who raised it.' }) customer!: TicketPersonType;
  @Field(() => TicketPersonType, { nullable: true, description: 'The teammate it is assigned to; null when nobody.' })
  assignee!: TicketPersonType | null;
  @Field(() => Boolean, { description: 'Whether the customer wrote since you last opened it.' }) unread!: boolean;
  @Field(() => Int, { description: 'Messages in its thread, internal notes included.' }) messageCount!: number;
  @Field(() => DateTimeISO, { description: 'When its newest message was written (lists are in this order).' }) lastMessageAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it was raised.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType('TicketDetail', { simpleResolvers: true, description: 'A ticket with its whole thread.' })
class TicketDetailType extends TicketType {
  @Field(() => [TicketMessageType], { description: 'The thread, oldest first, internal notes included.' }) messages!: TicketMessageType[];
  @Field(() => [TicketStatus], { description: 'The statuses it may move to now.' }) allowedTransitions!: TicketStatus[];
}

const TicketConnectionType = connectionType('Ticket', TicketType, 'tickets of a portal, most recently active first');

@InputType('CreateTicketInput', { description: 'A ticket a builder opens for a customer (REST: POST /v1/tickets).' })
class CreateTicketInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => ID, { description: 'The customer it is for (emailed).' }) customerId!: string;
  @Field(() => String, { description: '1 to 200 characters.' }) subject!: string;
  @Field(() => String, { description: 'The first message, 1 to 10,000 characters.' }) body!: string;
  @Field(() => TicketPriority, { nullable: true, description: 'MEDIUM when omitted.' }) priority?: TicketPriority;
}

@InputType('UpdateTicketInput', { description: 'Changes to a ticket (REST: PATCH /v1/tickets).' })
class UpdateTicketInput {
  @Field(() => ID, { description: 'The ticket.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new subject.' }) subject?: string;
  @Field(() => TicketStatus, { nullable: true, description: 'A status its allowedTransitions list.' }) status?: TicketStatus;
  @Field(() => TicketPriority, { nullable: true, description: 'A new priority.' }) priority?: TicketPriority;
  @Field(() => ID, { nullable: true, description: 'A member of the workspace; null unassigns.' }) assigneeUserId?: string | null;
}

@InputType('TicketIdInput', { description: 'One ticket.' })
class TicketIdInput {
  @Field(() => ID, { description: 'The ticket.' }) id!: string;
}

@InputType('ReplyToTicketInput', { description: 'A reply or internal note (REST: POST /v1/tickets/messages).' })
class ReplyToTicketInput {
  @Field(() => ID, { description: 'The ticket.' }) ticketId!: string;
  @Field(() => String, { description: '1 to 10,000 characters.' }) body!: string;
  @Field(() => Boolean, { nullable: true, description: 'true: an internal note the customer never sees; false when omitted.' })
  internal?: boolean;
  @Field(() => [ID], {
    nullable: true,
    description: 'Files uploaded for this message (REST: POST /v1/tickets/attachments), at most 10; they go on the note or reply.',
  })
  attachmentIds?: string[];
}

@Resolver()
export class TicketResolver {
  @Query(() => TicketConnectionType, { description: 'The tickets of a portal, most recently active first (REST: GET /v1/tickets/list).' })
  tickets(
    @Ctx() ctx: Context,
    @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string,
    @Arg('status', () => TicketStatus, { nullable: true, description: 'Only this status.' }) status: TicketStatus | undefined,
    @Arg('priority', () => TicketPriority, { nullable: true, description: 'Only this priority.' }) priority: TicketPriority | undefined,
    @Arg('assigneeUserId', () => String, {
      nullable: true,
      description: 'Only tickets assigned to this user, or "none" for unassigned ones.',
    })
    assigneeUserId: string | undefined,
    @Arg('customerId', () => ID, { nullable: true, description: 'Only this customer’s tickets.' }) customerId: string | undefined,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'Only tickets with customer messages you have not read.' })
    unreadOnly: boolean | undefined,
    @Arg('search', () => String, { nullable: true, description: 'Part of the subject, or a number like #12.' }) search: string | undefined,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    const filters = serviceInput({ portalId, status, priority, assigneeUserId, customerId, unread: unreadOnly, search }, 'query');
    return readConnection(page, (p) => tickets.listTickets(ctx, { ...filters, ...p }));
  }

  @Query(() => TicketDetailType, { description: 'One ticket with its thread; opening it marks it read (REST: GET /v1/tickets?id=).' })
  ticket(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The ticket.' }) id: string) {
    return tickets.getTicket(ctx, { id });
  }

  @Query(() => [TicketPersonType], { description: 'Who the portal’s tickets may be assigned to (REST: GET /v1/tickets/assignees).' })
  ticketAssignees(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return tickets.ticketAssignees(ctx, { portalId });
  }

  @Query(() => Int, { description: 'Open tickets with customer messages you have not read (REST: GET /v1/tickets/unread-count).' })
  async unreadTicketCount(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return (await tickets.unreadCount(ctx, { portalId })).count;
  }

  @Mutation(() => TicketDetailType, { description: 'Opens a ticket for a customer, who is emailed (REST: POST /v1/tickets).' })
  createTicket(@Ctx() ctx: Context, @Arg('input', () => CreateTicketInput, { description: 'The ticket.' }) input: CreateTicketInput) {
    return tickets.createTicket(ctx, serviceInput(input));
  }

  @Mutation(() => TicketDetailType, { description: 'Changes status, priority, assignee or subject (REST: PATCH /v1/tickets).' })
  updateTicket(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateTicketInput, { description: 'The ticket and changes.' }) input: UpdateTicketInput,
  ) {
    return tickets.updateTicket(ctx, serviceInput(input));
  }

  @Mutation(() => TicketType, {
    description: 'Deletes a ticket and its thread, and answers the ticket as it was (REST: DELETE /v1/tickets?id=).',
  })
  deleteTicket(@Ctx() ctx: Context, @Arg('input', () => TicketIdInput, { description: 'The ticket.' }) input: TicketIdInput) {
    return tickets.deleteTicket(ctx, serviceInput(input));
  }

  @Mutation(() => TicketDetailType, { description: 'Replies to the customer, or adds an internal note (REST: POST /v1/tickets/messages).' })
  replyToTicket(@Ctx() ctx: Context, @Arg('input', () => ReplyToTicketInput, { description: 'The message.' }) input: ReplyToTicketInput) {
    return tickets.replyToTicket(ctx, serviceInput(input));
  }
}
