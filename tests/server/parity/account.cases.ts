import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

const USER = 'id email firstName lastName username timezone profileImageUrl bio emailVerified googleLinked currentWorkspaceId createdAt';
const SESSION = 'id device ip createdAt lastSeenAt expiresAt current';

/** The newest mail to `to` holding a link to `page`: its token. */
async function mailedToken(t: TestApp, to: string, page: string): Promise<string> {
  const pattern = new RegExp(`/auth/${page}\\?token=([A-Za-z0-9_-]+)`);
  // Mail leaves through the job queue; other tests' mail may be queued before it.
  await t.drainJobs();
  for (let i = 0; i < 200; i++) {
    const mail = [...t.smtp.received].reverse().find((m) => m.to.includes(to) && pattern.test(m.text));
    if (mail) return pattern.exec(mail.text)![1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}

/** The REST/GraphQL parity cases of the account operations (issue 12); parity.test.ts runs them with its own. */
export function accountCases(app: () => TestApp): Array<ParityCase<any>> {
  /** A fresh builder whose email holds the run's tag (masked in the comparison). */
  const builder = (tag: string) => app().signUp({ email: `${tag}@example.com` });
  const resetTokenOf = async (tag: string) => {
    const account = await builder(tag);
    await app().rest('POST', '/v1/auth/password/forgot', { body: { email: account.email } });
    return { ...account, resetToken: await mailedToken(app(), account.email, 'reset-password') };
  };
  const emailChangeOf = async (tag: string) => {
    const account = await builder(tag);
    const email = `${tag}-new@example.com`;
    const asked = await app().rest('POST', '/v1/auth/email/change', { token: account.token, body: { email, password: account.password } });
    if (asked.status !== 200) throw new Error(JSON.stringify(asked.body));
    return { ...account, confirmToken: await mailedToken(app(), email, 'confirm-email') };
  };
  /** A builder signed in twice: `token` (this device) and `otherSession` (another one's id). */
  const twoSessions = async (tag: string) => {
    const account = await builder(tag);
    const second = await app().rest('POST', '/v1/auth/login', { body: { email: account.email, password: account.password } });
    const list = await app().rest('GET', '/v1/auth/sessions', { token: second.body.data.token });
    return { ...account, otherSession: list.body.data[0].id as string };
  };

  return [
    {
      name: 'requestPasswordReset: an address with no account gets the same true',
      expect: 'ok',
      rest: (_s, tag) => ({ method: 'POST', url: '/v1/auth/password/forgot', body: { email: `${tag}-nobody@example.com` } }),
      graphql: (_s, tag) => ({
        document: 'mutation($email: String!) { requestPasswordReset(input: { email: $email }) }',
        variables: { email: `${tag}-nobody@example.com` },
      }),
    },
    {
      name: 'requestPasswordReset: not an email',
      expect: 'BAD_USER_INPUT',
      details: { email: /valid email/ },
      rest: () => ({ method: 'POST', url: '/v1/auth/password/forgot', body: { email: 'nope' } }),
      graphql: () => ({ document: 'mutation { requestPasswordReset(input: { email: "nope" }) }' }),
    },
    {
      name: 'resetPassword',
      expect: 'ok',
      setup: resetTokenOf,
      rest: (s) => ({ method: 'POST', url: '/v1/auth/password/reset', body: { token: s.resetToken, password: 'a brand new secret' } }),
      graphql: (s) => ({
        document: 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }',
        variables: { input: { token: s.resetToken, password: 'a brand new secret' } },
      }),
    },
    {
      name: 'resetPassword: an unknown link',
      expect: 'BAD_USER_INPUT',
      details: { token: /not valid or has expired/ },
      rest: () => ({ method: 'POST', url: '/v1/auth/password/reset', body: { token: 'x'.repeat(43), password: 'a brand new secret' } }),
      graphql: () => ({
        document: 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }',
        variables: { input: { token: 'x'.repeat(43), password: 'a brand new secret' } },
      }),
    },
    {
      name: 'changePassword',
      expect: 'ok',
      setup: builder,
      token: (s) => s.token,
      rest: (s) => ({
        method: 'POST',
        url: '/v1/auth/password/change',
        body: { currentPassword: s.password, newPassword: 'a brand new secret' },
      }),
      graphql: (s) => ({
        document: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }',
        variables: { input: { currentPassword: s.password, newPassword: 'a brand new secret' } },
      }),
    },
    {
      name: 'changePassword: a wrong current password is a field error, not a sign-out',
      expect: 'BAD_USER_INPUT',
      details: { currentPassword: /not your current password/ },
      setup: builder,
      token: (s) => s.token,
      rest: () => ({
        method: 'POST',
        url: '/v1/auth/password/change',
        body: { currentPassword: 'not it at all', newPassword: 'a brand new secret' },
      }),
      graphql: () => ({
        document: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }',
        variables: { input: { currentPassword: 'not it at all', newPassword: 'a brand new secret' } },
      }),
    },
    {
      name: 'changeEmail',
      expect: 'ok',
      setup: builder,
      token: (s) => s.token,
      rest: (s, tag) => ({
        method: 'POST',
        url: '/v1/auth/email/change',
        body: { email: `${tag}-next@example.com`, password: s.password },
      }),
      graphql: (s, tag) => ({
        document: 'mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }',
        variables: { input: { email: `${tag}-next@example.com`, password: s.password } },
      }),
    },
    {
      name: 'changeEmail: an address another account uses',
      expect: 'CONFLICT',
      details: { email: /Another account/ },
      setup: async (tag) => ({ me: await builder(tag), taken: (await builder(`${tag}-taken`)).email }),
      token: (s) => s.me.token,
      rest: (s) => ({ method: 'POST', url: '/v1/auth/email/change', body: { email: s.taken, password: s.me.password } }),
      graphql: (s) => ({
        document: 'mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }',
        variables: { input: { email: s.taken, password: s.me.password } },
      }),
    },
    {
      name: 'confirmEmailChange',
      expect: 'ok',
      setup: emailChangeOf,
      rest: (s) => ({ method: 'POST', url: '/v1/auth/email/confirm', body: { token: s.confirmToken } }),
      graphql: (s) => ({
        document: `mutation($token: String!) { confirmEmailChange(input: { token: $token }) { ${USER} } }`,
        variables: { token: s.confirmToken },
      }),
    },
    {
      name: 'confirmEmailChange: a link too short to be one',
      expect: 'BAD_USER_INPUT',
      details: { token: /incomplete/ },
      rest: () => ({ method: 'POST', url: '/v1/auth/email/confirm', body: { token: 'abc' } }),
      graphql: () => ({ document: 'mutation { confirmEmailChange(input: { token: "abc" }) { id } }' }),
    },
    {
      name: 'mySessions',
      expect: 'ok',
      setup: twoSessions,
      token: (s) => s.token,
      rest: () => ({ method: 'GET', url: '/v1/auth/sessions' }),
      graphql: () => ({ document: `{ mySessions { ${SESSION} } }` }),
    },
    {
      name: 'mySessions: signed out',
      expect: 'UNAUTHENTICATED',
      rest: () => ({ method: 'GET', url: '/v1/auth/sessions' }),
      graphql: () => ({ document: '{ mySessions { id } }' }),
    },
    {
      name: 'revokeSession',
      expect: 'ok',
      setup: twoSessions,
      token: (s) => s.token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/auth/sessions', query: { id: s.otherSession } }),
      graphql: (s) => ({
        document: 'mutation($id: ID!) { revokeSession(input: { id: $id }) { revoked } }',
        variables: { id: s.otherSession },
      }),
    },
    {
      name: 'revokeSession: another builder’s session',
      expect: 'NOT_FOUND',
      setup: async (tag) => ({ me: await builder(tag), theirs: (await twoSessions(`${tag}-them`)).otherSession }),
      token: (s) => s.me.token,
      rest: (s) => ({ method: 'DELETE', url: '/v1/auth/sessions', query: { id: s.theirs } }),
      graphql: (s) => ({ document: 'mutation($id: ID!) { revokeSession(input: { id: $id }) { revoked } }', variables: { id: s.theirs } }),
    },
    {
      name: 'revokeOtherSessions',
      expect: 'ok',
      setup: twoSessions,
      token: (s) => s.token,
      rest: () => ({ method: 'DELETE', url: '/v1/auth/sessions', query: { others: 'true' } }),
      graphql: () => ({ document: 'mutation { revokeOtherSessions { revoked } }' }),
    },
  ];
}
