import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { Alert, Badge, Box, Button, Checkbox, Heading, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { toaster } from '../../app/ui/toaster';
import type { CalendarOptionsFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import {
  CalendarConnectionQuery,
  CalendarOptionsQuery,
  SetCalendarHostMutation,
  UpdateCalendarConflictsMutation,
} from './google.documents';

/** Calendars the account may write to: the only ones that can hold the calls (as the server checks). */
const WRITABLE = new Set(['owner', 'writer']);

/** CalendarOptions has no id: a saved choice is written where the card reads it, both queries. */
function keep(cache: ApolloCache, options: CalendarOptionsFieldsFragment) {
  cache.writeQuery({ query: CalendarOptionsQuery, data: { calendarOptions: options } });
  cache.writeQuery({
    query: CalendarConnectionQuery,
    data: { calendarConnection: { connected: true, connection: options.connection } },
  });
}

/** The connected account's calendars: which block booking times, and which one holds the calls. */
export function CalendarChoices() {
  const conflictsId = useId();
  const hostId = useId();
  const { data, dataState, error, refetch, loading } = useQuery(CalendarOptionsQuery);
  const client = useApolloClient();
  // Asking Google for the calendars is how Portico finds its access refused: the card then asks to reconnect.
  const refused =
    dataState === 'complete' && data.calendarOptions.connection.status !== 'CONNECTED' ? data.calendarOptions.connection : null;
  useEffect(() => {
    if (refused)
      client.cache.writeQuery({ query: CalendarConnectionQuery, data: { calendarConnection: { connected: true, connection: refused } } });
  }, [client, refused]);
  const [saveConflicts, conflicts] = useMutation(UpdateCalendarConflictsMutation, {
    update: (cache, { data }) => data && keep(cache, data.updateCalendarConflicts),
  });
  const [saveHost, host] = useMutation(SetCalendarHostMutation, {
    update: (cache, { data }) => data && keep(cache, data.setCalendarHost),
  });

  if (error && dataState !== 'complete') {
    const problem = readServerError(error);
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{problem.code === 'TIMEOUT' ? 'Google did not answer' : 'Your calendars could not be loaded'}</Alert.Title>
          <Alert.Description>{problem.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (dataState !== 'complete')
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading your calendars">
        <Skeleton h="5" w="48" />
        <Skeleton h="20" borderRadius="lg" />
        <Skeleton h="10" w="72" borderRadius="md" />
      </Stack>
    );

  const options = data.calendarOptions;
  const { calendars, connection } = options;
  const chosen = new Set(connection.conflictCalendarIds);
  const writable = calendars.filter((c) => WRITABLE.has(c.accessRole));
  const hostKnown = connection.hostCalendarId === null || writable.some((c) => c.id === connection.hostCalendarId);
  const saving = conflicts.loading || host.loading;
  const nameOf = (id: string) => calendars.find((c) => c.id === id)?.summary ?? id;

  const failed = (err: unknown, title: string) => {
    const { code, message } = readServerError(err);
    toaster.create({ type: 'error', title, description: message });
    // Refused because Google no longer accepts the access (or it was disconnected elsewhere): show how it stands.
    if (code === 'CONFLICT') void client.refetchQueries({ include: [CalendarConnectionQuery, CalendarOptionsQuery] });
  };

  const toggle = async (id: string, on: boolean) => {
    const ids = on ? [...connection.conflictCalendarIds, id] : connection.conflictCalendarIds.filter((c) => c !== id);
    try {
      await saveConflicts({
        variables: { input: { conflictCalendarIds: ids } },
        optimisticResponse: { updateCalendarConflicts: { ...options, connection: { ...connection, conflictCalendarIds: ids } } },
      });
      toaster.create({
        type: 'success',
        title: 'Calendars saved',
        description: on ? `Busy times in “${nameOf(id)}” now hide booking slots.` : `“${nameOf(id)}” no longer hides booking slots.`,
      });
    } catch (err) {
      failed(err, 'Your calendars were not saved');
    }
  };

  const choose = async (id: string | null) => {
    try {
      await saveHost({
        variables: { input: { hostCalendarId: id } },
        optimisticResponse: { setCalendarHost: { ...options, connection: { ...connection, hostCalendarId: id } } },
      });
      toaster.create({
        type: 'success',
        title: 'Calendar for calls saved',
        description: id ? `Confirmed calls will be added to “${nameOf(id)}”.` : 'Confirmed calls will not be added to a calendar.',
      });
    } catch (err) {
      failed(err, 'The calendar for calls was not saved');
    }
  };

  if (calendars.length === 0)
    return (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>Google lists no calendars for {connection.accountEmail}. Add one in Google Calendar, then come back.</Alert.Title>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
          Refresh
        </Button>
      </Alert.Root>
    );

  return (
    <Stack gap="6">
      <Stack gap="3" role="group" aria-labelledby={conflictsId}>
        <Box>
          <Heading id={conflictsId} as="h3" size="sm">
            Check for conflicts
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Busy times in the calendars you tick hide those times on your booking pages.
          </Text>
        </Box>
        <Stack gap="0" borderWidth="1px" borderRadius="lg" divideY="1px">
          {calendars.map((c) => (
            <Checkbox.Root
              key={c.id}
              px="4"
              py="3"
              colorPalette="brand"
              checked={chosen.has(c.id)}
              disabled={saving}
              onCheckedChange={(e) => void toggle(c.id, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label display="flex" alignItems="center" gap="2" minW="0" fontWeight="normal">
                <Box boxSize="3" borderRadius="full" flexShrink={0} bg={c.backgroundColor ?? 'gray.400'} aria-hidden="true" />
                <Text as="span" truncate>
                  {c.summary}
                </Text>
                {c.primary && (
                  <Badge size="sm" variant="surface" flexShrink={0}>
                    primary
                  </Badge>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Stack>

      <Stack gap="3">
        <Box>
          <Heading id={hostId} as="h3" size="sm">
            Add calls to
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Each confirmed call becomes an event here, with the guest invited. Google Meet services make their links on this calendar.
          </Text>
        </Box>
        <NativeSelect.Root maxW="sm" disabled={saving}>
          <NativeSelect.Field
            aria-labelledby={hostId}
            value={connection.hostCalendarId ?? ''}
            onChange={(e) => void choose(e.target.value || null)}
          >
            {writable.map((c) => (
              <option key={c.id} value={c.id}>
                {c.primary ? `${c.summary} (primary)` : c.summary}
              </option>
            ))}
            {!hostKnown && <option value={connection.hostCalendarId ?? ''}>A calendar you can no longer write to</option>}
            <option value="">Don’t add calls to a calendar</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {connection.hostCalendarId === null && (
          <Text fontSize="sm" color="fg.warning">
            Without a calendar for calls, Google Meet services get no Meet links.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
