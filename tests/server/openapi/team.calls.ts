import type { OpenApiCalls } from './calls.js';

/** Calls every teammate route (issue 12) for openapi.test.ts: its success and the errors a client meets. */
export async function teamCalls({ t, rest }: OpenApiCalls): Promise<void> {
  const owner = await t.signUp({ firstName: 'Olive' });
  const token = owner.token;
  const email = `openapi-mate-${Date.now()}@example.com`;
  await rest('POST', '/v1/workspace/invitations', { token, body: { email: 'nope', role: 'MEMBER' } });
  const invited = await rest('POST', '/v1/workspace/invitations', { token, body: { email, role: 'MEMBER' } });
  await rest('GET', '/v1/workspace/invitations', { token });
  const mail = await t.smtp.waitFor(email, 20_000, 'invitations/accept');
  const link = /invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  await rest('GET', `/v1/workspace/invitations/preview?token=${link}`);
  await rest('GET', '/v1/workspace/invitations/preview?token=not-a-real-invitation-token');
  const stranger = await t.signUp();
  await rest('POST', '/v1/workspace/invitations/accept', { token: stranger.token, body: { token: link } });
  const mate = await t.signUp({ email });
  await rest('POST', '/v1/workspace/invitations/accept', { token: mate.token, body: { token: link } });
  await rest('POST', '/v1/workspace/invitations', { token, body: { email, role: 'MEMBER' } });
  await rest('GET', '/v1/workspace/members', { token });
  await rest('GET', '/v1/workspace/plan', { token });
  await rest('PATCH', '/v1/workspace/members', { token: mate.token, body: { userId: owner.user.id, role: 'MEMBER' } });
  await rest('PATCH', '/v1/workspace/members', { token, body: { userId: owner.user.id, role: 'MEMBER' } });
  await rest('PATCH', '/v1/workspace/members', { token, body: { userId: mate.user.id, role: 'ADMIN' } });
  await rest('POST', '/v1/workspace/leave', { token, body: {} });
  await rest('POST', '/v1/workspace/transfer-ownership', { token, body: { userId: stranger.user.id } });
  await rest('POST', '/v1/workspace/transfer-ownership', { token, body: { userId: mate.user.id } });
  await rest('DELETE', `/v1/workspace/invitations?id=${invited.body.data.id}`, { token });
  const other = await rest('POST', '/v1/workspace/invitations', { token, body: { email: `x-${email}`, role: 'MEMBER' } });
  await rest('DELETE', `/v1/workspace/invitations?id=${other.body.data.id}`, { token });
  await rest('DELETE', `/v1/workspace/members?userId=${stranger.user.id}`, { token: mate.token });
  await rest('DELETE', `/v1/workspace/members?userId=${owner.user.id}`, { token: mate.token });
  await rest('POST', '/v1/workspace/leave', { token: mate.token, body: {} });
}
