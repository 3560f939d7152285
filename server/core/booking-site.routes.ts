import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config.js';

/**
 * The public booking pages: /book/{username}, /book/{username}/{serviceSlug} and /book/manage (the
 * link in the guest's mails). The server answers the booking app's HTML (dist/client/booking.html, a
 * small bundle of its own: no Chakra, no Apollo); the app asks /v1 for the host, the service and the
 * slots. A host or service that does not exist is the app's own "not found" state: the HTML is the
 * same for every address, so it can be cached by nobody but the browser.
 */

/** Without a built client (tests, a fresh clone before `npm run build`): the same document, minus the app. */
const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
  '<title>Book a call</title></head><body><div id="root"></div></body></html>';

export async function bookingSiteRoutes(app: FastifyInstance, config: Config, csp?: string): Promise<void> {
  const templatePath = path.join(config.clientDir, 'booking.html');
  // Read once: the built file does not change while the server runs.
  const template = fs.existsSync(templatePath) ? fs.readFileSync(templatePath, 'utf8') : FALLBACK_TEMPLATE;
  // The manage page carries a guest's token in its address: no search engine, no referrer to other sites.
  const manage = template.replace(
    '</head>',
    '<meta name="robots" content="noindex" /><meta name="referrer" content="no-referrer" /></head>',
  );

  // The pages take card payments: Stripe.js and its frames are allowed here (and only here and on portals).
  const policy = (reply: FastifyReply) => (csp ? reply.header('content-security-policy', csp) : reply);
  app.get('/book/manage', (_request, reply) =>
    policy(reply)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(manage),
  );
  app.get('/book/*', (_request, reply) =>
    policy(reply).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template),
  );
}
