import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, type PortalApiError, type Schemas } from '../api';
import { useSession } from '../session';
import { SignInCard } from '../SignInCard';
import { Alert, Button, Card } from '../ui/ui';

/**
 * The page an emailed link opens. Signing in takes a click (a POST): mail scanners that fetch links, and
 * even run their scripts, never press it, so they cannot use the link up.
 */
export default function MagicLinkPage() {
  const { portal, signedIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const returnTo = params.get('returnTo');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PortalApiError | null>(null);

  const signIn = async () => {
    setBusy(true);
    try {
      signedIn(await call<Schemas['CustomerSignIn']>('POST', '/customer/auth/verify', { body: { token } }));
      navigate(returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', { replace: true });
    } catch (e) {
      setFailure(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };

  if (failure)
    return (
      <div className="p-narrow">
        <Alert>
          {failure.code === 'BAD_USER_INPUT'
            ? (failure.details?.token ?? 'This sign-in link has expired or was already used.')
            : failure.message}
        </Alert>
        <SignInCard
          returnTo={returnTo ?? undefined}
          title="Get a new link"
          intro="Enter your email and we’ll send you a fresh sign-in link."
        />
      </div>
    );

  return (
    <div className="p-narrow">
      <Card className="p-signin">
        <h1 className="p-h2">Sign in to {portal.basicInfo.title || portal.name}</h1>
        <p className="p-muted">You’re one click away. The link works once.</p>
        <Button onClick={() => void signIn()} busy={busy} disabled={!token}>
          Sign in
        </Button>
        {!token ? <Alert>This link is incomplete — open the link from the email again.</Alert> : null}
      </Card>
    </div>
  );
}
