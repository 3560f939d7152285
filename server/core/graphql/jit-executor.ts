import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Ctx } from '../context.js';

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
export function jitExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new Map<string, CompiledQuery | null>();
  const seen = new Map<string, number>();

  const interpret: GatewayExecutor = async ({ document, request, context }) =>
    execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName });

  const executor: GatewayExecutor = async (requestContext) => {
    // No operation (an unknown operationName): graphql-js words the error, Apollo answers 400.
    if (requestContext.operation?.operation !== 'query') return interpret(requestContext);
    const key = `${requestContext.queryHash}:${requestContext.operationName ?? ''}`;
    let query = compiled.get(key);
    if (query === undefined) {
      if (!seen.has(key)) {
        remember(seen, key, 1);
        return interpret(requestContext);
      }
      const result = compileQuery(schema, requestContext.document, requestContext.operationName ?? undefined);
      query = isCompiledQuery(result) ? result : null;
      remember(compiled, key, query);
      seen.delete(key);
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
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
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
