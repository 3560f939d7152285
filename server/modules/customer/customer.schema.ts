import { z } from 'zod';
import { publicPortalSchema } from '../portal/portal.schema.js';

/** The answers of the customer operations as they go over the wire. */

const status = z.enum(['INVITED', 'ACTIVE', 'BLOCKED']);

export const customerSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    email: z.string(),
    name: z.string(),
    status,
    context: z.record(z.string(), z.unknown()).meta({ description: 'What the builder keeps about the customer: a JSON object.' }),
    lastLoginAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ticketCount: z.number().int(),
  })
  .meta({ id: 'CustomerUser', description: 'A customer of a portal, who signs in to the published portal by magic link.' });

export const customerPageSchema = z
  .object({ items: z.array(customerSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CustomerUserPage', description: 'One page of customers, newest first; `nextCursor` asks for the next.' });

export const customerDeletionSchema = z
  .object({ id: z.uuid(), ticketsDeleted: z.number().int(), recordsCleared: z.number().int() })
  .meta({ id: 'CustomerDeletion', description: 'What deleting a customer took (or would take) with it.' });

export const loginConfigSchema = z
  .object({ portalId: z.uuid(), selfSignup: z.boolean(), allowedEmailDomains: z.array(z.string()), magicLinkTtlMinutes: z.number().int() })
  .meta({ id: 'CustomerLoginConfig', description: 'How the customers of a portal sign in.' });

export const customerRecordSchema = z
  .object({
    collectionId: z.uuid(),
    collectionName: z.string(),
    recordId: z.uuid(),
    fieldKey: z.string(),
    fieldLabel: z.string(),
    label: z.string(),
  })
  .meta({ id: 'CustomerRecordLink', description: 'A record whose CUSTOMER field names the customer.' });

export const portalEventSchema = z
  .object({
    id: z.uuid(),
    portalId: z.uuid(),
    customerId: z.uuid().nullable(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
    at: z.iso.datetime(),
  })
  .meta({
    id: 'PortalEvent',
    description: 'Something that happened in a portal (customer.invited, customer.signed_in, ticket.created, …).',
  });

export const portalEventPageSchema = z
  .object({ items: z.array(portalEventSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'PortalEventPage', description: 'One page of events, newest first.' });

export const importReportSchema = z
  .object({
    created: z.number().int(),
    skipped: z.number().int(),
    rows: z.array(
      z
        .object({
          row: z.number().int(),
          email: z.string(),
          name: z.string(),
          outcome: z.enum(['CREATED', 'EXISTS', 'DUPLICATE', 'INVALID']),
          message: z.string().nullable(),
          customerId: z.uuid().nullable(),
        })
        .meta({ id: 'CustomerImportRow', description: 'What happened (or, in a dry run, would happen) to one row.' }),
    ),
  })
  .meta({ id: 'CustomerImportReport', description: 'A report per row of a customer import.' });

export const customerSelfSchema = z
  .object({ id: z.uuid(), portalId: z.uuid(), email: z.string(), name: z.string(), status })
  .meta({ id: 'CustomerSelf', description: 'The signed-in customer, as they see themselves.' });

const portalOfCustomer = publicPortalSchema
  .extend({ id: z.uuid() })
  .meta({ id: 'CustomerPortal', description: 'The portal the customer is signed in to.' });

export const customerSessionSchema = z
  .object({ customer: customerSelfSchema, portal: portalOfCustomer })
  .meta({ id: 'CustomerSession', description: 'The signed-in customer and their portal.' });

export const customerSignInSchema = z.object({ token: z.string(), customer: customerSelfSchema, portal: portalOfCustomer }).meta({
  id: 'CustomerSignIn',
  description: 'A new customer session: send `token` as `Authorization: Bearer` (never as the builder’s token).',
});

export const sentSchema = z.object({ sent: z.literal(true) }).meta({ id: 'MagicLinkSent', description: 'Always the same answer.' });
export const signedOutSchema = z
  .object({ signedOut: z.literal(true) })
  .meta({ id: 'CustomerSignedOut', description: 'The token no longer works.' });
