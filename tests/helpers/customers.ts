import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

let seq = 0;
export const freshEmail = (prefix = 'customer') => `${prefix}-${Date.now().toString(36)}${seq++}@example.com`;

/** The token of the newest sign-in link mailed to `email` (through the real SMTP peer). */
export async function mailedLink(t: TestApp, email: string): Promise<{ token: string; code: string }> {
  await t.drainJobs();
  const mails = t.smtp.received.filter((m) => m.to.includes(email));
  const mail = mails[mails.length - 1] ?? (await t.smtp.waitFor(email));
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const code = /code[^\d]{0,80}(\d{6})/i.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return { token: token!, code: code! };
}

/** Invites a customer into the portal as its builder, signs them in with the mailed link, and answers their session. */
export async function signInCustomer(
  t: TestApp,
  builderToken: string,
  portalId: string,
  email = freshEmail(),
  name = 'Casey Customer',
): Promise<{ token: string; id: string; email: string }> {
  const invited = await t.rest('POST', '/v1/customer/users', { token: builderToken, body: { portalId, email, name } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const { token } = await mailedLink(t, email);
  const signedIn = await t.rest('POST', '/v1/customer/auth/verify', { body: { token } });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { token: signedIn.body.data.token, id: invited.body.data.id, email };
}
