import { z } from 'zod';
import { CALL_PAYMENT_STATUSES, CALL_STATUSES, LOCATION_KINDS } from '../../../db/schema/services.js';

/** The answers of the calls domain as they go over the wire. */
const location = z.object({ kind: z.enum(LOCATION_KINDS), value: z.string() }).meta({
  id: 'CallLocation',
  description: 'Where the call happens: the link, number or address (a guest sees a link or number once the call is confirmed).',
});

const answers = z.array(
  z
    .object({ key: z.string(), label: z.string(), text: z.string() })
    .meta({ id: 'CallAnswer', description: 'An answer to one of the service’s questions: the question as asked, the answer as text.' }),
);

export const hostCallSchema = z
  .object({
    id: z.uuid(),
    serviceId: z.uuid().nullable(),
    serviceTitle: z.string(),
    status: z.enum(CALL_STATUSES),
    paymentStatus: z.enum(CALL_PAYMENT_STATUSES),
    startAt: z.iso.datetime(),
    endAt: z.iso.datetime(),
    guest: z
      .object({ name: z.string(), email: z.string(), notes: z.string(), timezone: z.string() })
      .meta({ id: 'CallGuest', description: 'Who booked the call, as they gave it.' }),
    answers,
    location,
    portalId: z.uuid().nullable(),
    customerId: z.uuid().nullable(),
    reason: z.string().nullable(),
    cancelledBy: z.enum(['HOST', 'GUEST']).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Call', description: 'A booking of one of the host’s services, as the host sees it.' });

export const hostCallPageSchema = z
  .object({ items: z.array(hostCallSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CallPage', description: 'One page of the host’s calls.' });

export const guestCallSchema = z
  .object({
    id: z.uuid(),
    serviceId: z.uuid().nullable(),
    serviceTitle: z.string(),
    hostName: z.string(),
    status: z.enum(CALL_STATUSES),
    paymentStatus: z.enum(CALL_PAYMENT_STATUSES),
    startAt: z.iso.datetime(),
    endAt: z.iso.datetime(),
    guestName: z.string(),
    guestEmail: z.string(),
    guestTimezone: z.string(),
    answers,
    location,
    reason: z.string().nullable(),
    cancelledBy: z.enum(['HOST', 'GUEST']).nullable(),
    changeable: z.boolean(),
    payBy: z.iso.datetime().nullable(),
  })
  .meta({ id: 'GuestCall', description: 'A call as its guest sees it: their own details and the host’s name.' });

export const bookedSchema = z
  .object({ call: guestCallSchema, manageToken: z.string() })
  .meta({ id: 'BookedCall', description: 'The booked call, and the key of its manage link (also in the guest’s mail).' });

export const feedSchema = z
  .object({ url: z.string() })
  .meta({ id: 'CallFeedAddress', description: 'The private calendar feed’s address, shown once.' });
export const feedStatusSchema = z
  .object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() })
  .meta({ id: 'CallFeedStatus', description: 'Whether the host has a calendar feed address, and since when.' });
export const revokedSchema = z
  .object({ revoked: z.boolean() })
  .meta({ id: 'CallFeedRevoked', description: 'Whether an address was revoked.' });
