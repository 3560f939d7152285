import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone: good enough to find links. */
  text: string;
}

/** A real SMTP peer on a free loopback port: the app's mailer talks SMTP to it as to any server. */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const refused = new Set<string>();
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        await held;
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** Waits for a message to `to` (mail is sent after the HTTP answer in some flows); the latest one, or the latest containing `containing`. */
    async waitFor(to: string, timeoutMs = 5000, containing?: string): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...received].reverse().find((m) => m.to.includes(to) && (!containing || m.text.includes(containing)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** Answers 550 to every message for this address (a mail job fails, and is retried). */
    refuse(address: string) {
      refused.add(address);
    },
    /** Keeps every message waiting before it is accepted, until released (a mail job stays running). */
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return {
        release: () => {
          held = null;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
