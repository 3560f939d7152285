import { AppError, badInput, type ErrorCode } from './errors.js';

/**
 * PostgreSQL's errors as the app's. The database decides what must be unique, what must exist and
 * what a value may be (constraints); this module turns a violation into the error a caller can act
 * on: the constraint's own sentence and field when the service names it, else one by class.
 */

/** The fields of a driver error the mapping reads, whichever driver raised it. */
export interface DriverError {
  /** SQLSTATE: `23505` unique, `23503` foreign key, `23514` check, `23P01` exclusion… */
  code?: string;
  constraint?: string;
}

/**
 * The SQLSTATE and constraint of an error, through Drizzle's wrapper (`DrizzleQueryError`, whose
 * `cause` is the driver's error). postgres.js names the constraint `constraint_name`, PGlite's own
 * driver (pg-protocol's DatabaseError) `constraint`; their `detail` differs too, so it is not read.
 */
export function driverError(error: unknown): DriverError {
  type Raw = { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
  let e = error as Raw | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = e.constraint_name ?? e.constraint;
      return { code: e.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = e.cause as Raw | undefined;
  }
  return {};
}

/** What one constraint's violation becomes. */
export interface ConstraintRule {
  /** The input field it is about (the error's details name it). */
  field?: string;
  /** The error's sentence; a function when it needs a look-up (a free name to suggest). */
  message: string | (() => string | Promise<string>);
  /** The field's own, shorter sentence; the message when omitted. */
  detail?: string;
  /** Another code than the class's, where the caller means something else by it. */
  code?: ErrorCode;
}

/** Rules by constraint name (a unique index, a foreign key, a check, an exclusion constraint). */
export type ConstraintRules = Readonly<Record<string, ConstraintRule>>;

/** The integrity classes, each with its code and the sentence of a constraint no rule names. */
const CLASSES: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'CONFLICT', message: 'Something with that value already exists — change it and try again.' },
  '23503': {
    code: 'NOT_FOUND',
    message: 'Something this refers to does not exist (any more), or you do not have access to it — reload and try again.',
  },
  '23514': { code: 'BAD_USER_INPUT', message: 'A value in the request is not allowed here — check the values and try again.' },
  '23P01': { code: 'CONFLICT', message: 'That overlaps with something that already exists — change it and try again.' },
};

/**
 * What to throw for an error caught around a write: a constraint violation as the app's error —
 * `rules[constraint]` when the caller named it, else the class's (unique and exclusion → CONFLICT,
 * foreign key → NOT_FOUND, check → BAD_USER_INPUT) — and anything else as it came.
 *
 *     try { … } catch (error) { throw await dbError(error, { portals_slug_lower_key: { field: 'slug', message: '…' } }); }
 */
export async function dbError(error: unknown, rules: ConstraintRules = {}): Promise<unknown> {
  if (error instanceof AppError) return error;
  const { code, constraint } = driverError(error);
  const kind = code ? CLASSES[code] : undefined;
  if (!kind) return error;
  const rule = constraint !== undefined && Object.hasOwn(rules, constraint) ? rules[constraint] : undefined;
  if (!rule) return kind.code === 'BAD_USER_INPUT' ? badInput({ _: kind.message }, kind.message) : new AppError(kind.code, kind.message);
  const message = typeof rule.message === 'function' ? await rule.message() : rule.message;
  return new AppError(rule.code ?? kind.code, message, rule.field ? { [rule.field]: rule.detail ?? message } : undefined);
}

/** SQLSTATE 22003 numeric out of range, 22007/22008 bad or overflowing date-time, 22021/22P05 bad characters. */
const UNSTORABLE_VALUE = new Set(['22003', '22007', '22008', '22021', '22P05']);

/**
 * What the error handlers of both APIs make of a database error no service mapped: a value
 * PostgreSQL cannot hold, or a statement stopped at the request's time budget
 * (DATABASE_STATEMENT_TIMEOUT_SECONDS, SQLSTATE 57014) — TIMEOUT, a 503 the caller can act on.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const { code } = driverError(error);
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
