import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Ctx } from './context.js';
import { badInput } from './errors.js';

/**
 * Text PostgreSQL cannot store is refused at the edge, for every route of both APIs, before any
 * service sees it: a NUL character (U+0000; text and jsonb both reject it) and half of a UTF-16
 * surrogate pair (an emoji cut in two; jsonb rejects its escape). Keys of JSON objects too. The
 * answer is the usual BAD_USER_INPUT with the field's path, so nothing reaches SQL and nothing is
 * written.
 */
// A NUL, a high surrogate not followed by a low one, or a low surrogate without a high one before it.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MESSAGE =
  'This text has a character that cannot be stored (a NUL character, or half of an emoji). Remove it, or paste the text again.';
/** Deeper than any input of ours; a body nested past it is refused rather than walked. */
const MAX_DEPTH = 32;

/** The path of the first string (value or key) in `value` that cannot be stored, or null. */
export function findUnstorable(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || '_';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return at;
    const found = findUnstorable(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws BAD_USER_INPUT naming the field when any text in `value` cannot be stored. */
export function assertStorable(value: unknown, path = ''): void {
  const at = findUnstorable(value, path);
  if (at) throw badInput({ [at]: MESSAGE });
}

/** /v1: the query string, the path's parameters and a JSON body (multipart fields: core/uploads.ts). */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    assertStorable(request.params);
    assertStorable(request.query);
    if (request.body && typeof request.body === 'object') assertStorable(request.body);
  });
}

/** GraphQL: the variables, and the string literals written in the document (checked once per document). */
export function inputGuardPlugin(): ApolloServerPlugin<Ctx> {
  const literals = new WeakMap<DocumentNode, string | null>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          let at = literals.get(document);
          if (at === undefined) literals.set(document, (at = unstorableLiteral(document)));
          at ??= findUnstorable(request.variables ?? {});
          if (at) {
            throw new GraphQLError(MESSAGE, { extensions: { code: 'BAD_USER_INPUT', details: { [at]: MESSAGE }, http: { status: 400 } } });
          }
        },
      };
    },
  };
}

function unstorableLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      if (!found && UNSTORABLE.test(node.value)) found = 'query';
    },
    Argument(node) {
      if (!found && node.value.kind === Kind.STRING && UNSTORABLE.test(node.value.value)) found = node.name.value;
    },
  });
  return found;
}
