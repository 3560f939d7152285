import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints Portico calls, so tests run without the internet and
 * against the official SDK (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`): it
 * answers in Stripe's JSON shapes and errors, which the SDK turns into its own error classes, and
 * keeps Stripe's rules that the app must cope with (idempotency keys, refunds capped at what was paid).
 * Payment itself happens in the browser at Stripe, so the test decides when an intent is paid:
 * `fake.succeed(id)`, or `POST /__fake/succeed/:id` from a browser spec.
 */

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  status: IntentStatus;
  client_secret: string;
  latest_charge: string | null;
  amount_received: number;
  /** Not a field of Stripe's PaymentIntent (it lives on the charge): kept here so tests can read the total refunded. */
  amount_refunded: number;
  last_payment_error: { message: string } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The bearer key as sent ('' when there was none). */
  key: string;
  idempotencyKey?: string;
  /** The form body (or, for a GET, the query string), brackets unfolded into objects. */
  body: Record<string, unknown>;
}

export interface FakeStripe {
  /** `http://127.0.0.1:{port}`: what STRIPE_API_URL takes. */
  url: string;
  port: number;
  /** Every API request, in order; the test-only /__fake/ routes are left out. */
  requests: FakeStripeRequest[];
  intents: Map<string, Intent>;
  refunds: Refund[];
  /** Marks an intent paid, as Stripe does when the customer's payment goes through. */
  succeed(intentId: string): Intent;
  close(): Promise<void>;
}

/** The API version the SDK pins: its events carry it, so the fake's do too. */
const API_VERSION: string = Stripe.API_VERSION;

const KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{8,}$/;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number): string {
  return Array.from(randomBytes(length), (b) => ALNUM[b % ALNUM.length]).join('');
}

const now = () => Math.floor(Date.now() / 1000);

type FormParser = (text: string) => Record<string, unknown>;

/**
 * qs is what Stripe's bracket notation (`metadata[callId]=…`) was made for, but it is only here as a
 * dependency of other packages (no types either): use it when present, else a small unfolding of our own.
 */
const parseForm: FormParser = (() => {
  try {
    const qs = createRequire(import.meta.url)('qs') as { parse(text: string, options: { depth: number }): Record<string, unknown> };
    return (text: string) => qs.parse(text, { depth: 10 });
  } catch {
    return (text: string) => {
      const out: Record<string, unknown> = {};
      for (const [name, value] of new URLSearchParams(text)) {
        const [head = name, ...rest] = name.split('[');
        const keys = [head, ...rest.map((part) => part.replace(/]$/, ''))];
        let node: Record<string, unknown> = out;
        keys.forEach((key, i) => {
          if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
          if (i === keys.length - 1) node[key] = value;
          else node = (node[key] ??= {}) as Record<string, unknown>;
        });
      }
      return out;
    };
  }
})();

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; param?: string; code?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

