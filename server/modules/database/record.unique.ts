import type { Tx } from '../../../db/index.js';
import { recordUniqueValues, type CollectionField, type CollectionRow, type RecordData } from '../../../db/schema/index.js';
import { dbError } from '../../core/db-errors.js';
import { AppError, type FieldErrors } from '../../core/errors.js';
import { uniqueKey } from './database.values.js';

/** Unique fields: each value claimed in record_unique_values, whose primary key refuses a second. */

/** Records this row's unique values; a value another record holds is CONFLICT on that field. */
export async function claimUnique(
  tx: Tx,
  collection: CollectionRow,
  recordId: string,
  data: RecordData,
  fields: CollectionField[],
): Promise<void> {
  const values = fields
    .filter((f) => f.unique && data[f.key] !== undefined)
    .map((f) => ({ collectionId: collection.id, fieldKey: f.key, value: uniqueKey(f, data[f.key]!), recordId }));
  if (values.length === 0) return;
  // DO NOTHING rather than an error: a writer racing for the same value waits for the other
  // transaction and then learns which of its values were taken, so the loser is told the field too.
  const claimed = await tx
    .insert(recordUniqueValues)
    .values(values)
    .onConflictDoNothing()
    .returning({ fieldKey: recordUniqueValues.fieldKey });
  const taken = values.filter((v) => !claimed.some((c) => c.fieldKey === v.fieldKey));
  if (taken.length)
    throw uniqueConflict(
      collection,
      taken.map((t) => t.fieldKey),
    );
}

export function uniqueConflict(collection: CollectionRow, keys: string[]): AppError {
  const details: FieldErrors = {};
  for (const key of keys) {
    const label = collection.fields.find((f) => f.key === key)?.label ?? key;
    details[`data.${key}`] = `Another record already has this ${label} — ${label} must be unique.`;
  }
  return new AppError('CONFLICT', Object.values(details)[0]!, details);
}

/** A race between two writers of the same unique value ends here, as CONFLICT, with nothing written. */
export async function uniqueWrite<T>(collection: CollectionRow, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw await dbError(error, {
      record_unique_values_pkey: { message: 'Another record was just saved with the same unique value — check it and try again.' },
    });
  }
}
