import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portal, user } from './fixtures';
import { renderApp, signedInGraphql, type GraphqlHandler } from './render';

const endpoint = (patch: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint',
  id: '7b000000-0000-4000-8000-000000000001',
  portalId: portal.id,
  url: 'https://crm.example.com/hooks/portico',
  description: 'CRM sync',
  events: ['record.created', 'ticket.raised'],
  status: 'ACTIVE',
  disabledReason: null,
  failureStreak: 0,
  previousSecretExpiresAt: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...patch,
});
const attempt = (n: number, responseStatus: number | null, error: string | null, of = 1) => ({
  __typename: 'WebhookAttempt',
  id: `7c000000-0000-4000-8000-0000000000${of}${n}`,
  attempt: n,
  responseStatus,
  error,
  responseExcerpt: responseStatus === 200 ? 'thanks' : null,
  durationMs: 40 + n,
  createdAt: '2026-03-02T10:05:00.000Z',
});
const delivery = (patch: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery',
  id: '7d000000-0000-4000-8000-000000000001',
  endpointId: endpoint().id,
  messageId: 'msg_abc',
  eventType: 'record.created',
  status: 'SUCCEEDED',
  attemptCount: 2,
  responseStatus: 200,
  durationMs: 42,
  lastError: null,
  nextAttemptAt: null,
  payload: '{"type":"record.created","timestamp":"2026-03-02T10:05:00.000Z","data":{"id":"r1"}}',
  createdAt: '2026-03-02T10:05:00.000Z',
  updatedAt: '2026-03-02T10:05:01.000Z',
  attempts: [attempt(1, 500, 'The endpoint answered 500.'), attempt(2, 200, null)],
  ...patch,
});
const page = (nodes: unknown[]) => ({
  data: {
    webhookDeliveries: {
      __typename: 'WebhookDeliveryConnection',
      edges: nodes.map((node) => ({ __typename: 'WebhookDeliveryEdge', cursor: null, node })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  },
});

const open = async (graphql: Record<string, GraphqlHandler>) => {
  const server = signedInGraphql(user, {
    PortalBySlug: () => ({ data: { portal } }),
    UnreadTicketCount: () => ({ data: { unreadTicketCount: { __typename: 'UnreadTicketCount', count: 0 } } }),
    ...graphql,
  });
  renderApp('/acme/integrations/webhooks');
  expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 }, { timeout: 30_000 })).toBeTruthy();
  return server;
};

