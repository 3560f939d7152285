import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { GraphQLSchema } from 'graphql';
import type { NonEmptyArray } from 'type-graphql';
import { requireBuilder, requireCustomer, type WorkspaceRole } from './access.js';
import type { Ctx } from './context.js';
import type { JobDefinition } from './jobs.js';
import { body, query, successEnvelope, type Method, type RestContract } from './rest.js';
import { serializerSchema } from './json-schema.js';
import { parseInput } from './validation.js';

/**
 * One declaration per operation: who may call it, its REST route and contract, its GraphQL twin and
 * its handler. From it come the Fastify route (the caller checked, then the input, then the handler),
 * the OpenAPI entry, the gate in front of its GraphQL field (graphql/schema.ts), the API-key scope it
 * needs, and the tenancy matrix's rule (tests/server/tenancy/harness.ts reads `access`).
 *
 * `access` has no default: an operation that does not say who may call it does not type-check.
 * The adapter checks the kind of caller before anything else (a missing token is 401 before a bad
 * body is 400); the thing itself (this portal, this ticket) is checked by the service's loader
 * (`requireInPortal`, `requireOwn`), and the matrix proves each loader for every caller kind.
 */
export type Access =
  /** Anyone, signed in or not; `reason` says why that is safe (the matrix prints it). */
  | { kind: 'public'; reason: string }
  /**
   * A signed-in builder. `over`: `self` is about the builder (their account, their current workspace's
   * lists); `workspace` names a workspace of theirs; `portal` names a portal of theirs or something in
   * it. `role`: the least role in the workspace (MEMBER when omitted). `resource`: what an API key's scope
   * names (`database` → `database:read` for reads, `database:write` for changes); none for what only a
   * person may do (their password, their sessions, the workspace's members and keys): a key gets FORBIDDEN.
   */
  | { kind: 'builder'; over: 'self' | 'workspace' | 'portal'; role?: WorkspaceRole; resource?: ApiResource }
  /**
   * The signed-in customer of a portal. `sees`: `own` — one thing of theirs (another customer gets
   * NOT_FOUND); `own-list` — a list of theirs (another customer gets their own, without this one's);
   * `portal` — what the portal shares with every customer of it (another portal's gets NOT_FOUND).
   */
  | { kind: 'customer'; sees: 'own' | 'own-list' | 'portal' };

/** What an API key's scopes name: `<resource>:read` and `<resource>:write`. */
export type ApiResource =
  'portals' | 'database' | 'customers' | 'tickets' | 'workflows' | 'pages' | 'events' | 'services' | 'calls' | 'payments';
export type ApiScope = `${ApiResource}:${'read' | 'write'}`;

export const anyone = (reason: string): Access => ({ kind: 'public', reason });
export const builderSelf = (resource?: ApiResource, role?: WorkspaceRole): Access => ({ kind: 'builder', over: 'self', resource, role });
/** About the workspace itself (its members, who is current): for people only, never an API key. */
export const inWorkspace = (role?: WorkspaceRole): Access => ({ kind: 'builder', over: 'workspace', role });
export const inPortal = (resource: ApiResource, role?: WorkspaceRole): Access => ({ kind: 'builder', over: 'portal', resource, role });
export const customerOwn = (sees: 'own' | 'own-list' | 'portal' = 'own'): Access => ({ kind: 'customer', sees });

