import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { Toaster } from '../../client/src/app/ui/toaster';
import { collection, connection, field, portal, record as recordOf, user } from './fixtures';
import { renderApp, serverAnswers } from './render';

const clients = collection('c0000000-0000-4000-8000-000000000001', 'Clients', 1, [
  field('name', 'Name', 'TEXT'),
  field('contract', 'Contract', 'FILE'),
]);
const record = (data: Record<string, unknown>) => recordOf('r0000000-0000-4000-8000-000000000001', clients.id, data);
const stored = { url: '/files/records-6a4c0d1e/4f2a.pdf', name: 'contract.pdf', size: 48_213, contentType: 'application/pdf' };
const NOT_ALLOWED = 'That kind of file cannot be attached. Upload an image (PNG, JPEG, WebP or SVG), a PDF, or a plain text or CSV file.';

interface Upload {
  fields: Array<[string, FormDataEntryValue]>;
  authorization?: string;
}
type Reply = { status: number; body: unknown };

/**
 * Signed in; GraphQL answers by operation name (UpdateRecord echoes what it got), and the upload
 * endpoint answers `upload` while recording each multipart body in order.
 */
function server(data: Record<string, unknown>, upload: () => Reply, collection = clients) {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const operations: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const uploads: Upload[] = [];
  let current = record(data);
  const answers: Record<string, (v: Record<string, unknown>) => unknown> = {
    PortalBySlug: () => ({ data: { portal } }),
    Collections: () => ({ data: { collections: [collection] } }),
    Records: () => ({ data: { records: connection('CollectionRecord', [current]) } }),
    RecordCount: () => ({ data: { recordCount: 1 } }),
    CreateRecord: (v) => ({
      data: { createRecord: { ...record(v.data as Record<string, unknown>), id: 'r0000000-0000-4000-8000-000000000002' } },
    }),
    UpdateRecord: (v) => {
      const next = { ...current.data };
      for (const [key, value] of Object.entries(v.data as object)) {
        if (value === null) delete next[key];
        else next[key] = value;
      }
      current = { ...current, data: next, updatedAt: '2026-02-02T09:00:00.000Z' };
      return { data: { updateRecord: current } };
    },
  };
  const fake = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }),
    '/v1/database/files': (init) => {
      const form = init?.body as FormData;
      uploads.push({ fields: [...form.entries()], authorization: (init?.headers as Record<string, string>).authorization });
      return upload();
    },
    '/graphql': (init) => {
      const op = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
      operations.push({ operationName: op.operationName, variables: op.variables ?? {} });
      const answer = answers[op.operationName];
      return { status: 200, body: answer ? answer(op.variables ?? {}) : { errors: [{ message: `unexpected ${op.operationName}` }] } };
    },
  });
  vi.stubGlobal('fetch', fake.fetchImpl);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { uploads, sent: (name: string) => operations.filter((o) => o.operationName === name) };
}

const stores =
  (value = stored): (() => Reply) =>
  () => ({ status: 201, body: { success: true, data: value } });

function open() {
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
  return renderApp('/acme/database');
}

const pdf = () => new File(['%PDF-1.7 contract'], 'contract.pdf', { type: 'application/pdf' });

async function openPanel(u: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('grid', { name: 'Clients records' });
  await u.click(screen.getByRole('button', { name: 'Open record 1' }));
  return screen.findByRole('dialog', { name: 'Acme' });
}

// `hidden`: the grid stays queryable behind the record panel (a modal drawer hides it from the tree).
const contractCell = () => {
  const row = within(screen.getByRole('grid', { hidden: true })).getAllByRole('row', { hidden: true })[1]!;
  return within(row).getAllByRole('gridcell', { hidden: true })[1]!;
};

