import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connection, user } from './fixtures';
import { renderApp, signedInGraphql, type GraphqlHandler } from './render';

const fakeServer = (graphql: Record<string, GraphqlHandler>) => signedInGraphql(user, graphql);

const payment = (
  id: string,
  patch: Record<string, unknown>,
): Record<string, unknown> & { id: string; amount: number; refundedAmount: number; status: string } => ({
  __typename: 'Payment',
  id,
  method: 'CARD',
  status: 'PAID',
  amount: 2500,
  currency: 'USD',
  refundedAmount: 0,
  description: 'Strategy session',
  payerName: 'Grace Hopper',
  payerEmail: 'grace@example.com',
  reference: `PT-${id}`,
  providerRef: 'pi_123',
  failureReason: null,
  callId: 'c1',
  runId: null,
  paidAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T09:58:00.000Z',
  withdrawable: false,
  ...patch,
});
const balance = (currency: string, paid: number) => ({
  __typename: 'PaymentBalance',
  currency,
  pending: 0,
  paid,
  withdrawable: 0,
  paidOut: 0,
  refunded: 0,
});

function moneyServer(payments: Array<ReturnType<typeof payment>>) {
  return fakeServer({
    CurrentWorkspaceRole: () => ({
      data: { workspaces: [{ __typename: 'Workspace', id: 'w1', name: 'Ada’s workspace', role: 'OWNER', current: true }] },
    }),
    PaymentBalances: () => ({ data: { paymentBalances: [balance('USD', 2000), balance('JPY', 5000)] } }),
    Payments: () => ({ data: { payments: connection('Payment', payments) } }),
    Payouts: () => ({ data: { payouts: [] } }),
    RefundPayment: (v) => {
      const input = v.input as { id: string; amount: number };
      const p = payments.find((x) => x.id === input.id)!;
      p.refundedAmount += input.amount;
      p.status = p.refundedAmount === p.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { data: { refundPayment: p } };
    },
  });
}

describe('money: refunds', () => {
  it('offers what is left, and sends a part of it in minor units', async () => {
    const { operations } = moneyServer([payment('p1', { status: 'PARTIALLY_REFUNDED', refundedAmount: 500 })]);
    renderApp('/settings/money');

    const table = await screen.findByRole('table', { name: 'Payments' }, { timeout: 30_000 });
    expect(within(table).getByText('$25.00')).toBeTruthy();
    expect(within(table).getByText('$5.00 refunded')).toBeTruthy();
    expect(within(table).getByText('Partly refunded')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Refund PT-p1' }));

    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('20.00');
    // More than is left is refused before anything is sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '20.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $20.00 is left to refund.')).toBeTruthy();
    expect(operations.some((o) => o.operationName === 'RefundPayment')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '12.3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$12.30 refunded')).toBeTruthy();
    expect(await within(table).findByText('$17.30 refunded')).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'RefundPayment').map((o) => o.variables.input)).toEqual([
      { id: 'p1', amount: 1230 },
    ]);
  });

  it('refunds a yen payment in whole yen (no minor digits)', async () => {
    const { operations } = moneyServer([payment('p2', { amount: 5000, currency: 'JPY', reference: 'PT-yen' })]);
    renderApp('/settings/money');

    const table = await screen.findByRole('table', { name: 'Payments' }, { timeout: 30_000 });
    await userEvent.click(within(table).getByRole('button', { name: 'Refund PT-yen' }));
    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('5000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('¥1,500 refunded')).toBeTruthy();
    expect(operations.find((o) => o.operationName === 'RefundPayment')!.variables.input).toEqual({ id: 'p2', amount: 1500 });
  });
});
