import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver of webhooks on 127.0.0.1 (the server and e2e tests run Portico with
 * WEBHOOK_ALLOW_PRIVATE_URLS=1 to reach it). It keeps every request and answers what `answer` says
 * for its path (200 by default; a 3xx goes with a Location).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, (n: number) => number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') });
      const n = received.filter((r) => r.path === path).length;
      const status = answers.get(path)?.(n) ?? 200;
      res.writeHead(
        status,
        status >= 300 && status < 400 ? { location: 'http://example.com/elsewhere' } : { 'content-type': 'text/plain' },
      );
      res.end(status < 300 ? 'thanks' : `no (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    received,
    /** The requests made to this path, in order. */
    at: (path: string) => received.filter((r) => r.path === path),
    /** What to answer on this path: a status, or a function of the request's number there (from 1). */
    answer(path: string, status: number | ((n: number) => number)) {
      answers.set(path, typeof status === 'number' ? () => status : status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
