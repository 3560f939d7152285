import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataExports, users } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { escapeHtml, inertName } from '../../core/email-text.js';
import { notFound } from '../../core/errors.js';
import { defineJob, type JobDeps } from '../../core/jobs.js';
import { hitRateLimits } from '../../core/rate-limit.js';
import { FILES_PREFIX } from '../../core/storage.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { buildExport } from './user.export-zip.js';

/**
 * A builder's export of their data (GDPR art. 20): a job builds a ZIP of their profile and of every
 * portal of every workspace they own, stores it privately, and emails a link. The link's token is
 * made when the ZIP is ready (only its hash is kept), so no usable token ever sits in the job queue.
 */
export const EXPORT_LINK_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
/** Each export reads every portal the builder owns: a few a day is plenty for a person. */
const EXPORTS_PER_DAY = 10;
/** A QUEUED export older than this lost its job (the retries of one take far less): it no longer blocks a new one. */
const STALE_AFTER_MS = DAY_MS;
/**
 * A second click this soon after the first answers the first export even when its job already finished
 * (a small account's ZIP is built in well under a second, so "queued" alone does not catch a double click).
 */
const SAME_REQUEST_MS = 60_000;

export interface DataExportView {
  id: string;
  status: 'QUEUED' | 'READY' | 'FAILED';
  sizeBytes: number | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** When the emailed link stops working; null until the ZIP is ready. */
  expiresAt: Date | null;
}

type ExportRow = typeof dataExports.$inferSelect;
const toView = (row: ExportRow): DataExportView => ({
  id: row.id,
  status: row.status,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
  expiresAt: row.status === 'READY' ? row.expiresAt : null,
});

/** Queues an export, or answers the one already queued or just made (one at a time per builder). */
export async function requestDataExport(ctx: Ctx): Promise<DataExportView> {
  const { user } = await requireBuilder(ctx);
  const { row, created } = await ctx.db.transaction(async (tx) => {
    // Two clicks at once must not queue two exports: the builder's row is the lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(dataExports)
      .set({ status: 'FAILED', finishedAt: new Date() })
      .where(
        and(
          eq(dataExports.userId, user.id),
          eq(dataExports.status, 'QUEUED'),
          lt(dataExports.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
        ),
      );
    const [queued] = await tx
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, user.id),
          or(
            eq(dataExports.status, 'QUEUED'),
            and(
              eq(dataExports.status, 'READY'),
              gt(dataExports.createdAt, new Date(Date.now() - SAME_REQUEST_MS)),
              gt(dataExports.expiresAt, new Date()),
            ),
          ),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (queued) return { row: queued, created: false };
    await hitRateLimits(tx, [
      {
        key: `data-export:user:${user.id}`,
        max: EXPORTS_PER_DAY,
        windowSeconds: DAY_MS / 1000,
        message: 'You asked for many exports today. Use the link of the latest one, or try again tomorrow.',
      },
    ]);
    // The token hash is a placeholder of a token nobody has until the ZIP is ready (the column is unique and required).
    const [row] = await tx
      .insert(dataExports)
      .values({ userId: user.id, tokenHash: hashToken(newToken()), expiresAt: new Date(Date.now() + EXPORT_LINK_DAYS * DAY_MS) })
      .returning();
    await ctx.jobs.send(dataExportJob, { exportId: row!.id }, { tx });
    return { row: row!, created: true };
  });
  if (created) ctx.jobs.wake(dataExportJob);
  await removeExpiredExports(ctx, user.id);
  return toView(row);
}

/** The builder's exports, newest first (a handful: at most EXPORTS_PER_DAY a day, old ones pruned). */
export async function listDataExports(ctx: Ctx): Promise<DataExportView[]> {
  const { user } = await requireBuilder(ctx);
  const rows = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, user.id))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(50);
  return rows.map(toView);
}

export const downloadInput = z.strictObject({ token: z.string().max(200).optional() });

/** The ZIP behind an emailed link: the token is the key (anyone holding it may download, for 7 days). */
export async function openExportDownload(ctx: Ctx, input: unknown): Promise<{ filename: string; bytes: Buffer }> {
  const parsed = downloadInput.safeParse(input ?? {});
  // A wrong, expired, malformed or missing token are one answer: nothing to learn by probing.
  const missing = () => notFound('export link (it may have expired — ask for a new export in Settings)');
  if (!parsed.success || !parsed.data.token) throw missing();
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.tokenHash, hashToken(parsed.data.token)), eq(dataExports.status, 'READY'), sql`${dataExports.expiresAt} > now()`),
    )
    .limit(1);
  const bytes = row?.storageKey ? await ctx.storage.read(row.storageKey) : null;
  if (!row || !bytes) throw missing();
  return { filename: `portico-export-${(row.finishedAt ?? row.createdAt).toISOString().slice(0, 10)}.zip`, bytes };
}

