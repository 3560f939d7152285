import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route } from '../../core/rest.js';
import { authPayloadSchema, userSchema } from '../user/user.schema.js';
import { accepted, accountSessionSchema, revokedSessionsSchema } from './account.schema.js';
import * as account from './auth.account.js';
import * as auth from './auth.service.js';
import * as sessions from './auth.sessions.js';

const revoked = z.literal(true).meta({ description: 'Always true: signing out twice is not an error.' });

export async function authRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/auth/register',
    {
      summary: 'Create an account (with its own workspace) and sign in',
      access: 'public',
      input: auth.registerInput,
      data: authPayloadSchema,
      status: 201,
      errors: ['CONFLICT', 'RATE_LIMITED'],
    },
    (ctx, req) => auth.register(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/auth/login',
    {
      summary: 'Sign in; a wrong e-mail or password is 401 with one message for both',
      access: 'public',
      input: auth.loginInput,
      data: authPayloadSchema,
      errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
    },
    (ctx, req) => auth.login(ctx, body(req)),
  );
  route(app, 'GET', '/auth/logout', { summary: 'Revoke the bearer token of this request', access: 'public', data: revoked }, (ctx) =>
    auth.logout(ctx),
  );
  route(app, 'POST', '/auth/logout', { summary: 'Revoke the bearer token of this request', access: 'public', data: revoked }, (ctx) =>
    auth.logout(ctx),
  );
  route(
    app,
    'GET',
    '/auth/session',
    { summary: 'The session user; with refresh=true the session’s expiry slides forward', input: auth.sessionInput, data: userSchema },
    (ctx, req) => auth.getSession(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/auth/verify/email',
    {
      summary: 'Mark the e-mail verified with the token from the e-mailed link',
      access: 'public',
      input: auth.verifyInput,
      data: userSchema,
    },
    (ctx, req) => auth.verifyEmail(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/auth/verify/email/resend',
    { summary: 'Send the verification link again', data: z.literal(true), errors: ['CONFLICT', 'RATE_LIMITED'] },
    (ctx) => auth.resendVerification(ctx),
  );
}

/** The builder's account security (issue 12): password reset and change, email change, sessions. */
export async function accountRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/auth/password/forgot',
    {
      summary: 'Email a password-reset link; the same answer whether or not an account has the address',
      access: 'public',
      input: account.forgotPasswordInput,
      data: accepted,
      errors: ['RATE_LIMITED'],
    },
    (ctx, req) => account.requestPasswordReset(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/auth/password/reset',
    {
      summary: 'Set a new password with the emailed token; every session of the account is signed out',
      access: 'public',
      input: account.resetPasswordInput,
      data: accepted,
    },
    (ctx, req) => account.resetPassword(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/auth/password/change',
    {
      summary: 'Change the password (the current one is checked, 400 when wrong); other sessions are signed out',
      input: account.changePasswordInput,
      data: accepted,
      errors: ['RATE_LIMITED'],
    },
    (ctx, req) => account.changePassword(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/auth/email/change',
    {
      summary: 'Ask to change the sign-in email: a link goes to the new address, the change waits for it',
      input: account.changeEmailInput,
      data: accepted,
      errors: ['CONFLICT', 'RATE_LIMITED'],
    },
    (ctx, req) => account.changeEmail(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/auth/email/confirm',
    {
      summary: 'Confirm the new email with the token from the link sent to it',
      access: 'public',
      input: account.confirmEmailChangeInput,
      data: userSchema,
      errors: ['CONFLICT'],
    },
    (ctx, req) => account.confirmEmailChange(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/auth/sessions',
    {
      summary: 'The builder’s signed-in browsers: the current one first, then the most recently active',
      data: z.array(accountSessionSchema),
    },
    (ctx) => sessions.listSessions(ctx),
  );
  route(
    app,
    'DELETE',
    '/auth/sessions',
    {
      summary: 'Sign out one of the builder’s sessions (?id=) or every other one (?others=true)',
      input: sessions.revokeSessionsInput,
      data: revokedSessionsSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => sessions.revokeSessions(ctx, query(req)),
  );
}
