import { expect } from 'vitest';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The token of the owner's export link, from the mail: one export per fixture, asked for by the
 * owner and built by the queue before the entry's calls.
 */
function exportToken(f: Fixture): Promise<string> {
  return f.memo('export-token', async () => {
    const asked = await f.app.rest('POST', '/v1/user/me/export', { token: f.owner.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await f.app.drainJobs();
    const link = /\/v1\/user\/me\/export\/download\?token=([A-Za-z0-9_-]+)/;
    const mail = [...f.app.smtp.received].reverse().find((m) => m.to.includes(f.owner.email) && link.test(m.text));
    expect(mail, 'the export link was not mailed').toBeTruthy();
    return link.exec(mail!.text)![1]!;
  });
}

/** The owner's own email and password: what confirms a deletion (another builder sending them is refused). */
const confirmation = (f: Fixture) => ({ email: f.owner.email, password: f.owner.password });

/** The tenancy rules of the data operations (issue 12); matrix.ts spreads them into REST and GRAPHQL. */
export const DATA_REST: Record<string, RestEntry> = {
  'POST /v1/user/me/export': { request: () => ({}) },
  'GET /v1/user/me/exports': { request: () => ({}) },
  'GET /v1/user/me/export/download': {
    request: async (f) => ({ query: { token: await exportToken(f) } }),
  },
  'GET /v1/user/me/deletion-preview': { request: () => ({}) },
  'DELETE /v1/user/me': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    request: (f) => ({ body: confirmation(f) }),
  },
};

export const DATA_GRAPHQL: Record<string, GraphqlEntry> = {
  'Mutation.requestDataExport': { document: 'mutation { requestDataExport { id status createdAt } }' },
  'Query.myDataExports': { document: '{ myDataExports { id status sizeBytes createdAt finishedAt expiresAt } }' },
  'Query.accountDeletionPreview': {
    document: '{ accountDeletionPreview { deletedWorkspaces { id name } leftWorkspaces { id name } blockingWorkspaces { id name } } }',
  },
  'Mutation.deleteAccount': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    document: 'mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { id email } }',
    variables: (f) => ({ input: confirmation(f) }),
  },
};
