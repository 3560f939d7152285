import type { ApolloServerPlugin } from '@apollo/server';
import { renderAltair, renderInitSnippet } from 'altair-static';
import type { Ctx } from '../context.js';

/** Where the Altair IDE's own files are served (server/app.ts mounts altair-static's dist there). */
export const IDE_PATH = '/graphql/ide/';
const IDE_INIT = 'portico-init.js';

/** `GET /graphql` from a browser: the Altair IDE, served from this app's own files (works offline). */
export function idePlugin(): ApolloServerPlugin<Ctx> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return {
            html: renderAltair({ baseURL: IDE_PATH, endpointURL: '/graphql', serveInitialOptionsInSeperateRequest: IDE_INIT }),
          };
        },
      };
    },
  };
}

export function ideInitScript(): { file: string; body: string } {
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