/** `reply` is for what is not the answer's body: a cookie, a header, a streamed file (then return the reply). */
export type Handler = (ctx: Ctx, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

type GraphqlField = `${'Query' | 'Mutation'}.${string}`;

/** What every operation declares: who may call it, and its GraphQL field (resolved by the domain's resolver), if any. */
export interface Declared {
  access: Access;
  graphql?: GraphqlField;
  /**
   * Why the service reads this input itself instead of the adapter refusing it first (a check that
   * answers "not available, and why" for any text; a link whose every wrong form is one NOT_FOUND).
   * The declared `input` then only documents it.
   */
  serviceReadsInput?: string;
}

/** A /v1 route's declaration: the access and the contract (what the OpenAPI document reads). */
export type RestDeclared = Declared & RestContract;

/** An operation: a /v1 route (`METHOD /path` without /v1) with its handler, or a GraphQL field alone. */
export type Operation =
  | (RestDeclared & { rest: `${Method} /${string}`; handle: Handler })
  | (Declared & { graphql: GraphqlField; rest?: undefined; handle?: undefined });

/** A domain: its operations, its GraphQL resolvers and its jobs. server/modules/index.ts lists every domain once. */
export interface Domain {
  name: string;
  operations: Operation[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: Function[];
  jobs?: JobDefinition<never>[];
}

export const defineDomain = (domain: Domain): Domain => domain;

/** The scope an API key needs for the operation, or null when no key may call it. */
export function scopeOf(operation: Operation): ApiScope | null {
  const access = operation.access;
  if (access.kind !== 'builder' || !access.resource) return null;
  const reads = operation.rest ? /^GET /.test(operation.rest) : operation.graphql?.startsWith('Query.');
  return `${access.resource}:${reads ? 'read' : 'write'}`;
}

/**
 * The caller check every operation passes first, for both APIs: the kind of caller its access names,
 * with the same errors the loaders give (UNAUTHENTICATED without a token; FORBIDDEN for a customer on
 * a builder's operation, UNAUTHENTICATED for a builder on a customer's). An API key is a builder of
 * its workspace with scopes: here, and only here, the operation's scope is checked (FORBIDDEN names
 * the scope to add, or says that keys cannot do it at all).
 */
export async function checkCaller(ctx: Ctx, operation: Declared & { rest?: string }): Promise<void> {
  const access = operation.access;
  if (access.kind === 'builder') {
    const builder = await requireBuilder(ctx);
    if (builder.key) checkScope(builder.key.scopes, scopeOf(operation as Operation));
  } else if (access.kind === 'customer') await requireCustomer(ctx);
}

function checkScope(scopes: readonly string[], needed: ApiScope | null): void {
  if (!needed)
    throw new AppError(
      'FORBIDDEN',
      'API keys cannot do this: it is for people signed in to Portico (their account, sessions, the workspace’s members and keys).',
    );
  if (!scopes.includes(needed))
    throw new AppError('FORBIDDEN', `This API key lacks the ${needed} scope — an admin can make a key with it in Settings → API keys.`);
}

/** Keeps the body's bytes beside the parsed JSON (Fastify's body limit still applies to what is kept). */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > RAW_BODY_MAX) throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  request.rawBody = raw.toString('utf8');
  const stream = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  stream.receivedEncodedLength = raw.length;
  return stream;
}
const RAW_BODY_MAX = 1024 * 1024;

/** Registers each operation's /v1 route: caller, then input, then the handler; its answer in the envelope. */
export function registerOperations(app: FastifyInstance, operations: Operation[]) {
  for (const operation of operations) {
    if (!operation.rest) continue;
    const [method, url] = operation.rest.split(' ') as [Method, string];
    const handle = operation.handle;
    const status = operation.status ?? 200;
    const readsQuery = method === 'GET' || method === 'DELETE';
    const input = operation.input;
    app.route({
      method,
      url,
      config: { operation },
      ...(operation.rawBody ? { preParsing: keepRawBody } : {}),
      // The shape of `data` is known, so Fastify compiles a serializer (fast-json-stringify) for the
      // answer: faster than JSON.stringify on hot lists, and a field not in the contract never leaves.
      ...(operation.data ? { schema: { response: { [status]: serializerSchema(successEnvelope(operation.data)) } } } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        await checkCaller(request.ctx, operation);
        // The declared input is checked here, before the handler: the service parses it again with the
        // same schema (GraphQL reaches it without this adapter), so both refuse alike.
        if (input && !operation.serviceReadsInput) parseInput(input, readsQuery ? query(request) : body(request));
        const data = await handle(request.ctx, request, reply);
        if (data === reply) return reply;
        return reply.code(status).send({ success: true, data });
      },
    });
  }
}

/**
 * Puts the caller check of each declared operation in front of its GraphQL root field, and refuses to
 * build a schema with a root field no operation declares (a field nobody said who may call).
 */
export function gateRootFields(schema: GraphQLSchema, operations: Operation[]): void {
  const byField = new Map(operations.filter((o) => o.graphql).map((o) => [o.graphql!, o]));
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}` as GraphqlField;
      const operation = byField.get(key);
      if (!operation) throw new Error(`${type.name}.${field.name} has no operation declaring who may call it.`);
      byField.delete(key);
      const resolve = field.resolve;
      if (!resolve || operation.access.kind === 'public') continue;
      field.resolve = async (source, args, ctx: Ctx, info) => {
        await checkCaller(ctx, operation);
        return resolve(source, args, ctx, info);
      };
    }
  }
  const orphans = [...byField.keys()];
  if (orphans.length) throw new Error(`Operations name GraphQL fields the schema lacks: ${orphans.join(', ')}.`);
}

/** Every domain's operations, resolvers and jobs, in the order listed. */
export function collect(domains: Domain[]) {
  const operations = domains.flatMap((d) => d.operations);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const resolvers = domains.flatMap((d) => d.resolvers) as NonEmptyArray<Function>;
  const jobs = domains.flatMap((d) => d.jobs ?? []);
  return { operations, resolvers, jobs };
}
