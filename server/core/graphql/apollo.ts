import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Ctx } from '../context.js';
import { inputGuardPlugin } from '../input-guard.js';
import { formatGraphqlError, internalErrorPlugin } from './errors.js';
import { IDE_OFF, idePlugin } from './ide.js';
import { jitExecution, type JitExecution } from './jit-executor.js';
import { variablePageCost, type PageCost } from './page-cost.js';
import { allowListPlugin, apqCache } from './persisted.js';
import { scanLimitRule } from './scan-limit.js';
import { variableShapePlugin } from './variable-shape.js';

/** Query limits. Generous for real screens, tight enough to refuse abuse; each has a test. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  // graphql-armor multiplies a list's cost by its `first`: 200 portals with every field cost 41,481.
  maxCost: 50_000,
  maxDirectives: 50,
  /** Record pages and counts in one operation (scan-limit.ts). */
  maxScans: 4,
} as const;

export interface GraphqlServer {
  apollo: ApolloServer<Ctx>;
  /** The compiled queries, for the fast path (fast-path.ts). */
  jit: JitExecution;
  pageCost: PageCost;
}

export function createApollo(
  schema: GraphQLSchema,
  options: {
    compileOnFirstRun?: boolean;
    /** The GraphQL sandbox's page (ide.ts idePage). */
    idePage?: () => Promise<string>;
    /** GRAPHQL_ALLOW_LIST=1: the registered operations' keys (persisted.ts loadAllowList); only they run. */
    allowList?: ReadonlySet<string>;
  } = {},
): GraphqlServer {
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
  const jit = jitExecution(schema, options);
  const pageCost = variablePageCost(schema, GRAPHQL_LIMITS.maxCost);
  const apollo = new ApolloServer<Ctx>({
    gateway: jit.gateway,
    validationRules: [...armor.validationRules, scanLimitRule(GRAPHQL_LIMITS.maxScans)],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // Apollo's default follows NODE_ENV (off in production); the schema is public (GET
    // /graphql/schema.graphql), so only the allow-list turns introspection off, by not registering it.
    introspection: true,
    // Automatic persisted queries: in memory, per process, bounded (persisted.ts says why that is enough).
    persistedQueries: { cache: apqCache() },
    plugins: [
      // First: with the allow-list on, an operation that is not registered is refused before any other
      // plugin of ours looks at it.
      ...(options.allowList ? [allowListPlugin(options.allowList)] : []),
      ...armorPlugins,
      variableShapePlugin(schema),
      inputGuardPlugin(),
      pageCost.plugin,
      ApolloServerPluginCacheControlDisabled(),
      // With the allow-list on the sandbox could run no introspection: a page says so instead.
      idePlugin(options.allowList ? async () => IDE_OFF : options.idePage),
      internalErrorPlugin(),
    ],
    formatError: formatGraphqlError,
    // server/main.ts owns SIGINT/SIGTERM and stops Apollo through app.close(); Apollo's own handler
    // would stop it first and re-raise the signal, leaving that close waiting for good.
    stopOnTerminationSignals: false,
  });
  return { apollo, jit, pageCost };
}
