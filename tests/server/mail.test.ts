import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/core/mail.js';
import { verificationEmail } from '../../server/modules/auth/auth.emails.js';
import { startSmtpPeer } from '../helpers/smtp.js';

const FROM = 'Portico <no-reply@portico.test>';

/** A logger that keeps what it is told, so a test can read what a developer would see. */
function recordingLogger() {
  const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const log = {
    info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
    error: () => {},
    warn: () => {},
    debug: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portico-outbox-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function readOutbox(outboxDir: string) {
  const files = (await fs.readdir(outboxDir)).sort();
  return Promise.all(files.map(async (file) => ({ file, message: JSON.parse(await fs.readFile(path.join(outboxDir, file), 'utf8')) })));
}

describe('mailer without SMTP', () => {
  it('writes the message to the outbox folder (made if missing), readable as JSON', async () => {
    const outboxDir = path.join(dir, 'data', 'outbox');
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ from: FROM, outboxDir, log });
    const email = verificationEmail('Ada', 'http://localhost:3000/auth/verify-email?token=abc123');

    await mailer.send({ to: 'ada@example.com', ...email });

    const outbox = await readOutbox(outboxDir);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.file).toMatch(/ada@example\.com\.json$/);
    expect(outbox[0]!.message).toEqual({
      from: FROM,
      to: 'ada@example.com',
      subject: 'Confirm your email for Portico',
      text: email.text,
      html: email.html,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(outbox[0]!.message.text).toContain('http://localhost:3000/auth/verify-email?token=abc123');

    // The log says where it went, never the link: a log is read by more people than a mailbox.
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/outbox/);
    expect(lines[0]!.obj).toEqual({ to: 'ada@example.com', subject: email.subject, file: path.join(outboxDir, outbox[0]!.file) });
    expect(JSON.stringify(lines)).not.toContain('abc123');
    // And the file is this user's alone.
    expect((await fs.stat(path.join(outboxDir, outbox[0]!.file))).mode & 0o777).toBe(0o600);
  });

  it('keeps every message, even several to one address in the same instant', async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir, log: recordingLogger().log });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => mailer.send({ to: 'grace@example.com', subject: `Message ${i}`, text: `Body ${i}` })),
    );
    const outbox = await readOutbox(dir);
    expect(outbox.map((m) => m.message.subject).sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
  });
});

describe('mailer with SMTP', () => {
  it('delivers over SMTP and writes nothing to the outbox', async () => {
    const smtp = await startSmtpPeer();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: dir, log: recordingLogger().log });
      await mailer.send({ to: 'linus@example.com', subject: 'Hello', text: 'Hello over SMTP' });
      const mail = await smtp.waitFor('linus@example.com');
      expect(mail.from).toBe('no-reply@portico.test');
      expect(mail.text).toContain('Hello over SMTP');
      expect(await fs.readdir(dir)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe('names in emails', () => {
  it('never arrive as links: a name that looks like an address is broken up invisibly, the real link stays', async () => {
    const { signInEmail } = await import('../../server/modules/customer/customer.emails.js');
    const { newTicketEmail } = await import('../../server/modules/ticket/ticket.emails.js');
    const link = 'https://portico.test/p/acme/auth/magic?token=t0k3n';
    const mails = [
      signInEmail(brand('Acme https://evil.example/login'), {
        invitedBy: 'Ann (www.evil.example)',
        link,
        code: '123456',
        minutes: 15,
      }),
      newTicketEmail('Acme', 3, 'Help', 'Bob evil.example', 'My question', link),
      verificationEmail('Visit evil.example', link),
    ];
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/evil\.example|https:\/\/evil/);
      }
      // Still the same words to a reader: only invisible breaks were added.
      expect(mail.text.replace(/\u200B/g, '')).toMatch(/evil\.example/);
      expect(mail.text).toContain(link);
    }
  });
});

describe('subjects built from what people typed', () => {
  it('never carry a line break or control character into the mail’s headers (ticket subjects, portal, workflow, workspace and customer names)', async () => {
    const { signInEmail } = await import('../../server/modules/customer/customer.emails.js');
    const { newTicketEmail, replyToCustomerEmail } = await import('../../server/modules/ticket/ticket.emails.js');
    const { decisionEmail, approvalNeededEmail } = await import('../../server/modules/workflow/workflow.emails.js');
    const { invitationEmail } = await import('../../server/modules/workspace/workspace.emails.js');
    const evil = 'Help\r\nBcc: victim@evil.test\r\nX-Injected: yes\n\u0007\u0000\u2028Content-Type: text/html';
    const link = 'https://portico.test/x';
    const mails = [
      newTicketEmail('Acme', 3, evil, 'Bob', 'My question', link),
      replyToCustomerEmail(brand('Acme'), 3, evil, 'An answer', link),
      signInEmail(brand(evil), { link, code: '123456', minutes: 15 }),
      decisionEmail(brand(evil), evil, true, '', 'COMPLETED', link),
      approvalNeededEmail('Acme', 'Onboarding', 'Step', evil, link),
      invitationEmail(evil, evil, 'a member', link),
    ];
    const smtp = await startSmtpPeer();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: dir, log: recordingLogger().log });
      for (const [i, mail] of mails.entries()) {
        const to = `reader-${i}@example.com`;
        await mailer.send({ to, ...mail });
        const got = await smtp.waitFor(to);
        expect(got.to).toEqual([to]);
        const headers = got.raw.split(/\r\n\r\n/)[0]!;
        expect(headers).not.toMatch(/^(Bcc|X-Injected|Content-Type: text\/html)/im);
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(headers)![1]!;
        // One header, still readable: the breaks became spaces.
        // (Names get invisible breaks so they never read as links: see 'names in emails'.)
        const decoded = decodeSubject(subject).replace(/\u200B/g, '');
        expect(decoded).toContain('Help Bcc: victim@evil.test X-Injected: yes');
        expect(decoded).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
      }
    } finally {
      await smtp.close();
    }
  });

  it('the outbox keeps the cleaned subject too', async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir, log: recordingLogger().log });
    await mailer.send({ to: 'ada@example.com', subject: 'Line one\r\nBcc: x@evil.test', text: 'Hi' });
    expect((await readOutbox(dir))[0]!.message.subject).toBe('Line one Bcc: x@evil.test');
  });
});

function brand(name: string) {
  return { name, logoUrl: null, primaryColor: '#4f46e5', supportEmail: null };
}

/** A Subject header as a reader's mail program shows it (RFC 2047 words decoded, folding undone). */
function decodeSubject(raw: string): string {
  return raw
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