describe('a portal’s Webhooks', () => {
  it('adds an endpoint with its events, and shows its secret once with a copy button', async () => {
    let list: unknown[] = [];
    const { operations } = await open({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: list } }),
      CreateWebhookEndpoint: (v) => {
        const input = v.input as { url: string; description: string; events: string[] };
        const made = endpoint({ url: input.url, description: input.description, events: input.events });
        list = [made];
        return {
          data: {
            createWebhookEndpoint: {
              __typename: 'WebhookEndpointSecretPayload',
              secret: 'whsec_c2VjcmV0LXNoYWgtc2hvd24tb25jZQ==',
              endpoint: made,
            },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    // Nothing typed: the form says what is missing and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Please enter the endpoint’s address.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    expect(operations.some((o) => o.operationName === 'CreateWebhookEndpoint')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'https://hooks.example.com/in');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Zapier');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /ticket\.raised/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /record\.created/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('alertdialog', { name: 'Endpoint added: copy its signing secret' });
    expect(within(shown).getByText('whsec_c2VjcmV0LXNoYWgtc2hvd24tb25jZQ==')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy the signing secret' })).toBeTruthy();
    expect(operations.find((o) => o.operationName === 'CreateWebhookEndpoint')?.variables).toEqual({
      input: {
        portalId: portal.id,
        url: 'https://hooks.example.com/in',
        description: 'Zapier',
        events: ['record.created', 'ticket.raised'],
      },
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('whsec_c2VjcmV0LXNoYWgtc2hvd24tb25jZQ==')).toBeNull());
    const card = await screen.findByRole('region', { name: 'https://hooks.example.com/in' });
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('ticket.raised')).toBeTruthy();
  });

  it('puts the server’s refusal on the address field', async () => {
    await open({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: [] } }),
      CreateWebhookEndpoint: () => ({
        data: null,
        errors: [
          {
            message: 'Please fix the url.',
            extensions: { code: 'BAD_USER_INPUT', details: { url: '10.0.0.5 is a private or reserved address — use a public address.' } },
          },
        ],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'http://10.0.0.5/hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /record\.deleted/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('10.0.0.5 is a private or reserved address — use a public address.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a disabled endpoint with its reason, and turns it back on', async () => {
    let current = endpoint({
      status: 'DISABLED',
      disabledReason: 'Disabled after 5 deliveries in a row failed every attempt (the last: HTTP 500).',
    });
    const { operations } = await open({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: [current] } }),
      UpdateWebhookEndpoint: () => {
        current = endpoint();
        return { data: { updateWebhookEndpoint: current } };
      },
    });
    const card = await screen.findByRole('region', { name: 'https://crm.example.com/hooks/portico' });
    expect(within(card).getByText('Disabled')).toBeTruthy();
    expect(within(card).getByText(/Disabled after 5 deliveries in a row failed/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on again' }));
    expect(await within(card).findByText('Active')).toBeTruthy();
    expect(operations.find((o) => o.operationName === 'UpdateWebhookEndpoint')?.variables).toEqual({
      input: { id: endpoint().id, enabled: true },
    });
  });

  it('sends a test event and shows the delivery log: status, response, attempts, and Send again', async () => {
    let deliveries: unknown[] = [delivery()];
    const { operations } = await open({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: [endpoint()] } }),
      WebhookDeliveries: () => page(deliveries),
      SendWebhookTestEvent: () => {
        const made = delivery({
          id: '7d000000-0000-4000-8000-000000000002',
          eventType: 'webhook.test',
          attemptCount: 1,
          attempts: [attempt(1, 200, null, 2)],
          createdAt: '2026-03-02T11:00:00.000Z',
        });
        deliveries = [made, ...deliveries];
        return { data: { sendWebhookTestEvent: made } };
      },
      RetryWebhookDelivery: () => ({ data: { retryWebhookDelivery: delivery({ status: 'PENDING' }) } }),
    });
    const card = await screen.findByRole('region', { name: 'https://crm.example.com/hooks/portico' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send test event' }));
    const log = await within(card).findByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('webhook.test')).toBeTruthy();
    const rows = within(log).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Delivered')).toBeTruthy();
    expect(within(rows[0]!).getByText('200')).toBeTruthy();
    expect(within(rows[1]!).getByText('record.created')).toBeTruthy();
    expect(within(rows[1]!).getByText('2')).toBeTruthy();
    expect(operations.find((o) => o.operationName === 'SendWebhookTestEvent')?.variables).toEqual({ input: { endpointId: endpoint().id } });

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Show the attempts of record\.created/ }));
    const attempts = await within(log).findByRole('list', { name: 'Attempts' });
    expect(within(attempts).getByText('The endpoint answered 500.')).toBeTruthy();
    expect(within(attempts).getByText('HTTP 200')).toBeTruthy();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Send again: record\.created of / }));
    expect(await screen.findByText('Sending again')).toBeTruthy();
    expect(operations.find((o) => o.operationName === 'RetryWebhookDelivery')?.variables).toEqual({ input: { deliveryId: delivery().id } });
  });

  it('rotates the secret after asking, and deletes after asking', async () => {
    let list = [endpoint()];
    const { operations } = await open({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: list } }),
      RotateWebhookSecret: () => ({
        data: {
          rotateWebhookSecret: {
            __typename: 'WebhookEndpointSecretPayload',
            secret: 'whsec_bmV3LXNlY3JldA==',
            endpoint: endpoint({ previousSecretExpiresAt: '2026-03-03T10:00:00.000Z' }),
          },
        },
      }),
      DeleteWebhookEndpoint: () => {
        list = [];
        return { data: { deleteWebhookEndpoint: { __typename: 'WebhookEndpoint', id: endpoint().id } } };
      },
    });
    const card = await screen.findByRole('region', { name: 'https://crm.example.com/hooks/portico' });
    await userEvent.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await userEvent.click(within(asking).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Your new signing secret' });
    expect(within(shown).getByText('whsec_bmV3LXNlY3JldA==')).toBeTruthy();
    expect(within(shown).getByText(/previous secret keeps signing beside this one for 24 hours/)).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(await within(card).findByText(/The previous signing secret also signs until/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'DeleteWebhookEndpoint')).toHaveLength(1);
  });

  it('tells a member that webhooks are for admins and owners', async () => {
    await open({
      WebhookEndpoints: () => ({
        data: null,
        errors: [
          {
            message: 'Only an admin or owner of this workspace can manage this portal’s webhooks — ask one of its owners.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      }),
    });
    expect(await screen.findByText('Webhooks are for the workspace’s admins and owners')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  });
});
