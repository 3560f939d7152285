import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection, portal, user } from './fixtures';
import { renderApp, serverAnswers } from './render';

const customer = {
  __typename: 'CustomerUser',
  id: '9b1d2c3e-0000-4000-8000-000000000001',
  portalId: portal.id,
  email: 'casey@example.com',
  name: 'Casey Jones',
  status: 'ACTIVE',
  context: { plan: 'Gold' },
  lastLoginAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ticketCount: 2,
};

function signedIn(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const server = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }),
    '/graphql': (init) => {
      const request = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
      sent.push(request);
      const all: Record<string, (variables: Record<string, unknown>) => unknown> = {
        PortalBySlug: () => ({ data: { portal } }),
        UnreadTicketCount: () => ({ data: { unreadTicketCount: 3 } }),
        ...answers,
      };
      const answer = all[request.operationName];
      return { status: 200, body: answer ? answer(request.variables) : { errors: [{ message: `unexpected ${request.operationName}` }] } };
    },
  });
  vi.stubGlobal('fetch', server.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the Customer section', () => {
  it('invites the first customer from the empty state, with the unread ticket count on its tab', async () => {
    signedIn({ Customers: () => ({ data: { customers: connection('CustomerUser', []) } }) });
    renderApp(`/${portal.slug}/customer`);
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite your first customer' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Customer section' });
    expect(await within(tabs).findByLabelText('3 unread')).toBeTruthy();
  });

  it('lists customers with their status and ticket count, linking to each', async () => {
    signedIn({ Customers: () => ({ data: { customers: connection('CustomerUser', [customer]) } }) });
    renderApp(`/${portal.slug}/customer`);
    const table = await screen.findByRole('table', { name: 'Customers' });
    const link = within(table).getByRole('link', { name: 'Casey Jones' });
    expect(link.getAttribute('href')).toBe(`/${portal.slug}/customer/${customer.id}`);
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('casey@example.com')).toBeTruthy();
  });

  it('the invite dialog shows the server’s sentence on the email field', async () => {
    signedIn({
      Customers: () => ({ data: { customers: connection('CustomerUser', [customer]) } }),
      InviteCustomer: () => ({
        errors: [
          {
            message: 'There is already a customer with that email in this portal.',
            extensions: { code: 'CONFLICT', details: { email: 'Taken in this portal.' } },
          },
        ],
      }),
    });
    renderApp(`/${portal.slug}/customer`);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a customer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // Both fields are asked for before anything is sent.
    expect(await within(dialog).findByText('Please enter Name')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'casey@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Casey' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Taken in this portal.')).toBeTruthy();
  });

  it('the context editor refuses raw JSON that is not an object, and saves the rows as typed values', async () => {
    const sent = signedIn({
      Customer: () => ({
        data: {
          customer,
          customerRecords: [],
          customerActivity: connection('PortalEvent', []),
          tickets: connection('Ticket', []),
        },
      }),
      Tickets: () => ({ data: { tickets: connection('Ticket', []) } }),
      SetCustomerContext: (v) => ({ data: { setCustomerContext: { ...customer, context: (v.input as { context: unknown }).context } } }),
    });
    renderApp(`/${portal.slug}/customer/${customer.id}`);
    fireEvent.click(await screen.findByText('Raw JSON'));
    const raw = await screen.findByRole('textbox', { name: 'Context as JSON' });
    fireEvent.change(raw, { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save context' }));
    expect(await screen.findByText('The context is a JSON object, like {"plan": "gold"}.')).toBeTruthy();
    expect(sent.some((r) => r.operationName === 'SetCustomerContext')).toBe(false);
    fireEvent.change(raw, { target: { value: '{"plan": "Gold", "seats": 12}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save context' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.operationName === 'SetCustomerContext')?.variables).toEqual({
        input: { id: customer.id, context: { plan: 'Gold', seats: 12 } },
      }),
    );
  });
});
