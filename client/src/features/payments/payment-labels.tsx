import { Badge } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../../server/modules/payment/payment.rules';
import type { PaymentMethod, PaymentStatus } from '../../gql/graphql';

const PALETTE: Record<PaymentStatus, string> = {
  PENDING: 'orange',
  PAID: 'green',
  FAILED: 'red',
  PARTIALLY_REFUNDED: 'purple',
  REFUNDED: 'gray',
  CANCELLED: 'gray',
};

export const STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
export const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
export const statusLabel = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status];
export const methodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

/** A payment's status in the words of payment.rules.ts, coloured by how it stands. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{statusLabel(status)}</Badge>;
}

export const shortDate = (value: string) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
