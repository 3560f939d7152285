import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecords, ticketMessages, uploadedFiles, workflowRuns, workspaceUsage } from '../../db/schema/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { png } from '../helpers/images.js';
import { createTestApp, type TestApp, type UploadFile } from '../helpers/test-app.js';

/**
 * Files from customers, both ways (issue 25, item 7): attachments on tickets (the customer's and the
 * team's, internal notes' staying the team's), FILE questions of workflow forms (files of the run,
 * shown to the builder, written into a collection's FILE field), judged, limited and counted like
 * record files, served so that nothing runs, and only to whom they belong.
 */

const QUOTA = 64 * 1024;
let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Account;
let stranger: Account;
let portal: { id: string; slug: string };
let strangerPortal: { id: string };
let seq = 0;

const pdf = (): UploadFile => ({
  data: Buffer.from(`%PDF-1.4\n% invoice ${seq++}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  filename: 'invoice.pdf',
  contentType: 'application/pdf',
});
const image = (): UploadFile => ({ data: png([seq++ % 256, 40, 90]), filename: 'screenshot.png', contentType: 'image/png' });
const note = (text = `notes ${seq++}\n`): UploadFile => ({ data: Buffer.from(text), filename: 'notes.txt', contentType: 'text/plain' });

const fileRows = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(uploadedFiles))[0]!.n);
const usage = async (workspaceId: string) =>
  (await t.database.db.select().from(workspaceUsage).where(eq(workspaceUsage.workspaceId, workspaceId)))[0]?.storageBytes ?? 0;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000', QUOTA_STORAGE_BYTES: String(QUOTA) });
  owner = await t.signUp({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.signUp();
  portal = (await t.rest('POST', '/v1/portal', { token: owner.token, body: { name: `Files ${Date.now().toString(36)}` } })).body.data;
  strangerPortal = (await t.rest('POST', '/v1/portal', { token: stranger.token, body: { name: `Other ${Date.now().toString(36)}` } })).body
    .data;
});
afterAll(() => t.close());

const customerUpload = (token: string, file: UploadFile, fields: Record<string, string> = {}) =>
  t.upload('POST', '/v1/customer/tickets/attachments', { token, fields, file });
const teamUpload = (token: string, ticketId: string, file: UploadFile) =>
  t.upload('POST', '/v1/tickets/attachments', { token, fields: { ticketId }, file });

describe('ticket attachments, both ways', () => {
  it('a customer raises a ticket with a file; the team replies with one; an internal note’s file stays the team’s', async () => {
    const casey = await signInCustomer(t, owner.token, portal.id);
    const up = await customerUpload(casey.token, pdf());
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.data).toMatchObject({ name: 'invoice.pdf', contentType: 'application/pdf' });
    const raised = await t.rest('POST', '/v1/customer/tickets', {
      token: casey.token,
      body: { subject: 'Invoice is wrong', body: 'See the attached invoice.', attachmentIds: [up.body.data.id] },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    const ticketId: string = raised.body.data.id;
    expect(raised.body.data.messages[0].attachments).toEqual([expect.objectContaining({ id: up.body.data.id, name: 'invoice.pdf' })]);

    // The team sees it, over REST and GraphQL, and downloads it as a download, never a page.
    const seen = await t.rest('GET', `/v1/tickets?id=${ticketId}`, { token: owner.token });
    const theirs = seen.body.data.messages[0].attachments[0];
    const gql = await t.gql(
      'query ($id: ID!) { ticket(id: $id) { messages { attachments { id name size contentType url } } } }',
      { id: ticketId },
      owner.token,
    );
    expect(gql.body.data.ticket.messages[0].attachments).toEqual([theirs]);
    const got = await t.rest('GET', `/v1/tickets/attachments/download?id=${theirs.id}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    expect((await t.rest('GET', theirs.url)).headers['content-disposition']).toMatch(/^attachment/);

    const shot = await teamUpload(owner.token, ticketId, image());
    expect(shot.status, JSON.stringify(shot.body)).toBe(201);
    const secret = await teamUpload(owner.token, ticketId, note('internal only\n'));
    const replied = await t.rest('POST', '/v1/tickets/messages', {
      token: owner.token,
      body: { ticketId, body: 'Fixed — see the screenshot.', attachmentIds: [shot.body.data.id] },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    const noted = await t.gql(
      'mutation ($input: ReplyToTicketInput!) { replyToTicket(input: $input) { messages { internal attachments { id } } } }',
      { input: { ticketId, body: 'Finance checked this.', internal: true, attachmentIds: [secret.body.data.id] } },
      owner.token,
    );
    expect(noted.body.errors).toBeUndefined();

    // The customer sees the reply's image, not the note or its file, and downloads only what is theirs to see.
    const mine = await t.rest('GET', `/v1/customer/tickets?id=${ticketId}`, { token: casey.token });
    const files = mine.body.data.messages.flatMap((m: { attachments: Array<{ id: string }> }) => m.attachments.map((a) => a.id));
    expect(files).toEqual([up.body.data.id, shot.body.data.id]);
    expect(JSON.stringify(mine.body)).not.toContain(secret.body.data.id);
    const img = await t.rest('GET', `/v1/customer/tickets/attachments/download?id=${shot.body.data.id}`, { token: casey.token });
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-disposition']).toMatch(/^inline; filename="screenshot.png"/);
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    const hidden = await t.rest('GET', `/v1/customer/tickets/attachments/download?id=${secret.body.data.id}`, { token: casey.token });
    expect({ status: hidden.status, code: hidden.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });

    // Another customer of the portal, another tenant, a customer on the team's route: none get it.
    const other = await signInCustomer(t, owner.token, portal.id);
    const otherTenant = await signInCustomer(t, stranger.token, strangerPortal.id);
    for (const token of [other.token, otherTenant.token]) {
      const res = await t.rest('GET', `/v1/customer/tickets/attachments/download?id=${up.body.data.id}`, { token });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    const foreign = await t.rest('GET', `/v1/tickets/attachments/download?id=${up.body.data.id}`, { token: stranger.token });
    expect({ status: foreign.status, code: foreign.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(JSON.stringify(foreign.body)).not.toContain('invoice');
    const asCustomer = await t.rest('GET', `/v1/tickets/attachments/download?id=${up.body.data.id}`, { token: casey.token });
    expect({ status: asCustomer.status, code: asCustomer.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await t.rest('GET', `/v1/tickets/attachments/download?id=${up.body.data.id}`)).status).toBe(401);
  });

  it('a message cannot take someone else’s upload, nor one already on a message: nothing is written', async () => {
    const a = await signInCustomer(t, owner.token, portal.id);
    const b = await signInCustomer(t, owner.token, portal.id);
    const theirs = await customerUpload(b.token, pdf());
    const messages = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ticketMessages);
    const stolen = await t.rest('POST', '/v1/customer/tickets', {
      token: a.token,
      body: { subject: 'Mine', body: 'With their file.', attachmentIds: [theirs.body.data.id] },
    });
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
    expect(stolen.body.details.attachmentIds).toMatch(/upload it again/);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ticketMessages)).toEqual(messages);

    const own = await customerUpload(a.token, pdf());
    const first = await t.rest('POST', '/v1/customer/tickets', {
      token: a.token,
      body: { subject: 'One', body: 'First.', attachmentIds: [own.body.data.id] },
    });
    expect(first.status).toBe(201);
    const again = await t.rest('POST', '/v1/customer/tickets/messages', {
      token: a.token,
      body: { ticketId: first.body.data.id, body: 'Same file again.', attachmentIds: [own.body.data.id] },
    });
    expect(again.status).toBe(400);
    // The team cannot slip a customer's upload (or another ticket's) into a reply either.
    const team = await t.rest('POST', '/v1/tickets/messages', {
      token: owner.token,
      body: { ticketId: first.body.data.id, body: 'x', attachmentIds: [theirs.body.data.id] },
    });
    expect(team.status).toBe(400);
    // Another tenant's builder cannot upload to this ticket.
    const foreign = await teamUpload(stranger.token, first.body.data.id, pdf());
    expect(foreign.status).toBe(404);
  });
});

describe('what is refused, writing nothing', () => {
  it('too large, a page or an SVG renamed, a name with a folder or a NUL, no file: a clear 4xx each', async () => {
    const casey = await signInCustomer(t, owner.token, portal.id);
    const before = await fileRows();
    const cases: Array<[UploadFile | undefined, number, RegExp]> = [
      [{ data: Buffer.alloc(10 * 1024 * 1024 + 1, 65), filename: 'big.txt', contentType: 'text/plain' }, 413, /larger than 10 MB/],
      [{ data: Buffer.from('<!doctype html><script>alert(1)</script>'), filename: 'notes.txt' }, 400, /Web pages/],
      [{ data: Buffer.from('<html><body onload=alert(1)>'), filename: 'photo.png', contentType: 'image/png' }, 400, /cannot be attached/],
      [{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'logo.png' }, 400, /SVG/],
      [{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'logo.svg' }, 400, /SVG/],
      [{ data: Buffer.from('plain words'), filename: 'page.html', contentType: 'text/html' }, 400, /“\.html” files cannot be attached/],
      [{ data: png([1, 2, 3]), filename: 'report.pdf' }, 400, /called \.pdf but its contents are not/],
      [{ data: Buffer.from('x'), filename: '../../etc/passwd.txt' }, 400, /cannot contain \/ or \\/],
      [{ data: Buffer.from('x'), filename: 'C:\\Users\\a\\notes.txt' }, 400, /cannot contain \/ or \\/],
      [{ data: Buffer.from('x'), filename: 'notes\u0000.txt.pdf' }, 400, /NUL|control/],
      [{ data: Buffer.alloc(0), filename: 'empty.txt' }, 400, /empty/],
      [undefined, 400, /Choose a file/],
    ];
    for (const [file, status, message] of cases) {
      const res = await t.upload('POST', '/v1/customer/tickets/attachments', { token: casey.token, ...(file ? { file } : {}) });
      expect({ status: res.status, message: res.body.message ?? '' }, file?.filename).toMatchObject({
        status,
        message: expect.stringMatching(message),
      });
      expect(res.body.details?.file, file?.filename).toBeTruthy();
    }
    expect(await fileRows()).toBe(before);
  });

  it('parallel uploads racing the storage quota: exactly what fits is stored, the rest FORBIDDEN', async () => {
    const fresh = await t.signUp();
    const p = (await t.rest('POST', '/v1/portal', { token: fresh.token, body: { name: `Race ${Date.now().toString(36)}` } })).body.data;
    const c = await signInCustomer(t, fresh.token, p.id);
    const size = 20 * 1024;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        customerUpload(c.token, { data: Buffer.alloc(size, 97 + i), filename: `part-${i}.txt`, contentType: 'text/plain' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403]);
    expect(results.find((r) => r.status === 403)!.body.message).toMatch(/files already take/);
    expect(await usage(p.workspaceId)).toBe(3 * size);
    // Deleting the customer deletes their uploads and gives the bytes back.
    expect((await t.rest('DELETE', `/v1/customer/users?id=${c.id}`, { token: fresh.token })).status).toBe(200);
    expect(await usage(p.workspaceId)).toBe(0);
  });
});

describe('a FILE question in a workflow form', () => {
  it('the customer uploads files while filling it in; the builder sees and downloads them; the record gets the first', async () => {
    const made = await t.rest('POST', '/v1/database', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: `Intake ${seq++}`,
        fields: [
          { key: 'company', label: 'Company', type: 'TEXT', required: true },
          { key: 'contract', label: 'Contract', type: 'FILE' },
          { key: 'customer', label: 'Customer', type: 'CUSTOMER' },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const collectionId: string = made.body.data.id;
    const wf = await t.rest('POST', '/v1/workflows', {
      token: owner.token,
      body: {
        portalId: portal.id,
        name: `Onboarding ${seq++}`,
        graph: {
          nodes: [
            {
              id: 'form',
              type: 'FORM',
              name: 'About you',
              config: {
                fields: [
                  { key: 'company', label: 'Company', type: 'TEXT', required: true },
                  { key: 'contract', label: 'Contract', type: 'FILE', required: true },
                ],
                collectionId,
                customerFieldKey: 'customer',
              },
            },
            { id: 'done', type: 'CONTENT', name: 'Thanks', config: { body: 'Thanks.', confirmLabel: 'Finish' } },
          ],
          edges: [{ from: 'form', to: 'done' }],
        },
      },
    });
    expect(wf.status, JSON.stringify(wf.body)).toBe(201);
    const published = await t.rest('POST', '/v1/workflows/publish', { token: owner.token, body: { id: wf.body.data.id, published: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const casey = await signInCustomer(t, owner.token, portal.id);
    const run = (await t.rest('POST', '/v1/customer/workflows/runs', { token: casey.token, body: { workflowId: wf.body.data.id } })).body
      .data;
    const upload = (file: UploadFile, fields: Record<string, string> = {}, token = casey.token) =>
      t.upload('POST', '/v1/customer/workflows/runs/files', {
        token,
        fields: { runId: run.id, stepId: 'form', fieldKey: 'contract', ...fields },
        file,
      });
    const a = await upload(pdf());
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await upload(image());
    const dropped = await upload(note());
    expect([b.status, dropped.status]).toEqual([201, 201]);

    // Not a file question, another customer, another tenant's customer: refused, nothing stored.
    const before = await fileRows();
    expect((await upload(pdf(), { fieldKey: 'company' })).status).toBe(400);
    const other = await signInCustomer(t, owner.token, portal.id);
    const otherTenant = await signInCustomer(t, stranger.token, strangerPortal.id);
    expect((await upload(pdf(), {}, other.token)).status).toBe(404);
    expect((await upload(pdf(), {}, otherTenant.token)).status).toBe(404);
    expect(await fileRows()).toBe(before);

    // A file of another run cannot be named: the answer is refused and the run stays.
    const missing = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: casey.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Acme', contract: [] } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details['answers.contract']).toMatch(/attach a file/);
    const foreignId = '6f1f7c64-3d8e-4b8c-9a8e-1d2a3b4c5d6e';
    const forged = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: casey.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Acme', contract: [a.body.data, { id: foreignId }] } },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.details['answers.contract']).toMatch(/upload it again/);
    expect((await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.id, run.id)))[0]!.currentStepId).toBe('form');

    const sent = await t.rest('POST', '/v1/customer/workflows/runs/advance', {
      token: casey.token,
      body: { runId: run.id, stepId: 'form', answers: { company: 'Acme', contract: [a.body.data, b.body.data.id] } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const answer = sent.body.data.steps[0].answer.contract;
    expect(answer.map((f: { name: string }) => f.name)).toEqual(['invoice.pdf', 'screenshot.png']);
    // The upload left out of the answer is gone.
    expect(await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, dropped.body.data.id))).toEqual([]);

    // The builder reads the answers with links (REST and GraphQL) and downloads through their route.
    const detail = await t.rest('GET', `/v1/workflows/runs/detail?id=${run.id}`, { token: owner.token });
    const files = detail.body.data.steps[0].answer.contract as Array<{ id: string; url: string }>;
    expect(files.map((f) => f.url)).toEqual([expect.stringMatching(/^\/files\/private\//), expect.stringMatching(/^\/files\/private\//)]);
    const gql = await t.gql('query ($id: ID!) { workflowRun(id: $id) { steps { answer } } }', { id: run.id }, owner.token);
    expect(gql.body.data.workflowRun.steps[0].answer.contract).toEqual(files);
    const got = await t.rest('GET', `/v1/workflows/runs/files/download?id=${files[0]!.id}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const viaLink = await t.rest('GET', files[1]!.url);
    expect(viaLink.headers['content-type']).toBe('image/png');

    // The builder's route refuses customers and other tenants; the customer's route, other customers.
    expect((await t.rest('GET', `/v1/workflows/runs/files/download?id=${files[0]!.id}`, { token: casey.token })).status).toBe(403);
    expect((await t.rest('GET', `/v1/workflows/runs/files/download?id=${files[0]!.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.rest('GET', `/v1/customer/workflows/runs/files/download?id=${files[0]!.id}`, { token: casey.token })).status).toBe(200);
    expect((await t.rest('GET', `/v1/customer/workflows/runs/files/download?id=${files[0]!.id}`, { token: other.token })).status).toBe(404);

    // The CSV of the answers names the files (not "[object Object]").
    const csv = await t.rest('GET', `/v1/workflows/runs/export?workflowId=${wf.body.data.id}`, { token: owner.token });
    expect(String(csv.body)).toContain('"invoice.pdf, screenshot.png"');

    // The record of the collection holds the first file, as a file of that record.
    const [record] = await t.database.db.select().from(collectionRecords).where(eq(collectionRecords.collectionId, collectionId));
    const value = record!.data.contract as { id: string; name: string };
    expect(value.name).toBe('invoice.pdf');
    expect(value.id).not.toBe(files[0]!.id);
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, value.id));
    expect(row).toMatchObject({ collectionId, recordId: record!.id, fieldKey: 'contract' });
  });
});
