import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { availabilitySchema } from '../../core/rest-schemas.js';
import { body, query, route } from '../../core/rest.js';
import { readUpload } from '../../core/uploads.js';
import { displayImageSchema, pageVisitSchema, userSchema } from './user.schema.js';
import * as users from './user.service.js';

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
}
