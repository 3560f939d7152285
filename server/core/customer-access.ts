import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { requireCustomer, type Customer } from './access.js';
import type { Ctx } from './context.js';
import { notFound } from './errors.js';
import { isUuid } from './ids.js';

/**
 * The published portal's side of tenancy, beside the builder's (access.ts): a customer signs in to
 * one portal and sees only what is theirs in it. Like requireInPortal, anything else is NOT_FOUND,
 * never a hint that it exists; the rule lives in each domain's loader, in the statement that reads
 * the thing, not in a comparison after it.
 */

/**
 * The caller's customer id when they are signed in to this portal, else null (anyone else, a
 * customer of another portal included, is a visitor here): for what a visitor may also see.
 */
export async function customerIn(ctx: Ctx, portalId: string): Promise<string | null> {
  const caller = await ctx.caller();
  return caller.kind === 'customer' && caller.portalId === portalId ? caller.customerId : null;
}

/** What a customer's loader is given: the id asked for, and whose portal and customer it must be. */
export type OwnQuery = {
  id: string;
  portalId: string;
  customerId: string;
};

/**
 * The one check for "a thing of the signed-in customer, in their own portal". The caller must be a
 * customer (UNAUTHENTICATED otherwise); an id that is not a UUID is NOT_FOUND before any query;
 * `load` reads the thing in one statement with its rule — `ownedBy` for most, another for what the
 * portal shares (a shared collection) — and answers nothing for anyone else's.
 */
export async function requireOwn<T extends object>(
  ctx: Ctx,
  what: string,
  id: string,
  load: (db: Db, query: OwnQuery) => Promise<T | undefined>,
): Promise<T & { caller: Customer }> {
  const caller = await requireCustomer(ctx);
  if (!isUuid(id)) throw notFound(what);
  const row = await load(ctx.db, { id, portalId: caller.portalId, customerId: caller.customerId });
  if (!row) throw notFound(what);
  return { ...row, caller };
}

type Value = string | ReturnType<typeof sql.placeholder>;

/**
 * The rule of "theirs": the thing's portal and customer are the caller's. With no values, the
 * placeholders of a prepared loader (`portalId`, `customerId` of the OwnQuery); lists pass the caller.
 */
export const ownedBy = (
  columns: { portalId: PgColumn; customerId: PgColumn },
  who: { portalId: Value; customerId: Value } = { portalId: sql.placeholder('portalId'), customerId: sql.placeholder('customerId') },
) => and(eq(columns.portalId, who.portalId), eq(columns.customerId, who.customerId));
