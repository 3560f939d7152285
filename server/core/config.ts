import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { findRoot } from '../../db/index.js';

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  /** The built client to serve (default dist/client); a second build elsewhere can be served side by side. */
  CLIENT_DIR: z.string().optional(),
  // Empty counts as unset (DATABASE_URL= in an .env file): the embedded database.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATABASE_POOL_MAX: int(10),
  /** The address people reach the app at; used in the links of emails. */
  APP_URL: z.string().url().optional(),
  /**
   * Published portals also answer at {subDomain}.{APP_DOMAIN} (by the Host header), e.g.
   * portico.example.com or portico.test:3000; the protocol is APP_URL's. Unset: only /p/{slug}.
   */
  APP_DOMAIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'A host name with an optional port, e.g. portico.example.com or portico.test:3000.')
      .optional(),
  ),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portico <no-reply@portico.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SESSION_TTL_DAYS: int(30),
  LOGIN_LIMIT_PER_EMAIL: int(10),
  /** Failed passwords for one email from every network together; past it only known networks may try. */
  LOGIN_LIMIT_PER_EMAIL_WIDE: int(100),
  LOGIN_LIMIT_PER_IP: int(50),
  REGISTER_LIMIT_PER_IP: int(20),
  /** Password-reset mails asked for one address, and from one network, per window. */
  PASSWORD_RESET_LIMIT_PER_EMAIL: int(5),
  PASSWORD_RESET_LIMIT_PER_IP: int(20),
  /** Reset mails for one address from every network together; past it only a known browser or network may ask. */
  PASSWORD_RESET_LIMIT_PER_EMAIL_WIDE: int(20),
  /** Wrong current passwords (password or email change) one signed-in builder may send per window. */
  PASSWORD_CHECK_LIMIT_PER_USER: int(10),
  /** Sign-in emails a customer address may be sent from one network per window. */
  MAGIC_LINK_LIMIT_PER_EMAIL: int(5),
  /** Sign-in emails to one customer address from every network together; past it only known networks may ask. */
  MAGIC_LINK_LIMIT_PER_EMAIL_WIDE: int(30),
  /** How long a customer's invitation link (sent by a builder) works; a sign-in link asked for lasts minutes. */
  CUSTOMER_INVITATION_TTL_DAYS: z.coerce
    .number()
    .int('Whole days, 1 to 30.')
    .min(1, 'Whole days, 1 to 30.')
    .max(30, 'Whole days, 1 to 30.')
    .default(7),
  RATE_LIMIT_WINDOW_SECONDS: int(900),
  /** A collection with at least this many records gets a sort index per field it is sorted on. */
  SORT_INDEX_MIN_RECORDS: int(5000),
  /**
   * The key that signs private file links (record attachments): every process that serves the app
   * must share it. Unset, a random key is made once and kept in DATA_DIR (fine for one machine).
   */
  FILE_URL_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'Use at least 32 characters (e.g. openssl rand -hex 32).').optional(),
  ),
  /** How long a private file link works; links are made again with every read of the record. */
  FILE_URL_TTL_SECONDS: int(3600),
  /** What one workspace may hold: bytes of uploaded record files, records, sort indexes. */
  QUOTA_STORAGE_BYTES: int(5 * 1024 * 1024 * 1024),
  QUOTA_RECORDS: int(1_000_000),
  QUOTA_SORT_INDEXES: int(50),
  /** The job queue (mail, sort-index builds): jobs each process runs at once, per queue. */
  JOBS_CONCURRENCY: int(2),
  /** Tries after the first failure; then the job is failed for good (logged with its id and reason). */
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).default(5),
  /** The first retry waits this long, each next one twice as long (with jitter), up to the maximum. */
  JOBS_RETRY_DELAY_SECONDS: int(10),
  JOBS_RETRY_DELAY_MAX_SECONDS: int(900),
  /** How often an idle worker looks for jobs another process queued (its own wake it at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** PostgreSQL connections of the job queue, apart from DATABASE_POOL_MAX. */
  JOBS_POOL_MAX: int(3),
  /** On SIGTERM, how long jobs in flight may finish; one still running then is retried after restart. */
  JOBS_SHUTDOWN_SECONDS: int(8),
  /** false: this process queues jobs but runs none (another process, e.g. a worker, does). */
  JOBS_WORK: z.enum(['true', 'false']).default('true'),
  /** PostgreSQL: the longest one statement of a request may run; past it the request gets TIMEOUT (503). 0: no limit. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(5),
  /** The longest a client may take to send a whole request, headers and body (a 50 MB CSV included). */
  REQUEST_TIMEOUT_SECONDS: int(60),
  /** Whole-collection reads (counts, text searches) running at once on this server; default: cores − 1, at least 1. */
  HEAVY_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** Requests of one tenant (workspace, portal, or IP) running at once; the next wait their turn. */
  TENANT_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** Requests of one tenant running at once while no other tenant is active. */
  TENANT_BURST: z.coerce.number().int().positive().optional(),
  /** While another tenant is active: requests one tenant may start per second (after TENANT_BURST at once); 0: no pacing. */
  TENANT_PACE_PER_SECOND: z.coerce.number().int().min(0).default(100),
  /** Requests of one tenant waiting their turn; more are refused with RATE_LIMITED. */
  TENANT_QUEUE: int(100),
  /** Page views one address may report to one portal per minute (after as many at once), per process; more are dropped. */
  PAGE_VIEW_LIMIT_PER_VISITOR: int(30),
  /** Page views one portal may receive per minute from everyone together (after as many at once), per process. */
  PAGE_VIEW_LIMIT_PER_PORTAL: int(600),
  /** A visitor's views with no gap this long are one visit (counted at most once, whatever the app reports). */
  VISIT_WINDOW_MINUTES: int(30),
  /** Raw page.viewed events older than this are deleted (hourly); the roll-ups behind the analytics stay. */
  PAGE_VIEW_RETENTION_DAYS: int(90),
  /**
   * Keys that seal secrets kept in the database (Stripe keys, later OAuth tokens): `id:key` pairs
   * separated by commas, each key 32 bytes in base64 or hex; the first seals, all open (rotation).
   * Unset: one key derived from FILE_URL_SECRET (id `file-url`).
   */
  SECRETS_KEYS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{1,20}:[A-Za-z0-9+/=_-]{32,}(,[A-Za-z0-9_-]{1,20}:[A-Za-z0-9+/=_-]{32,})*$/,
        'Write id:key pairs separated by commas, each key 32 bytes in base64 or hex (e.g. k1:$(openssl rand -base64 32)).',
      )
      .optional(),
  ),
  /** Stripe's API (tests point it at a local fake); host, port and protocol are the SDK's options. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** How long a paid service's unpaid call holds its time before it is released. */
  PAYMENT_HOLD_MINUTES: int(30),
  /**
   * Google (Calendar and sign-in): the OAuth client of a Google Cloud project. Unset, the Google
   * screens say what to configure and every Google operation answers 503 NOT_CONFIGURED.
   */
  GOOGLE_CLIENT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(300).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(300).optional()),
  /** Google's endpoints (tests point them at local peers: oauth2-mock-server and a Calendar fake). */
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: z.string().url().default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The `iss` of Google's ID tokens (both spellings Google uses are accepted for the default). */
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/'),
  /**
   * Outgoing webhooks (modules/webhook): `1` lets endpoints and deliveries reach private, loopback and
   * link-local addresses (tests, a receiver on this machine); off, such an address is refused.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['0', '1', 'true', 'false']).default('0'),
  /**
   * The wait before each attempt of a delivery, in ms, comma-separated (the first is the first
   * attempt's). Default: Standard Webhooks' schedule, about 27 hours in all.
   */
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+){0,19}$/, 'Write up to 20 delays in milliseconds separated by commas, e.g. 0,5000,300000.')
    .default('0,5000,300000,1800000,7200000,18000000,36000000,36000000'),
  /** Deliveries of an endpoint that fail for good in a row before it is disabled (its owners told). */
  WEBHOOK_DISABLE_AFTER_FAILURES: int(5),
  /** The longest one delivery attempt may take, connecting and reading included. */
  WEBHOOK_TIMEOUT_MS: int(10_000),
  /** Tests: each GraphQL query is answered through Apollo and through the fast path, and compared. */
  PORTICO_GRAPHQL_VERIFY: z.enum(['0', '1']).default('0'),
  /**
   * `1`: GraphQL runs only registered operations, the client's own (schema/persisted-operations.json)
   * and those of GRAPHQL_ALLOW_LIST_EXTRA; anything else, introspection and the sandbox included, is
   * refused (core/graphql/persisted.ts).
   */
  GRAPHQL_ALLOW_LIST: z.enum(['0', '1']).default('0'),
  /** A .graphql file of a deployment's own operations, registered beside the client's (path from the project root). */
  GRAPHQL_ALLOW_LIST_EXTRA: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax: number;
  /** DATABASE_STATEMENT_TIMEOUT_SECONDS in ms (PostgreSQL only; 0: none). */
  statementTimeoutMs: number;
  appUrl: string;
  /** APP_DOMAIN, lowercase: portals answer at {subDomain}.{appDomain} too. */
  appDomain?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  sessionTtlMs: number;
  /** CUSTOMER_INVITATION_TTL_DAYS in minutes. */
  invitationTtlMinutes: number;
  rateLimits: {
    loginPerEmail: number;
    loginPerEmailWide: number;
    loginPerIp: number;
    registerPerIp: number;
    passwordResetPerEmail: number;
    passwordResetPerIp: number;
    passwordResetPerEmailWide: number;
    passwordCheckPerUser: number;
    magicLinkPerEmail: number;
    magicLinkPerEmailWide: number;
    windowSeconds: number;
  };
  /** Where the built client lives (index.html and assets). */
  clientDir: string;
  sortIndexMinRecords: number;
  /** FILE_URL_SECRET; undefined → the key kept in DATA_DIR (see core/file-urls.ts). */
  fileUrlSecret?: string;
  fileUrlTtlSeconds: number;
  quotas: Quotas;
  jobs: {
    concurrency: number;
    retryLimit: number;
    retryDelaySeconds: number;
    retryDelayMaxSeconds: number;
    pollSeconds: number;
    poolMax: number;
    shutdownSeconds: number;
    work: boolean;
  };
  /** The published portal's page views (modules/event/event.views.ts). */
  pageViews: { perVisitorPerMinute: number; perPortalPerMinute: number; visitWindowMinutes: number; retentionDays: number };
  tenantGate: { share: number; burst: number; queue: number; pace?: { perSecond: number; burst: number } };
  requestTimeoutMs: number;
  heavyConcurrency?: number;
  /** PORTICO_GRAPHQL_VERIFY=1: see core/graphql/fast-path.ts. */
  graphqlVerify: boolean;
  /** GRAPHQL_ALLOW_LIST=1 (and GRAPHQL_ALLOW_LIST_EXTRA): see core/graphql/persisted.ts. */
  graphqlAllowList: { enabled: boolean; extraFile?: string };
  /** SECRETS_KEYS as given (core/secret-box.ts reads it); undefined → derived from the file-link key. */
  secretsKeys?: string;
  payments: { stripeApiUrl: string; holdMinutes: number };
  /** Null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not both set. */
  google: GoogleConfig | null;
  /** Outgoing webhooks (WEBHOOK_*). */
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  allowPrivateUrls: boolean;
  /** The wait before each attempt, the first attempt's first (its length is the number of attempts). */
  retryDelaysMs: number[];
  disableAfterFailures: number;
  timeoutMs: number;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  jwksUrl: string;
  issuers: string[];
  /** Ends with a slash: the Calendar API's rootUrl. */
  calendarApiUrl: string;
}

