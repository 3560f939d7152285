import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPages } from '../../db/schema/index.js';
import { signInCustomer } from '../helpers/customers.js';
import { databaseUser, expectBadInput } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The blocks a portal home needs beyond text: a list of documents from a collection's FILE field, a
 * call-to-action card, questions and answers. What each accepts, and that the documents a customer
 * gets are only those the collection's customer access gives them.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof databaseUser>>;
let stranger: Awaited<ReturnType<typeof databaseUser>>;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
  owner = await databaseUser(t);
  stranger = await databaseUser(t);
});
afterAll(() => t.close());

const pdf = (text: string) => ({
  data: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  filename: `${text}.pdf`,
  contentType: 'application/pdf',
});

async function sharedDocuments(user: typeof owner) {
  const c = await user.collection([
    { label: 'Title', type: 'TEXT' },
    { label: 'Document', type: 'FILE' },
    { label: 'Client', type: 'CUSTOMER' },
  ]);
  const shared = await t.rest('PUT', '/v1/database/customer-access', {
    token: user.token,
    body: { id: c.id, mode: 'CUSTOMER_FIELD', fieldKey: 'client' },
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  return c;
}
async function page(user: typeof owner, blocks: unknown[]) {
  const res = await t.rest('POST', '/v1/pages', {
    token: user.token,
    body: { portalId: user.portalId, title: `Docs ${Math.random()}`, blocks },
  });
  return res;
}
const fileList = (props: Record<string, unknown>) => ({ id: 'files', type: 'FILE_LIST', props: { title: 'Your documents', ...props } });
const pageCount = async (portalId: string) =>
  (await t.database.db.select().from(portalPages).where(eq(portalPages.portalId, portalId))).length;

describe('FILE_LIST', () => {
  it('takes a FILE field of a collection shared with customers, named by another of its fields', async () => {
    const c = await sharedDocuments(owner);
    const ok = await page(owner, [fileList({ collectionId: c.id, fileField: 'document', labelField: 'title' })]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.blocks[0].props).toEqual({
      title: 'Your documents',
      collectionId: c.id,
      fileField: 'document',
      labelField: 'title',
    });
    expect(ok.body.data.publishProblems).toEqual([]);
    // A draft may still lack the collection and the field; Publish names what is missing.
    const draft = await page(owner, [fileList({ collectionId: '', fileField: '' })]);
    expect(draft.status).toBe(201);
    expect(draft.body.data.publishProblems.map((p: { message: string }) => p.message)).toEqual([
      'Choose a collection shared with customers.',
      'Choose the file field whose files are listed.',
    ]);
  });

  it('refuses a field that is not a file, the customer field as a name, an unshared collection and another tenant’s, writing nothing', async () => {
    const c = await sharedDocuments(owner);
    const unshared = await owner.collection([{ label: 'Document', type: 'FILE' }]);
    const theirs = await sharedDocuments(stranger);
    const before = await pageCount(owner.portalId);
    expectBadInput(await page(owner, [fileList({ collectionId: c.id, fileField: 'title' })]), {
      'blocks.0.props.fileField': /Choose one of .*’s file fields\./,
    });
    expectBadInput(await page(owner, [fileList({ collectionId: c.id, fileField: 'document', labelField: 'client' })]), {
      'blocks.0.props.labelField': /has no field “client” customers may see/,
    });
    expectBadInput(await page(owner, [fileList({ collectionId: unshared.id, fileField: 'document' })]), {
      'blocks.0.props.collectionId': /is not shared with customers yet/,
    });
    expectBadInput(await page(owner, [fileList({ collectionId: theirs.id, fileField: 'document' })]), {
      'blocks.0.props.collectionId': 'Choose a collection of this portal.',
    });
    expect(await pageCount(owner.portalId)).toBe(before);
  });

  it('a customer downloads the documents of their own records only; another customer, another portal’s customer and a builder get none', async () => {
    const c = await sharedDocuments(owner);
    const made = await page(owner, [fileList({ collectionId: c.id, fileField: 'document', labelField: 'title' })]);
    expect(made.status).toBe(201);
    const ada = await signInCustomer(t, owner.token, owner.portalId);
    const bob = await signInCustomer(t, owner.token, owner.portalId);
    const mine = await owner.upload(c.id, pdf('ada-contract'));
    const theirs = await owner.upload(c.id, pdf('bob-invoice'));
    await owner.record(c.id, { title: 'Contract', document: mine, client: ada.id });
    await owner.record(c.id, { title: 'Invoice', document: theirs, client: bob.id });

    // What the block reads: the customer's records of the collection, each file with a signed link.
    const listOf = async (token: string) => t.rest('GET', `/v1/customer/collections/records?collectionId=${c.id}`, { token });
    const adaList = await listOf(ada.token);
    expect(adaList.status).toBe(200);
    const files = adaList.body.data.items.map((r: { data: { title: string; document: { name: string } } }) => [
      r.data.title,
      r.data.document.name,
    ]);
    expect(files).toEqual([['Contract', 'ada-contract.pdf']]);
    const url = adaList.body.data.items[0].data.document.url as string;
    const download = await t.rest('GET', url);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="ada-contract\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.stringify(adaList.body)).not.toContain(theirs.id);

    const bobList = await listOf(bob.token);
    expect(bobList.body.data.items.map((r: { data: { title: string } }) => r.data.title)).toEqual(['Invoice']);
    expect(JSON.stringify(bobList.body)).not.toContain(mine.id);

    // Another portal's customer and a builder's token are refused, naming nothing.
    const elsewhere = await signInCustomer(t, stranger.token, stranger.portalId);
    const foreign = await listOf(elsewhere.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(mine.id);
    expect((await listOf(owner.token)).status).toBe(401);
    // The private file itself is not served by its id to a customer or another tenant's builder.
    expect((await t.rest('GET', `/files/private/${mine.id}`, { token: bob.token })).status).not.toBe(200);
    expect((await t.rest('GET', `/files/private/${mine.id}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('CALL_TO_ACTION and FAQ', () => {
  const cta = (props: Record<string, unknown>) => ({ id: 'cta', type: 'CALL_TO_ACTION', props });
  const faq = (props: Record<string, unknown>) => ({ id: 'faq', type: 'FAQ', props });

  it('saves a complete card and questions; a draft may lack the heading, the label and the answers, and Publish names them', async () => {
    const ok = await page(owner, [
      cta({ heading: 'Ready for your review?', text: 'Book a call with the team.', buttonLabel: 'Start onboarding', href: '/welcome' }),
      faq({ title: 'Questions', items: [{ question: 'How long does it take?', answer: 'About two weeks.' }] }),
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.publishProblems).toEqual([]);
    const draft = await page(owner, [cta({ heading: '', buttonLabel: '', href: '' }), faq({ items: [{ question: 'Why?', answer: '' }] })]);
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.data.publishProblems.map((p: { path: string }) => p.path)).toEqual([
      'blocks.0.props.heading',
      'blocks.0.props.buttonLabel',
      'blocks.0.props.href',
      'blocks.1.props.items.0.answer',
    ]);
    const empty = await page(owner, [faq({ items: [] })]);
    expect(empty.body.data.publishProblems.map((p: { message: string }) => p.message)).toEqual(['Add at least one question.']);
  });

  it('refuses a javascript: link, 31 questions and unknown props, writing nothing', async () => {
    const before = await pageCount(owner.portalId);
    expectBadInput(await page(owner, [cta({ heading: 'Hi', buttonLabel: 'Go', href: 'javascript:alert(1)' })]), {
      'blocks.0.props.href': /Use a page path like \/pricing/,
    });
    const many = Array.from({ length: 31 }, (_, i) => ({ question: `Q${i}`, answer: 'A' }));
    expectBadInput(await page(owner, [faq({ items: many })]), { 'blocks.0.props.items': 'At most 30 questions in one block.' });
    const res = await page(owner, [faq({ items: [{ question: 'Q', answer: 'A', html: '<script>' }] })]);
    expect(res.status).toBe(400);
    expect(await pageCount(owner.portalId)).toBe(before);
  });
});