/** Where a builder's ZIPs are stored: private (core/storage.ts serves only portal-… and user-… folders). */
const exportFolder = (userId: string) => `exports-${createHash('sha256').update(`exports:${userId}`).digest('hex').slice(0, 32)}`;

/** Removes stored ZIPs whose link has expired (there is no scheduler yet: a builder's next request prunes). */
async function removeExpiredExports(ctx: Pick<Ctx, 'db' | 'storage' | 'log'>, userId: string) {
  const expired = and(eq(dataExports.userId, userId), sql`${dataExports.storageKey} is not null`, sql`${dataExports.expiresAt} <= now()`);
  // RETURNING gives the values after the update (null): the keys are read first.
  const rows = await ctx.db.select({ id: dataExports.id, storageKey: dataExports.storageKey }).from(dataExports).where(expired);
  if (!rows.length) return;
  await ctx.db
    .update(dataExports)
    .set({ storageKey: null })
    .where(
      inArray(
        dataExports.id,
        rows.map((r) => r.id),
      ),
    );
  await removeExportBlobs(
    ctx,
    rows.map((r) => r.storageKey),
  );
}

/** Removes ZIPs from storage once no export row names them (keys are content hashes). Called after the commit. */
export async function removeExportBlobs(deps: Pick<Ctx, 'db' | 'storage' | 'log'>, keys: Array<string | null>) {
  const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (!wanted.length) return;
  const used = new Set(
    (await deps.db.select({ key: dataExports.storageKey }).from(dataExports).where(inArray(dataExports.storageKey, wanted))).map(
      (r) => r.key,
    ),
  );
  for (const key of wanted.filter((k) => !used.has(k)))
    await deps.storage.remove(FILES_PREFIX + key).catch((err: unknown) => deps.log.warn({ err, key }, 'export not removed from storage'));
}

/**
 * Builds the ZIP, stores it, marks the export READY with a fresh token and emails the link. A run
 * that finds it READY is a retry after the mail failed: it sends a new link. The last attempt marks
 * it FAILED, so the builder sees it and may ask again.
 */
export const dataExportJob = defineJob<{ exportId: string }>({
  queue: 'data-export',
  expireInSeconds: 1800,
  keepSeconds: 24 * 3600,
  async run(deps, { exportId }, job) {
    const [found] = await deps.db
      .select({ export: dataExports, user: users })
      .from(dataExports)
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(eq(dataExports.id, exportId))
      .limit(1);
    if (!found || found.export.status === 'FAILED') return;
    let storageKey = found.export.storageKey;
    try {
      if (found.export.status === 'QUEUED') {
        const bytes = await buildExport(deps, found.user);
        const url = await deps.storage.put(exportFolder(found.user.id), bytes, 'zip');
        storageKey = url.slice(FILES_PREFIX.length);
        await deps.db.update(dataExports).set({ storageKey, sizeBytes: bytes.length }).where(eq(dataExports.id, exportId));
      }
      if (!storageKey) return;
      const token = newToken();
      const [ready] = await deps.db
        .update(dataExports)
        .set({
          status: 'READY',
          tokenHash: hashToken(token),
          finishedAt: new Date(),
          expiresAt: new Date(Date.now() + EXPORT_LINK_DAYS * DAY_MS),
        })
        .where(eq(dataExports.id, exportId))
        .returning();
      // Jobs get the mail transport, not the queue: this job is itself the retry if the mail fails.
      await deps.mailer.send({
        to: found.user.email,
        ...exportReadyEmail(found.user.firstName, downloadLink(deps, token), ready!.sizeBytes ?? 0),
      });
    } catch (error) {
      if (job.attempt > deps.config.jobs.retryLimit) {
        await deps.db
          .update(dataExports)
          .set({ status: 'FAILED', finishedAt: new Date(), storageKey: null })
          .where(eq(dataExports.id, exportId));
        await removeExportBlobs(deps, [storageKey]);
      }
      throw error;
    }
  },
});

const downloadLink = (deps: Pick<JobDeps, 'config'>, token: string) => `${deps.config.appUrl}/v1/user/me/export/download?token=${token}`;

function exportReadyEmail(name: string, link: string, size: number) {
  const firstName = inertName(name);
  const mb = Math.max(0.1, size / 1024 / 1024).toFixed(1);
  const after = `The link works for ${EXPORT_LINK_DAYS} days; anyone who has it can download the file, so do not forward this email.`;
  return {
    subject: 'Your Portico data export is ready',
    text: `Hi ${firstName},\n\nYour data export (a ZIP of ${mb} MB) is ready to download:\n\n${link}\n\n${after}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Your data export (a ZIP of ${mb} MB) is ready to download:</p><p><a href="${escapeHtml(link)}">Download my data</a></p><p>${escapeHtml(after)}</p>`,
  };
}