beforeAll(() => {
  // jsdom lays nothing out: give the grid's scroll area a size so TanStack Virtual renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

describe('database: files in the record panel', () => {
  it('uploads a chosen file (collection first, then the file), saves it in the record and shows it', async () => {
    const { uploads, sent } = server({ name: 'Acme' }, stores());
    const u = userEvent.setup();
    open();
    const panel = await openPanel(u);
    expect(within(panel).getByRole('button', { name: 'Upload a file to Contract' })).toBeTruthy();

    await u.upload(within(panel).getByLabelText('File for Contract'), pdf());

    await waitFor(() => expect(sent('UpdateRecord')).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    const [first, second] = uploads[0]!.fields;
    expect(first).toEqual(['collectionId', clients.id]);
    expect(second![0]).toBe('file');
    expect((second![1] as File).name).toBe('contract.pdf');
    expect(uploads[0]!.authorization).toBe('Bearer tkn');
    expect(sent('UpdateRecord')[0]!.variables).toEqual({ id: record({}).id, data: { contract: stored } });

    expect(await within(panel).findByText('contract.pdf')).toBeTruthy();
    expect(within(panel).getByText('47.1 KB')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Download contract.pdf' }).getAttribute('href')).toBe(stored.url);
    // Focus, lost with the control that started the upload, comes back to it.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Replace file' })));
    // Saved already: nothing left for "Save changes", and the grid shows the file too.
    expect((within(panel).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    expect(contractCell().textContent).toBe('contract.pdf');
  });

  it("shows the server's sentence when it refuses the file, and stores nothing", async () => {
    const { uploads, sent } = server({ name: 'Acme' }, () => ({
      status: 400,
      body: {
        success: false,
        code: 'BAD_USER_INPUT',
        message: NOT_ALLOWED,
        details: { file: 'Upload an image (PNG, JPEG, WebP or SVG), a PDF, or a plain text or CSV file.' },
      },
    }));
    const u = userEvent.setup();
    open();
    const panel = await openPanel(u);

    // Named .png, but the server judges the bytes.
    await u.upload(within(panel).getByLabelText('File for Contract'), new File(['MZ not an image'], 'scan.png', { type: 'image/png' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe(NOT_ALLOWED);
    expect(uploads).toHaveLength(1);
    expect(sent('UpdateRecord')).toHaveLength(0);
    expect(within(panel).queryByText('scan.png')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Upload a file to Contract' })).toBeTruthy();
    expect(within(contractCell()).queryByRole('link', { hidden: true })).toBeNull();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { uploads } = server({ name: 'Acme' }, stores());
    const u = userEvent.setup();
    open();
    const panel = await openPanel(u);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await u.upload(within(panel).getByLabelText('File for Contract'), big);
    expect((await within(panel).findByRole('alert')).textContent).toBe('The file is larger than 10 MB. Choose a smaller one.');
    expect(uploads).toHaveLength(0);
  });

  it('removes the file from the record', async () => {
    const { uploads, sent } = server({ name: 'Acme', contract: stored }, stores());
    const u = userEvent.setup();
    open();
    const panel = await openPanel(u);
    expect(within(panel).getByText('contract.pdf')).toBeTruthy();
    await u.click(within(panel).getByRole('button', { name: 'Remove file' }));
    await waitFor(() => expect(sent('UpdateRecord')).toHaveLength(1));
    expect(sent('UpdateRecord')[0]!.variables).toEqual({ id: record({}).id, data: { contract: null } });
    expect(await within(panel).findByRole('button', { name: 'Upload a file to Contract' })).toBeTruthy();
    expect(within(panel).queryByText('contract.pdf')).toBeNull();
    expect(uploads).toHaveLength(0);
  });
});

describe('database: files in a new record', () => {
  it('keeps the stored file in the form and sends it with "Create record"', async () => {
    const required = { ...clients, fields: [{ ...field('name', 'Name', 'TEXT'), required: true }, field('contract', 'Contract', 'FILE')] };
    const { uploads, sent } = server({ name: 'Acme' }, stores(), required);
    const u = userEvent.setup();
    open();
    await screen.findByRole('grid');
    await u.click(screen.getByRole('button', { name: 'New record' }));
    const panel = await screen.findByRole('dialog', { name: 'New record in Clients' });
    await u.type(within(panel).getByRole('textbox', { name: /Name/ }), 'Globex');
    await u.upload(within(panel).getByLabelText('File for Contract'), pdf());
    expect(await within(panel).findByText('contract.pdf')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(sent('UpdateRecord')).toHaveLength(0);
    await u.click(within(panel).getByRole('button', { name: 'Create record' }));
    await waitFor(() => expect(sent('CreateRecord')).toHaveLength(1));
    expect(sent('CreateRecord')[0]!.variables).toEqual({ collectionId: clients.id, data: { name: 'Globex', contract: stored } });
  });
});

describe('database: files in the grid', () => {
  it('Enter on a FILE cell opens the upload popover; the stored file is saved in the cell', async () => {
    const { uploads, sent } = server({ name: 'Acme' }, stores());
    const u = userEvent.setup();
    open();
    await screen.findByRole('grid');
    const cell = contractCell();
    cell.focus();
    await waitFor(() => expect(cell.getAttribute('aria-selected')).toBe('true'));
    await u.keyboard('{Enter}');

    const popover = await screen.findByRole('dialog', { name: 'Contract file' });
    expect(document.activeElement).toBe(within(popover).getByRole('button', { name: 'Upload a file to Contract' }));
    await u.upload(within(popover).getByLabelText('File for Contract'), pdf());

    await waitFor(() => expect(sent('UpdateRecord')).toHaveLength(1));
    expect(uploads[0]!.fields[0]).toEqual(['collectionId', clients.id]);
    expect(sent('UpdateRecord')[0]!.variables).toEqual({ id: record({}).id, data: { contract: stored } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract file' })).toBeNull());
    expect(contractCell().textContent).toBe('contract.pdf');
    expect(document.activeElement).toBe(contractCell());
  });

  it('Escape closes the popover without saving', async () => {
    const { sent } = server({ name: 'Acme', contract: stored }, stores());
    const u = userEvent.setup();
    open();
    await screen.findByRole('grid');
    contractCell().focus();
    await u.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Contract file' });
    expect(within(popover).getByText('contract.pdf')).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Replace file' })).toBeTruthy();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract file' })).toBeNull());
    expect(document.activeElement).toBe(contractCell());
    expect(sent('UpdateRecord')).toHaveLength(0);
  });

  it('uploads a file dropped on a FILE cell, and says why when the server refuses one', async () => {
    let reply = stores();
    const { uploads, sent } = server({ name: 'Acme' }, () => reply());
    open();
    await screen.findByRole('grid');
    const drag = (file: File) => ({ dataTransfer: { files: [file], types: ['Files'], dropEffect: 'none' } });

    fireEvent.dragOver(contractCell(), drag(pdf()));
    expect(contractCell().hasAttribute('data-drop')).toBe(true);
    fireEvent.drop(contractCell(), drag(pdf()));
    expect(contractCell().hasAttribute('data-drop')).toBe(false);
    await waitFor(() => expect(sent('UpdateRecord')).toHaveLength(1));
    expect((uploads[0]!.fields[1]![1] as File).name).toBe('contract.pdf');
    expect(sent('UpdateRecord')[0]!.variables).toEqual({ id: record({}).id, data: { contract: stored } });
    await waitFor(() => expect(contractCell().textContent).toBe('contract.pdf'));

    reply = () => ({ status: 400, body: { success: false, code: 'BAD_USER_INPUT', message: NOT_ALLOWED } });
    fireEvent.drop(contractCell(), drag(new File(['x'], 'logo.png', { type: 'image/png' })));
    expect(await screen.findByText(NOT_ALLOWED)).toBeTruthy();
    expect(screen.getByText('logo.png was not attached')).toBeTruthy();
    expect(sent('UpdateRecord')).toHaveLength(1);
    await waitFor(() => expect(contractCell().textContent).toBe('contract.pdf'));

    // Not a FILE cell: nothing is sent.
    const nameCell = within(within(screen.getByRole('grid')).getAllByRole('row')[1]!).getAllByRole('gridcell')[0]!;
    fireEvent.drop(nameCell, drag(pdf()));
    expect(uploads).toHaveLength(2);
  });
});
