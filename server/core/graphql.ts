import { ApolloServer, type ApolloServerOptionsWithGateway, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { renderAltair, renderInitSnippet } from 'altair-static';
import { execute, GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { Ctx } from './context.js';
import { AppError } from './errors.js';

/** Query limits. Generous for real screens, tight enough to refuse abuse; each has a test. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 50,
} as const;

export const IDE_PATH = '/graphql/ide/';
const IDE_INIT = 'portico-init.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildGraphqlSchema(resolvers: NonEmptyArray<Function>, emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}

export function createApollo(schema: GraphQLSchema): ApolloServer<Ctx> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Counted by graphql-js's own parser (parseOptions below): armor's Apollo token plugin throws
    // from a plugin hook, which Apollo answers with HTTP 500 instead of a 400.
    maxTokens: { enabled: false },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // The schema is public (introspection is on for the IDE), so suggestions give nothing away.
    blockFieldSuggestion: { enabled: false },
  }).protect();

  // graphql-armor's types point at Apollo's CommonJS build; the plugins are the same objects.
  const armorPlugins = armor.plugins as unknown as ApolloServerPlugin<Ctx>[];
  return new ApolloServer<Ctx>({
    gateway: jitExecution(schema),
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    plugins: [...armorPlugins, ApolloServerPluginCacheControlDisabled(), idePlugin(), internalErrorPlugin()],
    formatError: formatGraphqlError,
    // server/main.ts owns SIGINT/SIGTERM and stops Apollo through app.close(); Apollo's own handler
    // would stop it first and re-raise the signal, leaving that close waiting for good.
    stopOnTerminationSignals: false,
  });
}

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
function jitExecution(schema: GraphQLSchema): GatewayInterface {
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
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions ?? undefined });
  (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

function remember<V>(cache: Map<string, V>, key: string, value: V) {
  cache.set(key, value);
  if (cache.size > JIT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** AppErrors keep their code and details; anything unexpected becomes INTERNAL with no internals. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.code,
        ...(original.details ? { details: original.details } : {}),
        ...(original.retryAfter ? { retryAfter: original.retryAfter } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    return { message: 'Something went wrong on our side.', path: formatted.path, extensions: { code: 'INTERNAL' } };
  }
  // graphql-js and Apollo's own: parse, validation, bad variables, armor limits, malformed requests
  // (BAD_REQUEST: batches, CSRF-blocked GETs, no query; an unknown operationName), all under the
  // documented BAD_USER_INPUT. PERSISTED_QUERY_* stay as they are: Apollo clients act on them.
  const clientCodes = ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE'];
  const mapped = clientCodes.includes(String(code)) ? 'BAD_USER_INPUT' : code;
  return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: mapped, graphqlCode: code } };
}

/** Logs unexpected errors with the request id and puts the id in the answer so support can find it. */
function internalErrorPlugin(): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (!(original instanceof AppError) && !error.extensions?.code) {
              contextValue.log.error({ err: original }, 'unexpected GraphQL error');
            }
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            if (error.extensions?.code === 'INTERNAL') {
              (error as { message: string }).message = `Something went wrong on our side. If it keeps happening, quote request id ${contextValue.requestId}.`;
              (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
            }
          }
        },
      };
    },
  };
}

/** `GET /graphql` from a browser: the Altair IDE, served from this app's own files (works offline). */
function idePlugin(): ApolloServerPlugin<Ctx> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return {
            html: renderAltair({ baseURL: IDE_PATH, endpointURL: '/graphql', serveInitialOptionsInSeperateRequest: IDE_INIT }),
          };
        },
      };
    },
  };
}

export function ideInitScript(): { file: string; body: string } {
  return {
    file: IDE_INIT,
    body: renderInitSnippet({
      baseURL: IDE_PATH,
      endpointURL: '/graphql',
      initialName: 'Portico',
      initialQuery: '# Sign in through POST /v1/auth/login, then add the header\n# Authorization: Bearer <token>\nquery Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n  }\n}\n',
    }),
  };
}
