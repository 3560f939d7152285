import type { FastifyInstance } from 'fastify';
import { body, query, route } from '../../core/rest.js';
import * as auth from './auth.service.js';

export async function authRoutes(app: FastifyInstance) {
  route(app, 'POST', '/auth/register', (ctx, req) => auth.register(ctx, body(req)), { status: 201 });
  route(app, 'POST', '/auth/login', (ctx, req) => auth.login(ctx, body(req)));
  route(app, 'GET', '/auth/logout', (ctx) => auth.logout(ctx));
  route(app, 'POST', '/auth/logout', (ctx) => auth.logout(ctx));
  route(app, 'GET', '/auth/session', (ctx, req) => auth.getSession(ctx, query(req)));
  route(app, 'POST', '/auth/verify/email', (ctx, req) => auth.verifyEmail(ctx, body(req)));
  route(app, 'POST', '/auth/verify/email/resend', (ctx) => auth.resendVerification(ctx));
}
