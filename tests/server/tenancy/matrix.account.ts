import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * The tenancy rules of the account operations (issue 12); matrix.ts spreads them into REST and GRAPHQL.
 *
 * The shared "other" builder signs up with the same default password as every owner, so the entries
 * that prove a password first give the (fresh) owner a password of its own: the other builder sending
 * it is then refused, as anyone's wrong password is.
 */

const ownPassword = (f: Fixture) =>
  f.memo('own-password', async () => {
    const password = `${f.unique('secret')} horse`;
    const res = await f.app.rest('POST', '/v1/auth/password/change', {
      token: f.owner.token,
      body: { currentPassword: f.owner.password, newPassword: password },
    });
    if (res.status !== 200) throw new Error(`password change failed: ${JSON.stringify(res.body)}`);
    return password;
  });

/** The newest mail to `to` that holds a link to `page`, its token. */
async function mailedToken(f: Fixture, to: string, page: string): Promise<string> {
  const pattern = new RegExp(`/auth/${page}\\?token=([A-Za-z0-9_-]+)`);
  // Mail leaves through the job queue; other tests' mail may be queued before it.
  await f.app.drainJobs();
  for (let i = 0; i < 200; i++) {
    const mail = [...f.app.smtp.received].reverse().find((m) => m.to.includes(to) && pattern.test(m.text));
    if (mail) return pattern.exec(mail.text)![1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}

/** A reset link of an account made for it (the owner's password must not change under others). */
const resetToken = (f: Fixture) =>
  f.memo('reset-token', async () => {
    const account = await f.app.signUp();
    await f.app.rest('POST', '/v1/auth/password/forgot', { body: { email: account.email } });
    return mailedToken(f, account.email, 'reset-password');
  });

const emailChangeToken = (f: Fixture) =>
  f.memo('email-change-token', async () => {
    const account = await f.app.signUp();
    const email = `${f.unique('moved')}@example.com`;
    await f.app.rest('POST', '/v1/auth/email/change', { token: account.token, body: { email, password: account.password } });
    return mailedToken(f, email, 'confirm-email');
  });

/** A second session of the owner (another device), by its id. */
const secondSession = (f: Fixture) =>
  f.memo('second-session', async () => {
    const signedIn = await f.app.rest('POST', '/v1/auth/login', { body: { email: f.owner.email, password: f.owner.password } });
    const list = await f.app.rest('GET', '/v1/auth/sessions', { token: signedIn.body.data.token });
    return (list.body.data as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id;
  });

export const ACCOUNT_REST: Record<string, RestEntry> = {
  'POST /v1/auth/password/forgot': {
    request: (f) => ({ body: { email: `${f.unique('forgot')}@example.com` } }),
  },
  'POST /v1/auth/password/reset': {
    request: async (f) => ({ body: { token: await resetToken(f), password: 'a brand new secret' } }),
  },
  'POST /v1/auth/email/confirm': {
    request: async (f) => ({ body: { token: await emailChangeToken(f) } }),
  },
  'POST /v1/auth/password/change': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    request: async (f) => ({ body: { currentPassword: await ownPassword(f), newPassword: `${f.unique('new')} secret` } }),
  },
  'POST /v1/auth/email/change': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    request: async (f) => ({ body: { email: `${f.unique('new')}@example.com`, password: await ownPassword(f) } }),
  },
  'GET /v1/auth/sessions': { request: () => ({}) },
  'DELETE /v1/auth/sessions': {
    freshOwner: true,
    other: 'NOT_FOUND',
    request: async (f) => ({ query: { id: await secondSession(f) } }),
  },
};

export const ACCOUNT_GRAPHQL: Record<string, GraphqlEntry> = {
  'Mutation.requestPasswordReset': {
    document: 'mutation($email: String!) { requestPasswordReset(input: { email: $email }) }',
    variables: (f) => ({ email: `${f.unique('forgot')}@example.com` }),
  },
  'Mutation.resetPassword': {
    document: 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: async (f) => ({ input: { token: await resetToken(f), password: 'a brand new secret' } }),
  },
  'Mutation.confirmEmailChange': {
    document: 'mutation($token: String!) { confirmEmailChange(input: { token: $token }) { id email emailVerified } }',
    variables: async (f) => ({ token: await emailChangeToken(f) }),
  },
  'Mutation.changePassword': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    document: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }',
    variables: async (f) => ({ input: { currentPassword: await ownPassword(f), newPassword: `${f.unique('new')} secret` } }),
  },
  'Mutation.changeEmail': {
    freshOwner: true,
    other: 'BAD_USER_INPUT',
    document: 'mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }',
    variables: async (f) => ({ input: { email: `${f.unique('new')}@example.com`, password: await ownPassword(f) } }),
  },
  'Query.mySessions': { document: '{ mySessions { id device ip createdAt lastSeenAt expiresAt current } }' },
  'Mutation.revokeSession': {
    freshOwner: true,
    other: 'NOT_FOUND',
    document: 'mutation($id: ID!) { revokeSession(input: { id: $id }) { revoked } }',
    variables: async (f) => ({ id: await secondSession(f) }),
  },
  'Mutation.revokeOtherSessions': {
    freshOwner: true,
    document: 'mutation { revokeOtherSessions { revoked } }',
  },
};
