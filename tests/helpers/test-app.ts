import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/core/config.js';
import { createMailer } from '../../server/core/mail.js';
import type { Database } from '../../db/index.js';
import { restContract } from './rest-contract.js';
import { startSmtpPeer } from './smtp.js';
import { dbKind, openTestDatabase } from './test-db.js';

export interface Call {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: any;
}

export interface UploadFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  kind: typeof dbKind;
  rest(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string },
  ): Promise<Call>;
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<Call>;
  /** A multipart/form-data request: text fields first, then the file (in the part named `file` unless told). */
  upload(
    method: string,
    url: string,
    options: { fields?: Record<string, string>; file?: UploadFile; fileField?: string; token?: string },
  ): Promise<Call>;
  /** The app's routes as Fastify serves them (HEAD, added for every GET, left out). */
  routes(): Array<{ method: string; url: string }>;
  /** Waits until the job queue has nothing ready to run or running (mail sent, sort indexes built). */
  drainJobs(): Promise<void>;
  /** Registers a builder through the API and returns the token and user. */
  signUp(
    overrides?: Partial<{ email: string; password: string; firstName: string; lastName: string }>,
  ): Promise<{ token: string; user: any; email: string; password: string }>;
  close(): Promise<void>;
}

let seq = 0;

/** The real app (server/app.ts) on a fresh database, with a real SMTP peer receiving its mail. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // PostgreSQL's statement timeout only where a test asks for it (CI machines are slow and shared).
  const timeout = env.DATABASE_STATEMENT_TIMEOUT_SECONDS;
  const database = await openTestDatabase(timeout ? { statementTimeoutMs: Number(timeout) * 1000 } : {});
  const smtp = await startSmtpPeer();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `portico-test-${process.pid}`),
    APP_URL: 'http://portico.test',
    // No client build, whether or not dist/ holds one: a test that wants one makes its own (http.test.ts).
    CLIENT_DIR: path.join(os.tmpdir(), 'portico-test-no-client-build'),
    ...env,
  });
  const log = (await import('fastify')).default({ logger: false }).log;
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: '', log });
  const app = await buildApp({ config, database, mailer, logger: false });
  await app.ready();
  // Every /v1 answer a test receives is checked against /v1/openapi.json (status and shape).
  const contract = await restContract(app);

  const rest: TestApp['rest'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({ method: method as never, url, headers, payload });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return contract.check(method, url, { status: res.statusCode, headers: res.headers, body });
  };

  const upload: TestApp['upload'] = async (method, url, options) => {
    const boundary = `----portico-test-${Math.random().toString(36).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(options.fields ?? {})) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (options.file) {
      const { data, filename = 'upload.bin', contentType = 'application/octet-stream' } = options.file;
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField ?? 'file'}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({ method: method as never, url, headers, payload: Buffer.concat(parts) });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return contract.check(method, url, { status: res.statusCode, headers: res.headers, body });
  };

  return {
    app,
    database,
    config,
    smtp,
    kind: dbKind,
    rest,
    gql: (query, variables, token) => rest('POST', '/graphql', { body: { query, variables }, token }),
    upload,
    routes: () => listRoutes(app),
    drainJobs: () => app.jobs.drain(),
    async signUp(overrides = {}) {
      const n = `${process.pid}-${seq++}-${Math.random().toString(36).slice(2, 7)}`;
      const input = {
        email: `builder-${n}@example.com`,
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
        ...overrides,
      };
      const res = await rest('POST', '/v1/auth/register', { body: input });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.data.token, user: res.body.data.user, email: input.email, password: input.password };
    },
    async close() {
      await app.close();
      await smtp.close();
      await database.close();
    },
  };
}

/**
 * Reads Fastify's route tree (`printRoutes`, where each line holds the rest of its parent's path and
 * its methods in brackets) back into a flat list, and checks each entry with `hasRoute`, so a change
 * in the printed format fails loudly instead of hiding routes.
 */
function listRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? paths[depth - 1]! : '') + match[2]!;
    paths.length = depth;
    paths[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method === 'HEAD') continue;
      if (url.startsWith('/') && !app.hasRoute({ method: method as never, url })) {
        throw new Error(`routes(): read ${method} ${url} from printRoutes, but the app has no such route`);
      }
      routes.push({ method, url });
    }
  }
  return routes;
}
