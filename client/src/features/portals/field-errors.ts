import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError } from './describe-error';

/**
 * Puts the server's per-field details on the form's fields (`basicInfo.title` → `title`) and
 * returns the message for the rest: empty when every detail found its field.
 */
export function placeFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Array<Path<T>>): string {
  const { message, code, details } = describeError(error);
  if (!details) return message;
  let unplaced = false;
  for (const [key, text] of Object.entries(details)) {
    const field = key.split('.').pop() as Path<T>;
    if (fields.includes(field)) setError(field, { type: 'server', message: text }, { shouldFocus: true });
    else unplaced = true;
  }
  return unplaced || code !== 'BAD_USER_INPUT' ? message : '';
}
