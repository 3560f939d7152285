import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the public booking pages (/book/*)', () => {
  it('answer the booking app’s HTML for a host, a service and the manage link, without a client build', async () => {
    // createTestApp points CLIENT_DIR at a folder with no build: the same document as the portal site's fallback, minus the app.
    for (const url of ['/book/someone', '/book/someone/intro-call', '/book/manage', '/book/manage?token=abc']) {
      const res = await page(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>Book a call</title>');
      // Never the builder's app, never the API's 404 envelope.
      expect(res.body, url).not.toContain('"success"');
    }
  });

  it('keeps the guest’s manage link out of search engines and other sites’ logs', async () => {
    const res = await page(t, '/book/manage?token=secret-token');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect((await page(t, '/book/someone')).body).not.toContain('noindex');
  });

  it('let Stripe.js and its card frames load on the booking pages (they take card payments), and nowhere in the builder’s app', async () => {
    for (const url of ['/book/someone/intro-call', '/book/manage?token=abc']) {
      const csp = String((await page(t, url)).headers['content-security-policy']);
      expect(csp, url).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
      expect(csp, url).toMatch(/frame-src[^;]*https:\/\/hooks\.stripe\.com/);
      expect(csp, url).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
    const builder = String((await t.rest('GET', '/v1/openapi.json')).headers['content-security-policy']);
    expect(builder).not.toContain('stripe.com');
  });

  it('serves the built booking.html when the client is built', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-booking-'));
    const built =
      '<!doctype html><html lang="en"><head><title>Book a call</title></head><body><div id="root"></div><script type="module" src="/assets/booking-x.js"></script></body></html>';
    fs.writeFileSync(path.join(clientDir, 'booking.html'), built);
    const other = await createTestApp({ CLIENT_DIR: clientDir });
    try {
      for (const url of ['/book/someone', '/book/someone/intro-call']) {
        const res = await page(other, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(built);
      }
      const manage = await page(other, '/book/manage?token=abc');
      expect(manage.body).toContain('/assets/booking-x.js');
      expect(manage.body).toContain('noindex');
    } finally {
      await other.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('leaves /v1 to the API: the booking pages take no other path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/calls/manage?token=nope' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().success).toBe(false);
  });
});
