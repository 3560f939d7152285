import { useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, EmptyState, HStack, Input, InputGroup, NativeSelect, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuInbox, LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import type { TicketPriority, TicketStatus } from '../../gql/graphql';
import { PRIORITY, TICKET_STATUS } from '../customers/format';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { TicketsQuery } from './tickets.documents';
import { TicketRow } from './TicketRow';

/** The portal's ticket inbox: filters in the address, unread first to the eye, pages of 50. */
export function TicketList({ portal, meId }: { portal: Portal; meId: string | null }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text.trim(), 250);
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  useEffect(() => set('q', search || null), [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const status = (params.get('status') as TicketStatus | null) ?? undefined;
  const priority = (params.get('priority') as TicketPriority | null) ?? undefined;
  const assignee = params.get('assignee') ?? '';
  const unreadOnly = params.get('unread') === '1';
  const { data, dataState, error, refetch, fetchMore, loading } = useQuery(TicketsQuery, {
    variables: {
      portalId: portal.id,
      status,
      priority,
      assigneeUserId: assignee === 'me' ? (meId ?? undefined) : assignee || undefined,
      unreadOnly: unreadOnly || undefined,
      search: search || undefined,
      first: 50,
    },
    notifyOnNetworkStatusChange: true,
    pollInterval: 30_000,
  });
  const filtered = Boolean(status || priority || assignee || unreadOnly || search);

  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="5">
      <HStack gap="3" flexWrap="wrap">
        <InputGroup startElement={<LuSearch />} maxW="64">
          <Input placeholder="Subject or #number" aria-label="Search tickets" value={text} onChange={(e) => setText(e.target.value)} />
        </InputGroup>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label="Status" value={status ?? ''} onChange={(e) => set('status', e.target.value || null)}>
            <option value="">Any status</option>
            {(Object.keys(TICKET_STATUS) as TicketStatus[]).map((s) => (
              <option key={s} value={s}>
                {TICKET_STATUS[s].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label="Priority" value={priority ?? ''} onChange={(e) => set('priority', e.target.value || null)}>
            <option value="">Any priority</option>
            {(Object.keys(PRIORITY) as TicketPriority[]).map((p) => (
              <option key={p} value={p}>
                {PRIORITY[p].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label="Assignee" value={assignee} onChange={(e) => set('assignee', e.target.value || null)}>
            <option value="">Anyone</option>
            <option value="me">Assigned to me</option>
            <option value="none">Unassigned</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Checkbox.Root checked={unreadOnly} onCheckedChange={(e) => set('unread', e.checked ? '1' : null)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Unread only</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {error && dataState !== 'complete' ? (
        <LoadFailure
          title="The tickets could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : dataState !== 'complete' ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading tickets">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="14" borderRadius="md" />
          ))}
        </Stack>
      ) : data.tickets.edges.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="14">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <VStack textAlign="center" maxW="md" gap="2">
              <EmptyState.Title>{filtered ? 'No tickets match' : 'No tickets yet'}</EmptyState.Title>
              <EmptyState.Description>
                {filtered
                  ? 'Try other filters.'
                  : 'When your customers raise tickets in the portal, they land here — with an unread marker until someone opens them.'}
              </EmptyState.Description>
            </VStack>
            {filtered ? (
              <Button variant="outline" onClick={() => (setText(''), setParams({}))}>
                Clear filters
              </Button>
            ) : null}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          <Box borderWidth="1px" borderRadius="lg" bg="bg">
            <Stack as="ul" gap="0" listStyleType="none" aria-label="Tickets">
              {data.tickets.edges.map(({ node }) => (
                <TicketRow key={node.id} ticket={node} portalSlug={portal.slug} />
              ))}
            </Stack>
          </Box>
          {data.tickets.pageInfo.hasNextPage && (
            <Button
              alignSelf="center"
              variant="outline"
              loading={loading}
              onClick={() => void fetchMore({ variables: { after: data.tickets.pageInfo.endCursor } })}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
