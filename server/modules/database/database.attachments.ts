import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/index.js';
import { uploadedFiles, type CollectionField, type CollectionRow, type FileValue, type RecordData } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { badInput, type FieldErrors } from '../../core/errors.js';
import { signedFileUrl } from '../../core/file-urls.js';
import { deleteFileRows, type RemovedFiles } from '../../core/files.js';

/**
 * FILE values and the uploads they name. An upload belongs to its collection; saved in a record, it
 * belongs to that record and field alone, and is deleted with it: when the record is deleted, when
 * the value is replaced or cleared, when the field is removed (database.fields-rewrite.ts) and, by
 * the foreign keys, with the collection and the portal.
 */

const fileFieldsOf = (collection: Pick<CollectionRow, 'fields'>) => collection.fields.filter((f) => f.type === 'FILE');

export interface FileClaim {
  recordId: string;
  data: RecordData;
}

/**
 * Checks each FILE value against its upload: a file of this collection that no other record or field
 * holds. The value saved is then the upload's own id, name, size and type (never the client's). The
 * upload rows stay locked until the commit, so two records cannot take one file.
 */
export async function claimFiles(
  tx: Tx,
  collection: CollectionRow,
  rows: FileClaim[],
  rowErrors?: (index: number, errors: FieldErrors) => void,
): Promise<void> {
  const fields = fileFieldsOf(collection);
  if (fields.length === 0) return;
  const ids = [...new Set(rows.flatMap((row) => fields.flatMap((f) => (row.data[f.key] ? [(row.data[f.key] as FileValue).id] : []))))];
  if (ids.length === 0) return;
  const found = await tx
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.collectionId, collection.id), inArray(uploadedFiles.id, ids)))
    .for('update');
  const byId = new Map(found.map((f) => [f.id, f]));
  const taken = new Map<string, string>();
  rows.forEach((row, index) => {
    const errors: FieldErrors = {};
    for (const f of fields) {
      const value = row.data[f.key] as FileValue | undefined;
      if (!value) continue;
      const file = byId.get(value.id);
      const holder = `${row.recordId}:${f.key}`;
      if (!file) errors[`data.${f.key}`] = `${f.label}: that file was not uploaded to this collection — upload it again.`;
      else if ((file.recordId && `${file.recordId}:${file.fieldKey}` !== holder) || (taken.get(file.id) ?? holder) !== holder) {
        errors[`data.${f.key}`] = `${f.label}: that file belongs to another record — upload it again to attach it here too.`;
      } else {
        taken.set(file.id, holder);
        row.data[f.key] = { id: file.id, name: file.name, size: file.size, contentType: file.contentType };
      }
    }
    if (Object.keys(errors).length === 0) return;
    if (rowErrors) rowErrors(index, errors);
    else throw badInput(errors);
  });
}

/**
 * After the records are written: each claimed file now belongs to its record and field, and the
 * file a value held before (replaced or cleared: `touched` lists the FILE keys written) is deleted.
 * The blobs go after the commit (removeUnusedBlobs).
 */
export async function bindFiles(
  tx: Tx,
  collection: CollectionRow,
  rows: Array<FileClaim & { touched: string[] }>,
  /** 'keep': the replaced files stay until `settleFiles` (an import that can still be undone). */
  options: { replaced: 'delete' | 'keep' } = { replaced: 'delete' },
): Promise<RemovedFiles> {
  const fields = fileFieldsOf(collection);
  if (fields.length === 0) return { storageKeys: [] };
  const keys = new Set(fields.map((f) => f.key));
  const kept: Array<{ id: string; r: string; k: string }> = [];
  const released: Array<{ r: string; k: string }> = [];
  for (const row of rows) {
    for (const key of row.touched) {
      if (!keys.has(key)) continue;
      const value = row.data[key] as FileValue | undefined;
      released.push({ r: row.recordId, k: key });
      if (value) kept.push({ id: value.id, r: row.recordId, k: key });
    }
  }
  if (released.length === 0) return { storageKeys: [] };
  const removed =
    options.replaced === 'keep'
      ? { storageKeys: [] }
      : await deleteFileRows(
          tx,
          sql`(${uploadedFiles.recordId}, ${uploadedFiles.fieldKey}) in (select u.r, u.k from jsonb_to_recordset(${JSON.stringify(released)}::jsonb) as u(r uuid, k text))
      and ${uploadedFiles.id} not in (select u.id from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as u(id uuid))`,
        );
  if (kept.length) {
    await tx.execute(sql`
      update ${uploadedFiles} as f set record_id = u.r, field_key = u.k
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as u(id uuid, r uuid, k text)
      where f.id = u.id and f.collection_id = ${collection.id}`);
  }
  return removed;
}

/**
 * Deletes the files of these records of the collection, inside the transaction that deletes the
 * records and before it does (the foreign key would delete the rows unseen: uncounted, blobs kept).
 */
export function deleteRecordFiles(tx: Tx, collectionId: string, recordIds: string[]): Promise<RemovedFiles> {
  if (recordIds.length === 0) return Promise.resolve({ storageKeys: [] });
  return deleteFileRows(tx, and(eq(uploadedFiles.collectionId, collectionId), inArray(uploadedFiles.recordId, recordIds)));
}

/** Deletes the files a FILE field held (the field is removed, or is no longer a FILE field). */
export function deleteFieldFiles(tx: Tx, collectionId: string, field: Pick<CollectionField, 'key'>): Promise<RemovedFiles> {
  return deleteFileRows(tx, and(eq(uploadedFiles.collectionId, collectionId), eq(uploadedFiles.fieldKey, field.key)));
}

/**
 * The data as answered: each FILE value with a signed link to its file (made here, at read time,
 * for a caller who may read the record). A collection without FILE fields is answered as stored.
 */
export function withFileUrls<T extends { data: RecordData }>(config: Config, collection: Pick<CollectionRow, 'fields'>, row: T): T {
  const fields = fileFieldsOf(collection);
  if (fields.length === 0) return row;
  let data: RecordData | undefined;
  for (const f of fields) {
    const value = row.data[f.key] as FileValue | undefined;
    if (!value || typeof value !== 'object' || typeof value.id !== 'string') continue;
    data ??= { ...row.data };
    data[f.key] = { ...value, url: signedFileUrl(config, value.id) };
  }
  return data ? { ...row, data } : row;
}

/**
 * The file rows bound to these records that their data no longer names (an import that kept the
 * files its upserts replaced, database.import-batches.ts): deleted once the import is done, or
 * unbound (back to uploads of the collection, as they were) when it is undone.
 */
export async function settleFiles(
  tx: Tx,
  collection: CollectionRow,
  recordIds: string[],
  action: 'delete' | 'unbind',
): Promise<RemovedFiles> {
  if (recordIds.length === 0 || fileFieldsOf(collection).length === 0) return { storageKeys: [] };
  const stray = sql`${uploadedFiles.collectionId} = ${collection.id} and ${uploadedFiles.recordId} in (select u.r from jsonb_to_recordset(${JSON.stringify(recordIds.map((r) => ({ r })))}::jsonb) as u(r uuid))
    and not exists (select 1 from collection_records r where r.id = ${uploadedFiles.recordId} and r.data -> ${uploadedFiles.fieldKey} ->> 'id' = ${uploadedFiles.id}::text)`;
  if (action === 'delete') return deleteFileRows(tx, stray);
  await tx.update(uploadedFiles).set({ recordId: null, fieldKey: null }).where(stray);
  return { storageKeys: [] };
}
