import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Icon,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuActivity } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import type { PortalEventFieldsFragment } from '../../gql/graphql';
import { ago, fullDate } from '../customers/format';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { PortalEventsQuery } from './activity.documents';
import { CustomerPicker } from './CustomerPicker';
import { EventSentence } from './EventSentence';
import { EVENT_KINDS, isEventType, kindOf, type EventType } from './event-kinds';
import { LiveAnnouncer, LiveStatus } from './LiveStatus';
import { FeedTopSentinel, NewEventsButton } from './NewEventsButton';
import { PAGE, useLiveEvents } from './use-live-events';

/**
 * The portal's events, newest first: Type and Customer filters in the address, pages loaded as the end
 * scrolls into view, newer events added while the tab is visible (use-live-events.ts).
 */
export function ActivityFeed({ portal }: { portal: Portal }) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) p.set(key, value);
          else p.delete(key);
        }
        return p;
      },
      { replace: true },
    );
  const rawType = params.get('type');
  const type: EventType | undefined = isEventType(rawType) ? rawType : undefined;
  const customerId = params.get('customer') ?? undefined;
  const [customerLabel, setCustomerLabel] = useState<string | null>(null);
  const [moreError, setMoreError] = useState<unknown>(null);

  const { data, dataState, error, refetch, fetchMore, networkStatus } = useQuery(PortalEventsQuery, {
    variables: { portalId: portal.id, type, customerId, first: PAGE },
    notifyOnNetworkStatusChange: true,
  });
  const filtered = Boolean(type || customerId);
  const connection = dataState === 'complete' ? data.portalEvents : null;
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const refetching = networkStatus === NetworkStatus.refetch;
  const live = useLiveEvents({ portalId: portal.id, type, customerId, edges: connection?.edges ?? null });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstCustomer = connection?.edges.find(({ node }) => node.customer?.id === customerId)?.node.customer;
  const chosenLabel = customerLabel ?? (firstCustomer ? firstCustomer.name || firstCustomer.email : undefined);

  const loadMore = () => {
    if (!connection?.pageInfo.hasNextPage || fetchingMore) return;
    setMoreError(null);
    fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(setMoreError);
  };

  const showNewEvents = () => {
    live.showWaiting();
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <Stack as="section" aria-labelledby="activity-feed-heading" gap="4">
      <LiveAnnouncer message={live.announcement} />
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="0.5">
          {/* Focused after "N new events": the button goes away, the reader lands on the newest rows. */}
          <Heading as="h2" size="lg" id="activity-feed-heading" ref={headingRef} tabIndex={-1} scrollMarginTop="20" outline="none">
            Activity feed
          </Heading>
          {connection ? <LiveStatus status={live.status} updatedAt={live.updatedAt} /> : null}
        </Stack>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
          <Field.Root width={{ base: 'full', sm: '56' }}>
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={type ?? ''} onChange={(e) => set({ type: e.target.value || null })}>
                <option value="">All activity</option>
                {(Object.keys(EVENT_KINDS) as EventType[]).map((t) => (
                  <option key={t} value={t}>
                    {EVENT_KINDS[t].label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <CustomerPicker
            portalId={portal.id}
            value={customerId ?? null}
            selectedLabel={chosenLabel}
            onChange={(id, label) => {
              setCustomerLabel(label);
              set({ customer: id });
            }}
          />
        </Flex>
      </Flex>

      {error && !connection ? (
        <LoadFailure
          title="The activity could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={refetching}
        />
      ) : !connection ? (
        <Stack gap="0" borderWidth="1px" borderRadius="lg" aria-busy="true" aria-label="Loading activity">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <HStack key={i} gap="3" px="4" py="3" borderTopWidth={i ? '1px' : undefined}>
              <Skeleton boxSize="8" borderRadius="full" flexShrink="0" />
              <Skeleton h="4" flex="1" maxW={`${60 + ((i * 13) % 30)}%`} />
              <Skeleton h="3" w="16" />
            </HStack>
          ))}
        </Stack>
      ) : connection.edges.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="12">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuActivity />
            </EmptyState.Indicator>
            <VStack textAlign="center" maxW="md" gap="2">
              <EmptyState.Title>{filtered ? 'No activity matches' : 'No activity yet'}</EmptyState.Title>
              <EmptyState.Description>
                {filtered
                  ? 'Nothing of this kind has happened yet. Try another type or customer.'
                  : 'Publish your portal and share its address: sign-ins, page views, workflows and tickets show up here as they happen.'}
              </EmptyState.Description>
            </VStack>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={() => (setCustomerLabel(null), set({ type: null, customer: null }))}>
                Clear filters
              </Button>
            ) : null}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3">
          <Box position="relative">
            <FeedTopSentinel onScrolledPast={live.setScrolledPast} />
            {live.waitingLabel ? <NewEventsButton label={live.waitingLabel} onClick={showNewEvents} /> : null}
            <Box as="ol" aria-label="Activity" borderWidth="1px" borderRadius="lg" bg="bg" listStyleType="none" m="0" p="0">
              {connection.edges.map(({ node }, i) => (
                <EventRow key={node.id} event={node} portalSlug={portal.slug} first={i === 0} fresh={live.fresh.has(node.id)} />
              ))}
            </Box>
          </Box>
          {connection.pageInfo.hasNextPage ? (
            <>
              {/* A new sentinel per page: one still in view after a page loads fires again. */}
              {moreError ? null : <InfiniteScrollSentinel key={connection.pageInfo.endCursor} onVisible={loadMore} />}
              <Button alignSelf="center" variant="outline" size="sm" loading={fetchingMore} loadingText="Loading…" onClick={loadMore}>
                Load more
              </Button>
            </>
          ) : (
            <Text textAlign="center" fontSize="sm" color="fg.muted">
              {connection.edges.length > PAGE ? 'That’s everything.' : null}
            </Text>
          )}
          {moreError ? (
            <LoadFailure
              title="More activity could not be loaded"
              message={describeError(moreError).message}
              onRetry={loadMore}
              retrying={fetchingMore}
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

const SLIDE_IN = { animationName: 'slide-from-top, fade-in', animationDuration: 'moderate', animationTimingFunction: 'ease-out' };

function EventRow({
  event,
  portalSlug,
  first,
  fresh,
}: {
  event: PortalEventFieldsFragment;
  portalSlug: string;
  first: boolean;
  fresh: boolean;
}) {
  const kind = kindOf(event.type);
  return (
    <HStack
      as="li"
      gap="3"
      px={{ base: '3', md: '4' }}
      py="3"
      align="flex-start"
      borderTopWidth={first ? undefined : '1px'}
      // Only where the reader has not asked for reduced motion.
      _motionSafe={fresh ? SLIDE_IN : undefined}
    >
      <Flex
        colorPalette={kind.palette}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        boxSize="8"
        borderRadius="full"
        align="center"
        justify="center"
        flexShrink="0"
        title={kind.label}
      >
        <Icon as={kind.icon} boxSize="4" aria-hidden />
      </Flex>
      <Flex flex="1" minW="0" gap={{ base: '0.5', sm: '3' }} direction={{ base: 'column', sm: 'row' }} justify="space-between">
        <Text minW="0" overflowWrap="anywhere" pt={{ sm: '1' }}>
          <EventSentence event={event} portalSlug={portalSlug} />
          {event.type === 'page.viewed' && event.data.entry === true ? (
            <Badge ms="2" size="sm" variant="surface" colorPalette="gray">
              visit start
            </Badge>
          ) : null}
        </Text>
        <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap" pt={{ sm: '1' }}>
          <time dateTime={event.at} title={fullDate(event.at)}>
            {ago(event.at)}
          </time>
        </Text>
      </Flex>
    </HStack>
  );
}

/** Calls onVisible when it scrolls near the viewport: the next page loads before the reader reaches the end. */
function InfiniteScrollSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: '0px 0px 400px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <Box ref={ref} h="1px" aria-hidden />;
}
