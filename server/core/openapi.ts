import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import { documentSchema, type JsonSchema } from './json-schema.js';
import { errorSchema } from './rest-schemas.js';
import { scopeOf, type Operation, type RestDeclared } from './operations.js';
import { successEnvelope } from './rest.js';

export interface RegisteredOperation {
  method: string;
  url: string;
  operation: RestDeclared;
}

/**
 * Collects the contract of every route registered after this call (sub-plugins included), so the
 * document lists what Fastify actually serves, not a copy of it.
 */
export function collectOperations(app: FastifyInstance): RegisteredOperation[] {
  const operations: RegisteredOperation[] = [];
  app.addHook('onRoute', (route) => {
    const operation = route.config?.operation;
    if (!operation) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') operations.push({ method, url: route.url, operation });
  });
  return operations;
}

const ERROR_MEANING: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'The input is not valid: `details` has a sentence for each field to fix.',
  UNAUTHENTICATED: 'Not signed in: no bearer token, or one that expired or was revoked.',
  FORBIDDEN:
    'Signed in, but not allowed: not a builder, an API key without the scope, or a workspace quota reached (the message says which).',
  NOT_FOUND: 'It does not exist, or it belongs to a workspace the caller is not a member of.',
  CONFLICT: 'It clashes with the current state (a name taken, a change made meanwhile): the message says what to do.',
  PAYLOAD_TOO_LARGE: 'The body or the file is larger than allowed.',
  RATE_LIMITED: 'Too many attempts: wait the seconds in the Retry-After header.',
  NOT_CONFIGURED: 'An integration this needs has no settings on this server.',
  TIMEOUT:
    'It took longer than the server allows one request (DATABASE_STATEMENT_TIMEOUT_SECONDS) and was stopped: narrow it, or try again.',
  INTERNAL: 'Something went wrong on the server; `requestId` identifies it in the logs.',
};

const DESCRIPTION = `The /v1 REST API of Portico. Every operation here has a GraphQL twin (POST /graphql) that takes the
same input, applies the same rules and answers the same object.

- Sign in with POST /v1/auth/login (or register) and send the token as \`Authorization: Bearer <token>\`; or send a
  workspace's API key (\`pk_…\`, made in Settings → API keys) the same way. Each operation says the scope a key
  needs (\`x-required-scope\`), or that keys may not call it.
- Success is \`{"success": true, "data": …}\` (200, or 201 on create); failure is
  \`{"success": false, "message", "code", "details"?}\` with the status of its code.
- Reads take query parameters; creates are POST, updates PATCH (or PUT on single-purpose paths), deletes DELETE with \`?id=\`.
- Lists take \`limit\` (default 50, at most 200) and an opaque \`cursor\`, and answer \`{items, nextCursor}\`.
- Ids are UUIDs; times are ISO 8601 in UTC.`;

