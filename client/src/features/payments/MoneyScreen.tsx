import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuWallet } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { downloadCsv } from '../../app/api/download';
import { toaster } from '../../app/ui/toaster';
import type { PaymentBalancesQuery } from '../../gql/graphql';
import { LoadError, LoadingCards } from '../services/ScreenStates';
import { atLeast } from '../settings/team/roles';
import { useWorkspaceRole } from '../settings/use-workspace-role';
import { BalanceCards } from './BalanceCards';
import { PaymentBalancesQuery as BalancesQuery, PaymentsQuery, PayoutsQuery } from './payments.documents';
import { PaymentsTable } from './PaymentsTable';
import { PayoutDialog } from './PayoutDialog';
import { PayoutList } from './PayoutList';

type Balance = PaymentBalancesQuery['paymentBalances'][number];

/** Settings → Money: the balance per currency, the payments (refund, UPI received), payouts and the CSV. */
export function MoneyScreen() {
  const client = useApolloClient();
  const { data, dataState, error, refetch, loading } = useQuery(BalancesQuery, { fetchPolicy: 'cache-and-network' });
  const admin = atLeast(useWorkspaceRole(), 'ADMIN');
  const [payout, setPayout] = useState<Balance | null>(null);
  const [exporting, setExporting] = useState(false);

  if (error && dataState !== 'complete')
    return <LoadError title="Your money could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  if (dataState !== 'complete') return <LoadingCards label="Loading your money" />;

  if (data.paymentBalances.length === 0)
    return (
      <Card.Root as="section" aria-labelledby="money-heading" borderRadius="xl">
        <Card.Header>
          <Heading id="money-heading" as="h2" size="md">
            Money
          </Heading>
        </Card.Header>
        <Card.Body>
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuWallet />
              </EmptyState.Indicator>
              <VStack textAlign="center" maxW="md">
                <EmptyState.Title>No payments yet</EmptyState.Title>
                <EmptyState.Description>
                  Set up Stripe or UPI in Payments settings, then give a service a price (or add a payment step to a workflow). What your
                  guests pay shows here.
                </EmptyState.Description>
              </VStack>
              <HStack gap="2" flexWrap="wrap" justify="center">
                <Button colorPalette="brand" asChild>
                  <RouterLink to="/settings/payments">Set up payments</RouterLink>
                </Button>
                <Button variant="outline" asChild>
                  <RouterLink to="/settings/services">Price a service</RouterLink>
                </Button>
              </HStack>
            </EmptyState.Content>
          </EmptyState.Root>
        </Card.Body>
      </Card.Root>
    );

  // A refund, a UPI payment received or a payout moves money between the balances and the payouts.
  const changed = () => void client.refetchQueries({ include: [BalancesQuery, PayoutsQuery, PaymentsQuery] });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv('/v1/payments/export', 'payments.csv');
    } catch (e) {
      toaster.create({ type: 'error', title: 'The export failed', description: (e as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="money-heading" borderRadius="xl">
        <Card.Header>
          <HStack justify="space-between" align="flex-start" gap="4">
            <Stack gap="1" flex="1" minW="0">
              <Heading id="money-heading" as="h2" size="md">
                Money
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                What guests and customers paid, per currency. Money becomes withdrawable once its call has taken place and the hold has
                passed.
              </Text>
            </Stack>
            <Button size="sm" variant="outline" flexShrink={0} loading={exporting} loadingText="Exporting" onClick={() => void exportCsv()}>
              <LuDownload /> Export CSV
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          <BalanceCards balances={data.paymentBalances} canPayOut={admin} onPayout={setPayout} />
        </Card.Body>
      </Card.Root>
      <PaymentsTable canRefund={admin} onChanged={changed} />
      <PayoutList />
      {payout && (
        <PayoutDialog
          currency={payout.currency}
          withdrawable={payout.withdrawable}
          onClose={() => setPayout(null)}
          onDone={() => {
            setPayout(null);
            changed();
          }}
        />
      )}
    </Stack>
  );
}
