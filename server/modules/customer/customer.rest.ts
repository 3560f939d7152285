import type { FastifyInstance } from 'fastify';
import { body, query, route } from '../../core/rest.js';
import * as auth from './customer.auth.js';
import {
  customerDeletionSchema,
  customerPageSchema,
  customerRecordSchema,
  customerSchema,
  customerSessionSchema,
  customerSignInSchema,
  importReportSchema,
  loginConfigSchema,
  portalEventPageSchema,
  sentSchema,
  signedOutSchema,
} from './customer.schema.js';
import * as customers from './customer.service.js';
import { z } from 'zod';

const COOKIE_PATH = '/v1/customer';

export async function customerRoutes(app: FastifyInstance) {
  route(
    app,
    'GET',
    '/customer/users/list',
    {
      summary: 'The customers of a portal, newest first, by name or email and status',
      input: customers.listInput,
      data: customerPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.listCustomers(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/customer/users/info',
    { summary: 'One customer', input: customers.idInput, data: customerSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => customers.getCustomer(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/customer/users',
    {
      summary: 'Invite a customer (emails a sign-in link unless sendInvite is false)',
      input: customers.inviteInput,
      data: customerSchema,
      status: 201,
      errors: ['NOT_FOUND', 'CONFLICT'],
    },
    (ctx, req) => customers.inviteCustomer(ctx, body(req)),
  );
  route(
    app,
    'PATCH',
    '/customer/users',
    { summary: 'Change a customer’s name or email', input: customers.updateInput, data: customerSchema, errors: ['NOT_FOUND', 'CONFLICT'] },
    (ctx, req) => customers.updateCustomer(ctx, body(req)),
  );
  route(
    app,
    'DELETE',
    '/customer/users',
    {
      summary: 'Delete a customer with their tickets and sessions (CUSTOMER values naming them are cleared)',
      input: customers.idInput,
      data: customerDeletionSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.deleteCustomer(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/customer/users/deletion-preview',
    {
      summary: 'What deleting a customer would take with it',
      input: customers.idInput,
      data: customerDeletionSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.deletionPreview(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/customer/users/import',
    {
      summary: 'Add many customers (rows of a CSV); a report per row, nothing written with dryRun',
      input: customers.importInput,
      data: importReportSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.importCustomers(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/customer/users/invite',
    { summary: 'Email a customer a new sign-in link', input: customers.idInput, data: customerSchema, errors: ['NOT_FOUND', 'CONFLICT'] },
    (ctx, req) => customers.resendInvite(ctx, body(req)),
  );
  route(
    app,
    'PUT',
    '/customer/users/status',
    { summary: 'Block or unblock a customer', input: customers.statusInput, data: customerSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => customers.setStatus(ctx, body(req)),
  );
  route(
    app,
    'PUT',
    '/customer/users/context',
    {
      summary: 'Replace a customer’s context (a JSON object of at most 16 KB)',
      input: customers.contextInput,
      data: customerSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.setContext(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/customer/users/config',
    { summary: 'How the portal’s customers sign in', input: customers.configGetInput, data: loginConfigSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => customers.getLoginConfig(ctx, query(req)),
  );
  route(
    app,
    'PUT',
    '/customer/users/config',
    { summary: 'Set how the portal’s customers sign in', input: customers.configInput, data: loginConfigSchema, errors: ['NOT_FOUND'] },
    (ctx, req) => customers.updateLoginConfig(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/customer/users/records',
    {
      summary: 'The records whose CUSTOMER field names the customer',
      input: customers.idInput,
      data: z.array(customerRecordSchema),
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.customerRecords(ctx, query(req)),
  );
  route(
    app,
    'GET',
    '/customer/users/activity',
    {
      summary: 'What happened with a customer, newest first',
      input: customers.activityInput,
      data: portalEventPageSchema,
      errors: ['NOT_FOUND'],
    },
    (ctx, req) => customers.customerActivity(ctx, query(req)),
  );

  route(
    app,
    'POST',
    '/customer/users/login/send-magic-link',
    {
      summary: 'Email a sign-in link and code to a customer of the portal (the same answer for any email)',
      description: 'Sets an HttpOnly cookie that binds the link to this browser. Rate-limited per email and per IP.',
      access: 'public',
      input: auth.sendLinkInput,
      data: sentSchema,
      errors: ['NOT_FOUND', 'RATE_LIMITED'],
    },
    async (ctx, req, reply) => {
      const { verifier, ttlSeconds } = await auth.sendMagicLink(ctx, body(req), req.cookies[auth.VERIFIER_COOKIE]);
      reply.setCookie(auth.VERIFIER_COOKIE, verifier, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: ttlSeconds,
      });
      return { sent: true as const };
    },
  );
  route(
    app,
    'POST',
    '/customer/auth/verify',
    {
      summary: 'Sign a customer in with the emailed link’s token, or with the portal, email and code',
      description: 'A link asked for in a browser works only there (its cookie); an invitation works anywhere.',
      access: 'public',
      input: auth.verifyInput,
      data: customerSignInSchema,
      errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
    },
    async (ctx, req, reply) => {
      const signIn = await auth.verifyMagicLink(ctx, body(req), req.cookies[auth.VERIFIER_COOKIE]);
      reply.clearCookie(auth.VERIFIER_COOKIE, { path: COOKIE_PATH });
      return signIn;
    },
  );
  route(
    app,
    'GET',
    '/customer/auth/session',
    { summary: 'The signed-in customer and their portal', access: 'customer', data: customerSessionSchema, errors: ['NOT_FOUND'] },
    (ctx) => auth.customerSession(ctx),
  );
  route(
    app,
    'POST',
    '/customer/auth/logout',
    { summary: 'Sign the customer out (revokes this token only)', access: 'public', data: signedOutSchema },
    (ctx) => auth.customerLogout(ctx),
  );
}
