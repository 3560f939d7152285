import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  collectionRecords,
  collections,
  collectionSortIndexes,
  recordUniqueValues,
  uploadedFiles,
  workspaceUsage,
} from '../../db/schema/index.js';
import { png } from './images.js';
import type { Call, TestApp } from './test-app.js';

/** Shared by the database tests: building collections and records through the API, and checking answers. */

export type Field = {
  key: string;
  label: string;
  type: string;
  required: boolean;
  unique: boolean;
  choices: Array<{ value: string; color: string }>;
  relationCollectionId: string | null;
  defaultValue: unknown;
  numberFormat: { style: string; decimals: number | null; currency: string | null } | null;
};
export type Collection = {
  id: string;
  portalId: string;
  name: string;
  slug: string;
  fields: Field[];
  recordCount: number;
  createdAt: string;
  updatedAt: string;
};
export type RecordRow = {
  id: string;
  collectionId: string;
  data: Record<string, any>;
  links: Array<{ fieldKey: string; recordId: string; collectionId: string; label: string }>;
  createdAt: string;
  updatedAt: string;
};

export type FileValue = { id: string; url: string; name: string; size: number; contentType: string };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** A message a person can read: a capitalised sentence that ends with a full stop. */
export const SENTENCE = /^\S.{8,}[.)]$/s;

export const COLLECTION_FIELDS =
  'id portalId name slug recordCount customerAccess { mode fieldKey } createdAt updatedAt fields { key label type required unique choices { value color } relationCollectionId defaultValue numberFormat { style decimals currency } }';
export const RECORD_FIELDS =
  'id collectionId data links { fieldKey recordId collectionId label } customers { fieldKey customerId name email } createdAt updatedAt';

/** Everything the database module writes, to prove a refused request wrote nothing. */
export async function databaseState(t: TestApp) {
  const db = t.database.db;
  const [c, r, u, f, usage, indexes] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.id)),
    db.select().from(collectionRecords).orderBy(asc(collectionRecords.id)),
    db
      .select()
      .from(recordUniqueValues)
      .orderBy(asc(recordUniqueValues.collectionId), asc(recordUniqueValues.fieldKey), asc(recordUniqueValues.value)),
    db.select().from(uploadedFiles).orderBy(asc(uploadedFiles.id)),
    db.select().from(workspaceUsage).orderBy(asc(workspaceUsage.workspaceId)),
    db.select().from(collectionSortIndexes).orderBy(asc(collectionSortIndexes.name)),
  ]);
  return { collections: c, records: r, uniqueValues: u, files: f, usage, sortIndexes: indexes };
}

/** 400 BAD_USER_INPUT with exactly these detail keys, each a sentence (or matching the given text). */
export function expectBadInput(res: Call, details: Record<string, string | RegExp>, label = '') {
  const body = JSON.stringify(res.body);
  expect(res.status, `${label} ${body}`).toBe(400);
  expect(res.body.success, body).toBe(false);
  expect(res.body.code, body).toBe('BAD_USER_INPUT');
  expect(res.body.message, body).toMatch(SENTENCE);
  expect(Object.keys(res.body.details ?? {}).sort(), `${label} ${body}`).toEqual(Object.keys(details).sort());
  for (const [key, want] of Object.entries(details)) {
    expect(res.body.details[key], `${label} ${key}`).toMatch(SENTENCE);
    expect(res.body.details[key], `${label} ${key}`).toMatch(want);
  }
}

/** A REST error with this code (and, when given, these details). */
export function expectError(res: Call, code: string, message?: RegExp, details?: Record<string, string | RegExp>) {
  const body = JSON.stringify(res.body);
  expect({ status: res.status, code: res.body?.code }, body).toEqual({
    status: { NOT_FOUND: 404, CONFLICT: 409, BAD_USER_INPUT: 400, UNAUTHENTICATED: 401 }[code],
    code,
  });
  expect(res.body.message, body).toMatch(SENTENCE);
  if (message) expect(res.body.message, body).toMatch(message);
  expect(res.body, body).not.toHaveProperty('data');
  if (details) {
    expect(Object.keys(res.body.details ?? {}).sort(), body).toEqual(Object.keys(details).sort());
    for (const [key, want] of Object.entries(details)) expect(res.body.details[key], key).toMatch(want);
  }
}

