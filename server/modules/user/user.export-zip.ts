import { asc, eq, and } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import Papa from 'papaparse';
import type { Db } from '../../../db/index.js';
import {
  collections,
  customerUsers,
  memberships,
  portals,
  ticketMessages,
  tickets,
  workflowRuns,
  workflows,
  workspaces,
  type UserRow,
} from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { heavyWork } from '../../core/heavy-work.js';
import type { JobDeps, JobQueue } from '../../core/jobs.js';
import { exportRecords, guard } from '../database/database.export.js';
import { toUserView } from './user.view.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The ZIP: account.json, and under portals/<slug>/ for each portal of each workspace the builder
 * owns: portal.json, collections/<slug>.csv (the database module's own CSV export, so it imports
 * back), customers.csv, tickets.json and workflows.json. Entries are compressed as they are written;
 * the finished ZIP is held in memory because Storage.put takes bytes.
 */
export async function buildExport(deps: JobDeps, user: UserRow): Promise<Buffer> {
  const zip = zipWriter();
  const owned = await deps.db
    .select({ portal: portals, workspace: { id: workspaces.id, name: workspaces.name } })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .innerJoin(portals, eq(portals.workspaceId, workspaces.id))
    .where(and(eq(memberships.userId, user.id), eq(memberships.role, 'OWNER')))
    .orderBy(asc(portals.createdAt), asc(portals.id));
  const workspaceList = await deps.db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, user.id));
  const account = { ...toUserView(user), pageVisits: user.pageVisits, workspaces: workspaceList, exportedAt: new Date() };
  zip.text('account.json', json(account));
  const ctx = builderCtx(deps, user);
  for (const { portal, workspace } of owned) {
    const dir = `portals/${portal.slug}`;
    const list = await deps.db.select().from(collections).where(eq(collections.portalId, portal.id)).orderBy(asc(collections.createdAt));
    const { workspaceId: _w, ...settings } = portal;
    const collectionsOut = list.map((c) => ({ id: c.id, name: c.name, slug: c.slug, fields: c.fields, file: `collections/${c.slug}.csv` }));
    zip.text(`${dir}/portal.json`, json({ ...settings, workspace, collections: collectionsOut }));
    for (const c of list) await zip.stream(`${dir}/collections/${c.slug}.csv`, (await exportRecords(ctx, { collectionId: c.id })).chunks);
    zip.text(`${dir}/customers.csv`, await customersCsv(deps.db, portal.id));
    zip.text(`${dir}/tickets.json`, json(await ticketsOf(deps.db, portal.id)));
    zip.text(`${dir}/workflows.json`, json(await workflowsOf(deps.db, portal.id)));
  }
  return zip.finish();
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function customersCsv(db: Db, portalId: string): Promise<string> {
  const rows = await db.select().from(customerUsers).where(eq(customerUsers.portalId, portalId)).orderBy(asc(customerUsers.createdAt));
  const header = ['Email', 'Name', 'Status', 'Last sign-in', 'Created', 'Context (JSON)'];
  const cells = rows.map((c) =>
    [c.email, c.name, c.status, c.lastLoginAt?.toISOString() ?? '', c.createdAt.toISOString(), JSON.stringify(c.context)].map(guard),
  );
  return `\ufeff${Papa.unparse([header, ...cells], { newline: '\r\n' })}\r\n`;
}

async function ticketsOf(db: Db, portalId: string) {
  const list = await db
    .select({ ticket: tickets, customer: { id: customerUsers.id, email: customerUsers.email, name: customerUsers.name } })
    .from(tickets)
    .innerJoin(customerUsers, eq(customerUsers.id, tickets.customerId))
    .where(eq(tickets.portalId, portalId))
    .orderBy(asc(tickets.number));
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.portalId, portalId))
    .orderBy(asc(ticketMessages.createdAt));
  return list.map(({ ticket: { portalId: _p, customerId: _c, ...ticket }, customer }) => ({
    ...ticket,
    customer,
    messages: messages.filter((m) => m.ticketId === ticket.id).map(({ portalId: _mp, ticketId: _t, ...m }) => m),
  }));
}

async function workflowsOf(db: Db, portalId: string) {
  const list = await db.select().from(workflows).where(eq(workflows.portalId, portalId)).orderBy(asc(workflows.createdAt));
  // The resume token hash is a credential, not data.
  const runs = await db
    .select({
      id: workflowRuns.id,
      workflowId: workflowRuns.workflowId,
      version: workflowRuns.version,
      customerId: workflowRuns.customerId,
      visitorEmail: workflowRuns.visitorEmail,
      status: workflowRuns.status,
      currentStepId: workflowRuns.currentStepId,
      answers: workflowRuns.answers,
      trail: workflowRuns.trail,
      completedAt: workflowRuns.completedAt,
      createdAt: workflowRuns.createdAt,
      updatedAt: workflowRuns.updatedAt,
    })
    .from(workflowRuns)
    .where(eq(workflowRuns.portalId, portalId))
    .orderBy(asc(workflowRuns.createdAt));
  return list.map(({ portalId: _p, ...w }) => ({
    ...w,
    runs: runs.filter((r) => r.workflowId === w.id).map(({ workflowId: _w, ...r }) => r),
  }));
}

/**
 * The builder as the caller of the database module's export: its access check (a member of the
 * collection's workspace) still applies. The job has no queue to lend; the export never queues.
 */
function builderCtx(deps: JobDeps, user: UserRow): Ctx {
  const noQueue = () => Promise.reject(new Error('the data export job queues nothing'));
  const jobs: JobQueue = { ready: Promise.resolve(), send: noQueue, wake: () => {}, counts: noQueue, drain: noQueue, stop: noQueue };
  const session = { kind: 'builder' as const, user, sessionId: 'data-export-job', sessionExpiresAt: new Date(Date.now() + DAY_MS) };
  const pageViews = {
    admitVisitor: () => false,
    admitPortal: () => false,
    newVisit: () => false,
    add: () => false,
    flush: async () => {},
    prune: async () => 0,
    stop: async () => {},
  };
  return { ...deps, jobs, heavy: heavyWork(1), pageViews, requestId: 'data-export-job', ip: '', caller: async () => session };
}

/** fflate's streaming Zip, with its output collected. */
function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failed: Error | null = null;
  let ended = false;
  const zip = new Zip((err, data, final) => {
    if (err) failed = err;
    else chunks.push(data);
    if (final) ended = true;
  });
  const encoder = new TextEncoder();
  const entry = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return file;
  };
  return {
    text(name: string, text: string) {
      entry(name).push(encoder.encode(text), true);
    },
    async stream(name: string, parts: AsyncIterable<string>) {
      const file = entry(name);
      for await (const part of parts) file.push(encoder.encode(part));
      file.push(new Uint8Array(0), true);
    },
    finish(): Buffer {
      zip.end();
      if (failed) throw failed;
      if (!ended) throw new Error('the ZIP did not finish');
      return Buffer.concat(chunks);
    },
  };
}
