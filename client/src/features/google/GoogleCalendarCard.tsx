import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Dialog, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LuCalendarCheck, LuCalendarPlus, LuCalendarX, LuRefreshCw, LuVideo } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { CalendarAccountFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { LoadError } from '../services/ScreenStates';
import { CalendarChoices } from './CalendarChoices';
import {
  CalendarConnectionQuery,
  CalendarOptionsQuery,
  DisconnectGoogleCalendarMutation,
  StartGoogleCalendarConnectMutation,
} from './google.documents';
import { goToGoogle, rememberCalendarReturn } from './google-trip';
import { GoogleMark } from './GoogleMark';

/**
 * The builder's Google Calendar: connect it, see how the connection stands, choose the calendars that
 * block booking times and the one that holds the calls, or disconnect. One connection per builder: it
 * serves every service and booking page of theirs, in Settings → Calendar and a portal's Integrations.
 */
export function GoogleCalendarCard() {
  const headingId = useId();
  const { data, dataState, error, refetch, loading } = useQuery(CalendarConnectionQuery);
  const connection = dataState === 'complete' && data.calendarConnection.connected ? data.calendarConnection.connection : null;

  let badge: ReactNode = null;
  let body: ReactNode;
  if (error && dataState !== 'complete') {
    const problem = readServerError(error);
    body =
      problem.code === 'NOT_CONFIGURED' ? (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Google Calendar is not set up on this Portico server</Alert.Title>
            <Alert.Description>{problem.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <LoadError title="Google Calendar could not be loaded" error={problem} retrying={loading} onRetry={() => void refetch()} />
      );
  } else if (dataState !== 'complete') {
    body = (
      <Stack gap="4" aria-busy="true" aria-label="Loading Google Calendar">
        <SkeletonText noOfLines={3} gap="3" />
        <Skeleton h="10" w="56" borderRadius="md" />
      </Stack>
    );
  } else if (!connection) {
    badge = <Badge colorPalette="gray">Not connected</Badge>;
    body = <NotConnected />;
  } else if (connection.status === 'NEEDS_RECONNECT') {
    badge = <Badge colorPalette="orange">Needs reconnecting</Badge>;
    body = <NeedsReconnect connection={connection} />;
  } else {
    badge = <Badge colorPalette="green">Connected</Badge>;
    body = (
      <Stack gap="6">
        <AccountRow connection={connection} />
        <CalendarChoices />
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} borderRadius="xl">
      <Card.Header>
        <HStack gap="4" align="flex-start">
          <Box p="2.5" borderWidth="1px" borderRadius="lg" bg="bg" flexShrink={0}>
            <GoogleMark size={24} />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="3" flexWrap="wrap">
              <Heading id={headingId} as="h2" size="md">
                Google Calendar
              </Heading>
              {badge}
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              Keep your booking pages in step with your own calendar.
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

const WHAT_IT_DOES = [
  { icon: LuCalendarX, text: 'Busy times on the calendars you choose hide those times on your booking pages.' },
  { icon: LuCalendarCheck, text: 'Confirmed calls are added to your calendar, with the guest invited.' },
  { icon: LuVideo, text: 'Services set to Google Meet get their own Meet link for each call.' },
];

function NotConnected() {
  const { connect, opening } = useConnect();
  return (
    <Stack gap="5">
      <Stack as="ul" gap="3" listStyleType="none">
        {WHAT_IT_DOES.map(({ icon, text }) => (
          <HStack as="li" key={text} gap="3" align="flex-start">
            <Box as={icon} boxSize="5" color="brand.fg" mt="0.5" aria-hidden="true" flexShrink={0} />
            <Text>{text}</Text>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Portico reads when you are busy, not what your events say. You can disconnect at any time.
      </Text>
      <Button alignSelf="flex-start" colorPalette="brand" loading={opening} loadingText="Opening Google" onClick={() => void connect()}>
        <LuCalendarPlus />
        Connect Google Calendar
      </Button>
    </Stack>
  );
}

function NeedsReconnect({ connection }: { connection: CalendarAccountFieldsFragment }) {
  const { connect, opening } = useConnect();
  return (
    <Stack gap="5">
      <Alert.Root status="warning" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Google no longer accepts Portico’s access to {connection.accountEmail}</Alert.Title>
          <Alert.Description>
            <Stack gap="1">
              {connection.statusReason && <Text>{connection.statusReason}</Text>}
              <Text>
                Your booking pages keep working without the calendar meanwhile: busy times are not checked and new calls are not added until
                you reconnect.
              </Text>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button alignSelf="flex-start" colorPalette="brand" loading={opening} loadingText="Opening Google" onClick={() => void connect()}>
        <LuRefreshCw />
        Reconnect
      </Button>
      <AccountRow connection={connection} />
    </Stack>
  );
}

/** Asks the server for Google's consent screen and goes there, remembering this page to come back to. */
function useConnect() {
  const [start] = useMutation(StartGoogleCalendarConnectMutation);
  const [opening, setOpening] = useState(false);
  const { pathname, search } = useLocation();
  const connect = async () => {
    setOpening(true);
    try {
      const result = await start();
      const url = result.data?.startGoogleCalendarConnect.url;
      if (!url) throw new Error('Google’s address did not come back. Try again.');
      rememberCalendarReturn(pathname + search);
      // The button keeps spinning while the browser leaves for Google.
      goToGoogle(url);
    } catch (error) {
      setOpening(false);
      toaster.create({ type: 'error', title: 'Google Calendar could not be opened', description: readServerError(error).message });
    }
  };
  return { connect, opening };
}

function AccountRow({ connection }: { connection: CalendarAccountFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const since = new Date(connection.connectedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <HStack justify="space-between" gap="4" flexWrap="wrap" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" truncate>
          {connection.accountEmail}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Connected since {since}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Disconnect
      </Button>
      {confirming && <DisconnectDialog email={connection.accountEmail} onClose={() => setConfirming(false)} />}
    </HStack>
  );
}

function DisconnectDialog({ email, onClose }: { email: string; onClose(): void }) {
  const client = useApolloClient();
  const [disconnect, { loading }] = useMutation(DisconnectGoogleCalendarMutation, {
    // CalendarStatus has no id: the answer goes where the card reads it, and the calendars are forgotten.
    update: (cache, { data }) => {
      if (!data) return;
      cache.writeQuery({ query: CalendarConnectionQuery, data: { calendarConnection: data.disconnectGoogleCalendar } });
      cache.evict({ fieldName: 'calendarOptions' });
      cache.gc();
    },
  });
  const confirm = async () => {
    try {
      await disconnect();
      toaster.create({ type: 'success', title: 'Google Calendar disconnected' });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Google Calendar was not disconnected', description: readServerError(error).message });
      void client.refetchQueries({ include: [CalendarConnectionQuery, CalendarOptionsQuery] });
    }
  };
  return (
    <DialogShell role="alertdialog" onClose={onClose} busy={loading}>
      <Dialog.Header>
        <Dialog.Title>Disconnect Google Calendar?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description as="div">
          <Stack gap="3">
            <Text>
              Portico’s access to {email} is removed at Google. Busy times stop hiding booking slots, and new calls are no longer added to
              your calendar; Google Meet services get no new links.
            </Text>
            <Text>Events already added to your calendar stay there.</Text>
          </Stack>
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="red" loading={loading} loadingText="Disconnecting" onClick={() => void confirm()}>
          Disconnect
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
