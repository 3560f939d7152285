import type { FastifyInstance } from 'fastify';
import { body, query, route } from '../../core/rest.js';
import { readUpload } from '../../core/uploads.js';
import * as users from './user.service.js';

export async function userRoutes(app: FastifyInstance) {
  route(app, 'GET', '/user/me', (ctx) => users.getMe(ctx));
  route(app, 'PATCH', '/user/me', (ctx, req) => users.updateMe(ctx, body(req)));
  route(app, 'GET', '/auth/check/username', (ctx, req) => users.checkUsername(ctx, query(req)));
  route(app, 'POST', '/auth/change/username', (ctx, req) => users.changeUsername(ctx, body(req)));
  route(app, 'POST', '/user/me/displayImage', async (ctx, req) => users.uploadDisplayImage(ctx, await readUpload(req)));
  route(app, 'DELETE', '/user/me/displayImage', async (ctx) => ({ profileImageUrl: (await users.removeDisplayImage(ctx)).profileImageUrl }));
  route(app, 'GET', '/user/me/metadata/visits', (ctx) => users.listPageVisits(ctx));
  route(app, 'POST', '/user/me/metadata/visits', (ctx, req) => users.recordPageVisit(ctx, body(req)));
}
