import type { FastifyInstance } from 'fastify';
import { apiDocsRoutes } from '../core/api-docs.js';
import { collectOperations, type RegisteredOperation } from '../core/openapi.js';
import { collect, registerOperations } from '../core/operations.js';
import { apikeyDomain } from './apikey/apikey.operations.js';
import { callDomain } from './call/call.operations.js';
import { authDomain } from './auth/auth.operations.js';
import { customerDomain } from './customer/customer.operations.js';
import { databaseDomain } from './database/database.operations.js';
import { eventDomain } from './event/event.operations.js';
import { googleDomain } from './google/google.operations.js';
import { pageDomain } from './page/page.operations.js';
import { paymentDomain } from './payment/payment.operations.js';
import { portalDomain } from './portal/portal.operations.js';
import { serviceDomain } from './service/service.operations.js';
import { ticketDomain } from './ticket/ticket.operations.js';
import { userDomain } from './user/user.operations.js';
import { webhookDomain } from './webhook/webhook.operations.js';
import { workflowDomain } from './workflow/workflow.operations.js';
import { workspaceDomain } from './workspace/workspace.operations.js';

/**
 * Every domain, once: its operations (each /v1 route and GraphQL field, with who may call it), its
 * resolvers and its jobs. A new domain adds itself here and nowhere else in the server.
 */
export const domains = [
  authDomain,
  userDomain,
  workspaceDomain,
  portalDomain,
  databaseDomain,
  customerDomain,
  ticketDomain,
  workflowDomain,
  pageDomain,
  eventDomain,
  serviceDomain,
  callDomain,
  paymentDomain,
  googleDomain,
  webhookDomain,
  apikeyDomain,
];

export const { operations, resolvers, jobs: jobDefinitions } = collect(domains);

/**
 * Registers every /v1 route and the API docs under /v1, and answers the routes' contracts (what
 * /v1/openapi.json is made of). The app and `npm run codegen` (schema/openapi.json) both use it.
 */
export async function registerRestApi(app: FastifyInstance): Promise<RegisteredOperation[]> {
  const registered = collectOperations(app);
  await app.register(
    async (v1) => {
      registerOperations(v1, operations);
      await apiDocsRoutes(v1, registered);
    },
    { prefix: '/v1' },
  );
  return registered;
}
