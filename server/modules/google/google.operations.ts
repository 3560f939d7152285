import { anyone, builderSelf, defineDomain, type Operation } from '../../core/operations.js';
import { body } from '../../core/rest.js';
import { authPayloadSchema, userSchema } from '../user/user.schema.js';
import * as connection from './google.connection.js';
import { GoogleResolver } from './google.graphql.js';
import {
  authorizeUrlSchema,
  calendarOptionsSchema,
  calendarStatusSchema,
  googleSignInStartSchema,
  signInProvidersSchema,
} from './google.schema.js';
import * as signin from './google.signin.js';
import { calendarSyncJob } from './google.sync.js';

/**
 * Google (issue 29): a builder's Google Calendar (busy times off their booking pages, confirmed calls
 * written to a calendar, Meet links) and "Continue with Google". Every operation answers 503
 * NOT_CONFIGURED while the server has no Google OAuth client.
 */
const NOT_CONFIGURED = 'NOT_CONFIGURED' as const;

export const googleOperations: Operation[] = [
  {
    rest: 'GET /integrations/calendar/connected',
    graphql: 'Query.calendarConnection',
    access: builderSelf(),
    summary: 'Whether the builder connected Google Calendar, and how the connection stands',
    data: calendarStatusSchema,
    errors: [NOT_CONFIGURED],
    handle: (ctx) => connection.status(ctx),
  },
  {
    rest: 'GET /integrations/calendar/google/authorize',
    graphql: 'Mutation.startGoogleCalendarConnect',
    access: builderSelf(),
    summary: 'Begin connecting Google Calendar: the address of Google’s consent screen (state and PKCE kept here, 10 minutes)',
    data: authorizeUrlSchema,
    errors: [NOT_CONFIGURED],
    handle: (ctx) => connection.authorize(ctx),
  },
  {
    rest: 'POST /integrations/calendar/google',
    graphql: 'Mutation.connectGoogleCalendar',
    access: builderSelf(),
    summary: 'Finish connecting Google Calendar with the code and state Google sent back to /oauthCallback/calendar',
    description:
      'The state works once, for the builder who began; the code is traded once. The refresh token is sealed at rest (AES-256-GCM). A new account starts with its primary calendar blocking time and holding the calls.',
    input: connection.connectInput,
    data: calendarStatusSchema,
    errors: ['UNAUTHENTICATED', NOT_CONFIGURED, 'TIMEOUT'],
    handle: (ctx, req) => connection.connect(ctx, body(req)),
  },
  {
    rest: 'DELETE /integrations/calendar/google',
    graphql: 'Mutation.disconnectGoogleCalendar',
    access: builderSelf(),
    summary: 'Disconnect Google Calendar: the token is revoked at Google and deleted here',
    data: calendarStatusSchema,
    errors: [NOT_CONFIGURED],
    handle: (ctx) => connection.disconnect(ctx),
  },
  {
    rest: 'GET /integrations/calendar/options',
    graphql: 'Query.calendarOptions',
    access: builderSelf(),
    summary: 'The connected account’s calendars, with the ones that block time and the one that holds the calls',
    data: calendarOptionsSchema,
    errors: ['CONFLICT', NOT_CONFIGURED, 'TIMEOUT'],
    handle: (ctx) => connection.options(ctx),
  },
  {
    rest: 'PUT /integrations/calendar/options',
    graphql: 'Mutation.updateCalendarConflicts',
    access: builderSelf(),
    summary: 'Choose the calendars whose busy times take time off the builder’s booking pages',
    input: connection.conflictsInput,
    data: calendarOptionsSchema,
    errors: ['CONFLICT', NOT_CONFIGURED, 'TIMEOUT'],
    handle: (ctx, req) => connection.saveConflicts(ctx, body(req)),
  },
  {
    rest: 'PUT /integrations/calendar/host',
    graphql: 'Mutation.setCalendarHost',
    access: builderSelf(),
    summary: 'Choose the calendar where confirmed calls are written (null: none)',
    input: connection.hostInput,
    data: calendarOptionsSchema,
    errors: ['CONFLICT', NOT_CONFIGURED, 'TIMEOUT'],
    handle: (ctx, req) => connection.saveHost(ctx, body(req)),
  },
  {
    rest: 'GET /auth/providers',
    graphql: 'Query.signInProviders',
    access: anyone('What the sign-in screen offers: nothing about anyone.'),
    summary: 'The ways to sign in besides a password (Google when the server has an OAuth client)',
    data: signInProvidersSchema,
    handle: async (ctx) => ({ google: ctx.config.google !== null }),
  },
  {
    rest: 'POST /auth/google/start',
    graphql: 'Mutation.startGoogleSignIn',
    access: anyone('Begins a sign-in: there is no caller yet. Rate-limited per network.'),
    summary: 'Begin “Continue with Google”: Google’s address for this browser’s PKCE challenge, and the state to expect',
    input: signin.startInput,
    data: googleSignInStartSchema,
    errors: ['RATE_LIMITED', NOT_CONFIGURED],
    handle: (ctx, req) => signin.startSignIn(ctx, body(req)),
  },
  {
    rest: 'POST /auth/google-connect',
    graphql: 'Mutation.googleConnect',
    access: anyone(
      'Google’s ID token is the credential, checked by google-auth-library (signature, audience, issuer, expiry), for a state this server began and a code used once.',
    ),
    summary: 'Sign in with Google, or create an account for a verified address nobody has',
    description:
      'An address that has an account already is refused (409) until its owner signs in and links Google: no account is taken over by an email alone.',
    input: signin.connectInput,
    data: authPayloadSchema,
    errors: ['UNAUTHENTICATED', 'CONFLICT', 'RATE_LIMITED', NOT_CONFIGURED, 'TIMEOUT'],
    handle: (ctx, req) => signin.googleConnect(ctx, body(req)),
  },
  {
    rest: 'POST /auth/google/link/start',
    graphql: 'Mutation.startGoogleLink',
    access: builderSelf(),
    summary: 'Begin linking Google to the signed-in account',
    input: signin.startInput,
    data: googleSignInStartSchema,
    errors: [NOT_CONFIGURED],
    handle: (ctx, req) => signin.startLink(ctx, body(req)),
  },
  {
    rest: 'POST /auth/google/link',
    graphql: 'Mutation.linkGoogle',
    access: builderSelf(),
    summary: 'Link the Google account just chosen: from then on it signs in to this account',
    input: signin.connectInput,
    data: userSchema,
    errors: ['UNAUTHENTICATED', 'CONFLICT', NOT_CONFIGURED, 'TIMEOUT'],
    handle: (ctx, req) => signin.linkGoogle(ctx, body(req)),
  },
  {
    rest: 'DELETE /auth/google/link',
    graphql: 'Mutation.unlinkGoogle',
    access: builderSelf(),
    summary: 'Stop signing in with Google (the account needs a password first)',
    data: userSchema,
    errors: ['CONFLICT'],
    handle: (ctx) => signin.unlinkGoogle(ctx),
  },
];

export const googleDomain = defineDomain({
  name: 'google',
  operations: googleOperations,
  resolvers: [GoogleResolver],
  jobs: [calendarSyncJob],
});
