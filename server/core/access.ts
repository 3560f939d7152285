import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { memberships, portals, workspaces, type PortalRow } from '../../db/schema/index.js';
import type { Db } from '../../db/index.js';
import type { Caller, Ctx } from './context.js';
import { AppError, notFound, unauthenticated } from './errors.js';
import { isUuid } from './ids.js';
import { portalAt } from './portal-lookup.js';
import { preparedPerDb } from './prepared.js';

/**
 * Tenancy, by construction. Every service decides access through these helpers, which answer
 * NOT_FOUND for anything the caller may not see (never a hint that another tenant's thing exists):
 * - requireBuilder: a signed-in builder, for what is about themselves;
 * - requireWorkspace: a workspace the builder is a member of (their current one by default);
 * - requireInPortal: a thing inside a portal the caller may use, loaded by a domain's own loader
 *   (made with inPortalLoader); requirePortal here, and each domain's requireX (database.access.ts:
 *   collections, records), are built on it, so a new domain adds its helper beside its service and
 *   never edits this file.
 * The customer's side (their own ticket, run, record) has its twin in customer-access.ts.
 */
export type Builder = Extract<Caller, { kind: 'builder' }>;

/** The signed-in builder, or UNAUTHENTICATED. Every builder-only service starts here. */
export async function requireBuilder(ctx: Ctx): Promise<Builder> {
  const caller = await ctx.caller();
  if (caller.kind === 'builder') return caller;
  // A customer is signed in, but not as a builder: the builder's screens are not theirs.
  if (caller.kind === 'customer') throw new AppError('FORBIDDEN', 'This is for the portal’s builders — sign in with a builder account.');
  throw unauthenticatedCaller(caller);
}

/** 401 in words for who asked: a person is asked to sign in, an app with a dead key is told why. */
function unauthenticatedCaller(caller: Caller): AppError {
  if (caller.kind === 'anonymous' && caller.staleKey)
    return new AppError(
      'UNAUTHENTICATED',
      'This API key does not work: it was revoked or has expired (or was never issued). An admin can make a new one in Settings → API keys.',
    );
  return unauthenticated();
}

/**
 * What a builder hosts (services, calls): a person's own. An API key acts for its workspace and hosts
 * nothing itself, so for a key it is every host's of that workspace.
 */
export function hostedBy(builder: Builder, host: PgColumn, workspace: PgColumn): SQL {
  return builder.key ? eq(workspace, builder.key.workspaceId) : eq(host, builder.user.id);
}

/** A service is hosted by a person: a key changes the workspace's services, it cannot host a new one. */
export function refuseKeyAsHost(builder: Builder): void {
  if (builder.key)
    throw new AppError(
      'FORBIDDEN',
      'A service is hosted by a person: its host makes it, signed in. An API key can change and read the workspace’s services.',
    );
}

export type Customer = Extract<Caller, { kind: 'customer' }>;

/** The signed-in customer (of their one portal); what is theirs goes through requireOwn (customer-access.ts). */
export async function requireCustomer(ctx: Ctx): Promise<Customer> {
  const caller = await ctx.caller();
  // A builder's token is not a customer's: the published portal's screens answer only customers.
  if (caller.kind !== 'customer') throw unauthenticatedCaller(caller);
  return caller;
}

export type WorkspaceRole = 'OWNER' | 'ADMIN' | 'MEMBER';

export interface WorkspaceAccess {
  builder: Builder;
  workspace: { id: string; name: string; role: WorkspaceRole };
}

const RANK: Record<WorkspaceRole, number> = { MEMBER: 0, ADMIN: 1, OWNER: 2 };
const ROLE_NAME: Record<WorkspaceRole, string> = { OWNER: 'an owner', ADMIN: 'an admin or owner', MEMBER: 'a member' };

/**
 * What a builder's role lets them do in a workspace (the note of issue 12 says it in words):
 * MEMBER works inside portals; ADMIN also creates portals, changes their address and invites and
 * removes members; OWNER also deletes portals, changes roles, removes admins and hands ownership on.
 * A builder who is a member but lacks the role gets FORBIDDEN with what it takes; a non-member never
 * gets this far (NOT_FOUND first).
 */
export function requireRole(role: WorkspaceRole, needed: WorkspaceRole, action: string): void {
  if (RANK[role] >= RANK[needed]) return;
  throw new AppError('FORBIDDEN', `Only ${ROLE_NAME[needed]} of this workspace can ${action} — ask one of its owners.`);
}

export const roleAtLeast = (role: WorkspaceRole, needed: WorkspaceRole) => RANK[role] >= RANK[needed];

/**
 * A workspace the builder is a member of: the one named, or their current one. A current workspace
 * is a preference stored on the user, not a right: it is checked like any id.
 */
