import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, EmptyState, Heading, HStack, Link, Skeleton, Stack, Tabs, Text, VStack } from '@chakra-ui/react';
import { Fragment, lazy, Suspense, useState } from 'react';
import { LuCalendarClock, LuVideo } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import type { CallPageFragment, CallPaymentStatus, CallStatus, HostCallFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { BookingLink } from '../services/BookingLink';
import { LoadError, LoadingCards } from '../services/ScreenStates';
import { formatInZone } from '../services/week-hours';
import { CallActionDialog, type CallAction } from './CallDialogs';
import { CallFeedCard } from './CallFeedCard';
import { AcceptCallMutation, CallRequestsQuery, CallsHostQuery, PastCallsQuery, UpcomingCallsQuery } from './calls.documents';

// FullCalendar is a chunk of its own, fetched when the week view is opened.
const CallsWeekCalendar = lazy(() => import('./CallsWeekCalendar'));

const STATUS: Record<CallStatus, { label: string; color: string }> = {
  AWAITING_PAYMENT: { label: 'Awaiting payment', color: 'yellow' },
  REQUESTED: { label: 'Request', color: 'orange' },
  CONFIRMED: { label: 'Confirmed', color: 'green' },
  COMPLETED: { label: 'Completed', color: 'gray' },
  CANCELLED: { label: 'Cancelled', color: 'red' },
  DECLINED: { label: 'Declined', color: 'red' },
};

/** A paid call's payment; a free call (NONE) shows nothing. */
const PAYMENT: Record<Exclude<CallPaymentStatus, 'NONE'>, { label: string; color: string }> = {
  PENDING: { label: 'Payment pending', color: 'orange' },
  PAID: { label: 'Paid', color: 'green' },
  FAILED: { label: 'Payment failed', color: 'red' },
  PARTIALLY_REFUNDED: { label: 'Partly refunded', color: 'purple' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
};

/** The builder's calls: upcoming, requests, past, a week calendar, and the calendar feed. */
export function CallsScreen() {
  const host = useQuery(CallsHostQuery);
  const [tab, setTab] = useState('upcoming');
  if (host.error && host.dataState !== 'complete')
    return (
      <LoadError title="Your calls could not be loaded" error={host.error} retrying={host.loading} onRetry={() => void host.refetch()} />
    );
  if (host.dataState !== 'complete') return <LoadingCards label="Loading your calls" />;
  const { timezone, username } = host.data.me;

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="calls-heading" borderRadius="xl">
        <Card.Header>
          <Heading id="calls-heading" as="h2" size="md">
            Calls
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Times in your time zone, {timezone.replace(/_/g, ' ')}.
          </Text>
        </Card.Header>
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit variant="line">
            <Tabs.List>
              <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
              <Tabs.Trigger value="requests">Requests</Tabs.Trigger>
              <Tabs.Trigger value="past">Past</Tabs.Trigger>
              <Tabs.Trigger value="week">Week</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="upcoming">
              <CallList kind="upcoming" timezone={timezone} username={username} />
            </Tabs.Content>
            <Tabs.Content value="requests">
              <CallList kind="requests" timezone={timezone} username={username} />
            </Tabs.Content>
            <Tabs.Content value="past">
              <CallList kind="past" timezone={timezone} username={username} />
            </Tabs.Content>
            <Tabs.Content value="week">
              <Suspense fallback={<Skeleton h="96" aria-label="Loading the calendar" />}>
                <CallsWeekCalendar timezone={timezone} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <CallFeedCard />
    </Stack>
  );
}

/** A Google Meet call's link, made on the host's Google Calendar when the call is confirmed. */
function MeetLink({ call }: { call: HostCallFieldsFragment }) {
  if (call.location.value)
    return (
      <Link href={call.location.value} target="_blank" rel="noreferrer" fontSize="sm" color="brand.fg" alignSelf="flex-start">
        <LuVideo aria-hidden="true" />
        Join on Google Meet
      </Link>
    );
  if (call.status === 'CANCELLED' || call.status === 'DECLINED' || call.status === 'COMPLETED') return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Google Meet: the link is made on your Google Calendar once the call is confirmed.
    </Text>
  );
}

function PaymentBadge({ call }: { call: HostCallFieldsFragment }) {
  const payment = call.paymentStatus === 'NONE' ? undefined : PAYMENT[call.paymentStatus];
  // "Awaiting payment" already says the payment is pending.
  if (!payment || (call.status === 'AWAITING_PAYMENT' && call.paymentStatus === 'PENDING')) return null;
  return (
    <Badge variant="outline" colorPalette={payment.color}>
      {payment.label}
    </Badge>
  );
}

const QUERIES = { upcoming: UpcomingCallsQuery, requests: CallRequestsQuery, past: PastCallsQuery } as const;
const EMPTY = {
  upcoming: 'No upcoming calls.',
  requests: 'No requests wait for you.',
  past: 'No past calls.',
};

function pageOf(data: unknown): CallPageFragment | undefined {
  const d = data as { upcomingCalls?: CallPageFragment; callRequests?: CallPageFragment; pastCalls?: CallPageFragment } | undefined;
  return d?.upcomingCalls ?? d?.callRequests ?? d?.pastCalls;
}

