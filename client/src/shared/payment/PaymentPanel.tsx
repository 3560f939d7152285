import { Component, lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatMoney } from './money';
import { upiOffered, type PaymentApiError, type PaymentDue, type PaymentMethod, type PaymentStart } from './types';
import './payment.css';

/**
 * The guest's payment panel, shared by the booking pages and the published portal (no UI library:
 * plain elements and payment.css, coloured by --pay-* variables each app sets from its own theme).
 * It shows what is paid and how much, lets the payer choose a card or UPI (UPI for rupees only),
 * starts the payment through `begin` (the page's own route: a call's manage token, a run's id or
 * link), and shows the card form (Stripe, loaded lazily) or the UPI code and link. Whether the payment
 * arrived is the page's to find out (it polls what is paid for); the panel says what happens then.
 */

const CardForm = lazy(() => import('./CardForm'));

export interface PaymentPanelProps {
  /** Starts (or, asked again, resumes) a payment by this method; its errors' messages are shown as they are. */
  begin: (method: PaymentMethod) => Promise<PaymentStart>;
  /** What is to be paid, when known before a payment starts; the started payment's own figures win. */
  due?: PaymentDue;
  heading?: string;
  headingLevel?: 2 | 3 | 4;
  /** Said under the heading: how long the time is held, why a retry is asked for. */
  note?: ReactNode;
  /** What happens once the payment is seen: "Your booking is confirmed once the payment is seen." */
  afterPayment: string;
  /** Where a bank's redirect brings the payer back (the current page when omitted). */
  returnUrl?: string;
  /** The payment went through and the page waits for the server to see it (a redirect came back paid). */
  confirming?: boolean;
  /** Stripe took the card payment in the page. */
  onPaid?: () => void;
}

type Attempt = { status: 'loading' } | { status: 'ready'; start: PaymentStart } | { status: 'error'; message: string };

const METHOD_LABEL: Record<PaymentMethod, string> = { CARD: 'Card', UPI: 'UPI' };

