import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../app/session/SessionProvider';
import { hasUser } from '../app/session/types';
import { confirmEmailChange } from '../features/auth/account.api';
import { AuthCard } from '../features/auth/AuthCard';

/** /auth/confirm-email?token=: the link sent to a new address; the change takes effect here. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, setSession } = useSession();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // One request per link: React's development double effect must not spend the single-use token twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setResult({ ok: false, message: 'This link has no token. Open the link from the email again.' });
      return;
    }
    confirmEmailChange(token)
      .then((user) => {
        if (hasUser(state.user) && state.user.id === user.id) setSession({ ...state.user, email: user.email, emailVerified: true });
        setResult({ ok: true, message: `Your account now signs in with ${user.email}.` });
      })
      .catch((error: Error) => setResult({ ok: false, message: error.message }));
  }, [token, state.user, setSession]);

  const signedIn = hasUser(state.user);
  return (
    <AuthCard title="Confirm your new email">
      {!result ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner color="brand.solid" />
          <Text>Confirming your new email…</Text>
        </Stack>
      ) : (
        <Stack gap="5">
          <Alert.Root status={result.ok ? 'success' : 'error'} borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{result.message}</Alert.Title>
              {!result.ok && <Alert.Description>Ask for a new link in Settings → Security: it works for 24 hours.</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to={signedIn ? '/settings' : '/auth/login'}>{signedIn ? 'Back to your settings' : 'Sign in'}</RouterLink>
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
