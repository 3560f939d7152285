import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PortalApiError, UploadedFile } from '../../api';
import { FileQuestion } from '../FileQuestion';
import { Alert, Button, Select, TextArea, TextField } from '../../ui/ui';
import { answersOf, datetimeHint, TEXT_INPUT, type AnswerValue, type FormQuestion } from '../../../shared/form-answers';

export type { FormQuestion };

/** A question's input: text, a tick, the chosen choices, or a FILE question's uploads. */
type Value = AnswerValue;

/** A form step's questions, each as the input of its type; the server checks the answers and names what to fix. */
export function FormStep({
  name,
  questions,
  busy,
  error,
  upload,
  onSubmit,
}: {
  name: string;
  questions: FormQuestion[];
  busy: boolean;
  error: PortalApiError | null;
  /** Stores a file of a FILE question at once (a file of the run and that question). */
  upload: (fieldKey: string, file: File) => Promise<UploadedFile>;
  onSubmit: (answers: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState<Record<string, Value>>({});
  // A question's error goes once the person changes that answer (the server judges it again on Continue).
  const [edited, setEdited] = useState<{ since: PortalApiError | null; keys: string[] }>({ since: null, keys: [] });
  const set = (key: string, value: Value) => {
    setValues((v) => ({ ...v, [key]: value }));
    setEdited((e) => (e.since === error ? { since: error, keys: [...e.keys, key] } : { since: error, keys: [key] }));
  };
  const errorOf = (key: string) => (edited.since === error && edited.keys.includes(key) ? undefined : error?.details?.[`answers.${key}`]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(answersOf(questions, values));
  };
  const anyRequired = questions.some((q) => q.required);
  return (
    <form onSubmit={submit} noValidate className="p-form">
      <h2>{name}</h2>
      {anyRequired ? <p className="p-muted p-form__note">Questions marked * need an answer.</p> : null}
      {questions.map((q) => (
        <Question
          key={q.key}
          question={q}
          value={values[q.key]}
          error={errorOf(q.key)}
          onChange={(v) => set(q.key, v)}
          upload={(file) => upload(q.key, file)}
        />
      ))}
      {error && !error.details ? <Alert>{error.message}</Alert> : null}
      {error?.details && Object.keys(error.details).some((k) => !questions.some((q) => `answers.${q.key}` === k)) ? (
        <Alert>{error.message}</Alert>
      ) : null}
      <div className="p-row">
        <Button type="submit" busy={busy}>
          Continue
        </Button>
      </div>
      <p className="p-muted">Your answers are saved when you continue: you can leave and come back later.</p>
    </form>
  );
}

/**
 * One question: a clean switch per field type (a new type adds a case here). Also asks a service's
 * questions in the portal's booking block and step (no files there: no `upload`).
 */
export function Question({
  question: q,
  value,
  error,
  onChange,
  upload,
}: {
  question: FormQuestion;
  value: Value;
  error?: string;
  onChange: (v: Value) => void;
  upload?: (file: File) => Promise<UploadedFile>;
}) {
  const label = `${q.label}${q.required ? ' *' : ''}`;
  switch (q.type) {
    case 'FILE':
      if (!upload) break;
      return (
        <FileQuestion
          label={label}
          error={error}
          value={Array.isArray(value) ? (value as UploadedFile[]).filter((f) => typeof f === 'object') : []}
          onChange={onChange}
          upload={upload}
        />
      );
    case 'TEXT':
    case 'NUMBER':
    case 'EMAIL':
    case 'URL':
    case 'DATE':
    case 'DATETIME': {
      const input = TEXT_INPUT[q.type]!;
      return (
        <TextField
          label={label}
          {...input}
          required={q.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          hint={q.type === 'DATETIME' ? datetimeHint() : undefined}
        />
      );
    }
    case 'LONG_TEXT':
      return (
        <TextArea
          label={label}
          rows={4}
          required={q.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
    case 'BOOLEAN':
      return <Tick label={q.label} checked={value === true} onChange={onChange} error={error} />;
    case 'SELECT':
      return (
        <Select
          label={label}
          required={q.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        >
          <option value="">Choose…</option>
          {q.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value}
            </option>
          ))}
        </Select>
      );
    case 'MULTI_SELECT': {
      const chosen = Array.isArray(value) ? (value as unknown[]).filter((x): x is string => typeof x === 'string') : [];
      return (
        <Choices legend={label} error={error} hint="Choose any that apply.">
          {q.choices.map((c) => (
            <Tick
              key={c.value}
              choice
              label={c.value}
              checked={chosen.includes(c.value)}
              onChange={(on) =>
                // Kept in the order of the choices, as the server stores them.
                onChange(q.choices.map((x) => x.value).filter((x) => (x === c.value ? on : chosen.includes(x))))
              }
            />
          ))}
        </Choices>
      );
    }
  }
  return (
    <div className="p-field">
      <p className="p-strong">{label}</p>
      <p className="p-muted">This question cannot be answered here yet — the portal’s team can help.</p>
    </div>
  );
}

/** Moves focus to the first question (or field) of `root` that shows an error, as the form reads. */
export function focusFirstError(root: HTMLElement | null) {
  const field = root?.querySelector('.p-field__error')?.closest('.p-field');
  field?.querySelector<HTMLElement>('input, select, textarea')?.focus();
}

/** A check box with its own label (a yes/no question, or one choice of several). */
function Tick({
  label,
  checked,
  onChange,
  error,
  choice = false,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  error?: string;
  choice?: boolean;
}) {
  const id = useId();
  return (
    <div className="p-field">
      <div className={choice ? 'p-check p-check--choice' : 'p-check'}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-note`} className="p-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Several check boxes under one question: a fieldset named by its legend. */
function Choices({ legend, error, hint, children }: { legend: string; error?: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="p-field p-choices" aria-describedby={`${id}-note`}>
      <legend className="p-strong">{legend}</legend>
      <div className="p-choices__list">{children}</div>
      <p id={`${id}-note`} className={error ? 'p-field__error' : 'p-field__hint'}>
        {error ?? hint}
      </p>
    </fieldset>
  );
}
