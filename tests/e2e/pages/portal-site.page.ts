import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The newest message in the e2e server's outbox (no SMTP there) to `email`, once it is written. */
/** The latest mail to `email` sent after `after` (ms), and whose subject or text matches `about` when given. */
export async function mailTo(
  email: string,
  after = 0,
  timeout = 15_000,
  about?: RegExp,
): Promise<{ text: string; subject: string; calendar?: string }> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: { text: string; subject: string; calendar?: string; at: string } | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(`-${email}.json`)) : [];
        const mails = files.map(
          (f) =>
            JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { text: string; subject: string; calendar?: string; at: string },
        );
        found = mails
          .filter((m) => new Date(m.at).getTime() > after && (!about || about.test(m.subject) || about.test(m.text)))
          .sort((a, b) => a.at.localeCompare(b.at))
          .pop();
        return Boolean(found);
      },
      { timeout, message: `a mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** A mail that carries a sign-in link (an invitation or a requested link), not one that merely points at the portal. */
export const signInMail = /\/auth\/magic\?token=/;

export const linkIn = (text: string) => /https?:\/\/\S+\/auth\/magic\?token=[A-Za-z0-9_-]+/.exec(text)![0];

/** The sign-in link of the latest mail to `email` that carries one (other mail, like an assignment's, may arrive first). */
export const signInLinkTo = async (email: string, after = 0) => linkIn((await mailTo(email, after, 15_000, signInMail)).text);

/** The published portal, as its customer uses it. */
export class PortalSite {
  constructor(private readonly page: Page) {}

  async askForLink(email: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(this.page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  }

  async useLink(link: string) {
    await this.page.goto(link);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async raiseTicket(subject: string, body: string) {
    await this.page.getByRole('link', { name: 'Raise a ticket' }).click();
    await this.page.getByLabel('Subject').fill(subject);
    await this.page.getByLabel('How can we help?').fill(body);
    await this.page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(this.page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  }
}
