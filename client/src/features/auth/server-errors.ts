import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../app/api/rest';

/** Puts the server's per-field details on the form's fields; returns the message for the rest. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: Array<Path<T>>): string {
  if (error instanceof ApiError && error.details) {
    let unplaced = false;
    for (const [field, message] of Object.entries(error.details)) {
      if ((known as string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
      else unplaced = true;
    }
    return unplaced || error.code !== 'BAD_USER_INPUT' ? error.message : '';
  }
  return (error as Error).message;
}
