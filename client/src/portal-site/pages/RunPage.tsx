import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { call, upload, type PortalApiError, type Schemas, type UploadedFile } from '../api';
import { FileQuestion } from './FileQuestion';
import { Alert, Badge, Button, Card, Select, Skeleton, TextArea, TextField } from '../ui/ui';

type Run = Schemas['WorkflowRun'];
type FormField = { key: string; label: string; type: string; required?: boolean; choices?: Array<{ value: string }> };

/** One run as its customer (by id) or its visitor (by the token of their link) walks it. */
export default function RunPage() {
  const { runId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const load = useCallback(
    () =>
      token
        ? call<Run>('GET', '/public/workflows/runs', { query: { token } })
        : call<Run>('GET', '/customer/workflows/runs', { query: { id: runId } }),
    [runId, token],
  );
  const advance = useCallback(
    (stepId: string, answers?: Record<string, unknown>) =>
      token
        ? call<Run>('POST', '/public/workflows/runs/advance', { body: { token, stepId, answers } })
        : call<Run>('POST', '/customer/workflows/runs/advance', { body: { runId, stepId, answers } }),
    [runId, token],
  );
  const uploadFile = useCallback(
    (stepId: string, fieldKey: string, file: File) =>
      token
        ? upload<UploadedFile>('/public/workflows/runs/files', { token, stepId, fieldKey }, file)
        : upload<UploadedFile>('/customer/workflows/runs/files', { runId, stepId, fieldKey }, file),
    [runId, token],
  );
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<PortalApiError | null>(null);
  useEffect(() => {
    load().then(setRun, setFailure);
  }, [load]);

  if (failure)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">{failure.status === 404 ? 'This link does not lead anywhere' : 'This could not be loaded'}</h1>
        <p className="p-muted">{failure.message}</p>
        <Link to="/">Go to the portal’s home</Link>
      </Card>
    );
  if (!run) return <Skeleton />;
  return (
    <div className="p-narrow p-narrow--wide">
      <h1>{run.workflowName}</h1>
      {run.steps.length > 0 && (
        <ol className="p-steps" aria-label="Steps done">
          {run.steps.map((s) => (
            <li key={s.id}>
              <span aria-hidden="true">✓</span> {s.name}
            </li>
          ))}
          {run.currentStep ? <li aria-current="step">{run.currentStep.name}</li> : null}
        </ol>
      )}
      <Card>
        <Current run={run} advance={advance} onMoved={setRun} uploadFile={uploadFile} />
      </Card>
    </div>
  );
}

type UploadFile = (stepId: string, fieldKey: string, file: File) => Promise<UploadedFile>;

