import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, Skeleton, Table, Text } from '@chakra-ui/react';
import { LoadError } from '../services/ScreenStates';
import { formatAmount } from '../services/money';
import { shortDate } from './payment-labels';
import { PayoutsQuery } from './payments.documents';

/** The payouts recorded so far, newest first. */
export function PayoutList() {
  const { data, dataState, error, refetch, loading } = useQuery(PayoutsQuery, { fetchPolicy: 'cache-and-network' });

  let body;
  if (error && dataState !== 'complete')
    body = <LoadError title="The payouts could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  else if (dataState !== 'complete') body = <Skeleton h="16" aria-label="Loading payouts" />;
  else if (data.payouts.length === 0)
    body = (
      <Text fontSize="sm" color="fg.muted">
        No payouts yet. Once a payment’s call has taken place and the hold has passed, its money is withdrawable: record a payout from its
        currency above.
      </Text>
    );
  else
    body = (
      <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="bg">
        <Table.Root size="sm" aria-label="Payouts">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Payments</Table.ColumnHeader>
              <Table.ColumnHeader>Note</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.payouts.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell whiteSpace="nowrap">{shortDate(p.createdAt)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium" whiteSpace="nowrap">
                  {formatAmount(p.amount, p.currency)}
                </Table.Cell>
                <Table.Cell textAlign="end">{p.payments}</Table.Cell>
                <Table.Cell color={p.note ? undefined : 'fg.muted'}>{p.note || '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );

  return (
    <Card.Root as="section" aria-labelledby="payouts-heading" borderRadius="xl">
      <Card.Header>
        <Heading id="payouts-heading" as="h2" size="md">
          Payouts
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
