import { z } from 'zod';
import { body, query } from '../../core/rest.js';
import { anyone, builderSelf, defineDomain, type Operation } from '../../core/operations.js';
import { AuthResolver } from './auth.graphql.js';
import { AccountResolver } from './account.graphql.js';

import { authPayloadSchema, userSchema } from '../user/user.schema.js';
import { accepted, accountSessionSchema, revokedSessionsSchema } from './account.schema.js';
import * as account from './auth.account.js';
import * as auth from './auth.service.js';
import * as sessions from './auth.sessions.js';

const revoked = z.literal(true).meta({ description: 'Always true: signing out twice is not an error.' });

export const authOperations: Operation[] = [
  {
    rest: 'POST /auth/register',
    graphql: 'Mutation.register',
    access: anyone('Creates an account: there is no caller yet. Rate-limited per IP.'),
    summary: 'Create an account (with its own workspace) and sign in',
    input: auth.registerInput,
    data: authPayloadSchema,
    status: 201,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    handle: (ctx, req) => auth.register(ctx, body(req)),
  },
  {
    rest: 'POST /auth/login',
    graphql: 'Mutation.login',
    access: anyone('Trades an email and password for a token; one answer for a wrong pair and an unknown email. Rate-limited.'),
    summary: 'Sign in; a wrong e-mail or password is 401 with one message for both',
    input: auth.loginInput,
    data: authPayloadSchema,
    errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
    handle: (ctx, req) => auth.login(ctx, body(req)),
  },
  {
    rest: 'GET /auth/logout',
    access: anyone('Revokes only the token it is sent with; without one it does nothing.'),
    summary: 'Revoke the bearer token of this request',
    data: revoked,
    handle: (ctx) => auth.logout(ctx),
  },
  {
    rest: 'POST /auth/logout',
    graphql: 'Mutation.logout',
    access: anyone('Revokes only the token it is sent with; without one it does nothing.'),
    summary: 'Revoke the bearer token of this request',
    data: revoked,
    handle: (ctx) => auth.logout(ctx),
  },
  {
    rest: 'GET /auth/session',
    graphql: 'Mutation.refreshSession',
    access: builderSelf(),
    summary: 'The session user; with refresh=true the session’s expiry slides forward',
    input: auth.sessionInput,
    data: userSchema,
    handle: (ctx, req) => auth.getSession(ctx, query(req)),
  },
  {
    rest: 'POST /auth/verify/email',
    graphql: 'Mutation.verifyEmail',
    access: anyone('The emailed token is the credential: random, stored hashed, single use, expiring.'),
    summary: 'Mark the e-mail verified with the token from the e-mailed link',
    input: auth.verifyInput,
    data: userSchema,
    handle: (ctx, req) => auth.verifyEmail(ctx, body(req)),
  },
  {
    rest: 'POST /auth/verify/email/resend',
    graphql: 'Mutation.resendVerificationEmail',
    access: builderSelf(),
    summary: 'Send the verification link again',
    data: z.literal(true),
    errors: ['CONFLICT', 'RATE_LIMITED'],
    handle: (ctx) => auth.resendVerification(ctx),
  },
];

export const accountOperations: Operation[] = [
  {
    rest: 'POST /auth/password/forgot',
    graphql: 'Mutation.requestPasswordReset',
    access: anyone('There is no caller yet; the same answer for every address (no account probing), rate-limited per address and network.'),
    summary: 'Email a password-reset link; the same answer whether or not an account has the address',
    input: account.forgotPasswordInput,
    data: accepted,
    errors: ['RATE_LIMITED'],
    handle: (ctx, req) => account.requestPasswordReset(ctx, body(req)),
  },
  {
    rest: 'POST /auth/password/reset',
    graphql: 'Mutation.resetPassword',
    access: anyone('The emailed token is the credential: random, stored hashed, single use, 30 minutes.'),
    summary: 'Set a new password with the emailed token; every session of the account is signed out',
    input: account.resetPasswordInput,
    data: accepted,
    handle: (ctx, req) => account.resetPassword(ctx, body(req)),
  },
  {
    rest: 'POST /auth/password/change',
    graphql: 'Mutation.changePassword',
    access: builderSelf(),
    summary: 'Change the password (the current one is checked, 400 when wrong); other sessions are signed out',
    input: account.changePasswordInput,
    data: accepted,
    errors: ['RATE_LIMITED'],
    handle: (ctx, req) => account.changePassword(ctx, body(req)),
  },
  {
    rest: 'POST /auth/email/change',
    graphql: 'Mutation.changeEmail',
    access: builderSelf(),
    summary: 'Ask to change the sign-in email: a link goes to the new address, the change waits for it',
    input: account.changeEmailInput,
    data: accepted,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    handle: (ctx, req) => account.changeEmail(ctx, body(req)),
  },
  {
    rest: 'POST /auth/email/confirm',
    graphql: 'Mutation.confirmEmailChange',
    access: anyone('The token mailed to the new address is the credential: random, stored hashed, single use, 24 hours.'),
    summary: 'Confirm the new email with the token from the link sent to it',
    input: account.confirmEmailChangeInput,
    data: userSchema,
    errors: ['CONFLICT'],
    handle: (ctx, req) => account.confirmEmailChange(ctx, body(req)),
  },
  {
    rest: 'GET /auth/sessions',
    graphql: 'Query.mySessions',
    access: builderSelf(),
    summary: 'The builder’s signed-in browsers: the current one first, then the most recently active',
    data: z.array(accountSessionSchema),
    handle: (ctx) => sessions.listSessions(ctx),
  },
  {
    rest: 'DELETE /auth/sessions',
    graphql: 'Mutation.revokeOtherSessions',
    access: builderSelf(),
    summary: 'Sign out one of the builder’s sessions (?id=) or every other one (?others=true)',
    input: sessions.revokeSessionsInput,
    data: revokedSessionsSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => sessions.revokeSessions(ctx, query(req)),
  },
];

export const authDomain = defineDomain({
  name: 'auth',
  operations: [...authOperations, ...accountOperations, { graphql: 'Mutation.revokeSession', access: builderSelf() }],
  resolvers: [AuthResolver, AccountResolver],
});
