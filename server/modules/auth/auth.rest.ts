import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, query, route } from '../../core/rest.js';
import { authPayloadSchema, userSchema } from '../user/user.schema.js';
import * as auth from './auth.service.js';

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
