import { Alert, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../app/session/SessionProvider';
import { hasUser } from '../app/session/types';
import { toaster } from '../app/ui/toaster';
import { AuthCard } from '../features/auth/AuthCard';
import { readServerError } from '../features/forms/server-errors';
import { ROLE } from '../features/settings/team/roles';
import { rest, type RestData } from '../app/api/rest-contract';
import { useUpdateSessionUser } from '../features/settings/use-session-user';

/**
 * Where an invitation's link lands: what it offers, then joining — signed in with the invited
 * address, or after signing in or creating an account with it (both come back here).
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const here = `${useLocation().pathname}?token=${encodeURIComponent(token)}`;
  const { state, logout } = useSession();
  const updateSessionUser = useUpdateSessionUser();
  // REST, not Apollo: this page is public, and the app's GraphQL client loads only behind sign-in.
  const [invitation, setInvitation] = useState<RestData<'/v1/workspace/invitations/preview', 'get'> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState('');
  const loading = Boolean(token) && !invitation && !error;

  useEffect(() => {
    if (!token) return;
    let live = true;
    rest('get', '/v1/workspace/invitations/preview', { query: { token } })
      .then((found) => live && setInvitation(found))
      .catch((err: unknown) => live && setError(err));
    return () => {
      live = false;
    };
  }, [token]);

  const user = hasUser(state.user) ? state.user : null;

  const join = async () => {
    setFailure('');
    setJoining(true);
    try {
      const workspace = await rest('post', '/v1/workspace/invitations/accept', { body: { token } });
      updateSessionUser({ currentWorkspaceId: workspace.id, emailVerified: true });
      toaster.success({ title: `Welcome to ${workspace.name}`, description: 'Its portals are in your list now.' });
      // A full load: nothing cached for the previous workspace may show.
      window.location.assign('/portals');
    } catch (err) {
      setFailure(readServerError(err).message);
      setJoining(false);
    }
  };

  let body;
  if (!token || (error && !invitation)) {
    body = (
      <Stack gap="5">
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>
            {token ? readServerError(error).message : 'This link has no invitation in it. Open the link from the email again.'}
          </Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand">
          <RouterLink to={user ? '/portals' : '/auth/login'}>{user ? 'Go to your portals' : 'Sign in'}</RouterLink>
        </Button>
      </Stack>
    );
  } else if (loading || !invitation) {
    body = (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner color="brand.solid" />
        <Text>Opening the invitation…</Text>
      </Stack>
    );
  } else if (invitation.expired) {
    body = (
      <Alert.Root status="warning" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>This invitation has expired. Ask {invitation.invitedBy ?? 'the person who invited you'} to send it again.</Alert.Title>
      </Alert.Root>
    );
  } else {
    const sameAddress = user && user.email.toLowerCase() === invitation.email.toLowerCase();
    body = (
      <Stack gap="5">
        <Box p="4" borderRadius="lg" bg="brand.subtle">
          <Text>
            <strong>{invitation.invitedBy ?? 'A teammate'}</strong> invited you to join <strong>{invitation.workspaceName}</strong> as{' '}
            {ROLE[invitation.role].a}.
          </Text>
          <Text mt="2" fontSize="sm" color="fg.muted">
            As {ROLE[invitation.role].a} you can {ROLE[invitation.role].can}.
          </Text>
        </Box>
        {failure && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {sameAddress ? (
          <Button colorPalette="brand" size="lg" loading={joining} loadingText="Joining" onClick={() => void join()}>
            Join {invitation.workspaceName}
          </Button>
        ) : user ? (
          <Stack gap="3">
            <Text>
              The invitation is for <strong>{invitation.email}</strong>, and you are signed in as <strong>{user.email}</strong>.
            </Text>
            <Button colorPalette="brand" onClick={() => void logout()}>
              Sign out, then continue as {invitation.email}
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <Text>
              The invitation is for <strong>{invitation.email}</strong>. Continue with that address:
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/auth/register" state={{ from: here, email: invitation.email }}>
                Create an account
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/auth/login" state={{ from: here }}>
                I have an account — sign in
              </RouterLink>
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return <AuthCard title="Join a workspace">{body}</AuthCard>;
}
