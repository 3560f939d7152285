import { expect } from 'vitest';
import type { UploadFile } from '../../helpers/test-app.js';
import type { Fixture, GraphqlEntry, RestEntry } from './matrix.js';

/**
 * Files from customers (issue 25): ticket attachments both ways and the files of a run's FILE
 * question (the matrix's workflow form asks an optional one, `doc`); matrix.ts spreads these in.
 */

let seq = 0;
const pdf = (): UploadFile => ({
  data: Buffer.from(`%PDF-1.4\n% matrix ${seq++}\n%%EOF\n`),
  filename: 'matrix.pdf',
  contentType: 'application/pdf',
});

/** A file A1 attached to a reply on their ticket. */
const ticketAttachment = (f: Fixture): Promise<string> =>
  f.memo('ticket-attachment', async () => {
    const a1 = await f.customer('a1');
    const ticket = await f.ticket();
    const up = await f.app.upload('POST', '/v1/customer/tickets/attachments', {
      token: a1.token,
      fields: { ticketId: ticket.id },
      file: pdf(),
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const sent = await f.app.rest('POST', '/v1/customer/tickets/messages', {
      token: a1.token,
      body: { ticketId: ticket.id, body: 'The file.', attachmentIds: [up.body.data.id] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return up.body.data.id as string;
  });

/** A file A1 uploaded for the FILE question of their run's form. */
const runFile = (f: Fixture): Promise<string> =>
  f.memo('run-file', async () => {
    const a1 = await f.customer('a1');
    const run = await f.run();
    const up = await f.app.upload('POST', '/v1/customer/workflows/runs/files', {
      token: a1.token,
      fields: { runId: run.id, stepId: 'form', fieldKey: 'doc' },
      file: pdf(),
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    return up.body.data.id as string;
  });

export const FILES_REST: Record<string, RestEntry> = {
  'POST /v1/tickets/attachments': {
    request: async (f) => ({ upload: { fields: { ticketId: (await f.ticket()).id }, file: pdf() } }),
  },
  'GET /v1/tickets/attachments/download': {
    request: async (f) => ({ query: { id: await ticketAttachment(f) } }),
  },
  'POST /v1/customer/tickets/attachments': {
    request: () => ({ upload: { file: pdf() } }),
  },
  'GET /v1/customer/tickets/attachments/download': {
    request: async (f) => ({ query: { id: await ticketAttachment(f) } }),
  },
  'POST /v1/customer/workflows/runs/files': {
    request: async (f) => ({ upload: { fields: { runId: (await f.run()).id, stepId: 'form', fieldKey: 'doc' }, file: pdf() } }),
  },
  'POST /v1/public/workflows/runs/files': {
    request: async (f) => ({ upload: { fields: { token: (await f.visitorRun()).token, stepId: 'form', fieldKey: 'doc' }, file: pdf() } }),
  },
  'GET /v1/workflows/runs/files/download': {
    request: async (f) => ({ query: { id: await runFile(f) } }),
  },
  'GET /v1/customer/workflows/runs/files/download': {
    request: async (f) => ({ query: { id: await runFile(f) } }),
  },
};

/** GraphQL carries the attachments on TicketMessage and the run files in a run's answers: no operations of their own. */
export const FILES_GRAPHQL: Record<string, GraphqlEntry> = {};
