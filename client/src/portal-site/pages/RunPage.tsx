import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { call, upload, type PortalApiError, type Schemas, type UploadedFile } from '../api';
import { Alert, Badge, Button, Card, Skeleton } from '../ui/ui';
import { usePoll } from '../../shared/payment';
import { BookingStep, HeldBooking } from './run/BookingStep';
import { PaymentStep } from './run/PaymentStep';
import { FormStep, type FormQuestion } from './run/FormStep';
import { Decision, endedOn, RunHistory } from './run/RunHistory';

type Run = Schemas['WorkflowRun'];

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
  // Said once a PAYMENT step moved on by itself (the payment seen while the page waited).
  const [movedOn, setMovedOn] = useState<string | null>(null);
  // A BOOKING step just booked a call that waits for its payment: shown before the next step.
  const [held, setHeld] = useState<Record<string, unknown> | null>(null);
  const shown = useRef<Run | null>(null);
  useEffect(() => {
    shown.current = run;
  }, [run]);
  useEffect(() => {
    load().then(setRun, setFailure);
  }, [load]);
  // At a PAYMENT step the run moves on by itself once the payment is in: read it again every few seconds.
  const atPayment = run?.status === 'IN_PROGRESS' && run.currentStep?.type === 'PAYMENT';
  usePoll(async () => {
    const next = await load();
    const was = shown.current;
    if (!was || next.status !== was.status || next.currentStep?.id !== was.currentStep?.id) {
      setMovedOn(
        next.status === 'WAITING' ? 'Payment received — thank you. The team is looking at it now.' : 'Payment received — thank you.',
      );
      setRun(next);
    }
  }, atPayment);
  const moved = (next: Run) => {
    const at = shown.current?.currentStep;
    const answered = at?.type === 'BOOKING' ? [...next.steps].reverse().find((s) => s.id === at.id) : undefined;
    setHeld(answered?.answer.status === 'AWAITING_PAYMENT' ? answered.answer : null);
    setMovedOn(null);
    setRun(next);
  };

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
        {held ? (
          <HeldBooking answer={held} email={run.customer?.email ?? run.visitorEmail} onContinue={() => setHeld(null)} />
        ) : (
          <>
            {movedOn ? <Alert tone="success">{movedOn}</Alert> : null}
            <Current run={run} advance={advance} onMoved={moved} visitor={Boolean(token)} token={token} uploadFile={uploadFile} />
          </>
        )}
      </Card>
    </div>
  );
}

function Current({
  run,
  advance,
  onMoved,
  visitor,
  token,
  uploadFile,
}: {
  run: Run;
  advance: (stepId: string, answers?: Record<string, unknown>) => Promise<Run>;
  onMoved: (r: Run) => void;
  visitor: boolean;
  token: string | null;
  uploadFile: (stepId: string, fieldKey: string, file: File) => Promise<UploadedFile>;
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

  if (run.status === 'COMPLETED' || run.status === 'CANCELLED') {
    const on = endedOn(run);
    const done = run.status === 'COMPLETED';
    return (
      <>
        <h2>{done ? 'All done' : 'Not approved'}</h2>
        <p className="p-muted">
          {done ? `You completed ${run.workflowName}` : 'The team closed this'}
          {on ? ` on ${on}` : ''}. {done ? 'Here is what you sent.' : ''}
        </p>
        <RunHistory run={run} />
        <div className="p-row">
          {run.repeatable && !visitor ? <StartAgain workflowId={run.workflowId} /> : null}
          <Link to="/">Back to the portal’s home</Link>
        </div>
      </>
    );
  }
  if (run.status === 'WAITING')
    return (
      <>
        <h2>{run.currentStep?.name}</h2>
        <Badge tone="warning">Waiting for approval</Badge>
        <p className="p-muted">The team is looking at it. We will email you when it moves on; you can close this page.</p>
      </>
    );
  const step = run.currentStep!;
  // The approver's comment reaches the step after the approval: its actor reads why.
  const handover = run.lastDecision ? (
    <Alert tone="info">
      <Decision decision={run.lastDecision.decision} comment={run.lastDecision.comment} />
    </Alert>
  ) : null;
  if (step.type === 'FORM')
    return (
      <>
        {handover}
        <FormStep
          key={step.id}
          name={step.name}
          questions={(step.content.fields ?? []) as FormQuestion[]}
          busy={busy}
          error={error}
          upload={(fieldKey, file) => uploadFile(step.id, fieldKey, file)}
          onSubmit={(a) => void submit(a)}
        />
      </>
    );
  if (step.type === 'CONTENT')
    return (
      <>
        {handover}
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
  if (step.type === 'BOOKING')
    return (
      <>
        {handover}
        <BookingStep
          key={step.id}
          name={step.name}
          serviceId={typeof step.content.serviceId === 'string' ? step.content.serviceId : null}
          title={String(step.content.title ?? '')}
          visitor={visitor}
          busy={busy}
          error={error}
          onSubmit={(a) => void submit(a)}
        />
      </>
    );
  if (step.type === 'PAYMENT')
    return (
      <>
        {handover}
        <PaymentStep key={step.id} name={step.name} content={step.content} runId={run.id} token={token} />
      </>
    );
  return <p className="p-muted">This step cannot be shown here yet.</p>;
}

/** A new run after a finished one, where the builder allows repeats. */
function StartAgain({ workflowId }: { workflowId: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalApiError | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const run = await call<Run>('POST', '/customer/workflows/runs', { body: { workflowId, again: true } });
      navigate(`/runs/${run.id}`);
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => void start()}>
        Start again
      </Button>
      {error ? <Alert>{error.message}</Alert> : null}
    </>
  );
}
