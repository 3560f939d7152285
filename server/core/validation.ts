import { z } from 'zod';
import { badInput, FieldProblems, fromZodError } from './errors.js';
import { UUID_PATTERN } from './ids.js';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PERSON_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from './limits.js';

/**
 * Parses a service's input with its zod schema; any failure becomes the one BAD_USER_INPUT error
 * with a sentence per field. Unknown fields are refused, not silently dropped.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || input === undefined) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw badInput({ _: 'Send a JSON object.' }, 'The request body must be a JSON object.');
  }
  const flooded = unknownKeyFlood(schema, input);
  if (flooded) throw flooded.error();
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** More unknown keys than this in one closed object, and the input is refused before zod reads it. */
const ABSURD_UNKNOWN_KEYS = 100;

type Def = { type: string; shape?: Record<string, z.ZodType>; catchall?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The shape of a closed object schema (z.strictObject), through optional, nullable, default and pipe. */
function closedShape(schema: z.ZodType | undefined, depth = 0): Record<string, z.ZodType> | null {
  if (!schema || depth > 8) return null;
  const def = defOf(schema);
  if (def.type === 'object') return def.catchall && defOf(def.catchall).type === 'never' ? def.shape! : null;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) return closedShape(def.innerType, depth + 1);
  if (def.type === 'pipe') return closedShape(def.in, depth + 1);
  return null;
}

/**
 * One pass over the keys of the closed objects of an input (not into open ones: records, JSON):
 * an object with more than ABSURD_UNKNOWN_KEYS unknown keys is refused with the first few named
 * and the rest counted, without zod building an issue for each.
 */
function unknownKeyFlood(schema: z.ZodType, input: unknown, path = '', depth = 0): FieldProblems | null {
  const shape = closedShape(schema);
  if (!shape || depth > 32 || input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const problems = new FieldProblems();
  for (const key in input) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue;
    const inner = shape[key];
    if (!inner) problems.unknownField(path, key);
    else if (problems.empty) {
      const nested = unknownKeyFlood(inner, (input as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1);
      if (nested) return nested;
    }
  }
  return problems.unknown > ABSURD_UNKNOWN_KEYS ? problems : null;
}

const messageFor = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `Please enter ${label}.`
      : `${label[0]!.toUpperCase()}${label.slice(1)} must be text.`,
});

/** Building blocks with messages a person can act on. */
/** Says "Please enter …" when the value is missing and "… must be text" when it is something else. */
export const text = (label: string) => z.string(messageFor(label));

export const fields = {
  email: () =>
    z
      .string(messageFor('your email'))
      .trim()
      .min(1, 'Please enter your email.')
      .max(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`)
      .pipe(z.email('Enter a valid email address, like name@example.com.'))
      .transform((v) => v.toLowerCase()),
  password: () =>
    z
      .string(messageFor('a password'))
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your password.`)
      .max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`),
  name: (label: string) =>
    z
      .string(messageFor(`your ${label}`))
      .trim()
      .min(1, `Please enter your ${label}.`)
      .max(PERSON_NAME_MAX, `Your ${label} has at most ${PERSON_NAME_MAX} characters.`),
  username: () =>
    z
      .string(messageFor('a username'))
      .trim()
      .toLowerCase()
      .min(USERNAME_MIN, `A username has at least ${USERNAME_MIN} characters.`)
      .max(USERNAME_MAX, `A username has at most ${USERNAME_MAX} characters.`)
      .regex(/^[a-z][a-z0-9_-]*$/, 'A username starts with a letter and uses only a–z, 0–9, _ and -.'),
  timezone: () => z.string(messageFor('a time zone')).refine(isTimeZone, 'Choose a time zone from the list, like Europe/Paris.'),
  // The one UUID check (core/ids.ts), so an id the API accepts is an id the access helpers look up.
  uuid: (label: string) => z.string(messageFor(label)).regex(UUID_PATTERN, `That ${label.replace(/^the /, '')} is not valid.`),
  token: () =>
    z
      .string(messageFor('the token'))
      .trim()
      .min(10, 'That link is incomplete — open the link from the email again.')
      .max(200, 'That link is not valid.'),
};

const zones = new Set(Intl.supportedValuesOf('timeZone'));
zones.add('UTC');
/** The zones PostgreSQL knows (pg_timezone_names), once the app has read them (server/app.ts). */
let databaseZones: ReadonlySet<string> | null = null;
export function useDatabaseZones(names: Iterable<string>) {
  databaseZones = new Set(names);
}

/**
 * An IANA zone name: Node's list, or any Area/Location name the time zone database knows under
 * another spelling (browsers report Asia/Kolkata and Europe/Kyiv where Node lists the old names).
 * Offsets like +02:00 are not zones. The zone must be one PostgreSQL knows too: analytics and CSV
 * dates are worked out in SQL (US/Pacific-New is known to Node and gone from PostgreSQL's database).
 */
export function isTimeZone(value: string): boolean {
  if (databaseZones && !databaseZones.has(value)) return false;
  if (zones.has(value)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
