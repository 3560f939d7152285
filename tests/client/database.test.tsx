import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { formatDate } from '../../client/src/features/database/format';
import { Toaster } from '../../client/src/app/ui/toaster';
import { choice, collection, connection, field, portal, record as recordOf, user } from './fixtures';
import { renderApp, serverAnswers } from './render';

const COMPANIES = 'c0000000-0000-4000-8000-000000000002';
const dealFields = [
  field('name', 'Name', 'TEXT'),
  field('amount', 'Amount', 'NUMBER'),
  field('won', 'Won', 'BOOLEAN'),
  field('close', 'Close date', 'DATE'),
  field('meeting', 'Meeting', 'DATETIME'),
  field('stage', 'Stage', 'SELECT', { choices: [choice('Lead', 'gray'), choice('Won', 'green')] }),
  field('tags', 'Tags', 'MULTI_SELECT', { choices: [choice('VIP', 'purple'), choice('Renewal', 'blue')] }),
  field('email', 'Email', 'EMAIL'),
  field('site', 'Website', 'URL'),
  field('company', 'Company', 'RELATION', { relationCollectionId: COMPANIES }),
  field('owner', 'Owner', 'CUSTOMER'),
];
const deals = collection('c0000000-0000-4000-8000-000000000001', 'Deals', 1204, dealFields);
const companies = collection(COMPANIES, 'Companies', 3, [field('title', 'Title', 'TEXT')]);
const empty = collection('c0000000-0000-4000-8000-000000000003', 'Leads', 0, []);

const record = (id: string, data: Record<string, unknown>, links: unknown[] = []) => recordOf(id, deals.id, data, links);
const full = record(
  'r0000000-0000-4000-8000-000000000001',
  {
    name: 'Big deal',
    amount: 1204.5,
    won: true,
    close: '2026-03-31',
    meeting: '2026-03-31T14:30:00.000Z',
    stage: 'Won',
    tags: ['VIP', 'Renewal'],
    email: 'ceo@acme.test',
    site: 'https://acme.test/about',
    company: 'd0000000-0000-4000-8000-000000000009',
    owner: '3f2a9c1e-7b7d-4c1e-9a55-0123456789ab',
  },
  [
    {
      __typename: 'RecordLink',
      fieldKey: 'company',
      recordId: 'd0000000-0000-4000-8000-000000000009',
      collectionId: COMPANIES,
      label: 'Acme Corp',
    },
  ],
);
// The server names the customer a CUSTOMER value points at (record.customers).
full.customers = [
  {
    __typename: 'RecordCustomer',
    fieldKey: 'owner',
    customerId: '3f2a9c1e-7b7d-4c1e-9a55-0123456789ab',
    name: 'Olive Owner',
    email: 'olive@acme.test',
  },
] as never;
const second = record('r0000000-0000-4000-8000-000000000002', { name: 'Small deal', amount: 12 });

interface Operation {
  operationName: string;
  variables: Record<string, unknown>;
}
type Answer = (variables: Record<string, unknown>) => unknown;

/** Signed in, with the GraphQL endpoint answering by operation name (and recording what was sent). */
function server(answers: Record<string, Answer>) {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const operations: Operation[] = [];
  const all: Record<string, Answer> = { PortalBySlug: () => ({ data: { portal } }), ...answers };
  const fake = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }),
    '/graphql': (init) => {
      const op = JSON.parse(String(init?.body)) as Operation;
      operations.push({ operationName: op.operationName, variables: op.variables ?? {} });
      const answer = all[op.operationName];
      return { status: 200, body: answer ? answer(op.variables ?? {}) : { errors: [{ message: `unexpected ${op.operationName}` }] } };
    },
  });
  vi.stubGlobal('fetch', fake.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { operations, sent: (name: string) => operations.filter((o) => o.operationName === name) };
}

const page = (items: unknown[]) => () => ({ data: { records: connection('CollectionRecord', items) } });
const count = (n: number) => () => ({ data: { recordCount: n } });

function open(path = '/acme/database') {
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
  return renderApp(path);
}

const cellOf = (row: HTMLElement, label: string) => {
  const grid = screen.getByRole('grid');
  const headers = within(grid).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.getAttribute('aria-label') === label);
  return [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('gridcell')][index]!;
};
const rows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

