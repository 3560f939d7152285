import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from './fixtures';
import { renderApp, signedInGraphql, type GraphqlHandler } from './render';

const DOMAINS: Array<[string, string]> = [
  ['portals', 'Portals'],
  ['database', 'Database'],
  ['customers', 'Customers'],
  ['tickets', 'Tickets'],
  ['workflows', 'Workflows'],
  ['pages', 'Pages'],
  ['events', 'Events'],
  ['services', 'Services'],
  ['calls', 'Calls'],
  ['payments', 'Payments'],
];
const SCOPES = DOMAINS.flatMap(([resource, label]) =>
  (['read', 'write'] as const).map((access) => ({
    __typename: 'ApiScope',
    scope: `${resource}:${access}`,
    resource,
    label,
    access,
    description: `Lets the key ${access} ${resource}.`,
  })),
);

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const apiKey = (patch: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey',
  id: 'k1',
  name: 'Zapier',
  prefix: 'pk_3fA9c1x2',
  scopes: ['database:read', 'database:write', 'portals:read'],
  status: 'ACTIVE',
  requestsPerMinute: 600,
  costPerMinute: 250000,
  createdByName: 'Ada Lovelace',
  createdAt: '2026-03-02T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  ...patch,
});
const list = (keys: unknown[]) => () => ({ data: { apiKeys: keys, apiKeyScopes: SCOPES } });
const refusal = (code: string, message: string, details?: Record<string, string>) => () => ({
  data: null,
  errors: [{ message, extensions: { code, ...(details ? { details } : {}) } }],
});

const openApiKeys = async (graphql: Record<string, GraphqlHandler>) => {
  const server = signedInGraphql(user, graphql);
  renderApp('/settings/api-keys');
  const section = await screen.findByRole('region', { name: 'API keys' }, { timeout: 30_000 });
  return { ...server, section };
};
const keyRow = (section: HTMLElement, name: string) => within(section).getByRole('listitem', { name });
/** What a key's row says under `label` (Created, Last used, Expires…). */
const valueOf = (row: HTMLElement, label: string) => within(row).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
const checkedCount = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked).length;

