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
  /** The sender's display name (a portal's name on its customers' mail); the address stays MAIL_FROM's. */
  fromName?: string;
  /** Where answers go (a portal's support email); absent: no Reply-To header. */
  replyTo?: string;
  /**
   * A calendar invitation (iCalendar text, METHOD REQUEST, CANCEL or PUBLISH): sent as the message's
   * text/calendar alternative and as an invite.ics attachment, which calendar apps and mail clients
   * read as an invitation to add, update or remove.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
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

// One address, nothing around it: what a Reply-To may carry (a support email was validated when saved; this is the last guard).
const PLAIN_ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

const cleaned = (message: MailMessage): MailMessage => {
  const { fromName, replyTo, ...rest } = message;
  const name = fromName === undefined ? '' : headerText(fromName).slice(0, 120);
  const reply = replyTo === undefined ? '' : headerText(replyTo);
  return {
    ...rest,
    to: headerText(message.to),
    subject: headerText(message.subject),
    ...(name ? { fromName: name } : {}),
    ...(PLAIN_ADDRESS.test(reply) ? { replyTo: reply } : {}),
  };
};

/** The address part of MAIL_FROM ("Portico <no-reply@portico.local>" → "no-reply@portico.local"). */
export function senderAddress(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/**
 * The From of a message: MAIL_FROM, or its address under the message's display name. nodemailer
 * quotes and encodes a name given this way, so a comma, a quote or an accent in it stays in the name.
 */
function fromOf(configured: string, message: MailMessage) {
  return message.fromName ? { name: message.fromName, address: senderAddress(configured) } : configured;
}

/** The From as one header line would read it, for the outbox file and the builder's preview. */
export function fromLine(configured: string, fromName?: string): string {
  const name = fromName ? headerText(fromName).slice(0, 120) : '';
  return name ? `${JSON.stringify(name)} <${senderAddress(configured)}>` : configured;
}

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
        const { fromName: _name, replyTo, calendar, ...content } = message;
        await (
          await transport
        ).sendMail({
          ...content,
          from: fromOf(options.from, message),
          ...(replyTo ? { replyTo } : {}),
          ...(calendar ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } } : {}),
        });
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
      const { fromName, replyTo, ...content } = message;
      const stored = { from: fromLine(options.from, fromName), ...(replyTo ? { replyTo } : {}), ...content, at: new Date().toISOString() };
      await fs.writeFile(file, JSON.stringify(stored, null, 2), {
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
