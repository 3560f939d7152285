import { z } from 'zod';
import type { CallAnswer, ServiceQuestion } from '../../../db/schema/index.js';
import { AppError, badInput } from '../../core/errors.js';
import { fieldInput, normalizeFields } from '../database/database.fields.js';
import { formStep } from '../workflow/steps/form.step.js';
import { QUESTION_TYPES, QUESTIONS_MAX } from './service.rules.js';

/**
 * A service's own questions on its booking form ("What would you like to cover?"). They are FORM
 * fields of the workflow step registry: the FORM step gives them their keys, checks them as it checks
 * a form's fields, and checks a guest's answers as it checks a customer's. Files are not asked: a
 * guest on a public page has nowhere to upload to before the call exists.
 */
const QUESTION_TYPE_SET = new Set<string>(QUESTION_TYPES);
/** More answer keys than this is not a booking form filled in: refused before anything is read. */
const ANSWER_KEYS_MAX = 50;
const NAMED_UNKNOWN = 5;

export const questionsInput = z
  .array(
    fieldInput.pick({ key: true, label: true, type: true, required: true, choices: true }).superRefine((q, issue) => {
      if (!QUESTION_TYPE_SET.has(q.type))
        issue.addIssue({
          code: 'custom',
          path: ['type'],
          message: `A booking question is one of ${QUESTION_TYPES.join(', ')}; files cannot be asked before the call exists.`,
        });
    }),
    'Send the questions as a list.',
  )
  .max(QUESTIONS_MAX, `A service asks at most ${QUESTIONS_MAX} questions.`);

export const answersInput = z
  .record(z.string(), z.unknown(), 'Send the answers as an object keyed by question key, like {"topic": "Pricing"}.')
  .refine((a) => Object.keys(a).length <= ANSWER_KEYS_MAX, `Send at most ${ANSWER_KEYS_MAX} answers: one per question of the service.`);

type FormConfig = Parameters<NonNullable<typeof formStep.prepare>>[0];
const configOf = (questions: ServiceQuestion[] | z.output<typeof questionsInput>): FormConfig =>
  ({ fields: questions }) as unknown as FormConfig;

/**
 * The questions as the service keeps them: keys given once (a question keeps its key through a
 * rename, so a call's answers keep meaning), every rule of a form's fields checked, with the path of
 * the offending question (`questions.2.choices`).
 */
export function normalizeQuestions(input: z.output<typeof questionsInput>): ServiceQuestion[] {
  const prepared = formStep.prepare!(configOf(input));
  try {
    return normalizeFields(prepared.fields, [], new Set()).map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      choices: f.choices.map((c) => c.value),
    }));
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    const details = Object.fromEntries(Object.entries(error.details).map(([k, v]) => [k.replace(/^fields\b/, 'questions'), v]));
    throw badInput(details);
  }
}

const textOf = (type: string, value: unknown): string => {
  if (type === 'BOOLEAN') return value === true ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
};

/**
 * A guest's answers checked against the service's questions: a 400 naming each question to fix
 * (`answers.<key>`), or the answers with their questions as asked (a later rename does not change
 * what a call says was asked).
 */
export function checkAnswers(questions: ServiceQuestion[], raw: Record<string, unknown> | undefined): CallAnswer[] {
  const given = raw ?? {};
  if (questions.length === 0 && Object.keys(given).length === 0) return [];
  const known = new Set(questions.map((q) => q.key));
  const errors: Record<string, string> = {};
  let unknown = 0;
  const asked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (known.has(key)) asked[key] = value;
    else if (unknown++ < NAMED_UNKNOWN)
      errors[`answers.${key.slice(0, 60)}`] = `${key.slice(0, 60)} is not a question of this service — leave it out.`;
  }
  const accepted = formStep.accept!(configOf(questions), asked);
  if ('errors' in accepted) Object.assign(errors, accepted.errors);
  if (Object.keys(errors).length || 'errors' in accepted)
    throw badInput(errors, undefined, Math.max(0, unknown - NAMED_UNKNOWN) + ('errors' in accepted ? (accepted.more ?? 0) : 0));
  const answer = accepted.answer;
  return questions.flatMap((q) =>
    answer[q.key] === undefined
      ? []
      : [{ key: q.key, label: q.label, type: q.type, value: answer[q.key], text: textOf(q.type, answer[q.key]) }],
  );
}
