import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../app/api/rest';

export interface ServerError {
  message: string;
  code?: string;
  details?: Record<string, string>;
}

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown; details?: unknown };
}

/**
 * The message, code and per-field details of a failed call, whether it came from the REST helper
 * (ApiError) or from Apollo (CombinedGraphQLErrors: `extensions.code` and `extensions.details`).
 * Duck-typed so that the sign-in screens do not load Apollo.
 */
export function readServerError(error: unknown): ServerError {
  if (error instanceof ApiError) return { message: error.message, code: error.code, details: error.details };
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] as GraphQLErrorLike;
    const details: Record<string, string> = {};
    for (const e of errors as GraphQLErrorLike[]) {
      if (e.extensions?.details && typeof e.extensions.details === 'object') Object.assign(details, e.extensions.details);
    }
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
    return { message: first.message, code, details: Object.keys(details).length ? details : undefined };
  }
  return { message: error instanceof Error ? error.message : 'Something went wrong. Try again in a moment.' };
}

/**
 * The server's per-field details placed on the form's fields (a nested key such as
 * `basicInfo.title` lands on `title`), and the message for the rest (empty when every detail found
 * its field and the refusal was about the input).
 */
export function placeServerErrors<K extends string>(
  error: unknown,
  known: readonly K[],
): { fields: Partial<Record<K, string>>; message: string } {
  const { message, code, details } = readServerError(error);
  if (!details) return { fields: {}, message };
  const fields: Partial<Record<K, string>> = {};
  let unplaced = false;
  for (const [key, text] of Object.entries(details)) {
    const field = (known as readonly string[]).includes(key) ? key : key.split('.').pop()!;
    if ((known as readonly string[]).includes(field)) fields[field as K] = text;
    else unplaced = true;
  }
  return { fields, message: unplaced || code !== 'BAD_USER_INPUT' ? message : '' };
}

/** placeServerErrors onto a react-hook-form form; returns the message for the rest. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: Array<Path<T>>): string {
  const { fields, message } = placeServerErrors(error, known as string[]);
  for (const [field, text] of Object.entries(fields)) {
    setError(field as Path<T>, { type: 'server', message: text as string }, { shouldFocus: true });
  }
  return message;
}
