import type { ApolloServerPlugin } from '@apollo/server';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ctx } from '../context.js';

/** Where the Altair IDE's own files are served (server/app.ts mounts altair-static's dist there). */
export const IDE_PATH = '/graphql/ide/';
export const IDE_INIT = 'portico-init.js';

/** `GET /graphql` from a browser: the Altair IDE, served from this app's own files (works offline). */
export function idePlugin(): ApolloServerPlugin<Ctx> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          // altair-static takes a tenth of a second to load: on the first visit to the IDE, not at every start.
          let html: string | undefined;
          return {
            html: async () =>
              (html ??= (await import('altair-static')).renderAltair({
                baseURL: IDE_PATH,
                endpointURL: '/graphql',
                serveInitialOptionsInSeperateRequest: IDE_INIT,
              })),
          };
        },
      };
    },
  };
}

/** Where altair-static keeps the IDE's own files (its getDistDirectory(), without loading it). */
export const IDE_FILES = path.join(path.dirname(createRequire(import.meta.url).resolve('altair-static/package.json')), 'build/dist');

export async function ideInitScript(): Promise<{ file: string; body: string }> {
  const { renderInitSnippet } = await import('altair-static');
  return {
    file: IDE_INIT,
    body: renderInitSnippet({
      baseURL: IDE_PATH,
      endpointURL: '/graphql',
      initialName: 'Portico',
      initialQuery:
        '# Sign in through POST /v1/auth/login, then add the header\n# Authorization: Bearer <token>\nquery Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n  }\n}\n',
    }),
  };
}
