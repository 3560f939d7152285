import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { Ctx } from '../context.js';
import { compileAnswerSerializer } from './answer-serializer.js';

type GatewayInterface = ApolloServerOptionsWithGateway<Ctx>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** How many compiled operations are kept (least recently used go first). */
const JIT_CACHE_SIZE = 500;

/**
 * Runs queries through graphql-jit: each operation is compiled once into a plain function (about
 * 1.5× the throughput of graphql-js's interpreter on our lists; see bench/README.md).
 * Apollo Server 5 has no `executor` option; its `gateway` interface is the documented way to hand
 * it one, with the schema as is. Everything before execution (parsing, graphql-armor's validation,
 * plugins) and after it (formatError, the error plugin) is still Apollo's.
 *
 * graphql-js still runs: mutations (rare, and their order of effects stays the reference
 * implementation's), an operation's first run (one-off queries, such as the IDE's introspection,
 * are not worth compiling) and any request that fails before a resolver runs (bad variables),
 * so those errors keep graphql-js's exact words.
 */
/** A query Apollo has parsed, validated and run, compiled: what the fast path (fast-path.ts) runs. */
export interface HotQuery {
  document: DocumentNode;
  /** The operation it runs (what its variables are checked against). */
  operation: OperationDefinitionNode | null;
  compiled: CompiledQuery;
}

export interface JitExecution {
  gateway: GatewayInterface;
  schema: GraphQLSchema;
  /** The compiled form of a query text (and operation name) Apollo has already accepted, if any. */
  hot(query: string, operationName: string | null | undefined): HotQuery | undefined;
}

export function jitExecution(schema: GraphQLSchema, options: { compileOnFirstRun?: boolean } = {}): JitExecution {
  const compiled = new Map<string, CompiledQuery | null>();
  const seen = new Map<string, number>();
  // By query text: Apollo's document cache is by its hash; the fast path looks up the text it got.
  const hotQueries = new Map<string, HotQuery>();
  const hotKey = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\u0000${query}`;

  const interpret: GatewayExecutor = async ({ document, request, context }) =>
    execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName });

  const executor: GatewayExecutor = async (requestContext) => {
    // No operation (an unknown operationName): graphql-js words the error, Apollo answers 400.
    if (requestContext.operation?.operation !== 'query') return interpret(requestContext);
    const key = `${requestContext.queryHash}:${requestContext.operationName ?? ''}`;
    let query = compiled.get(key);
    if (query === undefined) {
      if (!seen.has(key) && !options.compileOnFirstRun) {
        remember(seen, key, 1);
        return interpret(requestContext);
      }
      query = await compile(schema, requestContext.document, requestContext.operationName ?? undefined);
      remember(compiled, key, query);
      seen.delete(key);
      const text = requestContext.request.query;
      if (query && typeof text === 'string') {
        remember(hotQueries, hotKey(text, requestContext.request.operationName), {
          document: requestContext.document,
          operation: requestContext.operation ?? null,
          compiled: query,
        });
      }
    } else {
      // Refresh its place in the LRU order.
      compiled.delete(key);
      compiled.set(key, query);
    }
    if (!query) return interpret(requestContext);
    const result = await query.query(undefined, requestContext.context, requestContext.request.variables ?? {});
    if (!result.errors?.length) return result;
    if (result.data === undefined) return interpret(requestContext);
    return { ...result, errors: result.errors.map(asGraphqlJsError) };
  };

  return {
    gateway: {
      async load() {
        return { executor };
      },
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      async stop() {},
    },
    schema,
    hot: (query, operationName) => hotQueries.get(hotKey(query, operationName)),
  };
}

async function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Promise<CompiledQuery | null> {
  // graphql-jit loads with the first query worth compiling, not at every start.
  const { compileQuery, isCompiledQuery } = await import('graphql-jit');
  const result = compileQuery(schema, document, operationName);
  if (!isCompiledQuery(result)) return null;
  // The answer's JSON written by a function compiled for its shape, where it can be made
  // (answer-serializer.ts); graphql-jit's own (JSON.stringify) otherwise.
  const stringify = compileAnswerSerializer(schema, document, operationName);
  if (stringify) result.stringify = stringify;
  return result;
}

/** graphql-jit's errors lack graphql-js's `extensions: {}`, which Apollo's error formatting expects. */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

function remember<V>(cache: Map<string, V>, key: string, value: V) {
  cache.set(key, value);
  if (cache.size > JIT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}
