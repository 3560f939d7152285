import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../client/src/app/theme';
import { formatAmount, formatMoney, toDecimal, toMinorUnits } from '../../client/src/features/services/money';
import { kindOf } from '../../client/src/features/workflows/steps/registry';
import { RunAnswers } from '../../client/src/features/workflows/RunAnswers';

/** Money is integer minor units with its currency: each currency's own digits, and no float in between. */
describe('money formatting', () => {
  it('shows each currency with its own minor digits', () => {
    expect(formatAmount(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatAmount(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatAmount(5000, 'JPY', 'en-US')).toBe('¥5,000');
    expect(formatAmount(123456, 'INR', 'en-US')).toBe('₹1,234.56');
    // Indian grouping where the reader's language asks for it.
    expect(formatAmount(12345678, 'INR', 'en-IN')).toBe('₹1,23,456.78');
    expect(formatAmount(0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney(0, 'USD')).toBe('Free');
  });

  it('is exact for sums a float would round', () => {
    // 2^53 + 1 cents cannot be held by a float divided by 100; the string path keeps every digit.
    expect(formatAmount(900719925474099, 'USD', 'en-US')).toBe('$9,007,199,254,740.99');
  });

  it('reads a typed amount into minor units by string, refusing more digits than the currency has', () => {
    expect(toMinorUnits('25', 'USD')).toBe(2500);
    expect(toMinorUnits('0.1', 'USD')).toBe(10);
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits('1234,5', 'INR')).toBe(123450);
    expect(toMinorUnits('5000', 'JPY')).toBe(5000);
    expect(toMinorUnits('50.5', 'JPY')).toBeNull();
    expect(toMinorUnits('1.234', 'USD')).toBeNull();
    expect(toMinorUnits('-1', 'USD')).toBeNull();
    expect(toMinorUnits('abc', 'USD')).toBeNull();
    expect(toDecimal(5, 'USD')).toBe('0.05');
    expect(toDecimal(5000, 'JPY')).toBe('5000');
  });

  it('sums the way the workflow editor shows a PAYMENT step', () => {
    const payment = kindOf('PAYMENT')!;
    expect(payment.summary({ amount: 0, description: '' })).toBe('No amount yet');
    expect(payment.summary({ amount: 2500, currency: 'USD', description: 'Onboarding fee' })).toMatch(/25\.00 · Onboarding fee$/);
  });

  it('tells what a run paid at its PAYMENT step', () => {
    render(
      <ChakraProvider value={system}>
        <RunAnswers
          steps={[
            {
              id: 'pay',
              name: 'Pay the fee',
              type: 'PAYMENT',
              answer: { paymentId: 'p1', method: 'CARD', amount: 2500, currency: 'USD', reference: 'PT7Q2K' },
              questions: [],
              at: '2026-11-28T10:00:00.000Z',
            },
            {
              id: 'upi',
              name: 'Pay the deposit',
              type: 'PAYMENT',
              answer: { paymentId: 'p2', method: 'UPI', amount: 150000, currency: 'INR', reference: 'PT9X' },
              questions: [],
              at: '2026-11-28T10:05:00.000Z',
            },
          ]}
        />
      </ChakraProvider>,
    );
    expect(screen.getByText(`Paid ${formatAmount(2500, 'USD')} by card, reference PT7Q2K`)).toBeTruthy();
    expect(screen.getByText(`Paid ${formatAmount(150000, 'INR')} by UPI, reference PT9X`)).toBeTruthy();
    expect(screen.queryByText('Done')).toBeNull();
  });
});