export async function requireWorkspace(ctx: Ctx, workspaceId?: string): Promise<WorkspaceAccess> {
  const builder = await requireBuilder(ctx);
  const id = workspaceId ?? builder.user.currentWorkspaceId;
  if (!id) throw new AppError('CONFLICT', 'Choose a workspace first.');
  if (!isUuid(id)) throw notFound('workspace');
  const [row] = await workspaceStatement(ctx.db).execute({ userId: builder.user.id, id });
  if (!row) throw notFound('workspace');
  return { builder, workspace: row };
}

const workspaceStatement = preparedPerDb((db: Db) =>
  db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, sql.placeholder('userId')), eq(memberships.workspaceId, sql.placeholder('id'))))
    .limit(1)
    .prepare('require_workspace'),
);

/** What a loader is given: the id asked for and the builder whose membership it must join. */
export type InPortalQuery = {
  id: string;
  userId: string;
};

/**
 * The one check for "a thing inside a portal the caller may use". `load` reads the thing joined to
 * its portal and to the builder's membership of the portal's workspace (see `memberOfPortal`), in
 * one statement, and answers nothing when either is missing. An id that is not a UUID is NOT_FOUND
 * before any query. It is the builder's check: a customer's token gets FORBIDDEN here, and the
 * customer's own things go through requireOwn (customer-access.ts).
 */
export async function requireInPortal<T extends object>(
  ctx: Ctx,
  what: string,
  id: string,
  load: (db: Db, query: InPortalQuery) => Promise<T | undefined>,
): Promise<T & { builder: Builder }> {
  const builder = await requireBuilder(ctx);
  if (!isUuid(id)) throw notFound(what);
  const row = await load(ctx.db, { id, userId: builder.user.id });
  if (!row) throw notFound(what);
  return { ...row, builder };
}

/**
 * The join condition a loader uses: the builder (by id or placeholder) is a member of the portal's
 * workspace. `innerJoin(memberships, memberOfPortal(userId))` after joining `portals`.
 */
export const memberOfPortal = (userId: string | ReturnType<typeof sql.placeholder>) =>
  and(eq(memberships.workspaceId, portals.workspaceId), eq(memberships.userId, userId));

/**
 * A loader for requireInPortal: "the thing of this id, joined to its portal and to the builder's
 * membership of the portal's workspace", one statement prepared once per database (every request of
 * a domain starts with it: one round trip). `from` is the thing's table (matched on its `id`);
 * `through` the inner joins from it to the table holding `portalId` (a record's collection); `select`
 * what the caller gets, from any of these tables, `portals` and `memberships` included.
 */
export function inPortalLoader<S extends SelectedFields>(
  name: string,
  thing: { select: S; from: PgTable & { id: PgColumn }; through?: Array<[PgTable, SQL]>; portalId: PgColumn },
): (db: Db, query: InPortalQuery) => Promise<SelectResultFields<S> | undefined> {
  const statement = preparedPerDb((db: Db) => {
    // Typed by the signature: inside, the selection is any selection.
    let query: PgSelect = db
      .select(thing.select as SelectedFields)
      .from(thing.from)
      .$dynamic();
    for (const [table, on] of thing.through ?? []) query = query.innerJoin(table, on);
    return query
      .innerJoin(portals, eq(portals.id, thing.portalId))
      .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
      .where(eq(thing.from.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name);
  });
  // Every join is inner: each selected table is there, as SelectResultFields says.
  return async (db, query) => (await statement(db).execute(query))[0] as SelectResultFields<S> | undefined;
}

/** A portal the builder may see, by id or by slug, with the builder's role in its workspace; NOT_FOUND otherwise. */
export async function requirePortal(
  ctx: Ctx,
  target: { id: string } | { slug: string },
): Promise<{ builder: Builder; portal: PortalRow; role: WorkspaceRole }> {
  if ('id' in target) return requireInPortal(ctx, 'portal', target.id, async (db, q) => (await portalStatement(db).execute(q))[0]);
  const builder = await requireBuilder(ctx);
  const [row] = await ctx.db
    .select({ portal: portals, role: memberships.role })
    .from(portals)
    .innerJoin(memberships, memberOfPortal(builder.user.id))
    .where(portalAt('slug', target.slug))
    .limit(1);
  if (!row) throw notFound('portal');
  return { builder, portal: row.portal, role: row.role };
}

const portalStatement = preparedPerDb((db: Db) =>
  db
    .select({ portal: portals, role: memberships.role })
    .from(portals)
    .innerJoin(memberships, memberOfPortal(sql.placeholder('userId')))
    .where(eq(portals.id, sql.placeholder('id')))
    .limit(1)
    .prepare('require_portal'),
);
