import { eq } from 'drizzle-orm';
import { dataExports, memberships } from '../../../db/schema/index.js';
import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

const EXPORT = 'id status sizeBytes createdAt finishedAt expiresAt';
const USER = 'id email firstName lastName username timezone profileImageUrl bio emailVerified googleLinked currentWorkspaceId createdAt';
const DELETE_ACCOUNT = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { ${USER} } }`;
const PREVIEW = '{ accountDeletionPreview { deletedWorkspaces { id name } leftWorkspaces { id name } blockingWorkspaces { id name } } }';

/** The REST/GraphQL parity cases of the data operations (issue 12); parity.test.ts runs them with its own. */
export function dataCases(app: () => TestApp): Array<ParityCase<any>> {
  type Builder = Awaited<ReturnType<TestApp['signUp']>>;
  /** A fresh builder whose email holds the run's tag (masked in the comparison). */
  const builder = (tag: string) => app().signUp({ email: `${tag}@example.com`, firstName: 'Parity' });
  /** A fresh builder who is the only owner of a workspace that has another member. */
  const sharedOwner = async (tag: string) => {
    const b = await builder(tag);
    const mate = await app().signUp({ email: `${tag}-mate@example.com` });
    await app().database.db.insert(memberships).values({ workspaceId: b.user.currentWorkspaceId, userId: mate.user.id, role: 'MEMBER' });
    return b;
  };
  const token = (b: Builder) => b.token;
  const deletion = (body: (b: Builder) => unknown) => ({
    rest: (b: Builder) => ({ method: 'DELETE' as const, url: '/v1/user/me', body: body(b) }),
    graphql: (b: Builder) => ({ document: DELETE_ACCOUNT, variables: { input: body(b) } }),
  });
  return [
    {
      name: 'requestDataExport: a queued export',
      setup: builder,
      token,
      rest: () => ({ method: 'POST', url: '/v1/user/me/export' }),
      graphql: () => ({ document: `mutation { requestDataExport { ${EXPORT} } }` }),
      expect: 'ok',
    },
    {
      name: 'myDataExports: the builder’s exports, newest first',
      setup: async (tag: string) => {
        const b = await builder(tag);
        await app().rest('POST', '/v1/user/me/export', { token: b.token });
        await app().drainJobs();
        // The ZIP's size follows the email (each run's tag): made equal, as the comparison masks the tag.
        await app().database.db.update(dataExports).set({ sizeBytes: 1000 }).where(eq(dataExports.userId, b.user.id));
        return b;
      },
      token,
      rest: () => ({ method: 'GET', url: '/v1/user/me/exports' }),
      graphql: () => ({ document: `{ myDataExports { ${EXPORT} } }` }),
      expect: 'ok',
    },
    {
      name: 'myDataExports: signed out',
      rest: () => ({ method: 'GET', url: '/v1/user/me/exports' }),
      graphql: () => ({ document: `{ myDataExports { ${EXPORT} } }` }),
      expect: 'UNAUTHENTICATED',
    },
    {
      name: 'accountDeletionPreview: the only owner of a shared workspace',
      setup: sharedOwner,
      token,
      rest: () => ({ method: 'GET', url: '/v1/user/me/deletion-preview' }),
      graphql: () => ({ document: PREVIEW }),
      expect: 'ok',
    },
    {
      name: 'deleteAccount: confirmed (the email in another letter case)',
      setup: builder,
      token,
      ...deletion((b) => ({ email: b.email.toUpperCase(), password: b.password })),
      expect: 'ok',
    },
    {
      name: 'deleteAccount: a wrong password',
      setup: builder,
      token,
      ...deletion((b) => ({ email: b.email, password: 'not my password' })),
      expect: 'BAD_USER_INPUT',
      details: { password: /password is not right/ },
    },
    {
      name: 'deleteAccount: someone else’s email',
      setup: builder,
      token,
      ...deletion((b) => ({ email: 'someone@example.com', password: b.password })),
      expect: 'BAD_USER_INPUT',
      details: { email: /not the email address of your account/ },
    },
    {
      name: 'deleteAccount: nothing typed',
      setup: builder,
      token,
      ...deletion(() => ({ email: '', password: '' })),
      expect: 'BAD_USER_INPUT',
      details: { email: /Type your email/, password: /enter your password/ },
    },
    {
      name: 'deleteAccount: the only owner of a workspace with other members',
      setup: sharedOwner,
      token,
      ...deletion((b) => ({ email: b.email, password: b.password })),
      expect: 'CONFLICT',
    },
  ];
}
