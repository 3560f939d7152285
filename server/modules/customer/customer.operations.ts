import { body, query } from '../../core/rest.js';
import { anyone, customerOwn, inPortal, defineDomain, type Operation } from '../../core/operations.js';
import { CustomerResolver } from './customer.graphql.js';

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

export const customerOperations: Operation[] = [
  {
    rest: 'GET /customer/users/list',
    graphql: 'Query.customers',
    access: inPortal('customers'),
    summary: 'The customers of a portal, newest first, by name or email and status',
    input: customers.listInput,
    data: customerPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.listCustomers(ctx, query(req)),
  },
  {
    rest: 'GET /customer/users/info',
    graphql: 'Query.customer',
    access: inPortal('customers'),
    summary: 'One customer',
    input: customers.idInput,
    data: customerSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.getCustomer(ctx, query(req)),
  },
  {
    rest: 'POST /customer/users',
    graphql: 'Mutation.inviteCustomer',
    access: inPortal('customers'),
    summary: 'Invite a customer (emails a sign-in link unless sendInvite is false)',
    input: customers.inviteInput,
    data: customerSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => customers.inviteCustomer(ctx, body(req)),
  },
  {
    rest: 'PATCH /customer/users',
    graphql: 'Mutation.updateCustomer',
    access: inPortal('customers'),
    summary: 'Change a customer’s name or email',
    input: customers.updateInput,
    data: customerSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => customers.updateCustomer(ctx, body(req)),
  },
  {
    rest: 'DELETE /customer/users',
    graphql: 'Mutation.deleteCustomer',
    access: inPortal('customers'),
    summary: 'Delete a customer with their tickets and sessions (CUSTOMER values naming them are cleared)',
    input: customers.idInput,
    data: customerSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.deleteCustomer(ctx, query(req)),
  },
  {
    rest: 'GET /customer/users/deletion-preview',
    graphql: 'Query.customerDeletionPreview',
    access: inPortal('customers'),
    summary: 'What deleting a customer would take with it',
    input: customers.idInput,
    data: customerDeletionSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.deletionPreview(ctx, query(req)),
  },
  {
    rest: 'POST /customer/users/import',
    graphql: 'Mutation.importCustomers',
    access: inPortal('customers'),
    summary: 'Add many customers (rows of a CSV); a report per row, nothing written with dryRun',
    input: customers.importInput,
    data: importReportSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.importCustomers(ctx, body(req)),
  },
  {
    rest: 'POST /customer/users/invite',
    graphql: 'Mutation.resendCustomerInvite',
    access: inPortal('customers'),
    summary: 'Email a customer a new sign-in link',
    input: customers.idInput,
    data: customerSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    handle: (ctx, req) => customers.resendInvite(ctx, body(req)),
  },
  {
    rest: 'PUT /customer/users/status',
    graphql: 'Mutation.setCustomerStatus',
    access: inPortal('customers'),
    summary: 'Block or unblock a customer',
    input: customers.statusInput,
    data: customerSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.setStatus(ctx, body(req)),
  },
  {
    rest: 'PUT /customer/users/context',
    graphql: 'Mutation.setCustomerContext',
    access: inPortal('customers'),
    summary: 'Replace a customer’s context (a JSON object of at most 16 KB)',
    input: customers.contextInput,
    data: customerSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.setContext(ctx, body(req)),
  },
  {
    rest: 'GET /customer/users/config',
    graphql: 'Query.customerLoginConfig',
    access: inPortal('customers'),
    summary: 'How the portal’s customers sign in',
    input: customers.configGetInput,
    data: loginConfigSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.getLoginConfig(ctx, query(req)),
  },
  {
    rest: 'PUT /customer/users/config',
    graphql: 'Mutation.updateCustomerLoginConfig',
    access: inPortal('customers'),
    summary: 'Set how the portal’s customers sign in',
    input: customers.configInput,
    data: loginConfigSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.updateLoginConfig(ctx, body(req)),
  },
  {
    rest: 'GET /customer/users/records',
    graphql: 'Query.customerRecords',
    access: inPortal('customers'),
    summary: 'The records whose CUSTOMER field names the customer',
    input: customers.idInput,
    data: z.array(customerRecordSchema),
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.customerRecords(ctx, query(req)),
  },
  {
    rest: 'GET /customer/users/activity',
    graphql: 'Query.customerActivity',
    access: inPortal('customers'),
    summary: 'What happened with a customer, newest first',
    input: customers.activityInput,
    data: portalEventPageSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx, req) => customers.customerActivity(ctx, query(req)),
  },
  {
    rest: 'POST /customer/users/login/send-magic-link',
    access: anyone('Asks for a sign-in email: the same answer for any address (no probing), mail only to real customers; rate-limited.'),
    summary: 'Email a sign-in link and code to a customer of the portal (the same answer for any email)',
    description: 'Sets an HttpOnly cookie that binds the link to this browser. Rate-limited per email and per IP.',
    input: auth.sendLinkInput,
    data: sentSchema,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    handle: async (ctx, req, reply) => {
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
  },
  {
    rest: 'POST /customer/auth/verify',
    access: anyone('The emailed token (or code, with the browser’s cookie) is the credential: random, hashed, single use, expiring.'),
    summary: 'Sign a customer in with the emailed link’s token, or with the portal, email and code',
    description: 'A link asked for in a browser works only there (its cookie); an invitation works anywhere.',
    input: auth.verifyInput,
    data: customerSignInSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
    handle: async (ctx, req, reply) => {
      const signIn = await auth.verifyMagicLink(ctx, body(req), req.cookies[auth.VERIFIER_COOKIE]);
      reply.clearCookie(auth.VERIFIER_COOKIE, { path: COOKIE_PATH });
      return signIn;
    },
  },
  {
    rest: 'GET /customer/auth/session',
    access: customerOwn('own-list'),
    summary: 'The signed-in customer and their portal',
    data: customerSessionSchema,
    errors: ['NOT_FOUND'],
    handle: (ctx) => auth.customerSession(ctx),
  },
  {
    rest: 'POST /customer/auth/logout',
    access: anyone('Revokes only the customer token it is sent with; without one it does nothing.'),
    summary: 'Sign the customer out (revokes this token only)',
    data: signedOutSchema,
    handle: (ctx) => auth.customerLogout(ctx),
  },
];

export const customerDomain = defineDomain({
  name: 'customer',
  operations: [...customerOperations],
  resolvers: [CustomerResolver],
});
