import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { gateRootFields, type Operation } from '../operations.js';

/**
 * The executable schema from the domains' resolvers, each root field behind its operation's caller
 * check (a field no operation declares stops the build); server/scripts/emit-schema.ts prints it as SDL.
 */
export async function buildGraphqlSchema(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>,
  operations: Operation[],
  emitSchemaFile?: string,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
  // type-graphql makes the root types itself and has no option for their descriptions, which are the
  // first thing a reader of the IDE's docs sees.
  const query = schema.getQueryType();
  if (query) query.description = QUERY_DESCRIPTION;
  const mutation = schema.getMutationType();
  if (mutation) mutation.description = MUTATION_DESCRIPTION;
  gateRootFields(schema, operations);
  return schema;
}

const QUERY_DESCRIPTION = [
  'Reads. Sign in with `login` (or REST POST /v1/auth/login) and send the token as `Authorization: Bearer <token>`:',
  'fields about a builder’s own data answer UNAUTHENTICATED without it, and NOT_FOUND for anything outside the',
  'builder’s workspaces. Paged lists are Relay connections (`first`/`after`, `edges { cursor node }`, `pageInfo`).',
  'Each field names its REST twin under /v1.',
].join(' ');

const MUTATION_DESCRIPTION = [
  'Changes. Most answer the object they changed (a deletion: the object as it was). Bad input is one BAD_USER_INPUT',
  'error with a sentence per field in `extensions.details`, and nothing is written. Each field names its REST twin under /v1.',
].join(' ');
