import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from './context.js';
import { badInput, type ErrorCode } from './errors.js';
import { serializerSchema } from './json-schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    /** The route's contract, read by the OpenAPI document (server/core/openapi.ts). */
    operation?: RestOperation;
  }
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The one contract of a /v1 operation. The service keeps validating its own input with `input`
 * (so REST and GraphQL refuse the same things with the same sentences); from the same zod schemas
 * come the response serializer and the operation's entry in /v1/openapi.json, and from that the
 * client's REST types.
 */
export interface RestOperation {
  summary: string;
  description?: string;
  /** The zod schema the service validates with: the query string for GET and DELETE, else the JSON body. */
  input?: z.ZodType;
  /** What a query parameter means, where its schema cannot say it (a JSON filter, a sort). */
  parameters?: Record<string, string>;
  /** Query parameters sent as JSON text (a filter): the zod schema of the JSON, for the document. */
  jsonParameters?: Record<string, z.ZodType>;
  /** A multipart/form-data upload: its text fields (the service's zod schema) and what the `file` part holds. */
  upload?: { fields?: z.ZodType; file: string };
  /** The shape of `data` in `{success: true, data}`. */
  data?: z.ZodType;
  /** An answer that is not the JSON envelope (a CSV download, a page): its content type, or the types a file may be. */
  produces?: string | readonly string[];
  status?: 200 | 201;
  /** Who may call it: a signed-in builder (the default, 401 otherwise) or anyone. */
  access?: 'builder' | 'public' | 'customer';
  /** Codes beyond those of every operation: INTERNAL, BAD_USER_INPUT (input, or a body), PAYLOAD_TOO_LARGE (a body), UNAUTHENTICATED and FORBIDDEN (builders). */
  errors?: ErrorCode[];
}

/** `reply` is for what is not the answer's body: a cookie (the magic link's verifier), a header. */
type Handler = (ctx: Ctx, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The envelope of every JSON answer under /v1. */
export const successEnvelope = (data: z.ZodType) => z.object({ success: z.literal(true), data });

/**
 * A REST route is a thin adapter: it hands the service the query or body as they came and wraps the
 * answer in the envelope `{success: true, data}`. Errors go to the app's error handler, which shapes them.
 */
export function route(app: FastifyInstance, method: Method, url: string, operation: RestOperation, handler: Handler) {
  const status = operation.status ?? 200;
  app.route({
    method,
    url,
    config: { operation },
    // The shape of `data` is known, so Fastify compiles a serializer (fast-json-stringify) for the
    // answer: faster than JSON.stringify on hot lists, and a field not in the contract never leaves.
    ...(operation.data ? { schema: { response: { [status]: serializerSchema(successEnvelope(operation.data)) } } } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await handler(request.ctx, request, reply);
      return reply.code(status).send({ success: true, data });
    },
  });
}

export const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
/** The JSON body; a body of `null` is refused (no body at all is an empty input). */
export const body = (request: FastifyRequest) => {
  if (request.body === null) throw badInput({ _: 'Send a JSON object.' }, 'The request body must be a JSON object, not null.');
  return request.body;
};