describe('Settings → API keys', () => {
  it('lists the keys with their status, prefix, grouped scopes, creator and use; revoked keys last', async () => {
    const { section } = await openApiKeys({
      ApiKeys: list([
        apiKey({ id: 'k3', name: 'Old export', status: 'REVOKED', revokedAt: iso(-2 * HOUR), scopes: ['payments:read'] }),
        apiKey({ lastUsedAt: iso(-3 * HOUR), expiresAt: iso(61 * 24 * HOUR) }),
        apiKey({
          id: 'k2',
          name: 'Reporting',
          status: 'EXPIRED',
          expiresAt: iso(-48 * HOUR),
          createdByName: null,
          scopes: ['events:read'],
        }),
      ]),
    });

    const keys = await within(section).findByRole('list', { name: 'API keys' });
    expect(
      within(keys)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Zapier', 'Reporting', 'Old export']);
    expect(screen.getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe('page');

    const zapier = keyRow(section, 'Zapier');
    expect(within(zapier).getByText('Active')).toBeTruthy();
    expect(within(zapier).getByText('pk_3fA9c1x2…')).toBeTruthy();
    expect(
      within(within(zapier).getByRole('list', { name: 'Scopes' }))
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Portals: read', 'Database: read, write']);
    expect(valueOf(zapier, 'Created')).toBe(
      `${new Date('2026-03-02T10:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'medium' })} by Ada Lovelace`,
    );
    expect(valueOf(zapier, 'Last used')).toBe('3 hours ago');
    const expires = new Date(Date.now() + 61 * 24 * HOUR).toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(valueOf(zapier, 'Expires')).toBe(`${expires} (in 2 months)`);
    expect(valueOf(zapier, 'Limits a minute')).toBe('600 requests250,000 GraphQL cost');

    const reporting = keyRow(section, 'Reporting');
    expect(within(reporting).getByText('Expired', { selector: 'span' })).toBeTruthy();
    expect(valueOf(reporting, 'Last used')).toBe('Never used');
    expect(valueOf(reporting, 'Expired')).toMatch(/\(2 days ago\)$/);
    expect(valueOf(reporting, 'Created')).not.toMatch(/ by /);

    const old = keyRow(section, 'Old export');
    expect(within(old).getByText('Revoked', { selector: 'span' })).toBeTruthy();
    expect(valueOf(old, 'Revoked')).toBe('2 hours ago');
    // A revoked key cannot be revoked again; the others can.
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(zapier).getByRole('button', { name: 'Revoke Zapier' })).toBeTruthy();
    expect(within(reporting).getByRole('button', { name: 'Revoke Reporting' })).toBeTruthy();
  });

  it('creates a key: the secret is shown once, copies, and is gone when the dialog closes; the key joins the list', async () => {
    const secret = 'pk_3fA9c1x2SeCrEt-only-once_0123456789abcdefghijk';
    const session = userEvent.setup();
    const { section, operations } = await openApiKeys({
      ApiKeys: list([]),
      CreateApiKey: (variables) => ({
        data: {
          createApiKey: {
            __typename: 'CreatedApiKey',
            secret,
            key: apiKey({ id: 'k9', name: 'Reporting', scopes: (variables.input as { scopes: string[] }).scopes }),
          },
        },
      }),
    });

    expect(await within(section).findByText('No API keys yet')).toBeTruthy();
    expect(within(section).getByText('Create one to let another app read or change this workspace’s data.')).toBeTruthy();
    await session.click(within(section).getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await session.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reporting');
    await session.click(checkbox(dialog, 'Read Portals'));
    await session.click(checkbox(dialog, 'Read Events'));
    await session.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires' }), 'In 90 days');
    await session.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Reporting is ready' });
    expect(within(shown).getByText('Copy it now — you won’t see it again. Portico keeps only a hash.')).toBeTruthy();
    const field = within(shown).getByRole('textbox', { name: 'Secret' }) as HTMLInputElement;
    expect(field.value).toBe(secret);
    expect(field.readOnly).toBe(true);
    expect(within(shown).getByText(`curl -H "Authorization: Bearer ${secret}" ${window.location.origin}/v1/portal/list`)).toBeTruthy();
    const sandbox = within(shown).getByRole('link', { name: /Try it in the GraphQL sandbox/ });
    expect(sandbox.getAttribute('href')).toBe('/graphql');
    expect(sandbox.getAttribute('target')).toBe('_blank');

    await session.click(within(shown).getByRole('button', { name: 'Copy the secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await within(shown).findByText('Copied')).toBeTruthy();

    const input = operations.find((o) => o.operationName === 'CreateApiKey')!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ name: 'Reporting', scopes: ['portals:read', 'events:read'] });
    const days = (Date.parse(String(input.expiresAt)) - Date.now()) / (24 * HOUR);
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    // Empty limits are left to the server's defaults.
    expect(input.requestsPerMinute).toBeUndefined();
    expect(input.costPerMinute).toBeUndefined();

    await session.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
    expect(document.querySelectorAll(`input[value="${secret}"]`)).toHaveLength(0);
    const row = await within(section).findByRole('listitem', { name: 'Reporting' });
    expect(within(row).getByText('Portals: read')).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'ApiKeys')).toHaveLength(1);
  });

  it('the presets tick every domain’s read, or everything, and Clear none; Write does not tick Read', async () => {
    const session = userEvent.setup();
    const { section } = await openApiKeys({ ApiKeys: list([apiKey()]) });
    await session.click(await within(section).findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(
      within(dialog).getAllByRole('group', {
        name: /^(Portals|Database|Customers|Tickets|Workflows|Pages|Events|Services|Calls|Payments)$/,
      }),
    ).toHaveLength(10);

    await session.click(within(dialog).getByRole('button', { name: 'Read-only preset' }));
    for (const [, label] of DOMAINS) {
      expect(checkbox(dialog, `Read ${label}`).checked).toBe(true);
      expect(checkbox(dialog, `Write ${label}`).checked).toBe(false);
    }
    await session.click(within(dialog).getByRole('button', { name: 'Full access preset' }));
    expect(checkedCount(dialog)).toBe(20);
    await session.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(checkedCount(dialog)).toBe(0);

    await session.click(checkbox(dialog, 'Write Database'));
    expect(checkbox(dialog, 'Write Database').checked).toBe(true);
    expect(checkbox(dialog, 'Read Database').checked).toBe(false);
    // Each box says what it allows, from the server's scope list.
    expect(checkbox(dialog, 'Write Database').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Lets the key write database.')).toBeTruthy();
  });

  it('revokes after a confirmation that says apps stop working; the key moves down, dimmed', async () => {
    const session = userEvent.setup();
    let revoked = false;
    const { section, operations } = await openApiKeys({
      ApiKeys: list([apiKey(), apiKey({ id: 'k2', name: 'Reporting' })]),
      RevokeApiKey: (variables) => {
        revoked = true;
        const id = (variables.input as { id: string }).id;
        return { data: { revokeApiKey: apiKey({ id, status: 'REVOKED', revokedAt: iso(0) }) } };
      },
    });
    await session.click(await within(section).findByRole('button', { name: 'Revoke Zapier' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Zapier?' });
    expect(within(confirm).getByText(/Apps using this key stop working at once/)).toBeTruthy();
    await session.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revoked).toBe(false);

    await session.click(within(section).getByRole('button', { name: 'Revoke Zapier' }));
    await session.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Zapier revoked')).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'RevokeApiKey').map((o) => o.variables.input)).toEqual([{ id: 'k1' }]);
    await waitFor(() => expect(within(keyRow(section, 'Zapier')).getByText('Revoked', { selector: 'span' })).toBeTruthy());
    const names = within(within(section).getByRole('list', { name: 'API keys' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['Reporting', 'Zapier']);
    expect(within(keyRow(section, 'Zapier')).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows the server’s field errors under their fields (the limits open to show theirs)', async () => {
    const session = userEvent.setup();
    const { section } = await openApiKeys({
      ApiKeys: list([apiKey()]),
      CreateApiKey: refusal('BAD_USER_INPUT', 'Check the highlighted fields.', {
        name: 'A key’s name has at most 80 characters.',
        requestsPerMinute: 'At most 10,000 requests a minute.',
        scopes: 'Choose at least one scope.',
      }),
    });
    await session.click(await within(section).findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await session.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x'.repeat(81));
    await session.click(within(dialog).getByRole('button', { name: 'Advanced: limits' }));
    await session.type(within(dialog).getByRole('spinbutton', { name: 'Requests per minute' }), '20000');
    await session.click(within(dialog).getByRole('button', { name: 'Advanced: limits' }));
    await session.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await within(dialog).findByText('A key’s name has at most 80 characters.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    const rpm = await within(dialog).findByRole('spinbutton', { name: 'Requests per minute' });
    expect(rpm.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('At most 10,000 requests a minute.')).toBeTruthy();
    // Every detail found its field: no second, general message.
    expect(within(dialog).queryByText('Check the highlighted fields.')).toBeNull();
    expect(screen.queryByRole('dialog', { name: /is ready/ })).toBeNull();
  });

  it('“On a date…” needs a date, and sends the end of that day', async () => {
    const session = userEvent.setup();
    const { section, operations } = await openApiKeys({
      ApiKeys: list([apiKey()]),
      CreateApiKey: (variables) => ({
        data: {
          createApiKey: {
            __typename: 'CreatedApiKey',
            secret: 'pk_x',
            key: apiKey({ id: 'k5', name: 'Audit', ...(variables.input as object) }),
          },
        },
      }),
    });
    await session.click(await within(section).findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await session.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Audit');
    await session.click(checkbox(dialog, 'Read Tickets'));
    await session.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires' }), 'On a date…');
    await session.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Please enter Expiry date')).toBeTruthy();
    expect(operations.some((o) => o.operationName === 'CreateApiKey')).toBe(false);

    const date = within(dialog).getByLabelText(/Expiry date/) as HTMLInputElement;
    await session.type(date, '2027-06-30');
    await session.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'Audit is ready' })).toBeTruthy();
    const input = operations.find((o) => o.operationName === 'CreateApiKey')!.variables.input as Record<string, unknown>;
    expect(input.expiresAt).toBe(new Date(2027, 5, 30, 23, 59, 59).toISOString());
  });

  it('a member sees the server’s sentence on who manages keys, and no create button', async () => {
    const sentence = 'Only admins and owners of this workspace can see its API keys — ask one of its owners.';
    const { section } = await openApiKeys({ ApiKeys: refusal('FORBIDDEN', sentence) });
    expect(await within(section).findByText(sentence)).toBeTruthy();
    expect(within(section).getByText('Only admins and owners manage API keys')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says when the keys could not be loaded, and Retry brings them', async () => {
    let down = true;
    const session = userEvent.setup();
    const { section } = await openApiKeys({
      ApiKeys: () => (down ? refusal('INTERNAL', 'Something went wrong on our side (request r-1).')() : list([apiKey()])()),
    });
    expect(await within(section).findByText('The API keys could not be loaded')).toBeTruthy();
    expect(within(section).getByText('Something went wrong on our side (request r-1).')).toBeTruthy();
    down = false;
    await session.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('listitem', { name: 'Zapier' })).toBeTruthy();
  });
});
