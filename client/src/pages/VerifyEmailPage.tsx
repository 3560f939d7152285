import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../app/session/SessionProvider';
import { hasUser } from '../app/session/types';
import { verifyEmail } from '../features/auth/auth.api';
import { AuthCard } from '../features/auth/AuthCard';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, setSession } = useSession();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setResult({ ok: false, message: 'This link has no token. Open the link from the email again.' });
      return;
    }
    verifyEmail(token)
      .then((user) => {
        if (hasUser(state.user) && state.user.id === user.id) setSession(user);
        setResult({ ok: true, message: `${user.email} is confirmed. Thank you!` });
      })
      .catch((error: Error) => setResult({ ok: false, message: error.message }));
  }, [token, state.user, setSession]);

  return (
    <AuthCard title="Confirm your email">
      {!result ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner color="brand.solid" />
          <Text>Confirming your email…</Text>
        </Stack>
      ) : (
        <Stack gap="5">
          <Alert.Root status={result.ok ? 'success' : 'error'} borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{result.message}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to={hasUser(state.user) ? '/portals' : '/auth/login'}>
              {hasUser(state.user) ? 'Go to your portals' : 'Sign in'}
            </RouterLink>
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
