import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError, Kind, visit, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { chargeKeyCost, type CostReport } from '../api-key-usage.js';
import type { Ctx } from '../context.js';
import { AppError } from '../errors.js';

/**
 * graphql-armor's cost counts a list field's selection `first` times, but only when `first` is
 * written in the query: `portals(first: $n)` costs what one item costs, whatever `$n` is. Validation
 * never sees variables, so for operations that page through a variable this plugin counts again once
 * the variables are known, with each `first`/`last` variable written in as its value. A page asked
 * for by variable and the same page written out cost the same, and are refused with the same words.
 */
export interface PageCost {
  plugin: ApolloServerPlugin<Ctx>;
  /** The refusal of an operation whose page variables make it too costly, or null (remembered per values). */
  refusal(document: DocumentNode, variables: Record<string, unknown> | undefined): GraphQLError | null;
  /**
   * What the document costs with these variables, counted as the limit counts it (what an API key's
   * per-minute GraphQL budget is charged; remembered per page values).
   */
  cost(document: DocumentNode, variables: Record<string, unknown> | undefined): number;
}

export function variablePageCost(schema: GraphQLSchema, maxCost: number): PageCost {
  // Per parsed document (Apollo caches them): the variables that size a page (null for none), and
  // the verdict for each set of their values seen so far (a handful: 20, 50, 100 …).
  const sizing = new WeakMap<DocumentNode, { names: string[] | null; verdicts: Map<string, string | null>; costs: Map<string, number> }>();
  const rule = costLimitRule({ maxCost, exposeLimits: true });
  // The same count without a limit: armor calls onAccept with each operation's cost (validate() is
  // synchronous, so one running sum serves).
  let measured = 0;
  const measure = costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, onAccept: [(_context, { n }) => void (measured += n)] });

  const entryOf = (document: DocumentNode) => {
    let entry = sizing.get(document);
    if (!entry) sizing.set(document, (entry = { names: pageVariables(document), verdicts: new Map(), costs: new Map() }));
    return entry;
  };
  const valuesKey = (names: string[], values: Record<string, unknown>) =>
    names.map((name) => (Number.isSafeInteger(values[name]) ? String(values[name]) : '')).join(',');

  const cost = (document: DocumentNode, variables: Record<string, unknown> | undefined): number => {
    const entry = entryOf(document);
    const values = variables ?? {};
    const key = entry.names ? valuesKey(entry.names, values) : '';
    let found = entry.costs.get(key);
    if (found === undefined) {
      measured = 0;
      validate(schema, entry.names ? inline(document, values) : document, [measure]);
      found = Math.ceil(measured);
      if (entry.costs.size >= 100) entry.costs.clear();
      entry.costs.set(key, found);
    }
    return found;
  };

  const refusal = (document: DocumentNode, variables: Record<string, unknown> | undefined): GraphQLError | null => {
    const entry = entryOf(document);
    if (!entry.names) return null;
    const values = variables ?? {};
    const key = valuesKey(entry.names, values);
    let verdict = entry.verdicts.get(key);
    if (verdict === undefined) {
      verdict = count(document, values);
      if (entry.verdicts.size >= 100) entry.verdicts.clear();
      entry.verdicts.set(key, verdict);
    }
    // A fresh error each time: Apollo's formatting works on the instance it is given.
    return verdict === null
      ? null
      : new GraphQLError(verdict, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
  };

  const count = (document: DocumentNode, values: Record<string, unknown>): string | null => {
    const inlined = inline(document, values);
    // armor's rule throws its refusal from inside validate() (Apollo's validation step catches it;
    // here we do), with the same words as for a page size written out.
    let refused: unknown;
    try {
      [refused] = validate(schema, inlined, [rule]);
    } catch (error) {
      refused = error;
    }
    return refused instanceof Error ? refused.message : null;
  };

  return {
    refusal,
    cost,
    plugin: {
      async requestDidStart() {
        let report: CostReport | null = null;
        return {
          async didResolveOperation({ document, request, contextValue }) {
            const refused = refusal(document, request.variables);
            if (refused) throw refused;
            // An API key pays the operation's cost from its per-minute budget (core/api-key-usage.ts).
            if (contextValue.token?.startsWith('pk_')) {
              try {
                report = await chargeKeyCost(contextValue, cost(document, request.variables));
              } catch (error) {
                // Apollo keeps a GraphQLError thrown here as it is, with its HTTP status and headers.
                if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
                const headers = new HeaderMap([['retry-after', String(error.retryAfter ?? 60)]]);
                throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: 429, headers } } });
              }
            }
          },
          async willSendResponse({ response }) {
            if (report && response.body.kind === 'single')
              response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: report };
          },
        };
      },
    },
  };
}

function inline(document: DocumentNode, values: Record<string, unknown>): DocumentNode {
  return visit(document, {
    Argument(node) {
      if ((node.name.value !== 'first' && node.name.value !== 'last') || node.value.kind !== Kind.VARIABLE) return undefined;
      const value = values[node.value.name.value];
      if (!Number.isSafeInteger(value)) return undefined;
      return { ...node, value: { kind: Kind.INT, value: String(value) } };
    },
  });
}

function pageVariables(document: DocumentNode): string[] | null {
  const names: string[] = [];
  visit(document, {
    Argument(node) {
      if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.VARIABLE)
        names.push(node.value.name.value);
    },
  });
  return names.length ? names : null;
}
