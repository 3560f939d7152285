import { type ApolloServerPlugin } from '@apollo/server';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError, Kind, visit, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Ctx } from '../context.js';

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
}

export function variablePageCost(schema: GraphQLSchema, maxCost: number): PageCost {
  // Per parsed document (Apollo caches them): the variables that size a page (null for none), and
  // the verdict for each set of their values seen so far (a handful: 20, 50, 100 …).
  const sizing = new WeakMap<DocumentNode, { names: string[] | null; verdicts: Map<string, string | null> }>();
  const rule = costLimitRule({ maxCost, exposeLimits: true });

  const refusal = (document: DocumentNode, variables: Record<string, unknown> | undefined): GraphQLError | null => {
    let entry = sizing.get(document);
    if (!entry) sizing.set(document, (entry = { names: pageVariables(document), verdicts: new Map() }));
    if (!entry.names) return null;
    const values = variables ?? {};
    const key = entry.names.map((name) => (Number.isSafeInteger(values[name]) ? String(values[name]) : '')).join(',');
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
    const inlined = visit(document, {
      Argument(node) {
        if ((node.name.value !== 'first' && node.name.value !== 'last') || node.value.kind !== Kind.VARIABLE) return undefined;
        const value = values[node.value.name.value];
        if (!Number.isSafeInteger(value)) return undefined;
        return { ...node, value: { kind: Kind.INT, value: String(value) } };
      },
    });
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
    plugin: {
      async requestDidStart() {
        return {
          async didResolveOperation({ document, request }) {
            const refused = refusal(document, request.variables);
            if (refused) throw refused;
          },
        };
      },
    },
  };
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
