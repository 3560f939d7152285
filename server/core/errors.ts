import type { ZodError } from 'zod';

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
  readonly details?: FieldErrors;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details?: FieldErrors,
    /** Seconds until a RATE_LIMITED caller may try again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(clip(message, MAX_MESSAGE_CHARS));
    this.name = 'AppError';
    // However an error was built, what it sends back is bounded (an input with 60,000 unknown keys
    // must not come back as 60,000 sentences): badInput words the count of the rest in the message.
    if (details) this.details = boundDetails(details);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue.');
export const notFound = (what: string) => new AppError('NOT_FOUND', `That ${what} does not exist or you do not have access to it.`);

/** How many fields an error names (more than any form of ours has); the rest are counted in its message. */
export const MAX_DETAILS = 20;
/** Unknown fields are named fewer: five show the mistake as well as 60,000 would. A message lists five too. */
export const MAX_UNKNOWN_NAMED = 5;
const MAX_NAMED_IN_MESSAGE = 5;
const MAX_MESSAGE_CHARS = 1000;
const MAX_FIELD_CHARS = 100;
const MAX_DETAIL_CHARS = 1000;

/** A string cut to `max` characters (never in the middle of a surrogate pair), with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
  return `${text.slice(0, end)}…`;
}

/** The first MAX_DETAILS fields, each name and sentence of a readable length. */
function boundDetails(details: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  let n = 0;
  for (const key in details) {
    if (n++ >= MAX_DETAILS) break;
    out[clip(key, MAX_FIELD_CHARS)] = clip(String(details[key]), MAX_DETAIL_CHARS);
  }
  return out;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * BAD_USER_INPUT with a sentence per field. At most MAX_DETAILS fields are named; `more` counts the
 * problems not named (an input with 60,000 unknown keys: five, "and 59,995 more").
 */
export function badInput(details: FieldErrors, message?: string, more = 0): AppError {
  const fields: string[] = [];
  let total = more;
  for (const key in details) {
    if (total - more < MAX_NAMED_IN_MESSAGE) fields.push(clip(key, MAX_FIELD_CHARS));
    total++;
  }
  // Problems the details will not hold (past MAX_DETAILS, or only counted by the caller).
  const hidden = total - Math.min(total - more, MAX_DETAILS);
  const rest = total - fields.length;
  let text: string;
  if (message) text = hidden > 0 ? `${message.replace(/\.$/, '')} — and ${count(hidden)} more.` : message;
  else if (total === 1) text = Object.values(details)[0] as string;
  else if (rest > 0) text = `Please fix ${count(total)} fields: ${fields.join(', ')} and ${count(rest)} more.`;
  else text = `Please fix ${total} fields: ${fields.join(', ')}.`;
  return new AppError('BAD_USER_INPUT', text, details);
}

/**
 * Collects field problems cheaply however many there are: the first MAX_DETAILS kept, the rest only
 * counted (unknown fields apart, so the message can say what they are).
 */
export class FieldProblems {
  readonly details: FieldErrors = {};
  private kept = 0;
  total = 0;
  unknown = 0;

  add(field: string, message: string, kind: 'unknown' | 'other' = 'other') {
    if (Object.prototype.hasOwnProperty.call(this.details, field)) return;
    this.total++;
    if (kind === 'unknown' && ++this.unknown > MAX_UNKNOWN_NAMED) return;
    if (this.kept < MAX_DETAILS) {
      this.details[field] = message;
      this.kept++;
    }
  }

  /** A field not in the request's shape. */
  unknownField(path: string, key: string, where = 'this request') {
    this.add(path ? `${path}.${key}` : key, `${clip(key, MAX_FIELD_CHARS)} is not a field of ${where} — remove it.`, 'unknown');
  }

  get empty() {
    return this.total === 0;
  }

  error(): AppError {
    if (this.total === this.kept) return badInput(this.details);
    const names = Object.keys(this.details)
      .slice(0, MAX_NAMED_IN_MESSAGE)
      .map((k) => clip(k, MAX_FIELD_CHARS));
    const rest = this.total - names.length;
    const what = this.unknown === this.total ? 'unknown fields' : this.unknown > 0 ? 'problems (some of them unknown fields)' : 'fields';
    return new AppError(
      'BAD_USER_INPUT',
      `Please fix ${count(this.total)} fields: ${names.join(', ')} — and ${count(rest)} more ${what}.`,
      this.details,
    );
  }
}

/** Turns a zod failure into BAD_USER_INPUT with one sentence per field (the first few of them). */
export function fromZodError(error: ZodError): AppError {
  const problems = new FieldProblems();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.join('.');
      for (const key of issue.keys) problems.unknownField(prefix, key);
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    problems.add(field, issue.message);
  }
  return problems.error();
}
