import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import {
  GraphQLError,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Ctx } from '../context.js';

/**
 * Automatic persisted queries (Apollo's APQ) and the allow-list mode.
 *
 * APQ: a client sends `extensions.persistedQuery {version: 1, sha256Hash}` without the query; an unknown
 * hash answers PERSISTED_QUERY_NOT_FOUND and the client sends it again with the query, which registers it.
 * Each process keeps its own cache, in memory and bounded: behind a load balancer a hash registered on
 * one process may be unknown to the next, which costs that client one PERSISTED_QUERY_NOT_FOUND and one
 * re-send, never a failure; a shared store would buy nothing else.
 *
 * Allow-list (GRAPHQL_ALLOW_LIST=1): only registered operations run. Registered are the client's own
 * (schema/persisted-operations.json, written by `npm run codegen` from client/src/gql/graphql.ts) and a
 * deployment's own (GRAPHQL_ALLOW_LIST_EXTRA, a .graphql file). An operation is compared by its
 * normalized form (operationKey), so what Apollo Client changes in a document on the way (it adds
 * `__typename` to every selection set) does not make it another operation.
 */

/** APQ's cache: query texts, counted in characters (a query is at most GRAPHQL_LIMITS.maxTokens tokens). */
export const APQ_CACHE_CHARS = 8 * 1024 * 1024;

export function apqCache() {
  // Per process and bounded (least recently used go first): see above why that is enough.
  return new InMemoryLRUCache<string>({ maxSize: APQ_CACHE_CHARS });
}

/** The manifest of the client's operations, written by `npm run codegen` (server/scripts/emit-persisted-operations.ts). */
export const MANIFEST_FILE = 'schema/persisted-operations.json';

export const NOT_ALLOWED = 'PERSISTED_QUERY_NOT_ALLOWED';

export interface PersistedManifest {
  about: string;
  /** Operation name → sha256 (hex) of its normalized form. */
  operations: Record<string, string>;
}

/**
 * The registered form of one operation: the operation and the fragments it uses (by name, so their
 * order in the document does not count), every `__typename` field without an alias left out, printed
 * by graphql-js (no comments, one layout), then SHA-256 in hex.
 */
export function operationKey(document: DocumentNode, operation: OperationDefinitionNode): string {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const used = new Set<string>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (used.has(name)) return;
        used.add(name);
        const fragment = fragments.get(name);
        if (fragment) collect(fragment);
      },
    });
  collect(operation);
  const definitions: DefinitionNode[] = [
    operation,
    ...[...used]
      .sort()
      .map((name) => fragments.get(name))
      .filter((f): f is FragmentDefinitionNode => f !== undefined),
  ];
  const stripped = visit(
    { kind: Kind.DOCUMENT, definitions },
    { Field: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined) },
  );
  return createHash('sha256').update(print(stripped)).digest('hex');
}

const operationsOf = (document: DocumentNode) =>
  document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

// client/src/gql/graphql.ts holds each typed document as a JSON literal on one line of its own. Read as
// text: the server never imports client code (eslint.config.js), and these are data.
const DOCUMENT_LINE = /^export const (\w+Document) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*$/gm;

/** The client's typed documents (client/src/gql/graphql.ts, as text) → the manifest of their operations. */
export function manifestOf(generatedSource: string): PersistedManifest {
  const operations: Record<string, string> = {};
  for (const [, exportName, json] of generatedSource.matchAll(DOCUMENT_LINE)) {
    const document = JSON.parse(json!) as DocumentNode;
    for (const operation of operationsOf(document)) {
      const name = operation.name?.value;
      if (!name) throw new Error(`${exportName} has an operation without a name: codegen names every one.`);
      operations[name] = operationKey(document, operation);
    }
  }
  if (!Object.keys(operations).length) throw new Error('No typed documents found in client/src/gql/graphql.ts: run `npm run codegen`.');
  return {
    about:
      'The operations of the Portico client, registered for GRAPHQL_ALLOW_LIST=1: name → sha256 of the normalized operation ' +
      '(server/core/graphql/persisted.ts, operationKey). Written by `npm run codegen`; do not edit.',
    operations: Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export const manifestText = (manifest: PersistedManifest) => `${JSON.stringify(manifest, null, 2)}\n`;

/**
 * The registered operations' keys: the client's (the manifest) and a deployment's own (a .graphql file
 * of operations, each with the fragments it uses; checked against the schema at start).
 */
export function loadAllowList(root: string, schema: GraphQLSchema, extraFile?: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, MANIFEST_FILE), 'utf8')) as PersistedManifest;
  const keys = new Set(Object.values(manifest.operations));
  if (extraFile) {
    const file = path.resolve(root, extraFile);
    let document: DocumentNode;
    try {
      document = parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`GRAPHQL_ALLOW_LIST_EXTRA: cannot read ${file} as GraphQL operations: ${(error as Error).message}`, {
        cause: error,
      });
    }
    // A deployment's file may hold many operations: only "one anonymous operation at most" is relaxed.
    const rules = specifiedRules.filter((rule) => rule.name !== 'LoneAnonymousOperationRule');
    const problems = validate(schema, document, rules);
    if (problems.length) {
      throw new Error(`GRAPHQL_ALLOW_LIST_EXTRA: ${file} does not fit the schema: ${problems.map((p) => p.message).join(' ')}`);
    }
    for (const operation of operationsOf(document)) keys.add(operationKey(document, operation));
  }
  return keys;
}

/** Decisions kept per query text and operation name (a text seen again is not normalized again). */
const DECISIONS_KEPT = 1000;

/**
 * Refuses, before anything runs, an operation that is not registered. It acts once the operation is
 * known (didResolveOperation: after parsing and validation, before APQ stores the query and before
 * execution), so a refused query is never registered in APQ, never compiled, and never reaches the
 * fast path (fast-path.ts answers only queries Apollo has run). Introspection is not registered
 * either: with the allow-list on, the schema is read from GET /graphql/schema.graphql.
 */
export function allowListPlugin(allowed: ReadonlySet<string>): ApolloServerPlugin<Ctx> {
  const decisions = new Map<string, boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, queryHash, operationName }) {
          // No operation (an unknown operationName): graphql-js refuses it itself, and nothing runs.
          if (!operation) return;
          const key = `${queryHash}\u0000${operationName ?? ''}`;
          let allowedHere = decisions.get(key);
          if (allowedHere === undefined) {
            allowedHere = allowed.has(operationKey(document, operation));
            if (decisions.size >= DECISIONS_KEPT) decisions.delete(decisions.keys().next().value!);
            decisions.set(key, allowedHere);
          }
          if (!allowedHere) throw notAllowed(operation);
        },
      };
    },
  };
}

function notAllowed(operation: OperationDefinitionNode): GraphQLError {
  const introspection = operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type'),
  );
  const message = introspection
    ? 'Introspection is off on this server (GRAPHQL_ALLOW_LIST=1). Download the schema from GET /graphql/schema.graphql instead.'
    : 'This server runs only registered operations (GRAPHQL_ALLOW_LIST=1), and this is not one of them. Send one of the ' +
      'Portico app’s own operations, or ask the operator to add yours to the file named by GRAPHQL_ALLOW_LIST_EXTRA.';
  return new GraphQLError(message, { extensions: { code: NOT_ALLOWED, http: { status: 400, headers: new HeaderMap() } } });
}
