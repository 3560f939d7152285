import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/index.js';
import {
  collectionRecords as records,
  collections,
  customerUsers,
  portalEvents,
  type CollectionRow,
  type RecordData,
} from '../../../db/schema/index.js';
import { badInput, type FieldErrors } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';

/** CUSTOMER values: their names for the grid, their check on write, and their clearing when a customer goes. */

export interface RecordCustomer {
  fieldKey: string;
  customerId: string;
  name: string;
  email: string;
}

const customerFields = (collection: Pick<CollectionRow, 'fields'>) => collection.fields.filter((f) => f.type === 'CUSTOMER');

/** Every CUSTOMER value names a customer of the collection's portal (one query for all rows). */
export async function checkCustomers(
  db: Db | Tx,
  collection: CollectionRow,
  rows: RecordData[],
  rowErrors?: (index: number, errors: FieldErrors) => void,
): Promise<void> {
  const fields = customerFields(collection);
  if (fields.length === 0) return;
  const ids = new Set<string>();
  for (const row of rows)
    for (const f of fields) if (typeof row[f.key] === 'string' && isUuid(row[f.key] as string)) ids.add(row[f.key] as string);
  const found = ids.size
    ? await db
        .select({ id: customerUsers.id })
        .from(customerUsers)
        .where(and(inArray(customerUsers.id, [...ids]), eq(customerUsers.portalId, collection.portalId)))
    : [];
  const known = new Set(found.map((r) => r.id));
  rows.forEach((row, index) => {
    const errors: FieldErrors = {};
    for (const f of fields) {
      const id = row[f.key];
      if (typeof id === 'string' && !known.has(id)) errors[`data.${f.key}`] = `${f.label}: no customer with that id in this portal.`;
    }
    if (Object.keys(errors).length === 0) return;
    if (rowErrors) rowErrors(index, errors);
    else throw badInput(errors);
  });
}

/** The customers the given rows point at, by record, in one query for the whole page. */
export async function resolveCustomers(
  db: Db | Tx,
  collection: Pick<CollectionRow, 'fields' | 'portalId'>,
  rows: Array<{ id: string; data: RecordData }>,
): Promise<Map<string, RecordCustomer[]>> {
  const fields = customerFields(collection);
  const out = new Map<string, RecordCustomer[]>();
  if (fields.length === 0 || rows.length === 0) return out;
  const ids = new Set<string>();
  for (const row of rows) for (const f of fields) if (typeof row.data[f.key] === 'string') ids.add(row.data[f.key] as string);
  if (ids.size === 0) return out;
  const found = await db
    .select({ id: customerUsers.id, name: customerUsers.name, email: customerUsers.email })
    .from(customerUsers)
    .where(and(inArray(customerUsers.id, [...ids].filter(isUuid)), eq(customerUsers.portalId, collection.portalId)));
  const byId = new Map(found.map((c) => [c.id, c]));
  for (const row of rows) {
    const list: RecordCustomer[] = [];
    for (const f of fields) {
      const c = byId.get(row.data[f.key] as string);
      if (c) list.push({ fieldKey: f.key, customerId: c.id, name: c.name, email: c.email });
    }
    if (list.length) out.set(row.id, list);
  }
  return out;
}

/** The CUSTOMER fields of a portal's collections, as (collection, field) pairs. */
async function customerFieldsOfPortal(db: Db | Tx, portalId: string) {
  const rows = await db
    .select({ id: collections.id, name: collections.name, fields: collections.fields })
    .from(collections)
    .where(eq(collections.portalId, portalId));
  return rows.flatMap((c) =>
    c.fields.filter((f) => f.type === 'CUSTOMER').map((f) => ({ collectionId: c.id, collectionName: c.name, field: f, fields: c.fields })),
  );
}

/** Clears the CUSTOMER values pointing at these customers in every collection of the portal; answers how many records changed. */
export async function unlinkCustomers(tx: Tx, portalId: string, customerIds: string[]): Promise<number> {
  if (customerIds.length === 0) return 0;
  let changed = 0;
  for (const { collectionId, field } of await customerFieldsOfPortal(tx, portalId)) {
    const rows = await tx
      .update(records)
      .set({ data: sql`${records.data} - ${field.key}::text`, updatedAt: new Date() })
      .where(and(eq(records.collectionId, collectionId), inArray(sql`${records.data} ->> ${field.key}`, customerIds)))
      .returning({ id: records.id });
    changed += rows.length;
  }
  return changed;
}

export interface CustomerRecordLink {
  collectionId: string;
  collectionName: string;
  recordId: string;
  fieldKey: string;
  fieldLabel: string;
  label: string;
}

/** The records that point at a customer (the customer's detail screen), up to `limit`. */
export async function recordsOfCustomer(db: Db, portalId: string, customerId: string, limit: number): Promise<CustomerRecordLink[]> {
  const out: CustomerRecordLink[] = [];
  for (const { collectionId, collectionName, field, fields } of await customerFieldsOfPortal(db, portalId)) {
    if (out.length >= limit) break;
    // Containment (data @> {"key": id}) uses the collection's GIN index.
    const rows = await db
      .select({ id: records.id, data: records.data })
      .from(records)
      .where(and(eq(records.collectionId, collectionId), sql`${records.data} @> ${JSON.stringify({ [field.key]: customerId })}::jsonb`))
      .limit(limit - out.length);
    const first = fields[0];
    for (const r of rows) {
      const value = first ? r.data[first.key] : undefined;
      out.push({
        collectionId,
        collectionName,
        recordId: r.id,
        fieldKey: field.key,
        fieldLabel: field.label,
        label: typeof value === 'string' || typeof value === 'number' ? String(value) : 'Untitled',
      });
    }
  }
  return out;
}

export async function countRecordsOfCustomer(db: Db, portalId: string, customerId: string): Promise<number> {
  let n = 0;
  for (const { collectionId, field } of await customerFieldsOfPortal(db, portalId)) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${records} where ${records.collectionId} = ${collectionId} and ${records.data} @> ${JSON.stringify({ [field.key]: customerId })}::jsonb`,
    );
    n += Number(row?.n ?? 0);
  }
  return n;
}

/**
 * A record of a collection shared with customers now names a customer it did not name before: the
 * portal's activity says so (record.shared), in the transaction of the write.
 */
export async function recordSharedEvents(
  tx: Tx,
  collection: CollectionRow,
  changes: Array<{ recordId: string; before: RecordData | null; after: RecordData }>,
): Promise<void> {
  const key = collection.customerAccess === 'CUSTOMER_FIELD' ? collection.customerFieldKey : null;
  if (!key) return;
  const events = changes
    .filter((c) => key in c.after && typeof c.after[key] === 'string' && c.after[key] !== c.before?.[key])
    .map((c) => ({
      portalId: collection.portalId,
      customerId: c.after[key] as string,
      type: 'record.shared',
      data: { collectionId: collection.id, collectionName: collection.name, recordId: c.recordId },
    }));
  if (events.length) await tx.insert(portalEvents).values(events);
}
