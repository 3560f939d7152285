import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { availabilitySchema } from '../../core/rest-schemas.js';
import { body, query, route, type RestOperation } from '../../core/rest.js';
import { readUpload } from '../../core/uploads.js';
import { accountDeletionPreviewSchema, dataExportSchema, displayImageSchema, pageVisitSchema, userSchema } from './user.schema.js';
import * as users from './user.service.js';
import * as accountData from './user.delete.js';
import * as exportsOf from './user.export.js';

export async function userRoutes(app: FastifyInstance) {
  route(app, 'GET', '/user/me', { summary: 'The signed-in builder', data: userSchema }, (ctx) => users.getMe(ctx));
  route(
    app,
    'PATCH',
    '/user/me',
    { summary: 'Change the builder’s name, time zone or bio (only the fields sent)', input: users.updateMeInput, data: userSchema },
    (ctx, req) => users.updateMe(ctx, body(req)),
  );
  route(
    app,
    'GET',
    '/auth/check/username',
    { summary: 'Whether a username is free', access: 'public', input: users.usernameInput, data: availabilitySchema },
    (ctx, req) => users.checkUsername(ctx, query(req)),
  );
  route(
    app,
    'POST',
    '/auth/change/username',
    { summary: 'Change the builder’s username', input: users.usernameInput, data: userSchema, errors: ['CONFLICT'] },
    (ctx, req) => users.changeUsername(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/user/me/displayImage',
    {
      summary: 'Upload the builder’s display image (replaces the previous one)',
      upload: { file: 'A PNG, JPEG, WebP or SVG image of at most 2 MB (the type is judged from the bytes; SVG is sanitised).' },
      data: displayImageSchema,
      errors: ['PAYLOAD_TOO_LARGE'],
    },
    async (ctx, req) => users.uploadDisplayImage(ctx, await readUpload(req)),
  );
  route(app, 'DELETE', '/user/me/displayImage', { summary: 'Remove the builder’s display image', data: userSchema }, (ctx) =>
    users.removeDisplayImage(ctx),
  );
  route(
    app,
    'GET',
    '/user/me/metadata/visits',
    { summary: 'How often the builder opened each page of the app', data: z.array(pageVisitSchema) },
    (ctx) => users.listPageVisits(ctx),
  );
  route(
    app,
    'POST',
    '/user/me/metadata/visits',
    { summary: 'Count a visit to a page of the app', input: users.visitInput, data: z.array(pageVisitSchema) },
    (ctx, req) => users.recordPageVisit(ctx, body(req)),
  );
  route(
    app,
    'POST',
    '/user/me/export',
    {
      summary: 'Ask for an export of your data: a ZIP is built in the background and its download link is emailed (one at a time)',
      description:
        'The ZIP holds account.json and, for each portal of each workspace you own, portal.json, one CSV per collection, customers.csv, tickets.json and workflows.json. Asking again while one is being built answers that one.',
      data: dataExportSchema,
      errors: ['RATE_LIMITED'],
    },
    (ctx) => exportsOf.requestDataExport(ctx),
  );
  route(app, 'GET', '/user/me/exports', { summary: 'Your data exports, newest first', data: z.array(dataExportSchema) }, (ctx) =>
    exportsOf.listDataExports(ctx),
  );
  // Not route(): the answer is the ZIP itself, not the JSON envelope (like GET /database/records/export).
  app.get('/user/me/export/download', { config: { operation: downloadOperation } }, async (request, reply) => {
    const file = await exportsOf.openExportDownload(request.ctx, query(request));
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(file.bytes);
  });
  route(
    app,
    'GET',
    '/user/me/deletion-preview',
    { summary: 'What deleting your account would delete, leave and what stops it', data: accountDeletionPreviewSchema },
    (ctx) => accountData.accountDeletionPreview(ctx),
  );
  route(
    app,
    'DELETE',
    '/user/me',
    {
      summary: 'Delete your account, confirmed with your email and password',
      description:
        'Send the JSON body `{"email": "<your sign-in address>", "password": "<your password>"}` (a body, never the query string: a password does not belong in URLs and logs). Workspaces where you are the only member are deleted with everything in them; you leave the others. CONFLICT while you are the only owner of a workspace with other members. A wrong email or password is BAD_USER_INPUT on that field (not 401).',
      // No `input`: the OpenAPI document lists a DELETE's input as query parameters, and this one is a body.
      data: z.boolean(),
      errors: ['CONFLICT', 'RATE_LIMITED'],
    },
    (ctx, req) => accountData.deleteAccount(ctx, body(req)),
  );
}

const downloadOperation: RestOperation = {
  summary: 'Download a data export (the link from the email; the token is the key, for 7 days)',
  access: 'public',
  input: exportsOf.downloadInput,
  parameters: { token: 'The token of the emailed link.' },
  produces: 'application/zip',
  errors: ['NOT_FOUND'],
};
