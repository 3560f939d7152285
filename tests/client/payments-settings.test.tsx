import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from './fixtures';
import { renderApp, signedInGraphql, type GraphqlHandler } from './render';

const fakeServer = (graphql: Record<string, GraphqlHandler>) => signedInGraphql(user, graphql);

const roleIs = (role: string) => () => ({
  data: { workspaces: [{ __typename: 'Workspace', id: 'w1', name: 'Ada’s workspace', role, current: true }] },
});

const settings = (patch: { upi?: { vpa: string | null; payeeName: string | null } } = {}) => ({
  __typename: 'PaymentSettings',
  stripe: {
    __typename: 'StripeSettings',
    configured: true,
    secretKeyMasked: 'sk_test_••••4242',
    publishableKey: 'pk_test_abcdef123456',
    webhookSecretSet: false,
    accountName: 'Analytical Engines Ltd',
    webhookUrl: 'https://portico.example/v1/payments/webhooks/stripe?workspace=w1',
  },
  upi: {
    __typename: 'UpiSettings',
    vpa: null,
    payeeName: null,
    callbackSecretSet: false,
    callbackUrl: 'https://portico.example/v1/payments/webhooks/upi?workspace=w1',
    ...patch.upi,
  },
  holdDays: 7,
  currency: 'USD',
});

describe('settings: payments', () => {
  it('sends only the fields that changed, and shows the server’s refusal on its field', async () => {
    const refusal = 'Stripe does not accept this key — copy it again from the Stripe dashboard (Developers → API keys).';
    let saves = 0;
    const { operations } = fakeServer({
      CurrentWorkspaceRole: roleIs('OWNER'),
      PaymentSettings: () => ({ data: { paymentSettings: settings() } }),
      UpdatePaymentSettings: () =>
        ++saves === 1
          ? {
              data: null,
              errors: [{ message: 'Check the fields.', extensions: { code: 'BAD_USER_INPUT', details: { stripeSecretKey: refusal } } }],
            }
          : { data: { updatePaymentSettings: settings({ upi: { vpa: 'ada@okbank', payeeName: 'Ada Lovelace' } }) } },
    });
    renderApp('/settings/payments');

    const stripe = await screen.findByRole('region', { name: 'Card payments (Stripe)' }, { timeout: 30_000 });
    expect(within(stripe).getByText('Connected as Analytical Engines Ltd')).toBeTruthy();
    expect(within(stripe).getByText('sk_test_••••4242')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save payment settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('UPI address (VPA)'), 'ada@okbank');
    await userEvent.type(screen.getByLabelText('Payee name'), 'Ada Lovelace');
    await userEvent.click(within(stripe).getByRole('button', { name: 'Replace the secret key' }));
    await userEvent.type(within(stripe).getByLabelText('Secret key'), 'sk_test_notakey123');
    await userEvent.click(save);

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(within(stripe).getByLabelText('Secret key').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('UPI address (VPA)').getAttribute('aria-invalid')).toBeNull();
    const sent = operations.filter((o) => o.operationName === 'UpdatePaymentSettings').map((o) => o.variables.input);
    // The publishable key, the hold and the currency were not touched: they are not sent.
    expect(sent).toEqual([{ stripeSecretKey: 'sk_test_notakey123', upiVpa: 'ada@okbank', upiPayeeName: 'Ada Lovelace' }]);

    // Keeping the saved key leaves only the UPI fields to send.
    await userEvent.click(within(stripe).getByRole('button', { name: 'Keep the saved one' }));
    await userEvent.click(save);
    expect(await screen.findByText('Payment settings saved')).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'UpdatePaymentSettings').map((o) => o.variables.input)[1]).toEqual({
      upiVpa: 'ada@okbank',
      upiPayeeName: 'Ada Lovelace',
    });
    expect((screen.getByLabelText('UPI address (VPA)') as HTMLInputElement).value).toBe('ada@okbank');
    expect((screen.getByRole('button', { name: 'Save payment settings' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a cleared field as null and a changed hold as a number', async () => {
    const { operations } = fakeServer({
      CurrentWorkspaceRole: roleIs('ADMIN'),
      PaymentSettings: () => ({ data: { paymentSettings: settings({ upi: { vpa: 'ada@okbank', payeeName: 'Ada' } }) } }),
      UpdatePaymentSettings: () => ({ data: { updatePaymentSettings: settings() } }),
    });
    renderApp('/settings/payments');

    await userEvent.clear(await screen.findByLabelText('Publishable key', undefined, { timeout: 30_000 }));
    await userEvent.clear(screen.getByLabelText('Hold (days)'));
    await userEvent.type(screen.getByLabelText('Hold (days)'), '14');
    await userEvent.selectOptions(screen.getByLabelText('Default currency'), 'INR');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));

    expect(await screen.findByText('Payment settings saved')).toBeTruthy();
    expect(operations.find((o) => o.operationName === 'UpdatePaymentSettings')!.variables.input).toEqual({
      stripePublishableKey: null,
      holdDays: 14,
      currency: 'INR',
    });
  });

  it('shows a member the settings read-only, with who can change them', async () => {
    const { operations } = fakeServer({
      CurrentWorkspaceRole: roleIs('MEMBER'),
      PaymentSettings: () => ({ data: { paymentSettings: settings({ upi: { vpa: 'ada@okbank', payeeName: 'Ada' } }) } }),
    });
    renderApp('/settings/payments');

    expect(
      await screen.findByText(/an admin or owner of the workspace can change these settings/, undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save payment settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replace the secret key' })).toBeNull();
    expect((screen.getByLabelText('UPI address (VPA)') as HTMLInputElement).readOnly).toBe(true);
    expect(operations.some((o) => o.operationName === 'UpdatePaymentSettings')).toBe(false);
  });
});
