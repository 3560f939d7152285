import type { ZodError } from 'zod';
import { pgError } from '../../db/index.js';

export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  NOT_CONFIGURED: 503,
  TIMEOUT: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;

/**
 * The one error type a service throws. Both adapters map it: REST to the envelope
 * `{success: false, message, code, details}` with ERROR_STATUS, GraphQL to `extensions.code`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldErrors,
    /** Seconds until a RATE_LIMITED caller may try again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue.');
export const notFound = (what: string) => new AppError('NOT_FOUND', `That ${what} does not exist or you do not have access to it.`);

export function badInput(details: FieldErrors, message?: string): AppError {
  const fields = Object.keys(details);
  const text =
    message ?? (fields.length === 1 ? (Object.values(details)[0] as string) : `Please fix ${fields.length} fields: ${fields.join(', ')}.`);
  return new AppError('BAD_USER_INPUT', text, details);
}

/** Turns a zod failure into BAD_USER_INPUT with one sentence per field. */
export function fromZodError(error: ZodError): AppError {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) details[`${prefix}${key}`] ??= `${key} is not a field of this request — remove it.`;
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    details[field] ??= issue.message;
  }
  return badInput(details);
}

/** SQLSTATE 22003 numeric out of range, 22007/22008 bad or overflowing date-time, 22021/22P05 bad characters. */
const UNSTORABLE_VALUE = new Set(['22003', '22007', '22008', '22021', '22P05']);

/**
 * PostgreSQL stopped the statement at the request's time budget (DATABASE_STATEMENT_TIMEOUT_SECONDS,
 * SQLSTATE 57014): TIMEOUT, a 503 the caller can act on, never INTERNAL.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const { code } = pgError(error);
  // A value PostgreSQL cannot hold that got past validation (the edge refuses the known ones with
  // the field named): still the caller's input, never INTERNAL.
  if (code && UNSTORABLE_VALUE.has(code)) {
    return badInput({
      _: 'A value in the request is outside what can be stored (a date, a number or a character). Check the values and try again.',
    });
  }
  if (code !== '57014') return undefined;
  return new AppError(
    'TIMEOUT',
    'This took too long and was stopped, so that it does not hold up everyone else. Narrow the filter or the search, or try again in a moment.',
  );
}
