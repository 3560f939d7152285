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

/**
 * PostgreSQL stopped the statement at the request's time budget (DATABASE_STATEMENT_TIMEOUT_SECONDS,
 * SQLSTATE 57014): TIMEOUT, a 503 the caller can act on, never INTERNAL.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  if (pgError(error).code !== '57014') return undefined;
  return new AppError(
    'TIMEOUT',
    'This took too long and was stopped, so that it does not hold up everyone else. Narrow the filter or the search, or try again in a moment.',
  );
}
