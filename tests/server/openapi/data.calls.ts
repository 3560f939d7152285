import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberships } from '../../../db/schema/index.js';
import type { OpenApiCalls } from './calls.js';

/** Calls every data route (issue 12) for openapi.test.ts: its success and the errors a client meets. */
export async function dataCalls(api: OpenApiCalls): Promise<void> {
  const { t, rest } = api;
  const a = await t.signUp();
  const token = a.token;

  await rest('POST', '/v1/user/me/export', { token });
  await rest('POST', '/v1/user/me/export');
  await rest('GET', '/v1/user/me/exports');
  await t.drainJobs();
  await rest('GET', '/v1/user/me/exports', { token });
  const link = /\/v1\/user\/me\/export\/download\?token=([A-Za-z0-9_-]+)/;
  const mail = [...t.smtp.received].reverse().find((m) => m.to.includes(a.email) && link.test(m.text));
  const download = await rest('GET', `/v1/user/me/export/download?token=${link.exec(mail!.text)![1]}`);
  expect(download.status).toBe(200);
  await rest('GET', '/v1/user/me/export/download?token=not-a-token');
  await rest('GET', '/v1/user/me/export/download?token=%00');

  // The only owner of a workspace with another member: refused until the member goes.
  const mate = await t.signUp();
  await t.database.db.insert(memberships).values({ workspaceId: a.user.currentWorkspaceId, userId: mate.user.id, role: 'MEMBER' });
  await rest('GET', '/v1/user/me/deletion-preview', { token });
  await rest('GET', '/v1/user/me/deletion-preview');
  await rest('DELETE', '/v1/user/me', { token, body: { email: a.email, password: a.password } });
  await t.database.db.delete(memberships).where(eq(memberships.userId, mate.user.id));
  await rest('DELETE', '/v1/user/me', { token, body: { email: a.email, password: 'not my password' } });
  const gone = await rest('DELETE', '/v1/user/me', { token, body: { email: a.email, password: a.password } });
  expect(gone.body).toEqual({ success: true, data: expect.objectContaining({ id: a.user.id, email: a.email }) });
  await rest('DELETE', '/v1/user/me', { token, body: { email: a.email, password: a.password } });
}