function Current({
  run,
  advance,
  onMoved,
  uploadFile,
}: {
  run: Run;
  advance: (stepId: string, answers?: Record<string, unknown>) => Promise<Run>;
  onMoved: (r: Run) => void;
  uploadFile: UploadFile;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalApiError | null>(null);
  const submit = async (answers?: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      onMoved(await advance(run.currentStep!.id, answers));
      window.scrollTo(0, 0);
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };

  if (run.status === 'COMPLETED')
    return (
      <>
        <h2>All done</h2>
        <p className="p-muted">You completed {run.workflowName}. Thank you!</p>
        <Decisions run={run} />
        <Link to="/">Back to the portal’s home</Link>
      </>
    );
  if (run.status === 'CANCELLED')
    return (
      <>
        <h2>Not approved</h2>
        <Decisions run={run} />
        <Link to="/">Back to the portal’s home</Link>
      </>
    );
  if (run.status === 'WAITING')
    return (
      <>
        <h2>{run.currentStep?.name}</h2>
        <Badge tone="warning">Waiting for approval</Badge>
        <p className="p-muted">The team is looking at it. We will email you when it moves on; you can close this page.</p>
      </>
    );
  const step = run.currentStep!;
  if (step.type === 'FORM')
    return (
      <FormStep
        key={step.id}
        name={step.name}
        fields={(step.content.fields ?? []) as FormField[]}
        busy={busy}
        error={error}
        upload={(fieldKey, file) => uploadFile(step.id, fieldKey, file)}
        onSubmit={(a) => void submit(a)}
      />
    );
  if (step.type === 'CONTENT')
    return (
      <>
        <h2>{step.name}</h2>
        {String(step.content.body ?? '')
          .split(/\n\s*\n/)
          .map((p, i) => (
            <p key={i} style={{ whiteSpace: 'pre-wrap' }}>
              {p}
            </p>
          ))}
        {error ? <Alert>{error.message}</Alert> : null}
        <Button busy={busy} onClick={() => void submit()}>
          {String(step.content.confirmLabel || 'Continue')}
        </Button>
      </>
    );
  return <p className="p-muted">This step cannot be shown here yet.</p>;
}

function Decisions({ run }: { run: Run }) {
  const decided = run.steps.filter((s) => s.type === 'APPROVAL' && s.answer.comment);
  return decided.length ? (
    <>
      {decided.map((s) => (
        <p key={s.id}>
          <span className="p-strong">{s.answer.decision === 'APPROVED' ? 'Approved' : 'Not approved'}:</span> “{String(s.answer.comment)}”
        </p>
      ))}
    </>
  ) : null;
}

/** A form step's fields as inputs of their types; the server checks the answers and names what to fix. */
function FormStep({
  name,
  fields,
  busy,
  error,
  upload,
  onSubmit,
}: {
  name: string;
  fields: FormField[];
  busy: boolean;
  error: PortalApiError | null;
  upload: (fieldKey: string, file: File) => Promise<UploadedFile>;
  onSubmit: (answers: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const set = (key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value }));
  const errorOf = (key: string) => error?.details?.[`answers.${key}`];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answers: Record<string, unknown> = {};
    for (const f of fields) {
      const v = values[f.key];
      if (v === undefined || v === '') continue;
      if (f.type === 'FILE') answers[f.key] = (v as UploadedFile[]).map((file) => file.id);
      else if (f.type === 'NUMBER') answers[f.key] = Number(v);
      else if (f.type === 'DATETIME') answers[f.key] = new Date(String(v)).toISOString();
      else answers[f.key] = v;
    }
    onSubmit(answers);
  };
  const label = (f: FormField) => `${f.label}${f.required ? ' *' : ''}`;
  return (
    <form onSubmit={submit} noValidate className="p-form">
      <h2>{name}</h2>
      {fields.map((f) => {
        const common = { label: label(f), error: errorOf(f.key) };
        switch (f.type) {
          case 'FILE':
            return (
              <FileQuestion
                key={f.key}
                {...common}
                value={(values[f.key] as UploadedFile[] | undefined) ?? []}
                onChange={(files) => set(f.key, files)}
                upload={(file) => upload(f.key, file)}
              />
            );
          case 'LONG_TEXT':
            return (
              <TextArea key={f.key} {...common} rows={4} value={String(values[f.key] ?? '')} onChange={(e) => set(f.key, e.target.value)} />
            );
          case 'BOOLEAN':
            return (
              <label key={f.key} className="p-check">
                <input type="checkbox" checked={Boolean(values[f.key])} onChange={(e) => set(f.key, e.target.checked)} /> {f.label}
                {errorOf(f.key) ? <span className="p-field__error">{errorOf(f.key)}</span> : null}
              </label>
            );
          case 'SELECT':
            return (
              <Select key={f.key} label={common.label} value={String(values[f.key] ?? '')} onChange={(e) => set(f.key, e.target.value)}>
                <option value="">Choose…</option>
                {(f.choices ?? []).map((c) => (
                  <option key={c.value}>{c.value}</option>
                ))}
              </Select>
            );
          case 'MULTI_SELECT': {
            const chosen = (values[f.key] as string[] | undefined) ?? [];
            return (
              <fieldset key={f.key} className="p-field">
                <legend className="p-strong">{common.label}</legend>
                {(f.choices ?? []).map((c) => (
                  <label key={c.value} className="p-check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(c.value)}
                      onChange={(e) => set(f.key, e.target.checked ? [...chosen, c.value] : chosen.filter((x) => x !== c.value))}
                    />{' '}
                    {c.value}
                  </label>
                ))}
                {errorOf(f.key) ? <p className="p-field__error">{errorOf(f.key)}</p> : null}
              </fieldset>
            );
          }
          default:
            return (
              <TextField
                key={f.key}
                {...common}
                type={INPUT_TYPE[f.type] ?? 'text'}
                value={String(values[f.key] ?? '')}
                onChange={(e) => set(f.key, e.target.value)}
              />
            );
        }
      })}
      {error && !error.details ? <Alert>{error.message}</Alert> : null}
      <div className="p-row">
        <Button type="submit" busy={busy}>
          Continue
        </Button>
      </div>
      <p className="p-muted">Your answers are saved when you continue: you can leave and come back later.</p>
    </form>
  );
}

const INPUT_TYPE: Record<string, string> = { NUMBER: 'number', EMAIL: 'email', URL: 'url', DATE: 'date', DATETIME: 'datetime-local' };
