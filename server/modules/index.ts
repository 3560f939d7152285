import type { FastifyInstance } from 'fastify';
import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from './auth/auth.graphql.js';
import { authRoutes } from './auth/auth.rest.js';
import { DatabaseResolver } from './database/database.graphql.js';
import { databaseRoutes } from './database/database.rest.js';
import { sortIndexJob } from './database/database.indexes.js';
import { PortalResolver } from './portal/portal.graphql.js';
import { portalRoutes } from './portal/portal.rest.js';
import { UserResolver } from './user/user.graphql.js';
import { userRoutes } from './user/user.rest.js';
import { WorkspaceResolver } from './workspace/workspace.graphql.js';
import { workspaceRoutes } from './workspace/workspace.rest.js';

/** Every domain adds its resolver and its /v1 routes here, and nowhere else. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver, UserResolver, WorkspaceResolver, PortalResolver, DatabaseResolver];

export const restModules: Array<(app: FastifyInstance) => Promise<void>> = [
  authRoutes,
  userRoutes,
  workspaceRoutes,
  portalRoutes,
  databaseRoutes,
];

/** Every domain's job definitions (core/jobs.ts): a queue each, worked by every process with JOBS_WORK. */
export const jobDefinitions = [sortIndexJob];
