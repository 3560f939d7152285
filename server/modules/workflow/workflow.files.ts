import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/index.js';
import { collections, uploadedFiles, workflowRuns, type FileValue, type UploadedFileRow } from '../../../db/schema/index.js';
import { requireBuilder } from '../../core/access.js';
import type { Config } from '../../core/config.js';
import type { Ctx } from '../../core/context.js';
import { ownedBy, requireOwn } from '../../core/customer-access.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { signedFileUrl } from '../../core/file-urls.js';
import { deleteFileRows, fileView, storeFile, type FileView } from '../../core/files.js';
import { isUuid } from '../../core/ids.js';
import { CUSTOMER_FILES, readPrivateFile } from '../../core/private-files.js';
import { takeStorage } from '../../core/quotas.js';
import { ownerFolder } from '../../core/storage.js';
import type { UploadStream } from '../../core/uploads.js';
import { fields, parseInput, text } from '../../core/validation.js';
import { requireOwnRun, requireRun, requireVisitorRun, type LoadedRun } from './workflow.access.js';
import { MAX_FILES_PER_QUESTION } from './workflow.limits.js';
import type { RunView } from './workflow.runs.js';

/**
 * FILE questions of workflow forms. The customer (or a visitor of a PUBLIC workflow) uploads each
 * file while the run stands at the form: it is a private file of the run and of that one question
 * ("stepId/fieldKey") from then on, judged and counted like a record file. Sending the form keeps the
 * files its answer names (at most MAX_FILES_PER_QUESTION) and deletes the others uploaded for the
 * question; a form that writes a record puts the first file into the collection's FILE field of the
 * same key, as a file of that record (a copy of the row, counted again; the bytes are shared).
 */

export { MAX_FILES_PER_QUESTION };

type Upload = { fields: Record<string, string>; file: UploadStream | null };

export const uploadInput = z.strictObject({
  runId: fields.uuid('the run id'),
  stepId: text('the step id').max(64),
  fieldKey: text('the question').max(40),
});
export const visitorUploadInput = z.strictObject({
  token: fields.token(),
  stepId: text('the step id').max(64),
  fieldKey: text('the question').max(40),
});

/** A signed-in customer uploads a file for a FILE question of the form their run stands at. */
export async function uploadRunFile(ctx: Ctx, input: Upload): Promise<FileView> {
  const { runId, stepId, fieldKey } = parseInput(uploadInput, input.fields);
  const run = await requireOwnRun(ctx, runId);
  return store(ctx, run, stepId, fieldKey, input.file);
}

/** A visitor of a PUBLIC workflow, by their resumable link's token. */
export async function uploadVisitorRunFile(ctx: Ctx, input: Upload): Promise<FileView> {
  const { token, stepId, fieldKey } = parseInput(visitorUploadInput, input.fields);
  const run = await requireVisitorRun(ctx, token);
  return store(ctx, run, stepId, fieldKey, input.file);
}

/** The uploader is the run's customer, or (none) its visitor. */
async function store(ctx: Ctx, loaded: LoadedRun, stepId: string, fieldKey: string, file: UploadStream | null) {
  const { run, graph, portal } = loaded;
  if (run.status !== 'IN_PROGRESS' || run.currentStepId !== stepId)
    throw new AppError('CONFLICT', 'That step is already done — reload to see where you are.');
  const node = graph.nodes.find((n) => n.id === stepId);
  const question = node?.type === 'FORM' ? fileQuestions(node.config).find((f) => f.key === fieldKey) : undefined;
  if (!question) throw badInput({ fieldKey: 'That is not a file question of this step — reload to see the form.' });
  const runField = `${stepId}/${fieldKey}`;
  const [held] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.runId, run.id), eq(uploadedFiles.runField, runField)));
  // Uploads removed in the form before sending are deleted only when it is sent: bound them meanwhile.
  if ((held?.n ?? 0) >= MAX_FILES_PER_QUESTION * 3)
    throw badInput({ file: 'Too many files were uploaded for this question — send the form, or reload it to start again.' });
  const judged = await readPrivateFile(file, CUSTOMER_FILES);
  const row = await storeFile(
    ctx,
    { workspaceId: portal.workspaceId, portalId: run.portalId, runId: run.id, runField, uploadedByCustomerId: run.customerId ?? undefined },
    { folder: ownerFolder('records', run.portalId), ...judged },
  );
  return fileView(ctx.config, row);
}

/** The FILE questions of a form step's configuration (as saved: keys given). */
export function fileQuestions(config: unknown): Array<{ key: string; label: string; required: boolean }> {
  const list = (config as { fields?: Array<{ key?: string; label?: string; type?: string; required?: boolean }> } | undefined)?.fields;
  return (list ?? []).flatMap((f) =>
    f.type === 'FILE' && f.key ? [{ key: f.key, label: f.label ?? f.key, required: Boolean(f.required) }] : [],
  );
}

/**
 * The shape of a FILE question's answer, checked without the database: a list (or one) of the
 * values the uploads answered, by id. Their rows decide the rest when the step completes.
 */
export function checkFileAnswer(
  question: { label: string; required: boolean },
  raw: unknown,
): { ok: true; value: FileValue[] } | { ok: false; message: string } {
  const list = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_FILES_PER_QUESTION) return { ok: false, message: `${question.label}: at most ${MAX_FILES_PER_QUESTION} files.` };
  const ids: string[] = [];
  for (const item of list) {
    const id = typeof item === 'string' ? item : (item as { id?: unknown } | null)?.id;
    if (!isUuid(id)) return { ok: false, message: `${question.label}: send the files as the uploads answered them (each with its id).` };
    if (!ids.includes(id.toLowerCase())) ids.push(id.toLowerCase());
  }
  if (question.required && ids.length === 0) return { ok: false, message: `${question.label}: attach a file.` };
  return { ok: true, value: ids.map((id) => ({ id, name: '', size: 0, contentType: '' })) };
}

