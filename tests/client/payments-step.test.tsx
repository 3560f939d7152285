import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../client/src/app/api/apollo';
import { system } from '../../client/src/app/theme';
import { PaymentPanel, type PaymentConfig } from '../../client/src/features/workflows/steps/PaymentPanel';
import type { StepPanelProps } from '../../client/src/features/workflows/steps/types';
import { serverAnswers } from './render';

const settings = {
  __typename: 'PaymentSettings',
  stripe: {
    __typename: 'StripeSettings',
    configured: false,
    secretKeyMasked: null,
    publishableKey: null,
    webhookSecretSet: false,
    accountName: null,
    webhookUrl: 'https://portico.example/v1/payments/webhooks/stripe?workspace=w1',
  },
  upi: { __typename: 'UpiSettings', vpa: 'ada@okbank', payeeName: 'Ada' },
  holdDays: 7,
  currency: 'INR',
};

/** The panel as the editor holds it: every change kept, and recorded. */
function Editor({ seen }: { seen: PaymentConfig[] }) {
  const client = useMemo(() => createApolloClient(), []);
  const [config, setConfig] = useState<PaymentConfig>({ amount: 0, description: '' });
  const step = { id: 'fee', type: 'PAYMENT', name: 'Fee', config } as unknown as StepPanelProps<PaymentConfig>['step'];
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <PaymentPanel
            step={step}
            draft={{} as StepPanelProps['draft']}
            portalId="p1"
            onChange={(next) => {
              seen.push(next);
              setConfig(next);
            }}
          />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>
  );
}

describe('the PAYMENT step editor', () => {
  it('keeps the amount in minor units of the currency shown, the workspace’s default until another is picked', async () => {
    localStorage.setItem('token', 'tkn');
    const server = serverAnswers({ '/graphql': () => ({ status: 200, body: { data: { paymentSettings: settings } } }) });
    vi.stubGlobal('fetch', server.fetchImpl);
    const seen: PaymentConfig[] = [];
    render(<Editor seen={seen} />);

    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    await vi.waitFor(() => expect(currency.value).toBe('INR'));
    await userEvent.type(screen.getByLabelText('Amount'), '1499.5');
    expect(seen.at(-1)).toEqual({ amount: 149950, currency: 'INR', description: '' });
    expect(screen.getByText('The customer pays ₹1,499.50.')).toBeTruthy();

    // Yen has no minor digits: 1499.5 is not an amount in it, and the step is not left with ¥149,950.
    await userEvent.selectOptions(currency, 'JPY');
    expect(screen.getByText('Enter an amount like 2500 (JPY has no decimals).')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ amount: 0, currency: 'JPY', description: '' });
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '2500');
    expect(seen.at(-1)).toEqual({ amount: 2500, currency: 'JPY', description: '' });
    expect(screen.getByText('The customer pays ¥2,500.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('What it is for'), 'Deposit');
    expect(seen.at(-1)).toEqual({ amount: 2500, currency: 'JPY', description: 'Deposit' });
  });
});
