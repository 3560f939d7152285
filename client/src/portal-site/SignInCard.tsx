import { useEffect, useState, type FormEvent } from 'react';
import { SIGN_IN_CODE_DIGITS } from '../../../server/modules/customer/customer.limits';
import { call, type PortalApiError, type Schemas } from './api';
import { useSession } from './session';
import { Alert, Button, Card, TextField } from './ui/ui';

const RESEND_SECONDS = 30;

/** Sign in by email: a link for this browser, and the code from the same email as the other way in. */
export function SignInCard({ returnTo, title = 'Sign in', intro }: { returnTo?: string; title?: string; intro?: string }) {
  const { portal, signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!email.trim()) return setError({ message: 'Please enter your email.', field: 'email' });
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/customer/users/login/send-magic-link', { body: { portalSlug: portal.slug, email: email.trim(), returnTo } });
      setSentTo(email.trim());
      setWait(RESEND_SECONDS);
    } catch (e) {
      const err = e as PortalApiError;
      setError({ message: err.details?.email ?? err.message, field: err.details?.email ? 'email' : undefined });
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      signedIn(
        await call<Schemas['CustomerSignIn']>('POST', '/customer/auth/verify', {
          body: { portalSlug: portal.slug, email: sentTo, code: code.trim() },
        }),
      );
    } catch (e) {
      const err = e as PortalApiError;
      setError({ message: err.details?.code ?? err.message, field: 'code' });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo)
    return (
      <Card className="p-signin">
        <h2>Check your email</h2>
        <p className="p-muted">
          We sent a sign-in link to <strong>{sentTo}</strong>. Open it in this browser — or type the {SIGN_IN_CODE_DIGITS}-digit code from
          the email here.
        </p>
        <form onSubmit={verify} noValidate>
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGN_IN_CODE_DIGITS}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={error?.field === 'code' ? error.message : undefined}
          />
          <Button type="submit" busy={busy} disabled={code.length !== 6}>
            Sign in with the code
          </Button>
        </form>
        <div className="p-row">
          <Button variant="ghost" onClick={() => void send()} disabled={wait > 0 || busy}>
            {wait > 0 ? `Send again in ${wait}s` : 'Send a new link'}
          </Button>
          <Button variant="ghost" onClick={() => (setSentTo(null), setCode(''), setError(null))}>
            Use another email
          </Button>
        </div>
        {error && error.field !== 'code' ? <Alert>{error.message}</Alert> : null}
      </Card>
    );

  return (
    <Card className="p-signin">
      <h2>{title}</h2>
      <p className="p-muted">
        {intro ?? `Enter your email and we’ll send you a link to sign in to ${portal.basicInfo.title || portal.name}. No password needed.`}
      </p>
      <form onSubmit={send} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error?.field === 'email' ? error.message : undefined}
        />
        <Button type="submit" busy={busy}>
          Email me a sign-in link
        </Button>
      </form>
      {error && error.field !== 'email' ? <Alert>{error.message}</Alert> : null}
    </Card>
  );
}
