import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests Portico makes to addresses its users typed (a webhook endpoint today), safe against
 * server-side request forgery:
 * - only http: and https:, never with credentials in the URL;
 * - the host is resolved when the socket connects, by our own `lookup`, and every address it resolves
 *   to must be public unicast (no private, loopback, link-local, unique-local, CGNAT, multicast,
 *   unspecified, reserved or IPv4-mapped-private address): the check is on the very addresses the
 *   socket connects to, so a DNS answer that changes between a check and the connection (rebinding)
 *   gains nothing. A literal IP in the URL (which skips `lookup`) is checked the same way first;
 * - redirects are not followed (a 3xx is answered as it came, with a sentence saying so);
 * - one timeout for the whole exchange, and at most `maxResponseBytes` of the answer read, of which
 *   the first `keepBytes` are kept for the log.
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS) lifts the address rule, for tests and local set-ups.
 */

export interface OutgoingRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Bytes of the answer read at most (the rest is not waited for). Default 64 kB. */
  maxResponseBytes?: number;
  /** Bytes of the answer kept as text in the result. Default 1 kB. */
  keepBytes?: number;
}

export interface OutgoingResult {
  /** The HTTP status, when an answer came (a 3xx included). */
  status: number | null;
  /** Why the request failed, in a sentence (no answer, a refused address, a redirect); null for an answer. */
  error: string | null;
  /** The first bytes of the answer's body, as text. */
  body: string;
  durationMs: number;
}

/** Whether an address (v4 or v6, as text) is public unicast; an IPv4-mapped IPv6 address is judged as its IPv4 one. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

const LOCAL_NAMES = /^(localhost|.*\.localhost|localhost\.localdomain)\.?$/i;

/**
 * What can be said of a URL without resolving it: a sentence for the first thing wrong, or null.
 * A host that is a private literal address or `localhost` is refused here (unless `allowPrivate`);
 * a name that resolves to one is refused when a request connects.
 */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full address, like https://example.com/webhooks.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Use an http:// or https:// address.';
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (!url.hostname) return 'Enter a full address, like https://example.com/webhooks.';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (LOCAL_NAMES.test(host)) return 'That address is this server itself — use a public address.';
  if (net.isIP(host) && !isPublicAddress(host)) return `${host} is a private or reserved address — use a public address.`;
  return null;
}

class RefusedAddress extends Error {}

/** The resolver every outgoing socket uses: all of a name's addresses, each checked. */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        const why = refused
          ? `${hostname} resolves to ${refused.address}, a private or reserved address: Portico does not send there.`
          : `${hostname} has no address.`;
        return callback(Object.assign(new RefusedAddress(why), { code: 'EREFUSEDADDRESS' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/** Says in words what went wrong with a request that got no answer. */
function describe(error: unknown, host: string): string {
  if (error instanceof RefusedAddress) return error.message;
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${host} could not be found (DNS).`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection.`;
  if (code === 'ECONNRESET') return `${host} closed the connection.`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${host} cannot be reached.`;
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code === 'EPROTO') return `The TLS connection to ${host} failed (${code}).`;
  const message = error instanceof Error ? error.message : String(error);
  return `The request failed: ${message.slice(0, 200)}`;
}

/** One request, never followed anywhere else; resolves (never rejects) with what happened. */
export function sendOutgoing(request: OutgoingRequest): Promise<OutgoingResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const maxBytes = request.maxResponseBytes ?? 64 * 1024;
  const keepBytes = request.keepBytes ?? 1024;
  const problem = urlProblem(request.url, request.allowPrivate);
  if (problem) return Promise.resolve({ status: null, error: problem, body: '', durationMs: 0 });
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<OutgoingResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = transport.request(url, {
      method: request.method ?? 'POST',
      headers: { 'user-agent': 'Portico-Webhooks/1', ...request.headers },
      lookup: guardedLookup(request.allowPrivate),
      // A socket of its own each time: a pooled one might have been opened to another address.
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, error: `No answer within ${seconds(request.timeoutMs)}.`, body: '' });
    }, request.timeoutMs);
    req.on('error', (error) => finish({ status: null, error: describe(error, host), body: '' }));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const body = Buffer.concat(chunks).subarray(0, keepBytes).toString('utf8');
        const redirect =
          status >= 300 && status < 400
            ? `The endpoint answered ${status}, a redirect${res.headers.location ? ` to ${String(res.headers.location).slice(0, 200)}` : ''}: redirects are not followed — use the final address.`
            : null;
        finish({ status, error: redirect, body });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (read < keepBytes) chunks.push(chunk);
        read += chunk.length;
        if (read >= maxBytes) done();
      });
      res.on('end', done);
      res.on('error', done);
      res.on('close', done);
    });
    req.end(request.body);
  });
}