/** The OpenAPI 3.1 document of the given operations: made from their zod schemas, never by hand. */
export function openApiDocument(operations: RegisteredOperation[]) {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...operations].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const { method, url, operation } of sorted) {
    (paths[url] ??= {})[method.toLowerCase()] = pathItem(method, url, operation, schemas);
  }
  const errorDef = documentSchema(errorSchema, 'output', schemas);
  // Each code's body is a named schema, so a status two codes share (503) can be either by reference.
  for (const code of Object.keys(ERROR_STATUS) as ErrorCode[])
    schemas[errorSchemaName(code)] = { allOf: [errorDef, { type: 'object', properties: { code: { const: code } } }] };
  const responses = Object.fromEntries(
    (Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => [
      code,
      {
        description: `${code}: ${ERROR_MEANING[code]}`,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaName(code)}` } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Portico REST API', version: '1', description: DESCRIPTION },
    // The server that serves the document (paths start with /v1).
    servers: [{ url: '/', description: 'This Portico server' }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Two kinds of bearer token, both sent as `Authorization: Bearer <token>`: a session token (from /v1/auth/login or ' +
            '/v1/auth/register: acts as that builder) or a workspace API key (`pk_…`, made by an ADMIN or OWNER in Settings → ' +
            'API keys: acts for the workspace, within its scopes). Each operation names the scope a key needs, or says keys may not call it.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** NOT_CONFIGURED → NotConfiguredError: the name of a code's error body among the schemas. */
const errorSchemaName = (code: ErrorCode) =>
  `${code
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Error`;

function pathItem(method: string, url: string, operation: RestDeclared, schemas: Record<string, JsonSchema>) {
  const segments = url.replace(/^\/v1\//, '').split(/[/-]/);
  const item: Record<string, unknown> = {
    operationId: method.toLowerCase() + segments.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join(''),
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [segments[0]],
    // A public operation still reads the token when one is sent (who is asking about a username).
    security: operation.access.kind === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
  };
  const readsQuery = method === 'GET' || method === 'DELETE';
  const notes: string[] = [];
  if (operation.input && readsQuery) {
    item.parameters = queryParameters(operation, schemas);
    const either = oneOfRule(operation, schemas);
    if (either) notes.push(either);
  }
  // The scope core/operations.ts checks for an API key (the route's declaration is the whole operation).
  if (operation.access.kind !== 'public') {
    const scope = scopeOf(operation as Operation);
    if (scope) item['x-required-scope'] = scope;
    notes.push(scope ? `API keys need the \`${scope}\` scope.` : 'Not for API keys.');
  }
  if (notes.length) item.description = [operation.description, ...notes].filter(Boolean).join('\n\n');
  if (operation.input && !readsQuery) {
    const schema = documentSchema(operation.input, 'input', schemas);
    item.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  if (operation.upload) {
    const fields = operation.upload.fields ? documentSchema(operation.upload.fields, 'input', schemas) : { type: 'object', properties: {} };
    const properties = {
      ...(fields.properties as object),
      file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: operation.upload.file },
    };
    const schema = { type: 'object', properties, required: [...((fields.required as string[] | undefined) ?? []), 'file'] };
    item.requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
  }
  const status = String(operation.status ?? 200);
  // A JSON answer outside the envelope (this document) is an object; a CSV or a page is text.
  const produces = typeof operation.produces === 'string' ? [operation.produces] : operation.produces;
  const produced = (type: string) => (type === 'application/json' ? { type: 'object', additionalProperties: true } : { type: 'string' });
  const success = produces
    ? {
        description: `The ${produces.join(' or ')} body.`,
        content: Object.fromEntries(produces.map((type) => [type, { schema: produced(type) }])),
      }
    : {
        description: 'Success: `data` is the object the matching GraphQL field returns.',
        content: { 'application/json': { schema: documentSchema(successEnvelope(operation.data!), 'output', schemas) } },
      };
  // Every operation reads the database, within the request's time budget.
  const codes = new Set<ErrorCode>(['INTERNAL', 'TIMEOUT']);
  // Every operation refuses text that cannot be stored (core/input-guard.ts), in its query string too.
  codes.add('BAD_USER_INPUT');
  if (!readsQuery) codes.add('PAYLOAD_TOO_LARGE');
  // A caller who is not a builder (a portal's customer, an API key without the scope) is refused.
  if (operation.access.kind !== 'public') codes.add('UNAUTHENTICATED').add('FORBIDDEN');
  // An API key past its requests of the minute (core/api-key-usage.ts).
  if (scopeOf(operation as Operation)) codes.add('RATE_LIMITED');
  for (const code of operation.errors ?? []) codes.add(code);
  // One response per status: codes that share one (503: NOT_CONFIGURED, TIMEOUT) are either.
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b])) {
    const key = String(ERROR_STATUS[code]);
    byStatus.set(key, [...(byStatus.get(key) ?? []), code]);
  }
  const errors = [...byStatus].map(([key, list]) => [
    key,
    list.length === 1
      ? { $ref: `#/components/responses/${list[0]}` }
      : {
          description: list.map((code) => `${code}: ${ERROR_MEANING[code]}`).join(' Or '),
          content: {
            'application/json': {
              schema: { anyOf: list.map((code) => ({ $ref: `#/components/schemas/${errorSchemaName(code)}` })) },
            },
          },
        },
  ]);
  item.responses = { [status]: success, ...Object.fromEntries(errors) };
  return item;
}

/**
 * An input of several shapes (a portal by id or by slug): query parameters cannot say which go
 * together, so the operation's description does — from the same shapes the service parses with.
 */
function oneOfRule(operation: RestDeclared, schemas: Record<string, JsonSchema>): string | null {
  const json = documentSchema(operation.input!, 'input', schemas);
  const shapes = json.anyOf as JsonSchema[] | undefined;
  if (!shapes || shapes.length < 2) return null;
  const ways = shapes.map((shape) => {
    const required = ((shape.required as string[] | undefined) ?? []).map((name) => `\`${name}\``);
    return required.length ? required.join(' and ') : 'none of them';
  });
  return `Send exactly one of: ${ways.join('; or ')} (BAD_USER_INPUT otherwise).`;
}

/**
 * Each property of the input as a query parameter; an input that is one of several shapes (slug or
 * id) lists them all, none required. A value the service reads itself (a JSON filter) is text on the
 * wire; a list is comma-separated.
 */
function queryParameters(operation: RestDeclared, schemas: Record<string, JsonSchema>) {
  const json = documentSchema(operation.input!, 'input', schemas);
  const shapes = (json.anyOf as JsonSchema[] | undefined) ?? [json];
  const parameters = new Map<string, Record<string, unknown>>();
  for (const shape of shapes) {
    const required = shapes.length === 1 ? ((shape.required as string[] | undefined) ?? []) : [];
    for (const [name, schema] of Object.entries((shape.properties ?? {}) as Record<string, JsonSchema>)) {
      if (parameters.has(name)) continue;
      const { description, ...rest } = schema;
      const text = operation.parameters?.[name] ?? description;
      parameters.set(name, {
        name,
        in: 'query',
        required: required.includes(name),
        ...(operation.jsonParameters?.[name]
          ? { content: { 'application/json': { schema: documentSchema(operation.jsonParameters[name], 'input', schemas) } } }
          : { schema: Object.keys(rest).length ? rest : { type: 'string' } }),
        ...(rest.type === 'array' ? { style: 'form', explode: false } : {}),
        ...(text ? { description: String(text) } : {}),
      });
    }
  }
  return [...parameters.values()];
}
