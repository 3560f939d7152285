import { expect } from 'vitest';
import { signInCustomer } from '../../helpers/customers.js';
import type { OpenApiCalls } from './calls.js';

/** Calls every route of files from customers (ticket attachments, run files) for openapi.test.ts, with the errors a client meets. */
export async function filesCalls({ t, rest, upload }: OpenApiCalls): Promise<void> {
  const owner = await t.signUp();
  const token = owner.token;
  const portal = (await rest('POST', '/v1/portal', { token, body: { name: `OpenAPI files ${Date.now()}` } })).body.data;
  const customer = await signInCustomer(t, token, portal.id);
  const pdf = (n: number) => ({ data: Buffer.from(`%PDF-1.4\n% ${n}\n%%EOF\n`), filename: 'a.pdf', contentType: 'application/pdf' });
  const missing = '00000000-0000-4000-8000-000000000000';

  const mine = await upload('POST', '/v1/customer/tickets/attachments', { token: customer.token, file: pdf(1) });
  await upload('POST', '/v1/customer/tickets/attachments', {
    token: customer.token,
    file: { data: Buffer.from('<html>'), filename: 'a.txt' },
  });
  const raised = await rest('POST', '/v1/customer/tickets', {
    token: customer.token,
    body: { subject: 'Files', body: 'Attached.', attachmentIds: [mine.body.data.id] },
  });
  const ticketId = raised.body.data.id;
  const team = await upload('POST', '/v1/tickets/attachments', { token, fields: { ticketId }, file: pdf(2) });
  await upload('POST', '/v1/tickets/attachments', { token, fields: { ticketId: missing }, file: pdf(3) });
  await rest('POST', '/v1/tickets/messages', { token, body: { ticketId, body: 'Here.', attachmentIds: [team.body.data.id] } });
  expect((await rest('GET', `/v1/tickets/attachments/download?id=${mine.body.data.id}`, { token })).status).toBe(200);
  await rest('GET', `/v1/tickets/attachments/download?id=${missing}`, { token });
  expect((await rest('GET', `/v1/customer/tickets/attachments/download?id=${team.body.data.id}`, { token: customer.token })).status).toBe(
    200,
  );
  await rest('GET', `/v1/customer/tickets/attachments/download?id=${missing}`, { token: customer.token });

  const flow = await rest('POST', '/v1/workflows', {
    token,
    body: {
      portalId: portal.id,
      name: 'With a file',
      accessType: 'PUBLIC',
      graph: {
        nodes: [
          { id: 'form', type: 'FORM', name: 'Form', config: { fields: [{ key: 'doc', label: 'Document', type: 'FILE', required: true }] } },
        ],
        edges: [],
      },
    },
  });
  await rest('POST', '/v1/workflows/publish', { token, body: { id: flow.body.data.id, published: true } });
  const run = await rest('POST', '/v1/customer/workflows/runs', { token: customer.token, body: { workflowId: flow.body.data.id } });
  const fields = { runId: run.body.data.id, stepId: 'form', fieldKey: 'doc' };
  const file = await upload('POST', '/v1/customer/workflows/runs/files', { token: customer.token, fields, file: pdf(4) });
  await upload('POST', '/v1/customer/workflows/runs/files', { token: customer.token, fields: { ...fields, runId: missing }, file: pdf(5) });
  expect((await rest('GET', `/v1/workflows/runs/files/download?id=${file.body.data.id}`, { token })).status).toBe(200);
  await rest('GET', `/v1/workflows/runs/files/download?id=${missing}`, { token });
  expect((await rest('GET', `/v1/customer/workflows/runs/files/download?id=${file.body.data.id}`, { token: customer.token })).status).toBe(
    200,
  );
  await rest('GET', `/v1/customer/workflows/runs/files/download?id=${missing}`, { token: customer.token });
  const visitor = await rest('POST', '/v1/public/workflows/runs', {
    body: { portalSlug: portal.slug, workflowId: flow.body.data.id, email: `visitor-${Date.now()}@example.com` },
  });
  const visitorFile = { token: visitor.body.data.resumeToken, stepId: 'form', fieldKey: 'doc' };
  expect((await upload('POST', '/v1/public/workflows/runs/files', { fields: visitorFile, file: pdf(6) })).status).toBe(201);
  await upload('POST', '/v1/public/workflows/runs/files', { fields: { ...visitorFile, fieldKey: 'nope' }, file: pdf(7) });
}
