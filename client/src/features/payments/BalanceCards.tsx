import { Box, Button, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { LuBanknote } from 'react-icons/lu';
import type { PaymentBalancesQuery } from '../../gql/graphql';
import { currencyLabel, formatAmount } from '../services/money';

type Balance = PaymentBalancesQuery['paymentBalances'][number];

const STATS: Array<{ key: 'pending' | 'paid' | 'withdrawable' | 'paidOut'; label: string; help: string }> = [
  { key: 'pending', label: 'Pending', help: 'waiting for payers' },
  { key: 'paid', label: 'Paid', help: 'received, not paid out' },
  { key: 'withdrawable', label: 'Withdrawable', help: 'hold passed, calls done' },
  { key: 'paidOut', label: 'Paid out', help: 'recorded payouts' },
];

/** The workspace's money per currency, each with "Record payout" while something is withdrawable. */
export function BalanceCards({
  balances,
  canPayOut,
  onPayout,
}: {
  balances: Balance[];
  canPayOut: boolean;
  onPayout(balance: Balance): void;
}) {
  return (
    <Stack gap="4">
      {balances.map((b) => (
        <Box key={b.currency} as="section" aria-labelledby={`balance-${b.currency}`} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <HStack justify="space-between" gap="3" mb="3" flexWrap="wrap">
            <Stack gap="0">
              <Heading id={`balance-${b.currency}`} as="h3" size="sm">
                {currencyLabel(b.currency)}
              </Heading>
              {b.refunded > 0 && (
                <Text fontSize="xs" color="fg.muted">
                  {formatAmount(b.refunded, b.currency)} refunded so far
                </Text>
              )}
            </Stack>
            {canPayOut && b.withdrawable > 0 && (
              <Button
                size="sm"
                colorPalette="brand"
                variant="outline"
                aria-label={`Record payout in ${b.currency}`}
                onClick={() => onPayout(b)}
              >
                <LuBanknote /> Record payout
              </Button>
            )}
          </HStack>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {STATS.map((s) => (
              <Stat.Root key={s.key} borderWidth="1px" borderRadius="md" p="3">
                <Stat.Label>{s.label}</Stat.Label>
                <Stat.ValueText fontSize="xl">{formatAmount(b[s.key], b.currency)}</Stat.ValueText>
                <Stat.HelpText fontSize="xs" asChild>
                  <dd>{s.help}</dd>
                </Stat.HelpText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
