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
export const MAX_DEPTH = 32;
const TOO_DEEP = `This value is nested deeper than ${MAX_DEPTH} levels. Send a flatter value.`;
/** Keys in one object: far more than any input of ours has (a collection has at most 100 fields). */
export const MAX_KEYS = 1000;
const tooManyKeys = (n: number) =>
  `This object has ${n.toLocaleString('en-US')} fields; at most ${MAX_KEYS.toLocaleString('en-US')} are read in one object. Remove the fields that are not part of this request.`;
/** JSON.parse reads 1e400 as Infinity, which JSON cannot write back (it would be stored as null). */
export const NOT_FINITE = 'This number is too large to store (it reads as infinity). Send a number between -1e308 and 1e308.';

export interface InputProblem {
  at: string;
  message: string;
}

/**
 * The first value in `value` that cannot be taken as it is, in one pass: text PostgreSQL cannot store
 * (in a value or a key), a number that is not finite, an object with more than MAX_KEYS keys, or
 * nesting deeper than MAX_DEPTH. Null when there is none.
 */
export function findInputProblem(value: unknown, path = '', depth = 0): InputProblem | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? { at: path || '_', message: MESSAGE } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { at: path || '_', message: NOT_FINITE };
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { at: path || '_', message: TOO_DEEP };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInputProblem(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  let keys = 0;
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) keys++;
  if (keys > MAX_KEYS) return { at: path || '_', message: tooManyKeys(keys) };
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return { at, message: MESSAGE };
    const found = findInputProblem((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws BAD_USER_INPUT naming the field when `value` cannot be taken (findInputProblem). */
export function assertStorable(value: unknown, path = ''): void {
  const found = findInputProblem(value, path);
  if (found) throw badInput({ [found.at]: found.message });
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
  const literals = new WeakMap<DocumentNode, InputProblem | null>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          let found = literals.get(document);
          if (found === undefined) literals.set(document, (found = literalProblem(document)));
          found ??= findInputProblem(request.variables ?? {});
          if (found) {
            throw new GraphQLError(found.message, {
              extensions: { code: 'BAD_USER_INPUT', details: { [found.at]: found.message }, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Text that cannot be stored, or a number written too large to be finite (1e400), in the document. */
function literalProblem(document: DocumentNode): InputProblem | null {
  let found: InputProblem | null = null;
  visit(document, {
    StringValue(node) {
      if (!found && UNSTORABLE.test(node.value)) found = { at: 'query', message: MESSAGE };
    },
    FloatValue(node) {
      if (!found && !Number.isFinite(Number(node.value))) found = { at: 'query', message: NOT_FINITE };
    },
    IntValue(node) {
      if (!found && !Number.isFinite(Number(node.value))) found = { at: 'query', message: NOT_FINITE };
    },
    Argument(node) {
      if (found) return;
      const { value } = node;
      if (value.kind === Kind.STRING && UNSTORABLE.test(value.value)) found = { at: node.name.value, message: MESSAGE };
      if ((value.kind === Kind.FLOAT || value.kind === Kind.INT) && !Number.isFinite(Number(value.value))) {
        found = { at: node.name.value, message: NOT_FINITE };
      }
    },
  });
  return found;
}
