import type { Schemas } from '../../api';
import { answerText, momentText } from '../../../portal-render/answer-value';
import { formatMoney } from '../../../shared/payment/money';

type Run = Schemas['WorkflowRun'];

/**
 * What the customer did in a run, read-only: each form's answers in its order, each call booked, each
 * payment made, each decision with its comment.
 */
export function RunHistory({ run }: { run: Run }) {
  const shown = run.steps.filter(
    (s) => s.type === 'FORM' || s.type === 'BOOKING' || s.type === 'PAYMENT' || (s.type === 'APPROVAL' && s.answer.comment),
  );
  if (shown.length === 0) return null;
  return (
    <div className="p-history">
      {shown.map((s) => (
        <section key={`${s.id}-${s.at}`} aria-label={s.name} className="p-history__step">
          <h3>{s.name}</h3>
          {s.type === 'FORM' ? (
            <dl className="p-answers">
              {s.questions.map((q) => (
                <div key={q.key} className="p-answers__row">
                  <dt>{q.label}</dt>
                  <dd>{answerText(q.type, q.value)}</dd>
                </div>
              ))}
            </dl>
          ) : s.type === 'BOOKING' ? (
            <p>
              <span className="p-strong">{String(s.answer.service ?? 'Call')}</span> booked for {momentText(String(s.answer.start))}
              {s.answer.status === 'REQUESTED' ? ' (waiting for the host to accept)' : ''}
            </p>
          ) : s.type === 'PAYMENT' ? (
            <Paid answer={s.answer} />
          ) : (
            <Decision decision={s.answer.decision === 'REJECTED' ? 'REJECTED' : 'APPROVED'} comment={String(s.answer.comment)} />
          )}
        </section>
      ))}
    </div>
  );
}

/** "Paid $25.00 by card", with the payment's reference. */
function Paid({ answer }: { answer: Record<string, unknown> }) {
  const amount =
    typeof answer.amount === 'number' && typeof answer.currency === 'string' ? formatMoney(answer.amount, answer.currency) : null;
  const by = answer.method === 'UPI' ? 'UPI' : 'card';
  return (
    <p>
      <span className="p-strong">{amount ? `Paid ${amount} by ${by}` : 'Paid'}</span>
      {typeof answer.reference === 'string' ? <span className="p-muted"> · Reference {answer.reference}</span> : null}
    </p>
  );
}

export function Decision({ decision, comment }: { decision: 'APPROVED' | 'REJECTED'; comment: string }) {
  return (
    <p>
      <span className="p-strong">{decision === 'APPROVED' ? 'Approved' : 'Not approved'}:</span> “{comment}”
    </p>
  );
}

export const endedOn = (run: Run) => (run.completedAt ? momentText(run.completedAt) : null);
