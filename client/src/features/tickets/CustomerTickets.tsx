import { useQuery } from '@apollo/client/react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TicketsQuery } from './tickets.documents';
import { TicketRow } from './TicketRow';

/** One customer's tickets, newest activity first (the customer detail screen). */
export function CustomerTickets({ portalId, portalSlug, customerId }: { portalId: string; portalSlug: string; customerId: string }) {
  const { data, dataState, error } = useQuery(TicketsQuery, { variables: { portalId, customerId, first: 20 } });
  if (error && dataState !== 'complete') return <Text color="fg.error">The tickets could not be loaded: {error.message}</Text>;
  if (dataState !== 'complete') return <Skeleton h="16" />;
  if (data.tickets.edges.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No tickets yet. Tickets they raise in the portal show here.
      </Text>
    );
  return (
    <Box borderWidth="1px" borderRadius="md" mx="-2">
      <Stack as="ul" gap="0" listStyleType="none">
        {data.tickets.edges.map(({ node }) => (
          <TicketRow key={node.id} ticket={node} portalSlug={portalSlug} showCustomer={false} />
        ))}
      </Stack>
    </Box>
  );
}