function CallList({ kind, timezone, username }: { kind: keyof typeof QUERIES; timezone: string; username: string | null | undefined }) {
  const client = useApolloClient();
  const { data, dataState, error, refetch, loading, fetchMore } = useQuery(QUERIES[kind] as typeof UpcomingCallsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [accept] = useMutation(AcceptCallMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [action, setAction] = useState<CallAction | null>(null);
  const [more, setMore] = useState(false);
  // Every list on screen (the call moved between them), not only this one.
  const refresh = () => void client.refetchQueries({ include: 'active' });

  if (error && dataState !== 'complete')
    return <LoadError title="These calls could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  const page = pageOf(data);
  if (!page) return <LoadingCards label="Loading calls" count={2} />;

  const doAccept = async (call: HostCallFieldsFragment) => {
    setBusyId(call.id);
    try {
      await accept({ variables: { id: call.id } });
      toaster.create({ type: 'success', title: 'Call accepted', description: `${call.guest.name} is emailed.` });
      refresh();
    } catch (err) {
      toaster.create({ type: 'error', title: 'The call was not accepted', description: readServerError(err).message });
    } finally {
      setBusyId(null);
    }
  };
  const loadMore = async () => {
    setMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => {
          const key = Object.keys(fetchMoreResult).find((k) => k !== '__typename') as keyof typeof prev;
          const a = prev[key] as unknown as CallPageFragment;
          const b = fetchMoreResult[key] as unknown as CallPageFragment;
          return { ...prev, [key]: { ...b, edges: [...a.edges, ...b.edges] } } as typeof prev;
        },
      });
    } catch (err) {
      toaster.create({ type: 'error', title: 'More calls could not be loaded', description: readServerError(err).message });
    } finally {
      setMore(false);
    }
  };

  if (page.edges.length === 0)
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuCalendarClock />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{kind === 'upcoming' ? 'No calls yet — share your booking page' : EMPTY[kind]}</EmptyState.Title>
            <EmptyState.Description as="div">
              <BookingLink username={username} label="Copy your booking page link" />
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );

  return (
    <Stack gap="3">
      <Stack
        as="ul"
        listStyleType="none"
        gap="0"
        aria-label={{ upcoming: 'Upcoming calls', requests: 'Call requests', past: 'Past calls' }[kind]}
      >
        {page.edges.map(({ node: call }) => (
          <HStack
            as="li"
            key={call.id}
            gap="4"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            flexWrap="wrap"
            aria-label={`${call.guest.name}, ${call.serviceTitle}`}
          >
            <Stack gap="0.5" flex="1" minW="14rem">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="medium">{call.guest.name}</Text>
                <Badge colorPalette={STATUS[call.status].color}>{STATUS[call.status].label}</Badge>
                <PaymentBadge call={call} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {call.guest.email} · {call.serviceTitle}
              </Text>
              <Text fontSize="sm">{formatInZone(call.startAt, timezone)}</Text>
              {call.location.kind === 'GOOGLE_MEET' && <MeetLink call={call} />}
              {(call.guest.notes || call.answers.length > 0) && (
                <Box
                  as="dl"
                  fontSize="sm"
                  mt="1"
                  pl="3"
                  borderLeftWidth="2px"
                  borderColor="border.emphasized"
                  aria-label="What the guest wrote"
                >
                  {call.guest.notes && (
                    <>
                      <Box as="dt" color="fg.muted">
                        Notes
                      </Box>
                      <Box as="dd" whiteSpace="pre-wrap" lineClamp={3}>
                        {call.guest.notes}
                      </Box>
                    </>
                  )}
                  {call.answers.map((a) => (
                    <Fragment key={a.key}>
                      <Box as="dt" color="fg.muted" mt="1">
                        {a.label}
                      </Box>
                      <Box as="dd" whiteSpace="pre-wrap" lineClamp={3}>
                        {a.text}
                      </Box>
                    </Fragment>
                  ))}
                </Box>
              )}
              {call.reason && (
                <Text fontSize="sm" color="fg.muted">
                  Reason: {call.reason}
                </Text>
              )}
            </Stack>
            <HStack gap="2">
              {call.status === 'REQUESTED' && (
                <>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={busyId === call.id}
                    disabled={busyId !== null}
                    aria-label={`Accept ${call.guest.name}'s request`}
                    onClick={() => void doAccept(call)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyId !== null}
                    aria-label={`Decline ${call.guest.name}'s request`}
                    onClick={() => setAction({ kind: 'decline', call })}
                  >
                    Decline
                  </Button>
                </>
              )}
              {call.status === 'CONFIRMED' && kind !== 'past' && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Reschedule the call with ${call.guest.name}`}
                  onClick={() => setAction({ kind: 'reschedule', call })}
                >
                  Reschedule
                </Button>
              )}
              {/* A call waiting for its payment may be cancelled too (its time freed). */}
              {(call.status === 'CONFIRMED' || call.status === 'AWAITING_PAYMENT') && kind !== 'past' && (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Cancel the call with ${call.guest.name}`}
                  onClick={() => setAction({ kind: 'cancel', call })}
                >
                  Cancel
                </Button>
              )}
            </HStack>
          </HStack>
        ))}
      </Stack>
      {page.pageInfo.hasNextPage && (
        <HStack justify="center">
          <Button size="sm" variant="outline" loading={more} onClick={() => void loadMore()}>
            Load more
          </Button>
        </HStack>
      )}
      {action && (
        <CallActionDialog
          action={action}
          timezone={timezone}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
