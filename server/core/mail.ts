import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobQueue, type SendOptions } from './jobs.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// C0 and C1 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators.
const HEADER_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * The one place a subject becomes a header: whatever people typed into it (a ticket subject, a portal,
 * workflow or workspace name, a customer's name) arrives as one line of plain text, never as a second
 * header or a body started early. Breaks and control characters become a space.
 */
export function headerText(value: string): string {
  return value.replace(HEADER_BREAKERS, ' ').replace(/ {2,}/g, ' ').trim();
}

const cleaned = (message: MailMessage): MailMessage => ({ ...message, to: headerText(message.to), subject: headerText(message.subject) });

/** SMTP when SMTP_URL is set; otherwise a local outbox folder (each message's file is logged, not its text). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer loads with the first message, not at every start.
    let transport: Promise<Transporter> | undefined;
    return {
      async send(raw) {
        const message = cleaned(raw);
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(raw) {
      const message = cleaned(raw);
      await fs.mkdir(options.outboxDir, { recursive: true });
      // The random part keeps two messages to one address in the same millisecond apart.
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const file = path.join(options.outboxDir, `${stamp}-${message.to}.json`);
      // Readable by this user only: a message may carry a one-time sign-in link.
      await fs.writeFile(file, JSON.stringify({ from: options.from, ...message, at: new Date().toISOString() }, null, 2), {
        flag: 'wx',
        mode: 0o600,
      });
      // The log says where the message is, never what it says (its links are as good as a password).
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the local outbox (no SMTP_URL set)');
    },
  };
}

/**
 * Every email goes through the job queue, never straight from a request: an SMTP server that is
 * down or slow costs the request nothing, and the message is retried with backoff, survives a
 * restart, and is sent by one process. Completed jobs are deleted after an hour because a message
 * may carry a one-time link (the token itself is stored only hashed).
 */
export const mailJob = defineJob<MailMessage>({
  queue: 'mail',
  expireInSeconds: 900,
  keepSeconds: 3600,
  run: (deps, message) => deps.mailer.send(message),
});

/** Queues an email; with `tx`, it is sent only if the transaction commits. */
export function queueMail(ctx: { jobs: JobQueue }, message: MailMessage, options?: SendOptions): Promise<string | null> {
  return ctx.jobs.send(mailJob, message, options);
}
