import { anyone } from './operations.js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenApiDocument, type RegisteredOperation } from './openapi.js';

export const DOCS_PATH = '/v1/docs';

// Swagger UI's own files, served from node_modules: the page needs nothing from the internet.
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico REST API</title>
<link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// "Try it out" runs as the builder signed in to the app in this browser (same origin, same token),
// unless the Authorize dialog sets another: an API key pasted there (`pk_…`; Swagger UI adds `Bearer `)
// is sent instead, until the page is reloaded. No validator badge: it would call out to the internet.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Tags start folded: with every operation open at once (144 today) Swagger UI 5.35 stops drawing
  // after the first few; a reader opens the tag they need (a deep link opens its own).
  docExpansion: 'none',
  validatorUrl: null,
  requestInterceptor: function (request) {
    var token = window.localStorage.getItem('token');
    if (token && !request.headers.Authorization && !request.headers.authorization) request.headers.Authorization = 'Bearer ' + token;
    return request;
  },
});
`;

/**
 * GET /v1/openapi.json (the document, built once from the collected contracts) and GET /v1/docs
 * (Swagger UI over it). Register inside the /v1 prefix, after every module's routes.
 */
/** The API's own description: the same for everyone, with nothing of anyone's in it. */
const DOCS = anyone('The API’s own description: the same for everyone, with nothing of anyone’s data.');

export async function apiDocsRoutes(v1: FastifyInstance, operations: RegisteredOperation[]) {
  let document: OpenApiDocument | undefined;
  v1.get(
    '/openapi.json',
    { config: { operation: { summary: 'This API as an OpenAPI 3.1 document', access: DOCS, produces: 'application/json' } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send((document ??= openApiDocument(operations))),
  );
  v1.get(
    '/docs',
    {
      config: {
        operation: {
          summary: 'This API as a page to read and try (Swagger UI, served by the app)',
          access: DOCS,
          produces: 'text/html',
        },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  v1.get('/docs/init.js', async (_request, reply) => reply.type('text/javascript').send(INIT));
  for (const [file, type] of [
    ['swagger-ui.css', 'text/css'],
    ['swagger-ui-bundle.js', 'text/javascript'],
  ] as const) {
    v1.get(`/docs/assets/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(fs.createReadStream(path.join(swaggerUiDir, file))),
    );
  }
}