export default function PaymentPanel({
  begin,
  due,
  heading = 'Payment',
  headingLevel = 2,
  note,
  afterPayment,
  returnUrl,
  confirming = false,
  onPaid,
}: PaymentPanelProps) {
  const ids = useId();
  const [method, setMethod] = useState<PaymentMethod>(upiOffered(due?.currency) ? 'UPI' : 'CARD');
  const [attempts, setAttempts] = useState<Partial<Record<PaymentMethod, Attempt>>>({});
  const [paid, setPaid] = useState(false);
  const [accent, setAccent] = useState<string | undefined>(undefined);
  const panel = useRef<HTMLElement>(null);
  const beginRef = useRef(begin);
  useEffect(() => {
    beginRef.current = begin;
  });
  // Kept across React's development remounts: a method asked once is not asked again while its answer is on the way.
  const asked = useRef(new Set<PaymentMethod>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback((m: PaymentMethod) => {
    if (asked.current.has(m)) return;
    asked.current.add(m);
    setAttempts((a) => ({ ...a, [m]: { status: 'loading' } }));
    beginRef.current(m).then(
      (answer) => mounted.current && setAttempts((a) => ({ ...a, [m]: { status: 'ready', start: answer } })),
      (error: PaymentApiError) => {
        asked.current.delete(m);
        if (mounted.current)
          setAttempts((a) => ({
            ...a,
            [m]: { status: 'error', message: error?.message || 'The payment could not be started. Try again.' },
          }));
      },
    );
  }, []);

  const waiting = confirming || paid;
  useEffect(() => {
    if (!waiting) start(method);
  }, [method, waiting, start]);
  useEffect(() => {
    if (panel.current) setAccent(getComputedStyle(panel.current).getPropertyValue('--pay-accent') || undefined);
  }, []);

  const attempt = attempts[method];
  const started = attempt?.status === 'ready' ? attempt.start : undefined;
  const anyStart = started ?? Object.values(attempts).find((a): a is Extract<Attempt, { status: 'ready' }> => a?.status === 'ready')?.start;
  const amount = anyStart ?? due;
  const description = anyStart?.description ?? due?.description;
  const currency = amount?.currency;
  const withUpi = upiOffered(currency);
  const amountLabel = amount ? formatMoney(amount.amount, amount.currency) : null;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const loading = attempt?.status === 'loading';

  return (
    <section className="pay" aria-labelledby={`${ids}-title`} ref={panel}>
      <Heading id={`${ids}-title`} className="pay-title">
        {heading}
      </Heading>
      {amountLabel || description ? (
        <dl className="pay-summary">
          {amountLabel ? (
            <div className="pay-summary-row">
              <dt>To pay</dt>
              <dd className="pay-amount" data-testid="pay-amount">
                {amountLabel}
              </dd>
            </div>
          ) : null}
          {description ? (
            <div className="pay-summary-row">
              <dt>For</dt>
              <dd className="pay-description">{description}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {note && !confirming && !paid ? <div className="pay-note">{note}</div> : null}

      {waiting ? (
        <div className="pay-confirming" role="status">
          <p className="pay-confirming-line">
            <span className="pay-spinner" aria-hidden="true" /> Payment received — confirming…
          </p>
          <p className="pay-muted">{afterPayment} This page updates by itself.</p>
        </div>
      ) : (
        <>
          {withUpi ? (
            <fieldset className="pay-methods" disabled={loading}>
              <legend>How would you like to pay?</legend>
              {(['UPI', 'CARD'] as const).map((m) => (
                <label key={m} className={`pay-method${method === m ? ' pay-method-on' : ''}`}>
                  <input type="radio" name={`${ids}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
                  {METHOD_LABEL[m]}
                </label>
              ))}
            </fieldset>
          ) : null}

          {method === 'CARD' ? (
            <section className="pay-part" aria-label="Card payment" aria-busy={loading || undefined}>
              {withUpi ? null : (
                <p className="pay-part-title" aria-hidden="true">
                  Pay by card
                </p>
              )}
              {attempt?.status === 'error' ? (
                <Problem
                  message={attempt.message}
                  hint={withUpi ? 'You can pay by UPI instead.' : undefined}
                  onRetry={() => start('CARD')}
                />
              ) : started?.clientSecret && started.publishableKey ? (
                <CardLoadBoundary upiOffered={withUpi}>
                  <Suspense fallback={<Waiting>Loading the card form…</Waiting>}>
                    <CardForm
                      clientSecret={started.clientSecret}
                      publishableKey={started.publishableKey}
                      amountLabel={amountLabel ?? ''}
                      returnUrl={returnUrl ?? window.location.href}
                      upiOffered={withUpi}
                      accent={accent}
                      onPaid={() => {
                        setPaid(true);
                        onPaid?.();
                      }}
                    />
                  </Suspense>
                </CardLoadBoundary>
              ) : started ? (
                <Problem message="Card payments are not available for this payment right now." onRetry={() => start('CARD')} />
              ) : (
                <Waiting>Preparing the card payment…</Waiting>
              )}
            </section>
          ) : (
            <section className="pay-part" aria-label="UPI payment" aria-busy={loading || undefined}>
              {attempt?.status === 'error' ? (
                <Problem message={attempt.message} onRetry={() => start('UPI')} />
              ) : started?.upiUri ? (
                <Upi start={started} amountLabel={amountLabel ?? ''} afterPayment={afterPayment} />
              ) : (
                <Waiting>Preparing the UPI payment…</Waiting>
              )}
            </section>
          )}
        </>
      )}
    </section>
  );
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p className="pay-waiting" role="status">
      <span className="pay-spinner" aria-hidden="true" /> {children}
    </p>
  );
}

function Problem({ message, hint, onRetry }: { message: string; hint?: string; onRetry: () => void }) {
  return (
    <div className="pay-problem" role="alert">
      <p>
        {message}
        {hint ? ` ${hint}` : ''}
      </p>
      <button type="button" className="pay-button pay-button-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The QR code is the server's SVG document shown as an image (never as markup), beside the same link for a phone. */
function Upi({ start, amountLabel, afterPayment }: { start: PaymentStart; amountLabel: string; afterPayment: string }) {
  const qr = start.qrSvg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.qrSvg)}` : null;
  return (
    <div className="pay-upi">
      {qr ? <img className="pay-qr" src={qr} width={200} height={200} alt={`QR code to pay ${amountLabel} by UPI`} /> : null}
      <div className="pay-upi-body">
        <p>Scan the code with any UPI app, or open the payment in a UPI app on this phone.</p>
        <a className="pay-button" href={start.upiUri!}>
          Open in a UPI app
        </a>
        <dl className="pay-reference">
          <dt>Reference</dt>
          <dd>
            <code>{start.reference}</code>
          </dd>
        </dl>
        <p className="pay-muted">{afterPayment} This page updates by itself.</p>
      </div>
    </div>
  );
}

/** The card chunk itself failing to load (offline since the page opened): said in the card region, not a blank page. */
class CardLoadBoundary extends Component<{ upiOffered: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="pay-problem" role="alert">
        <p>
          {this.props.upiOffered
            ? 'The card form could not load — check your connection, or pay by UPI.'
            : 'The card form could not load — check your connection and reload the page.'}
        </p>
      </div>
    );
  }
}
