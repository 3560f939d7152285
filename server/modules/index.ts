import type { FastifyInstance } from 'fastify';
import type { NonEmptyArray } from 'type-graphql';
import { apiDocsRoutes } from '../core/api-docs.js';
import { collectOperations, type RegisteredOperation } from '../core/openapi.js';
import { AccountResolver } from './auth/account.graphql.js';
import { AuthResolver } from './auth/auth.graphql.js';
import { CustomerResolver } from './customer/customer.graphql.js';
import { customerRoutes } from './customer/customer.rest.js';
import { accountRoutes, authRoutes } from './auth/auth.rest.js';
import { DatabaseResolver } from './database/database.graphql.js';
import { databaseRoutes } from './database/database.rest.js';
import { sortIndexJob } from './database/database.indexes.js';
import { CollectionViewResolver } from './database/view.graphql.js';
import { viewRoutes } from './database/view.rest.js';
import { EventResolver } from './event/event.graphql.js';
import { eventRoutes } from './event/event.rest.js';
import { PageResolver } from './page/page.graphql.js';
import { pageRoutes } from './page/page.rest.js';
import { PortalEmailPreviewResolver } from './portal/portal.email-preview.graphql.js';
import { PortalResolver } from './portal/portal.graphql.js';
import { TicketResolver } from './ticket/ticket.graphql.js';
import { ticketRoutes } from './ticket/ticket.rest.js';
import { WorkflowResolver } from './workflow/workflow.graphql.js';
import { workflowRoutes } from './workflow/workflow.rest.js';
import { portalRoutes } from './portal/portal.rest.js';
import { UserResolver } from './user/user.graphql.js';
import { AccountDataResolver } from './user/account-data.graphql.js';
import { dataExportJob } from './user/user.export.js';
import { userRoutes } from './user/user.rest.js';
import { WorkspaceResolver } from './workspace/workspace.graphql.js';
import { workspaceRoutes } from './workspace/workspace.rest.js';

/** Every domain adds its resolver and its /v1 routes here, and nowhere else. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  AccountResolver,
  UserResolver,
  AccountDataResolver,
  WorkspaceResolver,
  PortalResolver,
  PortalEmailPreviewResolver,
  DatabaseResolver,
  CollectionViewResolver,
  CustomerResolver,
  TicketResolver,
  WorkflowResolver,
  PageResolver,
  EventResolver,
];

export const restModules: Array<(app: FastifyInstance) => Promise<void>> = [
  authRoutes,
  accountRoutes,
  userRoutes,
  workspaceRoutes,
  portalRoutes,
  databaseRoutes,
  viewRoutes,
  customerRoutes,
  ticketRoutes,
  workflowRoutes,
  pageRoutes,
  eventRoutes,
];

/**
 * Registers every /v1 route and the API docs under /v1, and answers the routes' contracts (what
 * /v1/openapi.json is made of). The app and `npm run codegen` (schema/openapi.json) both use it.
 */
export async function registerRestApi(app: FastifyInstance): Promise<RegisteredOperation[]> {
  const operations = collectOperations(app);
  await app.register(
    async (v1) => {
      for (const register of restModules) await register(v1);
      await apiDocsRoutes(v1, operations);
    },
    { prefix: '/v1' },
  );
  return operations;
}

/** Every domain's job definitions (core/jobs.ts): a queue each, worked by every process with JOBS_WORK. */
export const jobDefinitions = [sortIndexJob, dataExportJob];
