import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';

/**
 * The card part of the payment panel, loaded only when a card payment is shown (a chunk of its own:
 * Stripe's React bindings and loader never weigh on a page that takes no card). Stripe.js comes from
 * js.stripe.com; when it cannot load (offline, blocked) the payer reads why, in the panel, and can try
 * again. The card is confirmed in the page (`redirect: 'if_required'`): only a bank that insists takes
 * the payer away, and brings them back to `returnUrl`.
 */

/** Stripe.js not loaded after this long is as good as not loading: the payer is told rather than left waiting. */
const LOAD_TIMEOUT_MS = 20_000;

const instances = new Map<string, Promise<Stripe | null>>();

/** One Stripe per publishable key, for every panel of the page; a failed load is forgotten, so a retry loads again. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let found = instances.get(publishableKey);
  if (!found) {
    found = Promise.race([
      loadStripe(publishableKey),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Stripe.js took too long to load.')), LOAD_TIMEOUT_MS)),
    ]);
    instances.set(publishableKey, found);
    found.catch(() => instances.delete(publishableKey));
  }
  return found;
}

export interface CardFormProps {
  clientSecret: string;
  publishableKey: string;
  /** "$25.00": on the pay button. */
  amountLabel: string;
  /** Where a bank's redirect (3-D Secure) brings the payer back. */
  returnUrl: string;
  /** UPI is offered beside the card: the failure message points to it. */
  upiOffered: boolean;
  /** Stripe took the payment: the page now waits for the server to see it. */
  onPaid: () => void;
  /** The page's accent colour (a hex, rgb() or hsl() value), for Stripe's fields inside their frame. */
  accent?: string;
}

const plainColour = (value: string | undefined) =>
  value && /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i.test(value.trim()) ? value.trim() : undefined;

export default function CardForm({ clientSecret, publishableKey, amountLabel, returnUrl, upiOffered, onPaid, accent }: CardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null | 'failed' | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStripe(undefined);
    stripeFor(publishableKey).then(
      (s) => live && setStripe(s ?? 'failed'),
      () => live && setStripe('failed'),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  if (stripe === 'failed' || stripe === null) return <LoadFailed upiOffered={upiOffered} onRetry={() => setAttempt((n) => n + 1)} />;
  if (stripe === undefined)
    return (
      <p className="pay-waiting" role="status">
        <span className="pay-spinner" aria-hidden="true" /> Loading the card form…
      </p>
    );
  const colorPrimary = plainColour(accent);
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, appearance: { theme: 'stripe', ...(colorPrimary ? { variables: { colorPrimary } } : {}) } }}
    >
      <CheckoutForm amountLabel={amountLabel} returnUrl={returnUrl} upiOffered={upiOffered} onPaid={onPaid} />
    </Elements>
  );
}

function LoadFailed({ upiOffered, onRetry }: { upiOffered: boolean; onRetry: () => void }) {
  return (
    <div className="pay-problem" role="alert">
      <p>
        {upiOffered
          ? 'The card form could not load — check your connection, or pay by UPI.'
          : 'The card form could not load — check your connection and try again.'}
      </p>
      <button type="button" className="pay-button pay-button-secondary" onClick={onRetry}>
        Try loading it again
      </button>
    </div>
  );
}

function CheckoutForm({ amountLabel, returnUrl, upiOffered, onPaid }: Omit<CardFormProps, 'clientSecret' | 'publishableKey' | 'accent'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (result.error) {
        setError(result.error.message ?? 'The payment did not go through. Check the card and try again.');
        setBusy(false);
        return;
      }
      onPaid();
    } catch {
      setError('The payment could not be sent — check your connection and try again.');
      setBusy(false);
    }
  };

  if (loadFailed) return <LoadFailed upiOffered={upiOffered} onRetry={() => setLoadFailed(false)} />;
  return (
    <form className="pay-card-form" onSubmit={submit} aria-busy={busy || undefined}>
      {!ready ? (
        <p className="pay-waiting" role="status">
          <span className="pay-spinner" aria-hidden="true" /> Loading the card form…
        </p>
      ) : null}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setLoadFailed(true)} />
      {error ? (
        <p className="pay-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="pay-button" disabled={!stripe || !elements || !ready || busy} aria-busy={busy || undefined}>
        {busy ? 'Paying…' : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
