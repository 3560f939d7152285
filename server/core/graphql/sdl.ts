import type { FastifyInstance } from 'fastify';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

export const SDL_PATH = '/graphql/schema.graphql';

/** The schema as SDL, types sorted by name: schema/schema.graphql is this text (server/scripts/emit-schema.ts). */
export const printSdl = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;

/**
 * GET /graphql/schema.graphql: the running schema's SDL, for codegen and other tools (and the only way
 * to read the schema with GRAPHQL_ALLOW_LIST=1, where introspection is off). Public like introspection.
 * Its own route, not under Apollo's exact `/graphql`; its extension keeps it from the client's page
 * fallback (client.routes.ts).
 */
export function registerSchemaDownload(app: FastifyInstance, schema: GraphQLSchema) {
  const sdl = printSdl(schema);
  app.get(SDL_PATH, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      // Shown in a browser tab; saved (or curl -OJ) under its name.
      .header('content-disposition', 'inline; filename="schema.graphql"')
      .header('cache-control', 'no-cache')
      .send(sdl),
  );
}
