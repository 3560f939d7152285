import { Button, Table, Text } from '@chakra-ui/react';
import type { PaymentFieldsFragment } from '../../gql/graphql';
import { formatAmount } from '../services/money';
import { methodLabel, PaymentStatusBadge } from './payment-labels';

const sameYear = (d: Date) => d.getFullYear() === new Date().getFullYear();

/** "Mar 1" (the year when it is not this one), and the time below. */
function When({ at }: { at: string }) {
  const d = new Date(at);
  return (
    <>
      <Text whiteSpace="nowrap">
        {d.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: sameYear(d) ? undefined : 'numeric' })}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {d.toLocaleTimeString(undefined, { timeStyle: 'short' })}
      </Text>
    </>
  );
}

/** One payment: when, what, who, how, how much (and how much refunded), where it stands, its references, what can be done (under the status). */
export function PaymentRow({
  payment: p,
  canRefund,
  onRefund,
  onReceived,
}: {
  payment: PaymentFieldsFragment;
  canRefund: boolean;
  onRefund(): void;
  onReceived(): void;
}) {
  return (
    <Table.Row>
      <Table.Cell>
        <When at={p.paidAt ?? p.createdAt} />
      </Table.Cell>
      <Table.Cell>
        <Text lineClamp={2} maxW="12rem" title={p.description}>
          {p.description}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text truncate maxW="9rem" title={p.payerName || p.payerEmail}>
          {p.payerName || p.payerEmail || '—'}
        </Text>
        {p.payerName && p.payerEmail && (
          <Text fontSize="xs" color="fg.muted" truncate maxW="9rem" title={p.payerEmail}>
            {p.payerEmail}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{methodLabel(p.method)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <Text fontWeight="medium">{formatAmount(p.amount, p.currency)}</Text>
        {p.refundedAmount > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {formatAmount(p.refundedAmount, p.currency)} refunded
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <PaymentStatusBadge status={p.status} />
        {p.status === 'FAILED' && p.failureReason && (
          <Text fontSize="xs" color="fg.muted" mt="1" maxW="10rem">
            {p.failureReason}
          </Text>
        )}
        {/* What can be done sits under the status it changes: the table stays within the page. */}
        {canRefund && (p.status === 'PAID' || p.status === 'PARTIALLY_REFUNDED') && (
          <Button display="flex" mt="1.5" size="2xs" variant="outline" aria-label={`Refund ${p.reference}`} onClick={onRefund}>
            Refund
          </Button>
        )}
        {p.method === 'UPI' && p.status === 'PENDING' && (
          <Button display="flex" mt="1.5" size="2xs" colorPalette="brand" aria-label={`Mark received ${p.reference}`} onClick={onReceived}>
            Mark received
          </Button>
        )}
      </Table.Cell>
      <Table.Cell>
        <Text fontFamily="mono" fontSize="xs" maxW="6.5rem" wordBreak="break-all">
          {p.reference}
        </Text>
        {p.providerRef && (
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate maxW="6.5rem" title={p.providerRef}>
            {p.method === 'UPI' ? `UTR ${p.providerRef}` : p.providerRef}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
