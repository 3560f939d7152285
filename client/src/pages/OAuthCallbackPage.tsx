import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { rest } from '../app/api/rest-contract';
import { useSession } from '../app/session/SessionProvider';
import { toaster } from '../app/ui/toaster';
import { AuthCard } from '../features/auth/AuthCard';
import { readServerError } from '../features/forms/server-errors';
import { CALENDAR_SETTINGS_PATH, takeCalendarReturn, takeGoogleTrip } from '../features/google/google-trip';

interface Screen {
  title: string;
  working: string;
}
interface Failure {
  message: string;
  back: { to: string; label: string };
}

const CALENDAR: Screen = { title: 'Google Calendar', working: 'Connecting Google Calendar…' };
const SIGN_IN: Screen = { title: 'Sign in with Google', working: 'Signing you in with Google…' };
const LINK: Screen = { title: 'Link Google', working: 'Linking your Google account…' };
const TO_SIGN_IN = { to: '/auth/login', label: 'Back to sign in' };

/**
 * Where Google sends the browser back: /oauthCallback/calendar (connecting Google Calendar, signed in)
 * and /oauthCallback/google (Continue with Google, or linking Google in Settings). Over REST like the
 * other screens outside the signed-in app, which carries Apollo.
 */
export default function OAuthCallbackPage() {
  const where = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setSession } = useSession();
  const [screen, setScreen] = useState(where === 'calendar' ? CALENDAR : SIGN_IN);
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Google's code works once: StrictMode's second run of this effect must not send it again.
    if (started.current) return;
    started.current = true;
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    const refused = params.has('error');
    const fail = (message: string, back: Failure['back']) => setFailure({ message, back });
    const failWith = (back: Failure['back']) => (error: unknown) => fail(readServerError(error).message, back);

    if (where === 'calendar') {
      const to = takeCalendarReturn();
      const back = { to, label: to === CALENDAR_SETTINGS_PATH ? 'Back to Settings → Calendar' : 'Back to where you were' };
      if (refused) return fail('You did not give Portico access to Google Calendar.', back);
      if (!code || !state) return fail('Google sent no code back. Connect Google Calendar again.', back);
      rest('post', '/v1/integrations/calendar/google', { body: { code, state } })
        .then(() => {
          toaster.create({ type: 'success', title: 'Google Calendar connected' });
          navigate(to, { replace: true });
        })
        .catch(failWith(back));
      return;
    }

    if (where === 'google') {
      const trip = takeGoogleTrip();
      const linking = trip?.purpose === 'LINK';
      const back = linking ? { to: '/settings', label: 'Back to Settings' } : TO_SIGN_IN;
      if (linking) setScreen(LINK);
      if (refused) return fail(linking ? 'Linking Google was cancelled.' : 'Google sign-in was cancelled.', back);
      if (!trip || !code || trip.state !== state)
        return fail('This Google sign-in did not start in this browser. Start again.', TO_SIGN_IN);
      const body = { code, state, codeVerifier: trip.verifier, redirectUri: trip.redirectUri };
      if (linking) {
        rest('post', '/v1/auth/google/link', { body })
          .then(() => {
            toaster.create({ type: 'success', title: 'Google linked', description: 'Next time, “Continue with Google” signs you in.' });
            navigate('/settings', { replace: true });
          })
          .catch(failWith(back));
      } else {
        rest('post', '/v1/auth/google-connect', { body })
          .then(({ token, user }) => {
            setSession(user, token);
            navigate('/portals', { replace: true });
          })
          .catch(failWith(back));
      }
      return;
    }

    fail('Portico does not know this return address.', { to: '/portals', label: 'Go to your portals' });
  }, [where, params, navigate, setSession]);

  return (
    <AuthCard title={screen.title}>
      {failure ? (
        <Stack gap="5">
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{failure.message}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to={failure.back.to} replace>
              {failure.back.label}
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner color="brand.solid" />
          <Text>{screen.working}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
