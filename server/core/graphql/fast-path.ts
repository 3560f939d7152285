import { HeaderMap, type ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { chargeKeyCost, type CostReport } from '../api-key-usage.js';
import type { Ctx } from '../context.js';
import { findInputProblem } from '../input-guard.js';
import { AppError } from '../errors.js';
import type { JitExecution } from './jit-executor.js';
import type { PageCost } from './page-cost.js';
import { variableShapeProblems } from './variable-shape.js';

const APPLICATION_JSON = 'application/json; charset=utf-8';
const SINGLE_RESULT_TYPES = [
  APPLICATION_JSON,
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** How many answers took the short way, and how many of those were compared with Apollo's (tests). */
export const fastPathStats = { answered: 0, verified: 0 };

export interface FastPathOptions {
  apollo: ApolloServer<Ctx>;
  jit: JitExecution;
  pageCost: PageCost;
  /**
   * Tests: every request also goes through Apollo, and the two answers (status, content type, body)
   * must be the same byte for byte, or the request fails with INTERNAL and the difference is logged.
   */
  verify?: boolean;
}

/**
 * POST /graphql, with a short way through for a query Apollo has already parsed, validated and run:
 * the compiled query (graphql-jit) runs on the request's context and its answer is written by the
 * stringify compiled for its shape. Everything else — mutations, a first sight, GET, the IDE, a
 * page-size variable over the cost limit, a query whose run gives any error — goes through Apollo
 * (@as-integrations/fastify's handler), so errors, limits and formatting stay Apollo's alone.
 *
 * What Apollo does for such a query that the short way must match (bench/README.md, "GraphQL"):
 * CSRF prevention (a JSON content type passes it), the body's shape checks, the document cache,
 * validation (done when it was first seen; the rules depend on the document only), the page-cost
 * check on variables (pageCost.refusal, shared), the content type negotiated from Accept, and the
 * answer `JSON.stringify({data}) + '\n'`. No plugin of ours acts on an answer without errors.
 */
export function registerGraphqlRoute(app: FastifyInstance, options: FastPathOptions) {
  const { apollo, jit, pageCost, verify } = options;
  const handler = fastifyApolloHandler<Ctx>(apollo, { context: async (request) => request.ctx });
  const slow = (request: FastifyRequest, reply: FastifyReply) => handler.call(app, request as never, reply as never);

  const fast = async (request: FastifyRequest): Promise<{ type: string; body: string } | undefined> => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return undefined;
    const { query, variables, operationName, extensions } = body;
    if (typeof query !== 'string' || (extensions !== undefined && extensions !== null)) return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
    const hot = jit.hot(query, operationName);
    if (!hot) return undefined;
    const type = contentType(request.headers.accept);
    if (!type) return undefined;
    const vars = (variables ?? undefined) as Record<string, unknown> | undefined;
    if (pageCost.refusal(hot.document, vars)) return undefined;
    // Apollo's plugins refuse these (input-guard.ts, variable-shape.ts), in words of their own.
    if (vars && (findInputProblem(vars) || variableShapeProblems(jit.schema, hot.operation, vars))) return undefined;
    // An API key pays the query's cost first (core/api-key-usage.ts); a refusal goes Apollo's way.
    let report: CostReport | null = null;
    if (request.ctx.token?.startsWith('pk_')) {
      try {
        report = await chargeKeyCost(request.ctx, pageCost.cost(hot.document, vars));
      } catch {
        return undefined;
      }
    }
    const result = await hot.compiled.query(undefined, request.ctx, vars ?? {});
    if (result.errors?.length || result.data === undefined) return undefined;
    fastPathStats.answered++;
    const answer = hot.compiled.stringify({ data: result.data });
    // Apollo writes `{"data":…,"extensions":…}`: the same bytes here.
    if (report) {
      const { requested, limitPerMinute, remaining, resetSeconds } = report;
      const extensions = `{"cost":{"requested":${requested},"limitPerMinute":${limitPerMinute},"remaining":${remaining},"resetSeconds":${resetSeconds}}}`;
      return { type, body: `${answer.slice(0, -1)},"extensions":${extensions}}\n` };
    }
    return { type, body: answer + '\n' };
  };

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST') return slow(request, reply);
      if (verify) return verified(request, reply);
      const answer = await fast(request);
      if (!answer) return slow(request, reply);
      return reply.code(200).header('content-type', answer.type).send(answer.body);
    },
  });

  // The query runs twice (Apollo's way, then the short way): reads only, so the answers must agree.
  const verified = async (request: FastifyRequest, reply: FastifyReply) => {
    const reference = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers: headerMap(request), body: request.body, search: '' },
      context: async () => request.ctx,
    });
    const answer = await fast(request);
    const expected = reference.body.kind === 'complete' ? reference.body.string : undefined;
    if (answer) {
      const same = (reference.status ?? 200) === 200 && reference.headers.get('content-type') === answer.type && expected === answer.body;
      if (!same) {
        request.log.error({ expected, actual: answer.body, status: reference.status }, 'GraphQL fast path differs from Apollo');
        throw new AppError('INTERNAL', 'The GraphQL fast path answered differently from Apollo.');
      }
      fastPathStats.verified++;
    }
    for (const [key, value] of reference.headers) reply.header(key, value);
    reply.code(reference.status ?? 200);
    if (expected === undefined) throw new AppError('INTERNAL', 'Incremental delivery is not used by Portico.');
    return expected;
  };
}

// Accept → the answer's content type, as Apollo negotiates it (null: Apollo answers 406 itself).
const negotiated = new Map<string, string | null>();
function contentType(accept: string | undefined): string | null {
  if (!accept) return APPLICATION_JSON;
  let type = negotiated.get(accept);
  if (type === undefined) {
    type = new Negotiator({ headers: { accept } }).mediaType(SINGLE_RESULT_TYPES) || null;
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(accept, type);
  }
  return type;
}

function headerMap(request: FastifyRequest): HeaderMap {
  const map = new HeaderMap();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value) map.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return map;
}