beforeAll(() => {
  // jsdom lays nothing out: give the grid's scroll area a size so TanStack Virtual renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

// The first test also loads the lazy layout and screen, which takes seconds under jsdom.
describe('database: collections', () => {
  it('offers "New collection" when the portal has none', async () => {
    server({ Collections: () => ({ data: { collections: [] } }) });
    open();
    expect(await screen.findByText('No collections yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New collection' })).toBeTruthy();
  });

  it('lists collections with their record counts and selects the first; a collection without fields offers to add one', async () => {
    server({ Collections: () => ({ data: { collections: [empty, deals] } }), Records: page([]), RecordCount: count(0) });
    open();
    const list = await screen.findByRole('list', { name: 'Your collections' });
    const [leads, dealsItem] = within(list).getAllByRole('listitem');
    expect(within(dealsItem!).getByRole('link').textContent).toBe('Deals1,204 records');
    expect(within(leads!).getByRole('link').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Leads has no fields yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a field' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Import CSV' }).length).toBeGreaterThan(0);
  });

  it('says when a collection has no records yet, from the URL selection', async () => {
    server({ Collections: () => ({ data: { collections: [companies, deals] } }), Records: page([]), RecordCount: count(0) });
    open(`/acme/database?collection=${deals.id}`);
    expect(await screen.findByText('No records yet')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your collections' });
    expect(within(list).getByRole('link', { name: /Deals/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button', { name: 'New record' }).length).toBeGreaterThan(0);
  });

  it('asks before deleting a collection, naming how many records go with it', async () => {
    const { sent } = server({
      Collections: () => ({ data: { collections: [deals] } }),
      Records: page([second]),
      RecordCount: count(1204),
      DeleteCollection: () => ({ data: { deleteCollection: { __typename: 'Collection', id: deals.id, recordCount: 1204 } } }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Deals' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete “Deals” and its 1,204 records?' })).toBeTruthy();
    expect(sent('DeleteCollection')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(sent('DeleteCollection')[0]?.variables).toEqual({ id: deals.id }));
    expect(await screen.findByText('No collections yet')).toBeTruthy();
  });
});

describe('database: records grid', () => {
  it('shows each type of value as a person reads it', async () => {
    server({ Collections: () => ({ data: { collections: [deals, companies] } }), Records: page([full]), RecordCount: count(1) });
    open();
    const grid = await screen.findByRole('grid', { name: 'Deals records' });
    expect(within(grid).getByRole('columnheader', { name: 'Amount' })).toBeTruthy();
    const [row] = rows();
    expect(cellOf(row!, 'Name').textContent).toBe('Big deal');
    expect(cellOf(row!, 'Amount').textContent).toBe('1,204.5');
    expect(within(cellOf(row!, 'Won')).getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
    expect(cellOf(row!, 'Close date').textContent).toBe('Mar 31, 2026');
    expect(cellOf(row!, 'Meeting').textContent).toBe('Mar 31, 2026, 2:30 PM');
    expect(cellOf(row!, 'Stage').textContent).toBe('Won');
    expect(cellOf(row!, 'Tags').textContent).toBe('VIPRenewal');
    expect(within(cellOf(row!, 'Email')).getByRole('link').getAttribute('href')).toBe('mailto:ceo@acme.test');
    const site = within(cellOf(row!, 'Website')).getByRole('link');
    expect(site.getAttribute('href')).toBe('https://acme.test/about');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(cellOf(row!, 'Company').textContent).toBe('Acme Corp');
    expect(cellOf(row!, 'Owner').textContent).toBe('Olive Owner');
    expect(screen.getByText('1 record')).toBeTruthy();
  });

  it('edits a text cell inline: sends only that field and shows the new value', async () => {
    const { sent } = server({
      Collections: () => ({ data: { collections: [deals] } }),
      Records: page([full, second]),
      RecordCount: count(2),
      UpdateRecord: (v) => ({
        data: { updateRecord: { ...second, data: { ...second.data, ...(v.data as object) }, updatedAt: '2026-02-02T09:00:00.000Z' } },
      }),
    });
    open();
    await screen.findByRole('grid');
    const cell = cellOf(rows()[1]!, 'Name');
    await userEvent.dblClick(cell);
    const input = await screen.findByRole('textbox', { name: 'Edit Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Medium deal{Enter}');
    await waitFor(() => expect(sent('UpdateRecord')).toHaveLength(1));
    expect(sent('UpdateRecord')[0]!.variables).toEqual({ id: second.id, data: { name: 'Medium deal' } });
    expect(screen.queryByRole('textbox', { name: 'Edit Name' })).toBeNull();
    await waitFor(() => expect(cellOf(rows()[1]!, 'Name').textContent).toBe('Medium deal'));
    expect(cellOf(rows()[1]!, 'Amount').textContent).toBe('12');
  });

  it('puts the old value back and says why when the server refuses an edit', async () => {
    server({
      Collections: () => ({ data: { collections: [deals] } }),
      Records: page([full, second]),
      RecordCount: count(2),
      UpdateRecord: () => ({
        errors: [
          {
            message: 'Check the highlighted fields.',
            extensions: { code: 'BAD_USER_INPUT', details: { 'data.name': 'Another record already has this Name — Name must be unique.' } },
          },
        ],
        data: null,
      }),
    });
    open();
    await screen.findByRole('grid');
    fireEvent.focus(cellOf(rows()[1]!, 'Name'));
    // Typing on the active cell starts editing with what was typed.
    fireEvent.keyDown(cellOf(rows()[1]!, 'Name'), { key: 'B' });
    const input = await screen.findByRole('textbox', { name: 'Edit Name' });
    expect((input as HTMLInputElement).value).toBe('B');
    await userEvent.type(input, 'ig deal{Enter}');
    expect(await screen.findByText('Another record already has this Name — Name must be unique.')).toBeTruthy();
    await waitFor(() => expect(cellOf(rows()[1]!, 'Name').textContent).toBe('Small deal'));
  });

  it('moves the active cell with the arrow keys, Tab, Home and End', async () => {
    server({ Collections: () => ({ data: { collections: [deals] } }), Records: page([full, second]), RecordCount: count(2) });
    open();
    await screen.findByRole('grid');
    const start = cellOf(rows()[0]!, 'Name');
    expect(start.getAttribute('tabindex')).toBe('0');
    start.focus();
    await waitFor(() => expect(start.getAttribute('aria-selected')).toBe('true'));
    const active = () => screen.getByRole('grid').querySelector('[aria-selected="true"][data-col]');

    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe(cellOf(rows()[0]!, 'Amount'));
    expect(document.activeElement).toBe(active());
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(cellOf(rows()[1]!, 'Amount'));
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe(cellOf(rows()[1]!, 'Won'));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toBe(cellOf(rows()[1]!, 'Amount'));
    await userEvent.keyboard('{End}');
    expect(active()).toBe(cellOf(rows()[1]!, 'Owner'));
    await userEvent.keyboard('{Home}');
    expect(active()?.getAttribute('aria-label')).toBe('Record 2');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()?.getAttribute('aria-label')).toBe('Record 1');
  });

  it('sends a new filter condition to the records and the count, and shows it as a chip', async () => {
    const { sent } = server({
      Collections: () => ({ data: { collections: [deals] } }),
      Records: (v) => page(v.filter ? [full] : [full, second])(),
      RecordCount: (v) => count(v.filter ? 1 : 2)(),
    });
    open();
    await screen.findByRole('grid');
    expect(await screen.findByText('2 records')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Field' }), 'Amount');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), '≥');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), '1,000');
    await userEvent.click(screen.getByRole('button', { name: 'Add condition' }));

    const condition = [{ field: 'amount', op: 'GTE', value: 1000 }];
    await waitFor(() => expect(sent('Records').at(-1)!.variables.filter).toEqual(condition));
    expect(sent('RecordCount').at(-1)!.variables.filter).toEqual(condition);
    expect(await screen.findByText('1 record match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: Amount ≥ 1,000' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('takes a date filter typed the way the grid shows dates, and says so when it is not one', async () => {
    const { sent } = server({
      Collections: () => ({ data: { collections: [deals] } }),
      Records: (v) => page(v.filter ? [full] : [full, second])(),
      RecordCount: (v) => count(v.filter ? 1 : 2)(),
    });
    open();
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Field' }), 'Close date');
    const value = screen.getByRole('textbox', { name: 'Value' });
    expect(value.getAttribute('placeholder')).toBe(formatDate('2026-03-31'));
    await userEvent.type(value, 'Feb 30, 2026');
    expect(screen.getByText(`Type a date like ${formatDate('2026-03-31')} (or 2026-03-31).`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add condition' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(value);
    await userEvent.type(value, 'Mar 31, 2026');
    expect(screen.queryByText(/Type a date like/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    await waitFor(() => expect(sent('Records').at(-1)!.variables.filter).toEqual([{ field: 'close', op: 'EQ', value: '2026-03-31' }]));
  });
});
