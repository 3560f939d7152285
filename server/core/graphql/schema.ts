import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';

/** The executable schema from the modules' resolvers; server/scripts/emit-schema.ts prints it as SDL. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildGraphqlSchema(resolvers: NonEmptyArray<Function>, emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
