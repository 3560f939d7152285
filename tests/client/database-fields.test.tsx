import { ApolloProvider, useQuery } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '../../client/src/features/database/format';
import { useMemo, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../client/src/app/api/apollo';
import { loadFullSystem } from '../../client/src/app/theme';
import { Toaster } from '../../client/src/app/ui/toaster';
import { CollectionsQuery } from '../../client/src/features/database/database.documents';
import { exportCsv } from '../../client/src/features/database/export-csv';
import { FieldEditorDialog } from '../../client/src/features/database/FieldEditorDialog';
import { FieldsDialog } from '../../client/src/features/database/FieldsDialog';
import { ImportCsvDialog } from '../../client/src/features/database/ImportCsvDialog';
import type { Collection } from '../../client/src/features/database/types';
import { choice, collection, field, portal } from './fixtures';
import { serverAnswers } from './render';

const DEALS = '7b5d1e2f-0000-4000-8000-000000000002';
const CLIENTS = '7b5d1e2f-0000-4000-8000-000000000003';

type FieldShape = {
  key: string;
  label: string;
  type: string;
  required?: boolean;
  unique?: boolean;
  choices?: Array<{ value: string; color: string }>;
  defaultValue?: unknown;
};
const fieldOf = ({ key, label, type, choices, ...rest }: FieldShape) =>
  field(key, label, type, { ...rest, choices: (choices ?? []).map((c) => choice(c.value, c.color)) });
const collectionOf = (id: string, name: string, slug: string, fields: ReturnType<typeof field>[], recordCount = 12) =>
  collection(id, name, recordCount, fields, slug);
const dealFields = () => [
  fieldOf({ key: 'name', label: 'Name', type: 'TEXT', required: true }),
  fieldOf({ key: 'amount', label: 'Amount', type: 'NUMBER' }),
  fieldOf({ key: 'reference', label: 'Reference', type: 'TEXT', unique: true }),
];

interface Operation {
  operationName: string;
  variables: Record<string, unknown>;
}
type Answer = (variables: Record<string, unknown>) => unknown;

/** GraphQL answered by operation name; every request is kept for the assertions. */
function fakeServer(answers: Record<string, Answer>) {
  const operations: Operation[] = [];
  const server = serverAnswers({
    '/graphql': (init) => {
      const { operationName, variables } = JSON.parse(String(init?.body)) as Operation;
      operations.push({ operationName, variables });
      const answer = answers[operationName];
      if (!answer) throw new Error(`unexpected operation ${operationName}`);
      return { status: 200, body: answer(variables ?? {}) };
    },
  });
  localStorage.setItem('token', 'tkn');
  vi.stubGlobal('fetch', server.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { operations, updates: () => operations.filter((o) => o.operationName === 'UpdateCollection') };
}

/** The portal's collections from the cache, as the Database screen passes them to the dialogs. */
function WithCollections({ children }: { children: (collection: Collection, all: Collection[]) => ReactNode }) {
  const { data } = useQuery(CollectionsQuery, { variables: { portalId: portal.id } });
  if (!data?.collections) return <p>Loading collections</p>;
  return children(
    data.collections.find((c) => c.id === DEALS)!,
    data.collections,
  );
}

function Providers({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ChakraProvider value={fullSystem}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
      <Toaster />
    </ChakraProvider>
  );
}

function renderWith(children: (collection: Collection, all: Collection[]) => ReactNode) {
  return render(
    <Providers>
      <WithCollections>{children}</WithCollections>
    </Providers>,
  );
}

let fullSystem: SystemContext;
beforeAll(async () => {
  // jsdom has no element scrolling; Chakra's select scrolls its list when it opens.
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  fullSystem = await loadFullSystem();
});

const collectionsAnswer =
  (fields = dealFields(), recordCount = 12) =>
  () => ({
    data: {
      collections: [
        collectionOf(DEALS, 'Deals', 'deals', fields, recordCount),
        collectionOf(CLIENTS, 'Clients', 'clients', [fieldOf({ key: 'company', label: 'Company', type: 'TEXT' })]),
      ],
    },
  });

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('field editor', () => {
  it('adds a SELECT field with two coloured choices after the existing fields, and says so', async () => {
    const { updates } = fakeServer({
      Collections: collectionsAnswer(),
      UpdateCollection: () => ({
        data: {
          updateCollection: collectionOf(DEALS, 'Deals', 'deals', [
            ...dealFields(),
            fieldOf({
              key: 'stage',
              label: 'Stage',
              type: 'SELECT',
              choices: [
                { value: 'Open', color: 'blue' },
                { value: 'Won', color: 'purple' },
              ],
            }),
          ]),
        },
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWith((collection, all) => <FieldEditorDialog open onClose={onClose} collection={collection} collections={all} />);

    const editor = await dialog('Add a field to Deals');
    await user.type(within(editor).getByRole('textbox', { name: /Field name/ }), 'Stage');
    await user.click(within(editor).getByRole('combobox', { name: 'Type' }));
    await user.click(await within(editor).findByRole('option', { name: /^Single select/ }));
    expect(within(editor).getByRole('combobox', { name: 'Type' }).textContent).toContain('Single select');

    // Enter adds each choice and stays in the input; it never sends the field.
    const newChoice = within(editor).getByRole('textbox', { name: 'New choice' });
    await user.type(newChoice, 'Open{Enter}Won{Enter}');
    expect(document.activeElement).toBe(newChoice);
    expect((newChoice as HTMLInputElement).value).toBe('');
    expect(updates()).toHaveLength(0);
    expect((within(editor).getByRole('textbox', { name: 'Choice 1' }) as HTMLInputElement).value).toBe('Open');
    expect((within(editor).getByRole('textbox', { name: 'Choice 2' }) as HTMLInputElement).value).toBe('Won');
    // A new choice gets the next free colour; the builder picks another from the swatches.
    await user.click(within(editor).getByRole('button', { name: 'Colour of Won: Green' }));
    await user.click(await within(editor).findByRole('button', { name: 'Purple' }));
    expect(within(editor).getByRole('button', { name: 'Colour of Won: Purple' })).toBeTruthy();
    // Unique is offered for text, not for a select.
    expect(within(editor).queryByRole('checkbox', { name: /Unique/ })).toBeNull();

    await user.click(within(editor).getByRole('button', { name: 'Add field' }));

    await waitFor(() => expect(updates()).toHaveLength(1));
    const { input } = updates()[0]!.variables as { input: { id: string; fields: Array<Record<string, unknown>> } };
    expect(input.id).toBe(DEALS);
    expect(input.fields.map((f) => f.key)).toEqual(['name', 'amount', 'reference', undefined]);
    expect(input.fields[0]).toEqual({ key: 'name', label: 'Name', type: 'TEXT', required: true, unique: false, defaultValue: null });
    expect(input.fields[3]).toEqual({
      label: 'Stage',
      type: 'SELECT',
      required: false,
      unique: false,
      choices: [
        { value: 'Open', color: 'blue' },
        { value: 'Won', color: 'purple' },
      ],
      defaultValue: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Field "Stage" added')).toBeTruthy();
  });

  it('takes a default date typed the way the grid shows dates, and explains one that is not a date', async () => {
    const { updates } = fakeServer({
      Collections: collectionsAnswer(),
      UpdateCollection: (v) => ({
        data: {
          updateCollection: collectionOf(DEALS, 'Deals', 'deals', [
            ...dealFields(),
            fieldOf({ key: 'close', label: 'Close', type: 'DATE', defaultValue: (v as any).input.fields[3].defaultValue }),
          ]),
        },
      }),
    });
    const user = userEvent.setup();
    renderWith((collection, all) => <FieldEditorDialog open onClose={() => {}} collection={collection} collections={all} />);
    const editor = await dialog('Add a field to Deals');
    await user.type(within(editor).getByRole('textbox', { name: /Field name/ }), 'Close');
    await user.click(within(editor).getByRole('combobox', { name: 'Type' }));
    await user.click(await within(editor).findByRole('option', { name: /^Date(?! and time)/ }));
    const input = within(editor).getByRole('textbox', { name: 'Default value' });
    expect(input.getAttribute('placeholder')).toBe(formatDate('2026-03-31'));
    await user.type(input, 'Feb 30, 2026');
    await user.click(within(editor).getByRole('button', { name: 'Add field' }));
    expect(await within(editor).findByText(`The default must be a date like ${formatDate('2026-03-31')} (or 2026-03-31).`)).toBeTruthy();
    expect(updates()).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Mar 31, 2026');
    await user.click(within(editor).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    const sentInput = (updates()[0]!.variables as { input: { fields: Array<Record<string, unknown>> } }).input;
    expect(sentInput.fields[3]).toMatchObject({ label: 'Close', type: 'DATE', defaultValue: '2026-03-31' });
  });

  it('warns that a type change converts values, and keeps the dialog open with the CONFLICT sentence', async () => {
    const conflict = '12 records have values that Reference (NUMBER) cannot hold — for example: "A-12". Change or clear them first.';
    const { updates } = fakeServer({
      Collections: collectionsAnswer(),
      UpdateCollection: () => ({
        data: null,
        errors: [{ message: conflict, extensions: { code: 'CONFLICT', details: { 'fields.2.type': conflict } } }],
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWith((collection, all) => (
      <FieldEditorDialog open onClose={onClose} collection={collection} collections={all} fieldKey="reference" />
    ));

    const editor = await dialog('Edit field "Reference"');
    expect(within(editor).getByRole('textbox', { name: /Field name/ })).toHaveProperty('value', 'Reference');
    expect(within(editor).queryByText(/will be converted/)).toBeNull();
    await user.click(within(editor).getByRole('combobox', { name: 'Type' }));
    await user.click(await within(editor).findByRole('option', { name: /^Number/ }));
    expect(within(editor).getByText('The values of Reference will be converted from Text to Number')).toBeTruthy();
    expect(within(editor).getByText(/If some cannot be converted, the change is refused/)).toBeTruthy();

    await user.click(within(editor).getByRole('button', { name: 'Save field' }));

    expect(await within(editor).findByText(conflict)).toBeTruthy();
    expect(within(editor).getByText('This change was not saved')).toBeTruthy();
    const sent = (updates()[0]!.variables as { input: { fields: Array<Record<string, unknown>> } }).input.fields;
    expect(sent[2]).toMatchObject({ key: 'reference', type: 'NUMBER', unique: true });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit field "Reference"' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Save field' }).hasAttribute('disabled')).toBe(false);
  });

  it("puts the server's BAD_USER_INPUT detail for this field under the control it is about", async () => {
    const tooBig = 'Default value: Budget must be between -1,000,000,000,000,000 and 1,000,000,000,000,000.';
    fakeServer({
      Collections: collectionsAnswer(),
      UpdateCollection: () => ({
        data: null,
        errors: [
          {
            message: 'Check the highlighted fields.',
            extensions: { code: 'BAD_USER_INPUT', details: { 'fields.3.defaultValue': tooBig } },
          },
        ],
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWith((collection, all) => <FieldEditorDialog open onClose={onClose} collection={collection} collections={all} />);

    const editor = await dialog('Add a field to Deals');
    await user.type(within(editor).getByRole('textbox', { name: /Field name/ }), 'Budget');
    await user.click(within(editor).getByRole('combobox', { name: 'Type' }));
    await user.click(await within(editor).findByRole('option', { name: /^Number/ }));
    await user.type(within(editor).getByRole('textbox', { name: 'Default value' }), '1e16');
    await user.click(within(editor).getByRole('button', { name: 'Add field' }));

    const input = within(editor).getByRole('textbox', { name: 'Default value' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    // Chakra ties the message to the input (aria-errormessage), so a screen reader reads it with the control.
    expect(document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent).toBe(tooBig);
    // Said once, where it belongs: no general alert repeating it.
    expect(within(editor).getAllByText(tooBig)).toHaveLength(1);
    expect(within(editor).queryByText('The field was not added')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name another field has before asking the server', async () => {
    const { updates } = fakeServer({ Collections: collectionsAnswer() });
    const user = userEvent.setup();
    renderWith((collection, all) => <FieldEditorDialog open onClose={() => {}} collection={collection} collections={all} />);
    const editor = await dialog('Add a field to Deals');
    await user.type(within(editor).getByRole('textbox', { name: /Field name/ }), 'amount');
    await user.click(within(editor).getByRole('button', { name: 'Add field' }));
    expect(await within(editor).findByText('Another field is already called "Amount" — give this one its own name.')).toBeTruthy();
    expect(updates()).toHaveLength(0);
  });
});

describe('fields dialog', () => {
  it('moves a field up, sends the new order with every key, and shows it', async () => {
    const { updates } = fakeServer({
      Collections: collectionsAnswer(),
      UpdateCollection: (variables) => {
        const order = (variables.input as { fields: Array<{ key: string }> }).fields.map((f) => f.key);
        const byKey = new Map(dealFields().map((f) => [f.key, f]));
        return {
          data: {
            updateCollection: collectionOf(
              DEALS,
              'Deals',
              'deals',
              order.map((k) => byKey.get(k)!),
            ),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWith((collection, all) => <FieldsDialog open onClose={() => {}} collection={collection} collections={all} />);

    const fieldsDialog = await dialog('Fields of Deals');
    const list = within(fieldsDialog).getByRole('list', { name: 'Fields of Deals' });
    const labels = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(labels()[0]).toMatch(/^Name.*Required/);
    expect(labels()[2]).toMatch(/^Reference.*Unique/);
    expect(within(list).getByRole('button', { name: 'Move Name up' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(list).getByRole('button', { name: 'Move Amount up' }));

    await waitFor(() => expect(updates()).toHaveLength(1));
    const sent = (updates()[0]!.variables as { input: { fields: Array<Record<string, unknown>> } }).input.fields;
    expect(sent.map((f) => f.key)).toEqual(['amount', 'name', 'reference']);
    expect(sent[1]).toMatchObject({ label: 'Name', type: 'TEXT', required: true });
    await waitFor(() => expect(labels()[0]).toMatch(/^Amount/));
    expect(labels()[1]).toMatch(/^Name/);
    // At the top its up arrow is disabled: the keyboard stays on the field, on its down arrow.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Amount down'));
  });

  it('deletes a field after saying its values leave every record', async () => {
    const { updates } = fakeServer({
      Collections: collectionsAnswer(),
      UpdateCollection: () => ({
        data: {
          updateCollection: collectionOf(
            DEALS,
            'Deals',
            'deals',
            dealFields().filter((f) => f.key !== 'amount'),
          ),
        },
      }),
    });
    const user = userEvent.setup();
    renderWith((collection, all) => <FieldsDialog open onClose={() => {}} collection={collection} collections={all} />);

    const fieldsDialog = await dialog('Fields of Deals');
    await user.click(within(fieldsDialog).getByRole('button', { name: 'Delete Amount' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the field "Amount"?' });
    expect(
      within(confirm).getByText('Its values will be removed from all 12 records of the collection. This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete field' }));

    await waitFor(() => expect(updates()).toHaveLength(1));
    const sent = (updates()[0]!.variables as { input: { fields: Array<{ key: string }> } }).input.fields;
    expect(sent.map((f) => f.key)).toEqual(['name', 'reference']);
    await waitFor(() => expect(within(fieldsDialog).queryByText('Amount')).toBeNull());
    expect(await screen.findByText('Field "Amount" deleted')).toBeTruthy();
  });
});

/** XMLHttpRequest as the import endpoint would answer it, with upload progress. */
function fakeImportEndpoint(status: number, body: unknown) {
  const requests: Array<{ url: string; headers: Record<string, string>; body: FormData }> = [];
  class FakeXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      requests.push({ url: this.url, headers: this.headers, body: form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

const csv = ['Name,amount,Notes', 'Acme,1200,first deal', 'Globex,abc,', 'Initech,300,"quoted, with comma"'].join('\n');

describe('CSV import', () => {
  async function chooseFileAndMap(user: ReturnType<typeof userEvent.setup>, onImported = vi.fn()) {
    renderWith((collection) => <ImportCsvDialog open onClose={() => {}} collection={collection} onImported={onImported} />);
    const importer = await dialog('Import records into Deals');
    await user.upload(within(importer).getByLabelText('CSV file'), new File([csv], 'deals.csv', { type: 'text/csv' }));

    const preview = await within(importer).findByRole('table', { name: /First 3 rows of deals\.csv/ });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Line', 'Name', 'amount', 'Notes']);
    expect(within(preview).getByText('quoted, with comma')).toBeTruthy();
    await user.click(within(importer).getByRole('button', { name: 'Next: match columns' }));
    return importer;
  }

  it('previews the file, pre-fills the mapping from the headers, uploads and shows the report', async () => {
    fakeServer({
      Collections: collectionsAnswer([...dealFields(), fieldOf({ key: 'owner', label: 'Owner', type: 'EMAIL', required: true })]),
    });
    const requests = fakeImportEndpoint(200, {
      success: true,
      data: {
        inserted: 1998,
        updated: 2,
        rejected: 1,
        errors: [{ row: 3, message: 'Amount must be a number, like 42 or 3.5.', field: 'amount' }],
      },
    });
    const onImported = vi.fn();
    const user = userEvent.setup();
    const importer = await chooseFileAndMap(user, onImported);

    expect((within(importer).getByRole('combobox', { name: 'Field for column "Name"' }) as HTMLSelectElement).value).toBe('name');
    expect((within(importer).getByRole('combobox', { name: 'Field for column "amount"' }) as HTMLSelectElement).value).toBe('amount');
    // A column that matches no field creates one, named after it and typed from its values.
    const notes = within(importer).getByRole('combobox', { name: 'Field for column "Notes"' }) as HTMLSelectElement;
    expect(notes.selectedOptions[0]!.textContent).toBe('Create field');
    expect((within(importer).getByRole('textbox', { name: 'New field name for column "Notes"' }) as HTMLInputElement).value).toBe('Notes');
    expect(
      (within(importer).getByRole('combobox', { name: 'New field type for column "Notes"' }) as HTMLSelectElement).selectedOptions[0]!
        .textContent,
    ).toBe('Text');
    expect(within(importer).getByText('The required field Owner has no column')).toBeTruthy();
    // Only unique fields can match rows to records.
    const upsert = within(importer).getByRole('combobox', { name: 'Update existing records matched on' });
    expect(
      within(upsert)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nothing — add every row as a new record', 'Reference']);

    await user.click(within(importer).getByRole('button', { name: 'Import records' }));

    expect(await within(importer).findByText('1,998 imported, 2 updated, 1 rejected')).toBeTruthy();
    const rejected = within(importer).getByRole('table', { name: 'Rejected rows' });
    const [, row] = within(rejected).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3', 'Amount', 'Amount must be a number, like 42 or 3.5.']);
    expect(onImported).toHaveBeenCalledTimes(1);

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/database/records/import');
    expect(requests[0]!.headers.authorization).toBe('Bearer tkn');
    const form = requests[0]!.body;
    expect([...form.keys()]).toEqual(['collectionId', 'mapping', 'newFields', 'file']);
    expect(form.get('collectionId')).toBe(DEALS);
    expect(JSON.parse(String(form.get('mapping')))).toEqual({ Name: 'name', amount: 'amount' });
    expect(JSON.parse(String(form.get('newFields')))).toEqual([{ column: 'Notes', label: 'Notes', type: 'TEXT' }]);
    expect((form.get('file') as File).name).toBe('deals.csv');
  });

  it("sends upsertOn when chosen, and shows the server's sentence when the import is refused", async () => {
    fakeServer({ Collections: collectionsAnswer() });
    const requests = fakeImportEndpoint(400, {
      success: false,
      code: 'BAD_USER_INPUT',
      message: 'The column "Ref" is not in the file.',
      details: {},
    });
    const onImported = vi.fn();
    const user = userEvent.setup();
    const importer = await chooseFileAndMap(user, onImported);

    await user.selectOptions(within(importer).getByRole('combobox', { name: 'Field for column "Notes"' }), 'reference');
    await user.selectOptions(within(importer).getByRole('combobox', { name: 'Update existing records matched on' }), 'reference');
    await user.click(within(importer).getByRole('button', { name: 'Import records' }));

    expect(await within(importer).findByText('The column "Ref" is not in the file.')).toBeTruthy();
    expect(within(importer).getByText('The file was not imported')).toBeTruthy();
    expect([...requests[0]!.body.keys()]).toEqual(['collectionId', 'mapping', 'upsertOn', 'file']);
    expect(requests[0]!.body.get('upsertOn')).toBe('reference');
    expect(JSON.parse(String(requests[0]!.body.get('mapping')))).toEqual({ Name: 'name', amount: 'amount', Notes: 'reference' });
    expect(onImported).not.toHaveBeenCalled();
  });
});

describe('CSV export', () => {
  const deals = collectionOf(DEALS, 'Deals', 'deals', dealFields()) as unknown as Collection;

  it('downloads <slug>.csv with the filter, the sort and the bearer token', async () => {
    localStorage.setItem('token', 'tkn');
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response('Name,Amount\nAcme,1200\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:deals'), revokeObjectURL: () => {} }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    await exportCsv({
      collection: deals,
      filter: [{ field: 'amount', op: 'GT', value: 100 }],
      sort: [
        { field: 'name', direction: 'desc' },
        { field: 'amount', direction: 'asc' },
      ],
    });

    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/v1/database/records/export');
    expect(url.searchParams.get('collectionId')).toBe(DEALS);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual([{ field: 'amount', op: 'gt', value: 100 }]);
    expect(url.searchParams.get('sort')).toBe('name:desc,amount:asc');
    expect((calls[0]!.init?.headers as Record<string, string>).authorization).toBe('Bearer tkn');
    expect(downloads).toEqual(['deals.csv']);
    expect(await created[0]!.text()).toBe('Name,Amount\nAcme,1200\n');
    click.mockRestore();
  });

  it("throws the server's message when the answer is an error envelope", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'That collection does not exist or you do not have access to it.' }),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    await expect(exportCsv({ collection: deals, filter: [], sort: [] })).rejects.toThrow(
      'That collection does not exist or you do not have access to it.',
    );
  });
});
