import { z } from 'zod';
import { fieldsInput, keyFromLabel, normalizeFields } from '../../database/database.fields.js';
import { checkRecordData } from '../../database/database.values.js';
import { writeRecordInTransaction } from '../../database/record.service.js';
import { emitWebhookEvent, recordData } from '../../webhook/webhook.emit.js';
import { fields as common } from '../../../core/validation.js';
import { AppError } from '../../../core/errors.js';
import { checkFileAnswer, claimRunFiles, copyRunFilesToCollection, fileQuestions } from '../workflow.files.js';
import { defineStep } from './step.js';

/**
 * FORM: fields of the database's own types and rules (database.fields.ts checks them, as it does a
 * collection's), optionally written as a record of a collection of the portal, with the customer in
 * one of its CUSTOMER fields.
 */
const config = z.strictObject({
  fields: fieldsInput.default([]),
  collectionId: common.uuid('the collection id').nullable().optional(),
  customerFieldKey: z.string('Name the field the customer goes in.').max(40).nullable().optional(),
});

type FormConfig = z.output<typeof config>;

/** The form's fields as a collection's: the one source of what an answer may be. */
const formFields = (c: FormConfig) => normalizeFields(c.fields, [], new Set());
/** The fields checked as a record's; FILE questions (lists of uploads of the run) are checked apart (workflow.files.ts). */
const valueFields = (c: FormConfig) => formFields(c).filter((f) => f.type !== 'FILE');

/** What the customer's form shows of each question, in the builder's order. */
export interface PresentedField {
  key: string;
  label: string;
  type: string;
  required: boolean;
  choices: Array<{ value: string }>;
}

export function presentedFields(c: FormConfig): PresentedField[] {
  try {
    return formFields(c).map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      choices: f.choices.map((choice) => ({ value: choice.value })),
    }));
  } catch {
    // A published form always normalizes (publishing checks it); a broken draft shows no fields.
    return [];
  }
}

export const formStep = defineStep({
  type: 'FORM',
  label: 'Form',
  config,
  actor: 'customer',
  // Keys are given once, on the first save, so that conditions and the record keep reading them.
  prepare: (c) => {
    const used = new Set(c.fields.flatMap((f) => (f.key ? [f.key] : [])));
    return {
      ...c,
      fields: c.fields.map((f) => {
        if (f.key) return f;
        let key = keyFromLabel(f.label);
        for (let n = 2; used.has(key); n++) key = `${keyFromLabel(f.label)}_${n}`;
        used.add(key);
        return { ...f, key };
      }),
    };
  },
  accept: (c, input) => {
    const raw = { ...((input ?? {}) as Record<string, unknown>) };
    const files: Record<string, unknown> = {};
    const fileErrors: Record<string, string> = {};
    for (const q of fileQuestions(c)) {
      const checked = checkFileAnswer(q, raw[q.key]);
      delete raw[q.key];
      if (!checked.ok) fileErrors[`answers.${q.key}`] = checked.message;
      else if (checked.value.length) files[q.key] = checked.value;
    }
    const checked = checkRecordData(valueFields(c), raw, { partial: false });
    const errors = {
      ...Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k.replace(/^data\b/, 'answers'), v])),
      ...fileErrors,
    };
    return Object.keys(errors).length ? { errors, more: checked.more } : { answer: { ...checked.data, ...files } };
  },
  // The customer's form reads one shape of field, whatever the builder typed (choices as text or
  // as {value}): the choices as the answers are checked against them.
  present: (c) => ({ fields: presentedFields(c) }),
  writes: (c) => Boolean(c.collectionId) || fileQuestions(c).length > 0,
  complete: async (env, c, answer) => {
    // The answer is what the run keeps: the file questions' values become their uploads' own.
    if (env.runId && env.stepId) await claimRunFiles(env.tx, env.runId, env.stepId, c, answer);
    if (!c.collectionId) return;
    const data: Record<string, unknown> = { ...answer };
    await copyRunFilesToCollection(env.tx, env.config.quotas, { collectionId: c.collectionId, workspaceId: env.workspaceId }, c, data);
    if (c.customerFieldKey && env.customerId) data[c.customerFieldKey] = env.customerId;
    const written = await writeRecordInTransaction(
      env.tx,
      env.config.quotas,
      { collectionId: c.collectionId, portalId: env.portalId, workspaceId: env.workspaceId },
      data,
    );
    await emitWebhookEvent(env.ctx, { portalId: env.portalId, type: 'record.created', data: recordData(written.record) }, { tx: env.tx });
  },
  problems: (c) => {
    if (c.fields.length === 0) return ['Add at least one field to this form.'];
    const files = c.fields.filter((f) => f.type === 'RELATION' || f.type === 'CUSTOMER');
    if (files.length) return [`${files[0]!.label}: a form cannot ask for ${files[0]!.type.toLowerCase()} fields yet.`];
    try {
      // Relation fields need a collection to point to: a form has none of its own.
      formFields(c);
      return [];
    } catch (error) {
      if (error instanceof AppError && error.details) return Object.values(error.details);
      throw error;
    }
  },
  answers: (c) => {
    try {
      return formFields(c).map((f) => f.key);
    } catch {
      return [];
    }
  },
});
