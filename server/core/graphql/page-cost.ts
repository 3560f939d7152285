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
export function variablePageCostPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin<Ctx> {
  // Per parsed document (Apollo caches them): the variables that size a page, or null for none.
  const sizing = new WeakMap<DocumentNode, string[] | null>();
  const rule = costLimitRule({ maxCost, exposeLimits: true });

  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          let names = sizing.get(document);
          if (names === undefined) sizing.set(document, (names = pageVariables(document)));
          if (!names) return;
          const values = request.variables ?? {};
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
          let refusal: unknown;
          try {
            [refusal] = validate(schema, inlined, [rule]);
          } catch (error) {
            refusal = error;
          }
          if (refusal instanceof Error) {
            throw new GraphQLError(refusal.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
          }
        },
      };
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