/** A GraphQL error with this code (and details), and no data. */
export function expectGqlError(res: Call, code: string, details?: Record<string, string | RegExp>) {
  const body = JSON.stringify(res.body);
  expect(res.body.data ?? null, body).toBeNull();
  expect(
    res.body.errors?.map((e: any) => e.extensions?.code),
    body,
  ).toEqual([code]);
  expect(res.body.errors[0].message, body).toMatch(SENTENCE);
  if (details) {
    const got = res.body.errors[0].extensions.details ?? {};
    expect(Object.keys(got).sort(), body).toEqual(Object.keys(details).sort());
    for (const [key, want] of Object.entries(details)) expect(got[key], key).toMatch(want);
  }
}

/** A signed-in builder with a portal, and short ways to make collections and records in it. */
export async function databaseUser(t: TestApp) {
  const { token } = await t.signUp();
  const portal = await t.rest('POST', '/v1/portal', {
    token,
    body: { name: `Db ${Date.now()} ${Math.random().toString(36).slice(2, 6)}` },
  });
  expect(portal.status, JSON.stringify(portal.body)).toBe(201);
  const portalId: string = portal.body.data.id;
  let n = 0;
  const api = {
    token,
    portalId,
    async collection(fields: unknown[], name = `Collection ${++n}`, inPortal = portalId): Promise<Collection> {
      const res = await t.rest('POST', '/v1/database', { token, body: { portalId: inPortal, name, fields } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    },
    /** A customer of the portal (not emailed): the value of a CUSTOMER field. */
    async customer(name = 'Cleo Customer'): Promise<{ id: string; name: string; email: string }> {
      const email = `customer-${Date.now().toString(36)}${++n}@example.com`;
      const res = await t.rest('POST', '/v1/customer/users', { token, body: { portalId, email, name, sendInvite: false } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    },
    async record(collectionId: string, data: Record<string, unknown>): Promise<RecordRow> {
      const res = await t.rest('POST', '/v1/database/records', { token, body: { collectionId, data } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    },
    async records(collectionId: string, params: Record<string, string> = {}): Promise<RecordRow[]> {
      const res = await t.rest('GET', `/v1/database/records?${new URLSearchParams({ collectionId, limit: '200', ...params })}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.items;
    },
    async getCollection(id: string): Promise<Collection> {
      const res = await t.rest('GET', `/v1/database?id=${id}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
    /** Uploads a file for a FILE field of the collection: the value to save (id, signed url, name, size, type). */
    async upload(
      collectionId: string,
      file: { data: Buffer; filename: string; contentType: string } = {
        data: png([Math.floor(Math.random() * 256), 0, 0]),
        filename: 'contract.png',
        contentType: 'image/png',
      },
    ): Promise<FileValue> {
      const res = await t.upload('POST', '/v1/database/files', { token, fields: { collectionId }, file });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    },
    /** PATCH the field list (as the client sends it: the current fields with their keys, changed). */
    updateFields(id: string, fields: unknown[]) {
      return t.rest('PATCH', '/v1/database', { token, body: { id, fields } });
    },
  };
  return api;
}

/** The fields of a collection as input again (what the field editor sends back). */
export const asInput = (fields: Field[]) =>
  fields.map((f) => ({
    key: f.key,
    label: f.label,
    type: f.type,
    required: f.required,
    unique: f.unique,
    ...(f.choices.length ? { choices: f.choices.map((c) => c.value) } : {}),
    ...(f.relationCollectionId ? { relationCollectionId: f.relationCollectionId } : {}),
    ...(f.defaultValue !== null ? { defaultValue: f.defaultValue } : {}),
  }));

/** A field of every type (RELATION pointing at `relationCollectionId`), keys name, notes, amount… */
export function everyType(relationCollectionId: string, { nameRequired = false } = {}) {
  return [
    { label: 'Name', type: 'TEXT', ...(nameRequired ? { required: true } : {}) },
    { label: 'Notes', type: 'LONG_TEXT' },
    { label: 'Amount', type: 'NUMBER' },
    { label: 'Paid', type: 'BOOLEAN' },
    { label: 'Due', type: 'DATE' },
    { label: 'Meeting', type: 'DATETIME' },
    { label: 'Email', type: 'EMAIL' },
    { label: 'Website', type: 'URL' },
    { label: 'Status', type: 'SELECT', choices: ['Open', 'Won', 'Lost'] },
    { label: 'Tags', type: 'MULTI_SELECT', choices: ['vip', 'new'] },
    { label: 'Contract', type: 'FILE' },
    { label: 'Client', type: 'RELATION', relationCollectionId },
    { label: 'Customer', type: 'CUSTOMER' },
  ];
}
