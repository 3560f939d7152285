import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Dialog, Heading, HStack, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLaptop, LuSmartphone } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { MySessionsQuery as MySessionsData } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { MySessionsQuery, RevokeOtherSessionsMutation, RevokeSessionMutation } from './security.documents';

type Session = MySessionsData['mySessions'][number];

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "5 minutes ago"; the server writes last-seen at most every five minutes, so under a minute is "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  return 'just now';
}

const isPhone = (device: string) => /iOS|Android|phone|tablet/i.test(device);

/** The builder's signed-in browsers, this one first, each one signed out on its own or all at once. */
export function SessionsCard() {
  const { data, dataState, error, refetch, loading } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  const [revokeSession] = useMutation(RevokeSessionMutation);
  const [revokeOthers, others] = useMutation(RevokeOtherSessionsMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const signOut = async (session: Session) => {
    setBusyId(session.id);
    try {
      await revokeSession({ variables: { id: session.id } });
      toaster.create({ type: 'success', title: 'Signed out', description: `${session.device} is signed out.` });
      await refetch();
    } catch (err) {
      toaster.create({ type: 'error', title: 'That session was not signed out', description: readServerError(err).message });
    } finally {
      setBusyId(null);
    }
  };

  const signOutOthers = async () => {
    try {
      const result = await revokeOthers();
      const n = result.data?.revokeOtherSessions.revoked ?? 0;
      toaster.create({ type: 'success', title: n === 1 ? '1 other session signed out' : `${n} other sessions signed out` });
      setConfirming(false);
      await refetch();
    } catch (err) {
      toaster.create({ type: 'error', title: 'Your other sessions were not signed out', description: readServerError(err).message });
    }
  };

  let body;
  if (error && dataState !== 'complete') {
    body = (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your sessions could not be loaded</Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (dataState !== 'complete') {
    body = (
      <Stack gap="3" aria-busy="true" aria-label="Loading sessions">
        <Skeleton h="14" borderRadius="md" />
        <Skeleton h="14" borderRadius="md" />
      </Stack>
    );
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Signed-in devices">
        {data.mySessions.map((session) => (
          <HStack as="li" key={session.id} gap="4" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} align="center">
            <Icon as={isPhone(session.device) ? LuSmartphone : LuLaptop} boxSize="5" color="fg.muted" aria-hidden />
            <Stack gap="0.5" flex="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="medium">{session.device}</Text>
                {session.current && <Badge colorPalette="green">This device</Badge>}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {[session.ip, session.current ? 'active now' : `last active ${timeAgo(session.lastSeenAt)}`].filter(Boolean).join(' · ')}
                {' · '}signed in {new Date(session.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </Text>
            </Stack>
            {!session.current && (
              <Button
                size="sm"
                variant="outline"
                loading={busyId === session.id}
                loadingText="Signing out"
                disabled={busyId !== null || others.loading}
                aria-label={`Sign out ${session.device}${session.ip ? ` (${session.ip})` : ''}`}
                onClick={() => void signOut(session)}
              >
                Sign out
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    );
  }

  const otherCount = data?.mySessions.filter((s) => !s.current).length ?? 0;
  return (
    <Card.Root as="section" aria-labelledby="settings-sessions" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-sessions" as="h2" size="md">
          Where you are signed in
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Sign out a device you do not recognise, then change your password.
        </Text>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
      {dataState === 'complete' && (
        <Card.Footer justifyContent="space-between" gap="4" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {otherCount === 0
              ? 'This is the only device signed in.'
              : `${otherCount} other ${otherCount === 1 ? 'device' : 'devices'} signed in.`}
          </Text>
          <Button variant="outline" colorPalette="red" disabled={otherCount === 0 || busyId !== null} onClick={() => setConfirming(true)}>
            Sign out of other sessions
          </Button>
        </Card.Footer>
      )}
      <DialogShell open={confirming} onClose={() => setConfirming(false)} busy={others.loading} role="alertdialog">
        <Dialog.Header>
          <Dialog.Title>Sign out of every other session?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            {otherCount === 1 ? 'The other device' : `All ${otherCount} other devices`} will have to sign in again. This device stays signed
            in.
          </Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={others.loading}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={others.loading} loadingText="Signing out" onClick={() => void signOutOthers()}>
            Sign out others
          </Button>
        </Dialog.Footer>
      </DialogShell>
    </Card.Root>
  );
}
