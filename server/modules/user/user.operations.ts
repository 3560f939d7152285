import { z } from 'zod';
import { availabilitySchema } from '../../core/rest-schemas.js';
import { body, query } from '../../core/rest.js';
import type { RestContract } from '../../core/rest.js';
import { anyone, builderSelf, defineDomain, type Operation } from '../../core/operations.js';
import { UserResolver } from './user.graphql.js';
import { AccountDataResolver } from './account-data.graphql.js';
import { dataExportJob } from './user.export.js';

import { readUpload } from '../../core/uploads.js';
import { accountDeletionPreviewSchema, dataExportSchema, displayImageSchema, pageVisitSchema, userSchema } from './user.schema.js';
import * as users from './user.service.js';
import * as accountData from './user.delete.js';
import * as exportsOf from './user.export.js';

const downloadOperation: RestContract = {
  summary: 'Download a data export (the link from the email; the token is the key, for 7 days)',
  input: exportsOf.downloadInput,
  parameters: { token: 'The token of the emailed link.' },
  produces: 'application/zip',
  errors: ['NOT_FOUND'],
};

export const userOperations: Operation[] = [
  {
    rest: 'GET /user/me',
    graphql: 'Query.me',
    access: builderSelf(),
    summary: 'The signed-in builder',
    data: userSchema,
    handle: (ctx) => users.getMe(ctx),
  },
  {
    rest: 'PATCH /user/me',
    graphql: 'Mutation.updateMe',
    access: builderSelf(),
    summary: 'Change the builder’s name, time zone or bio (only the fields sent)',
    input: users.updateMeInput,
    data: userSchema,
    handle: (ctx, req) => users.updateMe(ctx, body(req)),
  },
  {
    rest: 'GET /auth/check/username',
    graphql: 'Query.usernameAvailability',
    access: anyone('The sign-up form asks it: says only available or taken for one name, nothing about the account.'),
    serviceReadsInput: 'The sign-up form asks while typing: any text gets available or not, with the reason, not a 400.',
    summary: 'Whether a username is free',
    input: users.usernameInput,
    data: availabilitySchema,
    handle: (ctx, req) => users.checkUsername(ctx, query(req)),
  },
  {
    rest: 'POST /auth/change/username',
    graphql: 'Mutation.changeUsername',
    access: builderSelf(),
    summary: 'Change the builder’s username',
    input: users.usernameInput,
    data: userSchema,
    errors: ['CONFLICT'],
    handle: (ctx, req) => users.changeUsername(ctx, body(req)),
  },
  {
    rest: 'POST /user/me/displayImage',
    access: builderSelf(),
    summary: 'Upload the builder’s display image (replaces the previous one)',
    upload: { file: 'A PNG, JPEG, WebP or SVG image of at most 2 MB (the type is judged from the bytes; SVG is sanitised).' },
    data: displayImageSchema,
    errors: ['PAYLOAD_TOO_LARGE'],
    handle: async (ctx, req) => users.uploadDisplayImage(ctx, await readUpload(req)),
  },
  {
    rest: 'DELETE /user/me/displayImage',
    graphql: 'Mutation.removeDisplayImage',
    access: builderSelf(),
    summary: 'Remove the builder’s display image',
    data: userSchema,
    handle: (ctx) => users.removeDisplayImage(ctx),
  },
  {
    rest: 'GET /user/me/metadata/visits',
    graphql: 'Query.pageVisits',
    access: builderSelf(),
    summary: 'How often the builder opened each page of the app',
    data: z.array(pageVisitSchema),
    handle: (ctx) => users.listPageVisits(ctx),
  },
  {
    rest: 'POST /user/me/metadata/visits',
    graphql: 'Mutation.recordPageVisit',
    access: builderSelf(),
    summary: 'Count a visit to a page of the app',
    input: users.visitInput,
    data: z.array(pageVisitSchema),
    handle: (ctx, req) => users.recordPageVisit(ctx, body(req)),
  },
  {
    rest: 'POST /user/me/export',
    graphql: 'Mutation.requestDataExport',
    access: builderSelf(),
    summary: 'Ask for an export of your data: a ZIP is built in the background and its download link is emailed (one at a time)',
    description:
      'The ZIP holds account.json and, for each portal of each workspace you own, portal.json, one CSV per collection, customers.csv, tickets.json and workflows.json. Asking again while one is being built answers that one.',
    data: dataExportSchema,
    errors: ['RATE_LIMITED'],
    handle: (ctx) => exportsOf.requestDataExport(ctx),
  },
  {
    rest: 'GET /user/me/exports',
    graphql: 'Query.myDataExports',
    access: builderSelf(),
    summary: 'Your data exports, newest first',
    data: z.array(dataExportSchema),
    handle: (ctx) => exportsOf.listDataExports(ctx),
  },
  {
    rest: 'GET /user/me/export/download',
    access: anyone('The emailed token is the key: 256 random bits, stored hashed, for 7 days; a wrong one is NOT_FOUND.'),
    serviceReadsInput: 'A bad, malformed, missing or expired link is one answer, NOT_FOUND, whatever else the query holds.',
    ...downloadOperation,
    handle: async (ctx, request, reply) => {
      const file = await exportsOf.openExportDownload(request.ctx, query(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(file.bytes);
    },
  },
  {
    rest: 'GET /user/me/deletion-preview',
    graphql: 'Query.accountDeletionPreview',
    access: builderSelf(),
    summary: 'What deleting your account would delete, leave and what stops it',
    data: accountDeletionPreviewSchema,
    handle: (ctx) => accountData.accountDeletionPreview(ctx),
  },
  {
    rest: 'DELETE /user/me',
    graphql: 'Mutation.deleteAccount',
    access: builderSelf(),
    summary: 'Delete your account, confirmed with your email and password',
    description:
      'Send the JSON body `{"email": "<your sign-in address>", "password": "<your password>"}` (a body, never the query string: a password does not belong in URLs and logs). Workspaces where you are the only member are deleted with everything in them; you leave the others. CONFLICT while you are the only owner of a workspace with other members. A wrong email or password is BAD_USER_INPUT on that field (not 401).',
    // No `input`: the OpenAPI document lists a DELETE's input as query parameters, and this one is a body.
    data: userSchema,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    handle: (ctx, req) => accountData.deleteAccount(ctx, body(req)),
  },
];

export const userDomain = defineDomain({
  name: 'user',
  operations: [...userOperations],
  resolvers: [UserResolver, AccountDataResolver],
  jobs: [dataExportJob],
});