/** Per workspace; each refused with FORBIDDEN and a sentence saying what to do (core/quotas.ts). */
export interface Quotas {
  storageBytes: number;
  records: number;
  sortIndexes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Portico cannot start: fix these settings\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = findRoot();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    statementTimeoutMs: Math.round(e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appDomain: e.APP_DOMAIN?.toLowerCase(),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    invitationTtlMinutes: e.CUSTOMER_INVITATION_TTL_DAYS * 24 * 60,
    rateLimits: {
      loginPerEmail: e.LOGIN_LIMIT_PER_EMAIL,
      loginPerEmailWide: e.LOGIN_LIMIT_PER_EMAIL_WIDE,
      loginPerIp: e.LOGIN_LIMIT_PER_IP,
      registerPerIp: e.REGISTER_LIMIT_PER_IP,
      passwordResetPerEmail: e.PASSWORD_RESET_LIMIT_PER_EMAIL,
      passwordResetPerIp: e.PASSWORD_RESET_LIMIT_PER_IP,
      passwordResetPerEmailWide: e.PASSWORD_RESET_LIMIT_PER_EMAIL_WIDE,
      passwordCheckPerUser: e.PASSWORD_CHECK_LIMIT_PER_USER,
      magicLinkPerEmail: e.MAGIC_LINK_LIMIT_PER_EMAIL,
      magicLinkPerEmailWide: e.MAGIC_LINK_LIMIT_PER_EMAIL_WIDE,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : path.resolve(root, 'dist/client'),
    sortIndexMinRecords: e.SORT_INDEX_MIN_RECORDS,
    fileUrlSecret: e.FILE_URL_SECRET,
    fileUrlTtlSeconds: e.FILE_URL_TTL_SECONDS,
    quotas: { storageBytes: e.QUOTA_STORAGE_BYTES, records: e.QUOTA_RECORDS, sortIndexes: e.QUOTA_SORT_INDEXES },
    jobs: {
      concurrency: e.JOBS_CONCURRENCY,
      retryLimit: e.JOBS_RETRY_LIMIT,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      retryDelayMaxSeconds: e.JOBS_RETRY_DELAY_MAX_SECONDS,
      pollSeconds: e.JOBS_POLL_SECONDS,
      poolMax: e.JOBS_POOL_MAX,
      shutdownSeconds: e.JOBS_SHUTDOWN_SECONDS,
      work: e.JOBS_WORK === 'true',
    },
    pageViews: {
      perVisitorPerMinute: e.PAGE_VIEW_LIMIT_PER_VISITOR,
      perPortalPerMinute: e.PAGE_VIEW_LIMIT_PER_PORTAL,
      visitWindowMinutes: e.VISIT_WINDOW_MINUTES,
      retentionDays: e.PAGE_VIEW_RETENTION_DAYS,
    },
    // Default: all of the pool but two connections, which stay for everyone else.
    tenantGate: {
      // Past two requests per core, more of one tenant's only queue, and make everyone else's wait.
      share: e.TENANT_CONCURRENCY ?? Math.max(2, Math.min(e.DATABASE_POOL_MAX - 2, os.cpus().length * 2)),
      burst: e.TENANT_BURST ?? e.DATABASE_POOL_MAX * 2,
      queue: e.TENANT_QUEUE,
      ...(e.TENANT_PACE_PER_SECOND > 0
        ? { pace: { perSecond: e.TENANT_PACE_PER_SECOND, burst: e.TENANT_BURST ?? e.DATABASE_POOL_MAX * 2 } }
        : {}),
    },
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    heavyConcurrency: e.HEAVY_CONCURRENCY,
    graphqlVerify: e.PORTICO_GRAPHQL_VERIFY === '1',
    graphqlAllowList: { enabled: e.GRAPHQL_ALLOW_LIST === '1', extraFile: e.GRAPHQL_ALLOW_LIST_EXTRA },
    secretsKeys: e.SECRETS_KEYS,
    payments: { stripeApiUrl: e.STRIPE_API_URL.replace(/\/$/, ''), holdMinutes: e.PAYMENT_HOLD_MINUTES },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            revokeUrl: e.GOOGLE_REVOKE_URL,
            jwksUrl: e.GOOGLE_JWKS_URL,
            issuers:
              e.GOOGLE_ISSUER === 'https://accounts.google.com'
                ? ['https://accounts.google.com', 'accounts.google.com']
                : [e.GOOGLE_ISSUER],
            calendarApiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/?$/, '/'),
          }
        : null,
    webhooks: {
      allowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS === '1' || e.WEBHOOK_ALLOW_PRIVATE_URLS === 'true',
      retryDelaysMs: e.WEBHOOK_RETRY_DELAYS_MS.split(',').map(Number),
      disableAfterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    ...overrides,
  };
}
