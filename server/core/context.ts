import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Config } from './config.js';
import type { JobQueue } from './jobs.js';
import type { Storage } from './storage.js';

/** Who is asking. Later domains add customers and API keys here. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'builder'; user: UserRow; sessionId: string; sessionExpiresAt: Date };

/** What the server shares with every service call. */
export interface Deps {
  db: Db;
  config: Config;
  /** Work that outlives the request (mail goes only this way: core/mail.ts queueMail). */
  jobs: JobQueue;
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * The first argument of every service function: the dependencies, the request's facts and the
 * caller (resolved from the bearer token once per request, on first use).
 */
export interface Ctx extends Deps {
  requestId: string;
  ip: string;
  userAgent?: string;
  token?: string;
  caller(): Promise<Caller>;
}
