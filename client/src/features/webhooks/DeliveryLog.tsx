import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Code, HStack, IconButton, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useState } from 'react';
import { LuChevronDown, LuChevronRight, LuRotateCw } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import type { WebhookDeliveryFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { LoadError } from '../services/ScreenStates';
import { RetryWebhookDeliveryMutation, WebhookDeliveriesQuery } from './webhooks.documents';

const PAGE = 20;
const STATUS_BADGE: Record<string, { palette: string; label: string }> = {
  PENDING: { palette: 'blue', label: 'Pending' },
  SUCCEEDED: { palette: 'green', label: 'Delivered' },
  FAILED: { palette: 'red', label: 'Failed' },
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const ms = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n < 1000 ? `${n} ms` : `${(n / 1000).toFixed(1)} s`);

/** What the last attempt got: the HTTP status, or "No answer" when none came. */
function ResponseCell({ d }: { d: WebhookDeliveryFieldsFragment }) {
  if (d.attemptCount === 0) return <Text color="fg.muted">—</Text>;
  if (d.responseStatus === null || d.responseStatus === undefined) return <Text color="fg.error">No answer</Text>;
  const ok = d.responseStatus >= 200 && d.responseStatus < 300;
  return (
    <Code colorPalette={ok ? 'green' : 'red'} variant="surface">
      {d.responseStatus}
    </Code>
  );
}

/**
 * An endpoint's delivery log, newest first: event, status, the last response's code and time,
 * attempts, when; each row opens to its attempts and the message, and offers "Send again". It asks
 * again every few seconds while a delivery is still being tried.
 */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const { data, dataState, error, refetch, loading, fetchMore, startPolling, stopPolling } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId, first: PAGE },
    // Opened again later, the log asks afresh (events happen without this screen knowing).
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = dataState === 'complete' ? data.webhookDeliveries : null;
  const deliveries = connection?.edges.map((e) => e.node) ?? [];
  const pending = deliveries.some((d) => d.status === 'PENDING');
  // While something is being tried, its outcome shows up without a click.
  useEffect(() => {
    if (!pending) return;
    startPolling(2000);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  if (error && !connection)
    return (
      <LoadError
        title="The delivery log could not be loaded"
        error={readServerError(error)}
        retrying={loading}
        onRetry={() => void refetch()}
      />
    );
  if (!connection)
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading the delivery log">
        <Skeleton h="8" />
        <Skeleton h="8" />
        <Skeleton h="8" />
      </Stack>
    );
  if (deliveries.length === 0)
    return (
      <Box p="4" borderWidth="1px" borderStyle="dashed" borderRadius="md" textAlign="center">
        <Text color="fg.muted" fontSize="sm">
          Nothing sent yet. Events appear here as they happen — or use “Send test event” to try the receiver now.
        </Text>
      </Box>
    );

  return (
    <Stack gap="3">
      {/* relative: the headers' screen-reader-only words (position: absolute) stay inside the scrolling box, not widen the page. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
        <Table.Root size="sm" aria-label="Delivery log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="8">
                <Box as="span" srOnly>
                  Details
                </Box>
              </Table.ColumnHeader>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Response</Table.ColumnHeader>
              <Table.ColumnHeader>Duration</Table.ColumnHeader>
              <Table.ColumnHeader>Attempts</Table.ColumnHeader>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box as="span" srOnly>
                  Actions
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deliveries.map((d) => {
              const expanded = Boolean(open[d.id]);
              const badge = STATUS_BADGE[d.status] ?? { palette: 'gray', label: d.status };
              return (
                <Fragment key={d.id}>
                  <Table.Row>
                    <Table.Cell>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-expanded={expanded}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the attempts of ${d.eventType} at ${when(d.createdAt)}`}
                        onClick={() => setOpen((was) => ({ ...was, [d.id]: !expanded }))}
                      >
                        {expanded ? <LuChevronDown /> : <LuChevronRight />}
                      </IconButton>
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontFamily="mono" fontSize="sm">
                        {d.eventType}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={badge.palette}>{badge.label}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <ResponseCell d={d} />
                    </Table.Cell>
                    <Table.Cell>{ms(d.durationMs)}</Table.Cell>
                    <Table.Cell>{d.attemptCount}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{when(d.createdAt)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <SendAgain delivery={d} />
                    </Table.Cell>
                  </Table.Row>
                  {expanded && (
                    <Table.Row bg="bg.subtle">
                      <Table.Cell colSpan={8}>
                        <Attempts delivery={d} />
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {connection.pageInfo.hasNextPage && (
        <Button
          alignSelf="center"
          size="sm"
          variant="outline"
          loading={loading}
          onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}
        >
          Show older deliveries
        </Button>
      )}
    </Stack>
  );
}

function SendAgain({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  const [retry, { loading }] = useMutation(RetryWebhookDeliveryMutation);
  const resend = async () => {
    try {
      await retry({ variables: { input: { deliveryId: delivery.id } } });
      toaster.create({ type: 'success', title: 'Sending again', description: `${delivery.eventType} is on its way again.` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'It was not sent again', description: readServerError(error).message });
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      loading={loading}
      disabled={delivery.status === 'PENDING'}
      // The visible words first (what a speech-input user says), then which row.
      aria-label={`Send again: ${delivery.eventType} of ${when(delivery.createdAt)}`}
      onClick={() => void resend()}
    >
      <LuRotateCw />
      Send again
    </Button>
  );
}

function Attempts({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  return (
    <Stack gap="3" py="2">
      {delivery.status === 'PENDING' && delivery.nextAttemptAt && (
        <Text fontSize="sm" color="fg.muted">
          Next attempt {when(delivery.nextAttemptAt)}.
        </Text>
      )}
      {delivery.attempts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No attempt yet.
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Attempts">
          {delivery.attempts.map((a) => (
            <Box as="li" key={a.id} fontSize="sm">
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight="medium">Attempt {a.attempt}</Text>
                <Text color={a.error ? 'fg.error' : 'fg'}>
                  {a.responseStatus !== null && a.responseStatus !== undefined ? `HTTP ${a.responseStatus}` : 'No answer'}
                </Text>
                <Text color="fg.muted">{ms(a.durationMs)}</Text>
                <Text color="fg.muted">{when(a.createdAt)}</Text>
              </HStack>
              {a.error && <Text color="fg.error">{a.error}</Text>}
              {a.responseExcerpt && (
                <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" mt="1" p="2" fontSize="xs">
                  {a.responseExcerpt}
                </Code>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Box>
        <Text fontSize="sm" fontWeight="medium">
          Message <Code fontSize="xs">{delivery.messageId}</Code>
        </Text>
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" mt="1" p="2" fontSize="xs" maxH="48" overflowY="auto">
          {prettyJson(delivery.payload)}
        </Code>
      </Box>
    </Stack>
  );
}

function prettyJson(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
