import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, EmptyState, Heading, HStack, NativeSelect, Skeleton, Stack, Table, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFilterX } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import type { PaymentFieldsFragment, PaymentMethod, PaymentStatus } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { LoadError } from '../services/ScreenStates';
import { MarkReceivedDialog } from './MarkReceivedDialog';
import { METHODS, methodLabel, STATUSES, statusLabel } from './payment-labels';
import { PaymentRow } from './PaymentRow';
import { PaymentsQuery } from './payments.documents';
import { RefundDialog } from './RefundDialog';

type Action = { kind: 'refund' | 'received'; payment: PaymentFieldsFragment };

/** The workspace's payments, newest first, filtered by status and method, a page at a time. */
export function PaymentsTable({ canRefund, onChanged }: { canRefund: boolean; onChanged(): void }) {
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const { data, dataState, error, refetch, loading, fetchMore } = useQuery(PaymentsQuery, {
    variables: { status: status || null, method: method || null },
    fetchPolicy: 'cache-and-network',
  });
  const [action, setAction] = useState<Action | null>(null);
  const [more, setMore] = useState(false);
  const page = dataState === 'complete' ? data.payments : undefined;

  const loadMore = async () => {
    if (!page) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          ...prev,
          payments: { ...fetchMoreResult.payments, edges: [...(prev.payments?.edges ?? []), ...fetchMoreResult.payments.edges] },
        }),
      });
    } catch (err) {
      toaster.create({ type: 'error', title: 'More payments could not be loaded', description: readServerError(err).message });
    } finally {
      setMore(false);
    }
  };

  let body;
  if (error && dataState !== 'complete')
    body = <LoadError title="The payments could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  else if (!page)
    body = (
      <Stack gap="2" aria-busy="true" aria-label="Loading payments">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="12" />
        ))}
      </Stack>
    );
  else if (page.edges.length === 0)
    body = (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg" py="8">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuFilterX />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No payments match these filters</EmptyState.Title>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setStatus('');
                setMethod('');
              }}
            >
              Show all payments
            </Button>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  else
    body = (
      <Stack gap="3">
        <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="bg">
          <Table.Root size="sm" aria-label="Payments">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Payer</Table.ColumnHeader>
                <Table.ColumnHeader>Method</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Reference</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.edges.map(({ node: p }) => (
                <PaymentRow
                  key={p.id}
                  payment={p}
                  canRefund={canRefund}
                  onRefund={() => setAction({ kind: 'refund', payment: p })}
                  onReceived={() => setAction({ kind: 'received', payment: p })}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {page.pageInfo.hasNextPage && (
          <HStack justify="center">
            <Button size="sm" variant="outline" loading={more} onClick={() => void loadMore()}>
              Load more
            </Button>
          </HStack>
        )}
      </Stack>
    );

  const done = () => {
    setAction(null);
    onChanged();
  };
  return (
    <Card.Root as="section" aria-labelledby="payments-heading" borderRadius="xl">
      <Card.Header>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Heading id="payments-heading" as="h2" size="md">
            Payments
          </Heading>
          <HStack gap="2">
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as PaymentStatus | '')}>
                <option value="">All statuses</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field aria-label="Method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod | '')}>
                <option value="">All methods</option>
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {methodLabel(m)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
      {action?.kind === 'refund' && <RefundDialog payment={action.payment} onClose={() => setAction(null)} onDone={done} />}
      {action?.kind === 'received' && <MarkReceivedDialog payment={action.payment} onClose={() => setAction(null)} onDone={done} />}
    </Card.Root>
  );
}
