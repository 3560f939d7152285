import { z } from 'zod';
import { CALENDAR_CONNECTION_STATUSES } from '../../../db/schema/google.js';

/** The answers of the Google domain as they go over the wire. */
export const calendarConnectionSchema = z
  .object({
    provider: z.literal('GOOGLE'),
    accountEmail: z.string(),
    status: z.enum(CALENDAR_CONNECTION_STATUSES),
    statusReason: z.string().nullable(),
    conflictCalendarIds: z.array(z.string()),
    hostCalendarId: z.string().nullable(),
    connectedAt: z.iso.datetime(),
  })
  .meta({
    id: 'GoogleCalendarAccount',
    description: 'The builder’s Google Calendar: the account, whether Google still accepts Portico’s access, and the calendars chosen.',
  });

export const calendarStatusSchema = z
  .object({ connected: z.boolean(), connection: calendarConnectionSchema.nullable() })
  .meta({ id: 'CalendarStatus', description: 'Whether the builder connected Google Calendar, and the connection.' });

export const calendarEntrySchema = z
  .object({
    id: z.string(),
    summary: z.string(),
    primary: z.boolean(),
    accessRole: z.string(),
    backgroundColor: z.string().nullable(),
  })
  .meta({ id: 'CalendarEntry', description: 'One calendar of the connected Google account.' });

export const calendarOptionsSchema = z.object({ connection: calendarConnectionSchema, calendars: z.array(calendarEntrySchema) }).meta({
  id: 'CalendarOptions',
  description: 'The account’s calendars (none while the connection needs reconnecting) and the builder’s choices.',
});

export const signInProvidersSchema = z
  .object({ google: z.boolean() })
  .meta({ id: 'SignInProviders', description: 'The ways to sign in besides a password that this server offers.' });

export const authorizeUrlSchema = z
  .object({ url: z.string() })
  .meta({ id: 'AuthorizeUrl', description: 'Google’s consent screen to send the browser to.' });

export const googleSignInStartSchema = z.object({ url: z.string(), state: z.string(), redirectUri: z.string() }).meta({
  id: 'GoogleSignInStart',
  description: 'Google’s sign-in screen for this browser’s PKCE challenge, the state Google sends back, and the return address.',
});