/** Stripe shows money in its messages ("$15.00"); Intl knows each currency's decimals (JPY has none). */
function money(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currency}`;
  }
}

function positiveInteger(value: unknown, param: string): number {
  if (value === undefined || value === '') throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, param);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw invalid('This value must be greater than or equal to 1.', param);
  return n;
}

function stringMap(value: unknown, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`Invalid object`, param);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalid(`Invalid value for ${param}[${k}]: metadata values must be strings.`, `${param}[${k}]`);
    out[k] = v;
  }
  return out;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Same parameters in any order compare equal, as at Stripe. */
function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

const accountId = (key: string) => 'acct_fake' + createHash('sha256').update(key).digest('hex').slice(0, 6);

const CANCELABLE: IntentStatus[] = ['requires_payment_method', 'processing'];

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const intents = new Map<string, Intent>();
  const refunds: Refund[] = [];
  // What a POST with an Idempotency-Key answered, per account: a retry gets the same object back.
  const replays = new Map<string, { endpoint: string; params: string; status: number; body: unknown }>();

  function findIntent(id: string): Intent {
    const intent = intents.get(id);
    if (!intent)
      throw new ApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    return intent;
  }

  function succeed(intentId: string): Intent {
    const intent = findIntent(intentId);
    if (intent.status === 'canceled') throw new Error(`fake-stripe: ${intentId} is canceled and cannot succeed`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge ??= 'ch_' + randomId(24);
    intent.last_payment_error = null;
    return intent;
  }

  function createIntent(body: Record<string, unknown>): Intent {
    const amount = positiveInteger(body.amount, 'amount');
    if (body.currency === undefined || body.currency === '')
      throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    if (typeof body.currency !== 'string' || !/^[a-z]{3}$/i.test(body.currency))
      throw invalid(`Invalid currency: ${String(body.currency)}.`, 'currency');
    const apm = body.automatic_payment_methods as { enabled?: unknown } | undefined;
    const id = 'pi_' + randomId(24);
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      currency: body.currency.toLowerCase(),
      metadata: stringMap(body.metadata, 'metadata'),
      description: optionalString(body.description),
      receipt_email: optionalString(body.receipt_email),
      automatic_payment_methods: apm && typeof apm === 'object' ? { enabled: apm.enabled === 'true' } : null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomId(24)}`,
      latest_charge: null,
      amount_received: 0,
      amount_refunded: 0,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: now(),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  }

  function cancelIntent(id: string, body: Record<string, unknown>): Intent {
    const intent = findIntent(id);
    if (!CANCELABLE.includes(intent.status))
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = optionalString(body.cancellation_reason);
    return intent;
  }

  function createRefund(body: Record<string, unknown>): Refund {
    let intent: Intent | undefined;
    if (typeof body.payment_intent === 'string' && body.payment_intent) {
      intent = intents.get(body.payment_intent);
      if (!intent) throw invalid(`No such payment_intent: '${body.payment_intent}'`, 'payment_intent', 'resource_missing');
    } else if (typeof body.charge === 'string' && body.charge) {
      intent = [...intents.values()].find((i) => i.latest_charge === body.charge);
      if (!intent) throw invalid(`No such charge: '${body.charge}'`, 'charge', 'resource_missing');
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
    }
    if (intent.status !== 'succeeded' || !intent.latest_charge)
      throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
    const left = intent.amount_received - intent.amount_refunded;
    if (left <= 0) throw invalid(`Charge ${intent.latest_charge} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = body.amount === undefined ? left : positiveInteger(body.amount, 'amount');
    if (amount > left)
      throw invalid(
        `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(left, intent.currency)})`,
        'amount',
      );
    intent.amount_refunded += amount;
    const refund: Refund = {
      id: 're_' + randomId(24),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      metadata: stringMap(body.metadata, 'metadata'),
      created: now(),
    };
    refunds.push(refund);
    return refund;
  }

  /** The API proper: returns the object to answer, or throws a ApiError. */
  function route(method: string, path: string, key: string, body: Record<string, unknown>): unknown {
    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === '/v1/account')
      return {
        id: accountId(key),
        object: 'account',
        settings: { dashboard: { display_name: 'Fake Stripe account' } },
        email: 'owner@example.com',
      };
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) return findIntent(decodeURIComponent(match[1]!));
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/)))
      return cancelIntent(decodeURIComponent(match[1]!), body);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  /** Test-only routes a browser spec drives over HTTP; undefined when the path is not one of them. */
  function control(method: string, path: string): { status: number; body: unknown } | undefined {
    if (!path.startsWith('/__fake/')) return undefined;
    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === '/__fake/intents') return { status: 200, body: [...intents.values()] };
    if (method === 'GET' && path === '/__fake/requests') return { status: 200, body: requests };
    if (method === 'GET' && path === '/__fake/refunds') return { status: 200, body: refunds };
    if (method === 'POST' && (match = path.match(/^\/__fake\/succeed\/([^/]+)$/))) {
      const id = decodeURIComponent(match[1]!);
      if (!intents.has(id)) return { status: 404, body: { error: { message: `No such payment_intent: '${id}'` } } };
      try {
        return { status: 200, body: succeed(id) };
      } catch (error) {
        return { status: 400, body: { error: { message: (error as Error).message } } };
      }
    }
    return { status: 404, body: { error: { message: `No fake control route ${method} ${path}` } } };
  }

  function handle(req: http.IncomingMessage, raw: string): { status: number; body: unknown; replayed?: boolean } {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const controlled = control(method, path);
    if (controlled) return controlled;

    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length).trim() : '';
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const body = method === 'GET' || method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(raw);
    requests.push({ method, path, key, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}), body });

    try {
      if (!key)
        throw new ApiError(401, {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        });
      if (!KEY_PATTERN.test(key) || /bad|revoked/.test(key))
        throw new ApiError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.length > 12 ? key.slice(-4) : ''}`,
        });

      // Stripe keys idempotency per account, and only for POSTs.
      const slot = method === 'POST' && idempotencyKey ? `${accountId(key)}\n${idempotencyKey}` : undefined;
      const params = canonical(body);
      const endpoint = `${method} ${path}`;
      const earlier = slot ? replays.get(slot) : undefined;
      if (earlier) {
        if (earlier.endpoint !== endpoint)
          throw new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        if (earlier.params !== params)
          throw new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        return { status: earlier.status, body: earlier.body, replayed: true };
      }
      const answer = route(method, path, key, body);
      // Stripe saves a result only once the endpoint ran; a request refused in validation can be retried.
      if (slot) replays.set(slot, { endpoint, params, status: 200, body: answer });
      return { status: 200, body: answer };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: { error: error.body } };
      throw error;
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let answer: { status: number; body: unknown; replayed?: boolean };
      try {
        answer = handle(req, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        answer = { status: 500, body: { error: { type: 'api_error', message: `fake-stripe: ${(error as Error).message}` } } };
      }
      // The SDK reads Request-Id into its errors; Idempotent-Replayed tells a retry from a first answer.
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_' + randomId(14),
        'stripe-version': API_VERSION,
        ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    intents,
    refunds,
    succeed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps its connections alive: without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

export type PaymentIntentEventType =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.processing' | 'payment_intent.canceled';

interface EventExtra {
  id?: string;
  created?: number;
}

function event(type: string, object: unknown, extra: EventExtra) {
  return {
    id: extra.id ?? 'evt_' + randomId(24),
    object: 'event' as const,
    api_version: API_VERSION,
    created: extra.created ?? now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/**
 * A `payment_intent.*` event as Stripe posts it to the webhook. The intent in it is put in the state
 * the event reports (a succeeded event carries a succeeded, charged intent), whatever state was passed.
 */
export function paymentIntentEvent(type: PaymentIntentEventType, intent: Intent, extra: EventExtra & { failureMessage?: string } = {}) {
  const object: Intent = { ...intent, metadata: { ...intent.metadata } };
  if (type === 'payment_intent.succeeded') {
    object.status = 'succeeded';
    object.amount_received = object.amount;
    object.latest_charge ??= 'ch_' + randomId(24);
  } else if (type === 'payment_intent.payment_failed') {
    // A failed attempt sends the intent back to wait for another payment method.
    object.status = 'requires_payment_method';
  } else if (type === 'payment_intent.processing') {
    object.status = 'processing';
  } else {
    object.status = 'canceled';
    object.canceled_at ??= now();
  }
  object.last_payment_error = extra.failureMessage ? { message: extra.failureMessage } : null;
  return event(type, object, extra);
}

/** A `charge.refunded` event: its object is the intent's charge, with the total refunded so far. */
export function chargeRefundedEvent(intent: Intent, amountRefunded: number, extra: EventExtra = {}) {
  const charge = {
    id: intent.latest_charge ?? 'ch_' + randomId(24),
    object: 'charge' as const,
    payment_intent: intent.id,
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: amountRefunded,
    currency: intent.currency,
    paid: true,
    captured: true,
    status: 'succeeded',
    refunded: amountRefunded === intent.amount,
    metadata: { ...intent.metadata },
    created: intent.created,
    livemode: false,
  };
  return event('charge.refunded', charge, extra);
}

// Only the webhook helpers use it: signing needs no key or network.
const signer = new Stripe('sk_test_x');

/** The `stripe-signature` header Stripe would send with this exact payload, signed with the endpoint's secret. */
export function signedWebhook(payload: string, secret: string, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
}
