import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// A client that starts a request and never finishes it must not hold a connection for minutes.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head` (and nothing more) and resolves with what the server wrote and how long until it closed. */
function stall(head: string): Promise<{ answer: string; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve({ answer, seconds: (performance.now() - started) / 1000 }));
    socket.on('error', reject);
    setTimeout(() => reject(new Error('the server kept the connection for 15 s')), 15_000).unref();
  });
}

describe('request timeout', () => {
  it('answers 408 and closes when a body stops half-way', async () => {
    const body = '{"email":"a@';
    const { answer, seconds } = await stall(
      `POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(6);
  });

  it('closes a connection whose headers never end', async () => {
    const { seconds } = await stall('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(seconds).toBeLessThan(6);
  });
});
