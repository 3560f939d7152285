/**
 * The answers to a form's questions as the API takes them: a workflow FORM step's on the portal, a
 * service's own questions on the booking pages and the portal's booking block and step (the server
 * checks both with the FORM step's rules). No React and no UI here: the booking pages' light entry
 * imports it too, and draws the inputs in its own look.
 */

/** A question of a FORM step as the server presents it (form.step.ts `presentedFields`). */
export type FormQuestion = { key: string; label: string; type: string; required: boolean; choices: Array<{ value: string }> };

/** A service's question as the public service answers carry it: its choices as plain text. */
export type ServiceQuestion = { key: string; label: string; type: string; required: boolean; choices: string[] };

/** What an input holds: text, a tick, the chosen choices, or the uploads of a FILE question. */
export type AnswerValue = string | boolean | string[] | Array<{ id: string }> | undefined;

/** The input each one-line question is asked with (the rest have their own: a text area, a select, check boxes). */
export const TEXT_INPUT: Record<string, { type: string; autoComplete?: string; inputMode?: 'decimal'; placeholder?: string }> = {
  TEXT: { type: 'text' },
  NUMBER: { type: 'text', inputMode: 'decimal' },
  EMAIL: { type: 'email', autoComplete: 'email', placeholder: 'name@example.com' },
  URL: { type: 'url', placeholder: 'https://' },
  DATE: { type: 'date' },
  DATETIME: { type: 'datetime-local' },
};

/** Under a date-and-time question: its answer is read in the reader's own zone (see `answersOf`). */
export const datetimeHint = () => `In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`;

/** A service's questions as a form's (choices as `{value}`), to be asked by the same inputs. */
export const formQuestionsOf = (questions: readonly ServiceQuestion[] | undefined): FormQuestion[] =>
  (questions ?? []).map((q) => ({ ...q, choices: q.choices.map((value) => ({ value })) }));

/** The answers as the API takes them: numbers as numbers, a moment as ISO with its zone, empty left out. */
export function answersOf(questions: FormQuestion[], values: Record<string, AnswerValue>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    const v = values[q.key];
    if (q.type === 'BOOLEAN') {
      answers[q.key] = v === true;
      continue;
    }
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (q.type === 'FILE') {
      // The files are uploaded as they are chosen: the answer names them.
      answers[q.key] = (v as Array<{ id: string }>).map((file) => file.id);
      continue;
    }
    if (q.type === 'NUMBER' && typeof v === 'string') {
      const n = Number(v.trim());
      answers[q.key] = v.trim() !== '' && Number.isFinite(n) ? n : v;
    } else if (q.type === 'DATETIME' && typeof v === 'string') {
      // datetime-local is the reader's wall time: the moment it names there, with its zone.
      const at = new Date(v);
      answers[q.key] = Number.isNaN(at.getTime()) ? v : at.toISOString();
    } else answers[q.key] = v;
  }
  return answers;
}

/**
 * The required questions left unanswered, each with what to do, keyed `answers.<key>` as the server
 * names them. An unticked box is an answer ("No"), as the server takes it.
 */
export function missingAnswers(questions: FormQuestion[], values: Record<string, AnswerValue>): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const q of questions) {
    const v = values[q.key];
    if (!q.required || q.type === 'BOOLEAN') continue;
    if (v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0))
      missing[`answers.${q.key}`] =
        q.type === 'MULTI_SELECT'
          ? 'Please choose at least one.'
          : q.type === 'SELECT'
            ? 'Please choose one.'
            : 'Please answer this question.';
  }
  return missing;
}