/**
 * When the form is sent (in its transaction): each FILE answer names uploads of this run and
 * question, and becomes their stored values; uploads of the question it does not name are deleted.
 */
export async function claimRunFiles(
  tx: Tx,
  runId: string,
  stepId: string,
  config: unknown,
  answer: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const q of fileQuestions(config)) {
    const runField = `${stepId}/${q.key}`;
    const wanted = ((answer[q.key] as FileValue[] | undefined) ?? []).map((v) => v.id);
    const rows = wanted.length
      ? await tx
          .select()
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.runId, runId), eq(uploadedFiles.runField, runField), inArray(uploadedFiles.id, wanted)))
          .orderBy(asc(uploadedFiles.createdAt))
          .for('update')
      : [];
    if (rows.length !== wanted.length) {
      errors[`answers.${q.key}`] = `${q.label}: a file was not uploaded for this question — upload it again.`;
      continue;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (wanted.length) answer[q.key] = wanted.map((id) => stored(byId.get(id)!));
    else delete answer[q.key];
    // The removed uploads give their bytes back (their blobs stay until no row names them; never served).
    await deleteFileRows(
      tx,
      and(
        eq(uploadedFiles.runId, runId),
        eq(uploadedFiles.runField, runField),
        wanted.length ? notInArray(uploadedFiles.id, wanted) : undefined,
      ),
    );
  }
  if (Object.keys(errors).length) throw badInput(errors);
}

const stored = (r: UploadedFileRow): FileValue => ({ id: r.id, name: r.name, size: r.size, contentType: r.contentType });

/**
 * A form that writes a record: each FILE answer whose key is a FILE field of the collection becomes
 * that field's value, as a file of the collection (a new row for the same bytes, counted against the
 * quota again), which the record then claims as any upload of the collection.
 */
export async function copyRunFilesToCollection(
  tx: Tx,
  quotas: Config['quotas'],
  target: { collectionId: string; workspaceId: string },
  config: unknown,
  data: Record<string, unknown>,
): Promise<void> {
  const questions = fileQuestions(config);
  if (questions.length === 0) return;
  const [collection] = await tx.select({ fields: collections.fields }).from(collections).where(eq(collections.id, target.collectionId));
  const fileKeys = new Set((collection?.fields ?? []).filter((f) => f.type === 'FILE').map((f) => f.key));
  for (const q of questions) {
    const first = (data[q.key] as FileValue[] | undefined)?.[0];
    if (!fileKeys.has(q.key) || !first) {
      delete data[q.key];
      continue;
    }
    const [source] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, first.id));
    await takeStorage(tx, quotas, target.workspaceId, source!.size);
    const [copy] = await tx
      .insert(uploadedFiles)
      .values({
        workspaceId: source!.workspaceId,
        portalId: source!.portalId,
        collectionId: target.collectionId,
        storageKey: source!.storageKey,
        name: source!.name,
        contentType: source!.contentType,
        size: source!.size,
      })
      .returning();
    data[q.key] = stored(copy!);
  }
}

/** A run as answered: each file of a FILE answer with a signed link, made for whoever may read the run. */
export function withRunFileUrls(config: Config, view: RunView): RunView {
  return {
    ...view,
    steps: view.steps.map((s) => {
      if (s.type !== 'FORM' || !s.answer) return s;
      let answer: Record<string, unknown> | undefined;
      for (const [key, value] of Object.entries(s.answer)) {
        if (!Array.isArray(value) || !value.every(isFileValue)) continue;
        answer ??= { ...s.answer };
        answer[key] = value.map((v: FileValue) => ({ ...v, url: signedFileUrl(config, v.id) }));
      }
      if (!answer) return s;
      const linked = answer;
      return {
        ...s,
        answer,
        questions: s.questions.map((q) => (q.type === 'FILE' && q.key in linked ? { ...q, value: linked[q.key] } : q)),
      };
    }),
  };
}

const isFileValue = (v: unknown): v is FileValue =>
  typeof v === 'object' &&
  v !== null &&
  isUuid((v as FileValue).id) &&
  typeof (v as FileValue).contentType === 'string' &&
  typeof (v as FileValue).size === 'number';

export const downloadInput = z.strictObject({ id: fields.uuid('the file id') });

/** The team's download of a run's file: a run of a portal the builder may use. */
export async function teamRunFile(ctx: Ctx, input: unknown): Promise<UploadedFileRow> {
  const { id } = parseInput(downloadInput, input);
  await requireBuilder(ctx);
  const [row] = await ctx.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), sql`${uploadedFiles.runId} is not null`))
    .limit(1);
  if (!row) throw notFound('file');
  await requireRun(ctx, row.runId!);
  return row;
}

/** The customer's download of a file of one of their own runs. */
export async function customerRunFile(ctx: Ctx, input: unknown): Promise<UploadedFileRow> {
  const { id } = parseInput(downloadInput, input);
  const { file } = await requireOwn(ctx, 'file', id, async (db, q) => {
    const [row] = await db
      .select({ file: uploadedFiles })
      .from(uploadedFiles)
      .innerJoin(workflowRuns, eq(workflowRuns.id, uploadedFiles.runId))
      .where(and(eq(uploadedFiles.id, q.id), isNull(uploadedFiles.collectionId), ownedBy(workflowRuns, q)))
      .limit(1);
    return row;
  });
  return file;
}
