import type { ReactNode } from 'react';
import { datetimeHint, TEXT_INPUT, type AnswerValue, type FormQuestion } from '../shared/form-answers';

/** The id of a question's input (the first box of a question of several choices): where an error moves focus. */
export const questionId = (key: string) => `bk-answers-${key}`;

/** The mark of a required question, as the other fields have it; a group of boxes (no `required` to read) says it too. */
const Required = ({ spoken = false }: { spoken?: boolean }) => (
  <>
    {' '}
    <span aria-hidden="true">*</span>
    {spoken ? <span className="bk-visually-hidden">(required)</span> : null}
  </>
);

/**
 * One of a service's questions in the booking pages' look: the input of its type (the same inputs
 * as the portal's forms: shared/form-answers.ts), labelled, its error tied to it.
 */
export function BookingQuestion({
  question: q,
  value,
  error,
  onChange,
}: {
  question: FormQuestion;
  value: AnswerValue;
  error?: string;
  onChange: (value: AnswerValue) => void;
}) {
  const id = questionId(q.key);
  const hint = q.type === 'DATETIME' ? datetimeHint() : q.type === 'MULTI_SELECT' ? 'Choose any that apply.' : undefined;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const field = {
    id,
    className: 'bk-input',
    required: q.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const notes = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="bk-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="bk-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
  const labelled = (input: ReactNode) => (
    <div className="bk-field">
      <label htmlFor={id}>
        {q.label}
        {q.required ? <Required /> : null}
      </label>
      {input}
      {notes}
    </div>
  );

  switch (q.type) {
    case 'TEXT':
    case 'NUMBER':
    case 'EMAIL':
    case 'URL':
    case 'DATE':
    case 'DATETIME':
      return labelled(<input {...field} {...TEXT_INPUT[q.type]} value={text} onChange={(e) => onChange(e.target.value)} />);
    case 'LONG_TEXT':
      return labelled(<textarea {...field} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />);
    case 'SELECT':
      return labelled(
        <select {...field} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose…</option>
          {q.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value}
            </option>
          ))}
        </select>,
      );
    case 'BOOLEAN':
      // An unticked box is an answer ("No"): never marked required.
      return (
        <div className="bk-field">
          <div className="bk-check">
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              aria-invalid={field['aria-invalid']}
              aria-describedby={describedBy}
            />
            <label htmlFor={id}>{q.label}</label>
          </div>
          {notes}
        </div>
      );
    case 'MULTI_SELECT': {
      const chosen = Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
      return (
        <fieldset className="bk-field bk-choices" aria-describedby={describedBy}>
          <legend>
            {q.label}
            {q.required ? <Required spoken /> : null}
          </legend>
          {q.choices.map((c, i) => (
            <div key={c.value} className="bk-check">
              <input
                id={i === 0 ? id : `${id}-${i}`}
                type="checkbox"
                checked={chosen.includes(c.value)}
                aria-invalid={field['aria-invalid']}
                onChange={(e) =>
                  // Kept in the order of the choices, as the server stores them.
                  onChange(q.choices.map((x) => x.value).filter((x) => (x === c.value ? e.target.checked : chosen.includes(x))))
                }
              />
              <label htmlFor={i === 0 ? id : `${id}-${i}`}>{c.value}</label>
            </div>
          ))}
          {notes}
        </fieldset>
      );
    }
    default:
      return null;
  }
}
