import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The browser suite's mail goes over SMTP, as in production: the server is given SMTP_URL pointing
 * here, and this real SMTP peer (smtp-server, parsed with mailparser) files each message it accepts
 * in the outbox folder the specs read (`mailTo` in pages/portal-site.page.ts), one JSON file per
 * message and recipient, in the shape the server's own outbox writes, with a call's invitation (ICS).
 */
export async function startSmtpPeer(port: number, outbox: string): Promise<() => Promise<void>> {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          fs.mkdirSync(outbox, { recursive: true });
          const at = new Date().toISOString();
          for (const to of session.envelope.rcptTo.map((r) => r.address)) {
            const file = path.join(outbox, `${at.replace(/[:.]/g, '-')}-${(seq++).toString(36)}-${to}.json`);
            const message = {
              from: mail.from?.text ?? '',
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || undefined,
              // A call's invitation (nodemailer's icalEvent: a text/calendar part), as the mail carried it.
              calendar: mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8'),
              at,
            };
            fs.writeFileSync(file, JSON.stringify(message, null, 2));
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
