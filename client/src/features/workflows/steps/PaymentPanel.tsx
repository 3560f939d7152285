import { useQuery } from '@apollo/client/react';
import { Field, Input, InputGroup, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STEP_AMOUNT_MAX, STEP_DESCRIPTION_MAX } from '../../../../../server/modules/payment/payment.rules';
import { PaymentSettingsQuery } from '../../payments/payments.documents';
import { currencyCodes, currencyDigits, currencyLabel, formatAmount, toDecimal, toMinorUnits } from '../../services/money';
import type { StepPanelProps } from './types';

export interface PaymentConfig {
  /** Minor units (cents); 0 until the builder sets it (publishing asks for it). */
  amount?: number;
  currency?: string;
  description?: string;
}

/**
 * What the customer pays at this step: the amount typed in the currency's units and kept in minor
 * units (by string, no float), the currency (the workspace's default until one is chosen), and what
 * it is for. Every change writes the currency shown, so the step says what the builder saw.
 */
export function PaymentPanel({ step, onChange }: StepPanelProps<PaymentConfig>) {
  const c = step.config;
  const { data } = useQuery(PaymentSettingsQuery);
  const currency = c.currency ?? data?.paymentSettings.currency ?? 'USD';
  const [text, setText] = useState(() => (c.amount ? toDecimal(c.amount, currency) : ''));
  const [error, setError] = useState('');
  const currencies = useMemo(() => currencyCodes(currency), [currency]);

  /** The typed amount in minor units of `cur`, or null with the reason shown. */
  const parse = (typed: string, cur: string): number | null => {
    const minor = typed.trim() === '' ? 0 : toMinorUnits(typed, cur);
    if (minor === null) {
      const digits = currencyDigits(cur);
      setError(`Enter an amount like ${toDecimal(2500, cur)}${digits === 0 ? ` (${cur} has no decimals)` : ''}.`);
      return null;
    }
    if (minor > STEP_AMOUNT_MAX) {
      setError(`At most ${formatAmount(STEP_AMOUNT_MAX, cur)}.`);
      return null;
    }
    setError('');
    return minor;
  };
  const amount = c.amount ?? 0;

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Currency</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={currency}
            onChange={(e) => {
              const next = e.target.value;
              const minor = parse(text, next);
              // An amount the new currency cannot hold (50.5 in yen) is not kept as some other amount: 0 until fixed.
              onChange({ ...c, currency: next, amount: minor ?? 0 });
            }}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Amount</Field.Label>
        <InputGroup endAddon={currency}>
          <Input
            inputMode="decimal"
            value={text}
            placeholder={toDecimal(0, currency)}
            onChange={(e) => {
              setText(e.target.value);
              const minor = parse(e.target.value, currency);
              if (minor !== null) onChange({ ...c, amount: minor, currency });
            }}
          />
        </InputGroup>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {amount > 0 ? `The customer pays ${formatAmount(amount, currency)}.` : 'Set the amount the customer pays.'}
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root>
        <Field.Label>What it is for</Field.Label>
        <Input
          value={c.description ?? ''}
          maxLength={STEP_DESCRIPTION_MAX}
          placeholder="Onboarding fee"
          onChange={(e) => onChange({ ...c, description: e.target.value, currency })}
        />
        <Field.HelperText>Shown to the customer with the amount, and on their receipt.</Field.HelperText>
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        The customer pays by card (Stripe) or UPI (rupees only), as set up in{' '}
        <ChakraLink asChild color="brand.fg">
          <RouterLink to="/settings/payments">Settings → Payments</RouterLink>
        </ChakraLink>
        . The run goes on by itself once the payment is in.
      </Text>
    </Stack>
  );
}
