import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from './context.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export type JsonSchema = Record<string, unknown>;

type Handler = (ctx: Ctx, request: FastifyRequest) => Promise<unknown>;

/**
 * A REST route is a thin adapter: it hands the service the query or body and wraps the answer in
 * the envelope `{success: true, data}`. Errors go to the app's error handler, which shapes them.
 */
export function route(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  handler: Handler,
  options: { status?: number; data?: JsonSchema } = {},
) {
  const status = options.status ?? 200;
  app.route({
    method,
    url,
    // With the shape of `data` known, Fastify compiles a serializer (fast-json-stringify) for the
    // answer: faster than JSON.stringify on hot lists, and a field not in the schema never leaves.
    ...(options.data
      ? { schema: { response: { [status]: { type: 'object', required: ['success', 'data'], properties: { success: { type: 'boolean' }, data: options.data } } } } }
      : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await handler(request.ctx, request);
      return reply.code(status).send({ success: true, data });
    },
  });
}

export const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
export const body = (request: FastifyRequest) => request.body;
