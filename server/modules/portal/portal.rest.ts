import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../core/uploads.js';
import { body, query, route } from '../../core/rest.js';
import { portalPageSchema } from './portal.schema.js';
import * as portals from './portal.service.js';

export async function portalRoutes(app: FastifyInstance) {
  route(app, 'GET', '/portal/list', (ctx, req) => portals.listPortals(ctx, query(req)), { data: portalPageSchema });
  route(app, 'GET', '/portal', (ctx, req) => portals.getPortal(ctx, query(req)));
  route(app, 'POST', '/portal', (ctx, req) => portals.createPortal(ctx, body(req)), { status: 201 });
  route(app, 'PATCH', '/portal', (ctx, req) => portals.updatePortal(ctx, body(req)));
  route(app, 'DELETE', '/portal', (ctx, req) => portals.deletePortal(ctx, query(req)));
  route(app, 'GET', '/portal/isSubDomainAvailable', (ctx, req) => portals.isSubDomainAvailable(ctx, query(req)));
  route(app, 'GET', '/portal/isSlugAvailable', (ctx, req) => portals.isSlugAvailable(ctx, query(req)));
  route(app, 'POST', '/portal/update-subDomain', (ctx, req) => portals.updateSubDomain(ctx, body(req)));
  route(app, 'POST', '/portal/logo', async (ctx, req) => portals.uploadLogo(ctx, await readUpload(req)));
  route(app, 'DELETE', '/portal/logo', (ctx, req) => portals.removeLogo(ctx, query(req)));
  route(app, 'PUT', '/portal/theme', (ctx, req) => portals.updateTheme(ctx, body(req)));
  route(app, 'PUT', '/portal/basic-info', (ctx, req) => portals.updateBasicInfo(ctx, body(req)));
  route(app, 'GET', '/public/portal/info/slug', (ctx, req) => portals.getPublicPortalInfo(ctx, query(req)));
}
