import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badInput, type ErrorCode } from './errors.js';
import type { Ctx } from './context.js';
import type { RestDeclared } from './operations.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
    /** The body as sent, for a route that declares `rawBody` (a signature is made over these bytes). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /** The route's declaration, read by the OpenAPI document (server/core/openapi.ts). */
    operation?: RestDeclared;
  }
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a /v1 operation promises (server/core/operations.ts declares the rest: who may call it, its handler). */
export interface RestContract {
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
  /** The handler reads `request.rawBody`, the body as sent (a provider's webhook, signed over its bytes). */
  rawBody?: boolean;
  /** Codes beyond those of every operation: INTERNAL, BAD_USER_INPUT (input, or a body), PAYLOAD_TOO_LARGE (a body), UNAUTHENTICATED and FORBIDDEN (builders). */
  errors?: ErrorCode[];
}

/** The envelope of every JSON answer under /v1. */
export const successEnvelope = (data: z.ZodType) => z.object({ success: z.literal(true), data });

export const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
/** The JSON body; a body of `null` is refused (no body at all is an empty input). */
export const body = (request: FastifyRequest) => {
  if (request.body === null) throw badInput({ _: 'Send a JSON object.' }, 'The request body must be a JSON object, not null.');
  return request.body;
};
