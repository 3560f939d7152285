import type { OpenApiCalls } from './calls.js';

/** The newest mail to `to` holding a link to `page`: its token. */
async function mailedToken(api: OpenApiCalls, to: string, page: string): Promise<string> {
  const pattern = new RegExp(`/auth/${page}\\?token=([A-Za-z0-9_-]+)`);
  await api.t.drainJobs();
  for (let i = 0; i < 200; i++) {
    const mail = [...api.t.smtp.received].reverse().find((m) => m.to.includes(to) && pattern.test(m.text));
    if (mail) return pattern.exec(mail.text)![1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}

/** Calls every account route (issue 12) for openapi.test.ts: its success and the errors a client meets. */
export async function accountCalls(api: OpenApiCalls): Promise<void> {
  const { rest, t } = api;
  const me = await t.signUp();
  const other = await t.signUp();

  // Reset: the link, a bad token, a bad body.
  await rest('POST', '/v1/auth/password/forgot', { body: { email: me.email } });
  await rest('POST', '/v1/auth/password/forgot', { body: { email: 'not an email' } });
  const resetToken = await mailedToken(api, me.email, 'reset-password');
  await rest('POST', '/v1/auth/password/reset', { body: { token: 'x'.repeat(43), password: 'a brand new secret' } });
  await rest('POST', '/v1/auth/password/reset', { body: { token: resetToken, password: 'a brand new secret' } });
  const signedIn = await rest('POST', '/v1/auth/login', { body: { email: me.email, password: 'a brand new secret' } });
  const token = signedIn.body.data.token as string;

  // Change password: signed out, wrong current password, success.
  await rest('POST', '/v1/auth/password/change', { body: { currentPassword: 'x', newPassword: 'another new secret' } });
  await rest('POST', '/v1/auth/password/change', { token, body: { currentPassword: 'not it', newPassword: 'another new secret' } });
  await rest('POST', '/v1/auth/password/change', {
    token,
    body: { currentPassword: 'a brand new secret', newPassword: 'another new secret' },
  });

  // Change email: taken, success; confirm: a bad token, success.
  await rest('POST', '/v1/auth/email/change', { token, body: { email: other.email, password: 'another new secret' } });
  const next = `moved-${Date.now()}@example.com`;
  await rest('POST', '/v1/auth/email/change', { token, body: { email: next, password: 'another new secret' } });
  await rest('POST', '/v1/auth/email/confirm', { body: { token: 'x'.repeat(43) } });
  await rest('POST', '/v1/auth/email/confirm', { body: { token: await mailedToken(api, next, 'confirm-email') } });

  // Sessions: list, signed out, someone else's, one of mine, all my others.
  const second = await rest('POST', '/v1/auth/login', { body: { email: next, password: 'another new secret' } });
  await rest('GET', '/v1/auth/sessions');
  const list = await rest('GET', '/v1/auth/sessions', { token: second.body.data.token });
  const secondId = (list.body.data as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id;
  await rest('DELETE', `/v1/auth/sessions?id=${secondId}`, { token: other.token });
  await rest('DELETE', '/v1/auth/sessions', { token });
  await rest('DELETE', `/v1/auth/sessions?id=${secondId}`, { token });
  await rest('DELETE', '/v1/auth/sessions?others=true', { token });
}
