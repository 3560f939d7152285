import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 27: booking and the life of a call — over REST and GraphQL, with the mails read from the SMTP peer. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const every = (ranges: Array<{ start: string; end: string }>) => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: ranges,
  sun: ranges,
});

/** A host in New York taking calls 9 to 5 every day, with a service. */
async function host(service: Record<string, unknown> = {}) {
  const builder = await t.signUp();
  await t.rest('PUT', '/v1/services/timezone', { token: builder.token, body: { timezone: 'America/New_York' } });
  await t.rest('PUT', '/v1/services/availability/default', {
    token: builder.token,
    body: { weekly: every([{ start: '09:00', end: '17:00' }]) },
  });
  const created = await t.rest('POST', '/v1/services', {
    token: builder.token,
    body: { title: 'Intro call', durationMinutes: 30, location: { kind: 'VIDEO', value: 'https://meet.example.com/ada' }, ...service },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...builder, service: created.body.data as { id: string; title: string } };
}

/** An offered start a few days ahead (the first of that day), as the guest in `zone` sees it. */
async function offered(serviceId: string, zone = 'Europe/London', daysAhead = 3, index = 0): Promise<string> {
  const from = DateTime.now().setZone(zone).plus({ days: daysAhead }).toISODate()!;
  const to = DateTime.now()
    .setZone(zone)
    .plus({ days: daysAhead + 2 })
    .toISODate()!;
  const res = await t.rest('GET', `/v1/services/slots?${new URLSearchParams({ serviceId, from, to, timezone: zone })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const slots = (res.body.data.days as Array<{ slots: string[] }>).flatMap((d) => d.slots);
  expect(slots.length).toBeGreaterThan(index);
  return slots[index]!;
}

const book = (serviceId: string, start: string, extra: Record<string, unknown> = {}) =>
  t.rest('POST', '/v1/calls/book', {
    body: { serviceId, start, timezone: 'Europe/London', name: 'Grace Hopper', email: 'grace@example.com', notes: 'About COBOL', ...extra },
  });

async function invitation(to: string, containing: string) {
  const mail = await t.smtp.waitFor(to, 10_000, containing);
  const parsed = await simpleParser(mail.raw);
  const ics = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar') || a.filename === 'invite.ics');
  const text = ics ? ics.content.toString('utf8') : /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(mail.text)?.[0];
  expect(text, 'an ICS part').toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(text!));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe('booking a free service', () => {
  it('confirms at once, mails both with an ICS invitation, and the slot is gone for the next guest', async () => {
    const h = await host();
    const start = await offered(h.service.id);
    const res = await book(h.service.id, start);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.call).toMatchObject({
      status: 'CONFIRMED',
      serviceTitle: 'Intro call',
      hostName: 'Ada Lovelace',
      guestTimezone: 'Europe/London',
    });
    expect(res.body.data.call.location.value).toBe('https://meet.example.com/ada');
    expect(new Date(res.body.data.call.startAt).getTime()).toBe(new Date(start).getTime());

    const guest = await invitation('grace@example.com', 'Booked');
    expect(guest.method).toBe('REQUEST');
    expect(guest.status).toBe('CONFIRMED');
    expect(guest.start).toBe(new Date(start).toISOString());
    expect(guest.text).toContain('/book/manage?token=');
    const hostMail = await invitation(h.email, 'New booking');
    expect(hostMail.uid).toBe(guest.uid);

    const again = await book(h.service.id, start, { email: 'linus@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    const check = await t.rest('GET', `/v1/services/slots/check?${new URLSearchParams({ serviceId: h.service.id, start })}`);
    expect(check.body.data).toMatchObject({ offered: false, code: 'OVERLAP' });
  });

  it('50 guests booking one time at once: one 201, 49 409 with a sentence', async () => {
    const h = await host();
    const start = await offered(h.service.id, 'Asia/Kolkata', 4);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(h.service.id, start, { email: `g${i}@example.com` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.body.message).toMatch(/choose another time/);
    const upcoming = await t.rest('GET', '/v1/calls/upcoming', { token: h.token });
    expect(upcoming.body.data.items).toHaveLength(1);
  });
});

describe('a service that needs approval', () => {
  it('is requested, accepted by the host (SEQUENCE up), rescheduled by the guest through the link, then cancelled (METHOD:CANCEL)', async () => {
    const h = await host({ requiresApproval: true, title: 'Review' });
    const start = await offered(h.service.id);
    const res = await book(h.service.id, start, { email: 'ann@example.com' });
    expect(res.status).toBe(201);
    expect(res.body.data.call.status).toBe('REQUESTED');
    // Before confirmation the guest does not see the link.
    expect(res.body.data.call.location.value).toBe('');
    const token = res.body.data.manageToken as string;
    const requested = await invitation('ann@example.com', 'Requested');
    expect(requested.status).toBe('TENTATIVE');

    const requests = await t.rest('GET', '/v1/calls/requests', { token: h.token });
    expect(requests.body.data.items.map((c: { guest: { email: string } }) => c.guest.email)).toEqual(['ann@example.com']);
    const id = requests.body.data.items[0].id as string;

    const accepted = await t.gql('mutation($id: ID!) { acceptCall(input: {id: $id}) { status } }', { id }, h.token);
    expect(accepted.body.data.acceptCall.status).toBe('CONFIRMED');
    const confirmed = await invitation('ann@example.com', 'Confirmed');
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.uid).toBe(requested.uid);
    expect(confirmed.sequence).toBeGreaterThan(requested.sequence);
    // Accepting twice: the call has moved on.
    expect((await t.rest('POST', '/v1/calls/accept', { token: h.token, body: { id } })).status).toBe(409);

    const later = await offered(h.service.id, 'Europe/London', 3, 2);
    const moved = await t.rest('POST', '/v1/calls/manage/reschedule', { body: { token, start: later } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The service needs approval: the new time is asked for again.
    expect(moved.body.data.status).toBe('REQUESTED');
    const rescheduled = await invitation('ann@example.com', 'Rescheduled');
    expect(rescheduled.start).toBe(new Date(later).toISOString());
    expect(rescheduled.sequence).toBeGreaterThan(confirmed.sequence);
    // The old time is free again; the new one is not.
    expect(
      (await t.rest('GET', `/v1/services/slots/check?${new URLSearchParams({ serviceId: h.service.id, start })}`)).body.data.offered,
    ).toBe(true);

    const cancelled = await t.rest('POST', '/v1/calls/manage/cancel', { body: { token, reason: 'Something came up' } });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancelledBy: 'GUEST', changeable: false });
    const off = await invitation(h.email, 'Cancelled');
    expect(off.method).toBe('CANCEL');
    expect(off.status).toBe('CANCELLED');
    expect(off.text).toContain('Something came up');
  });
});

describe('bad input and other people’s calls', () => {
  it('answers a clear 4xx naming the field, and writes nothing', async () => {
    const h = await host({ minimumNoticeMinutes: 240 });
    const start = await offered(h.service.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start: '2020-01-01T10:00:00Z' }, 'start'],
      [{ start: 'tomorrow' }, 'start'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ name: 'A\u0000B' }, 'name'],
      [{ notes: 'x'.repeat(5000) }, 'notes'],
      [{ start: '+275760-09-13T00:00:00Z' }, 'start'],
      [{ start: new Date(Date.now() + 60 * 60_000).toISOString() }, 'start'],
    ];
    for (const [change, field] of cases) {
      const res = await book(h.service.id, start, change);
      expect(res.status, `${JSON.stringify(change)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.details, JSON.stringify(res.body)).toHaveProperty(field);
    }
    expect((await t.rest('GET', '/v1/calls/upcoming', { token: h.token })).body.data.items).toEqual([]);
  });

  it('another host’s call is NOT_FOUND; a wrong manage token is NOT_FOUND', async () => {
    const a = await host();
    const b = await t.signUp();
    const res = await book(a.service.id, await offered(a.service.id));
    const [call] = (await t.rest('GET', '/v1/calls/upcoming', { token: a.token })).body.data.items;
    for (const path of ['/v1/calls/accept', '/v1/calls/cancel'])
      expect((await t.rest('POST', path, { token: b.token, body: { id: call.id } })).status).toBe(404);
    expect((await t.rest('GET', `/v1/calls?id=${call.id}`, { token: b.token })).status).toBe(404);
    expect((await t.rest('GET', '/v1/calls/manage?token=' + 'x'.repeat(43))).status).toBe(404);
    expect((await t.rest('GET', '/v1/calls/manage?token=' + res.body.data.manageToken)).body.data.guestEmail).toBe('grace@example.com');
  });
});

describe('deleting a service with calls ahead', () => {
  it('asks first (409 with the number), then cancels the calls — their guests told — and deletes it', async () => {
    const h = await host({ title: 'Farewell' });
    const booked = await book(h.service.id, await offered(h.service.id), { email: 'kept@example.com' });
    expect(booked.status).toBe(201);
    const asked = await t.rest('DELETE', `/v1/services?id=${h.service.id}`, { token: h.token });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toMatch(/1 upcoming call/);
    expect(asked.body.details).toHaveProperty('cancelUpcoming');
    expect((await t.rest('GET', '/v1/services/all', { token: h.token })).body.data).toHaveLength(1);

    const gone = await t.gql(
      'mutation ($id: ID!) { deleteService(input: { id: $id, cancelUpcoming: true }) { id } }',
      { id: h.service.id },
      h.token,
    );
    expect(gone.body.data?.deleteService.id, JSON.stringify(gone.body)).toBe(h.service.id);
    const off = await invitation('kept@example.com', 'Cancelled');
    expect(off.method).toBe('CANCEL');
    expect(off.text).toContain('no longer offered');
    expect((await t.rest('GET', '/v1/calls/upcoming', { token: h.token })).body.data.items).toEqual([]);
  });
});

describe('the service’s own questions', () => {
  const QUESTIONS = [
    { label: 'What should we cover?', type: 'LONG_TEXT', required: true },
    { label: 'Team size', type: 'SELECT', choices: ['1–10', '11–50', '51+'], required: true },
    { label: 'Already a customer', type: 'BOOLEAN' },
  ];

  it('are asked on the public page, checked like a form’s fields, kept on the call and quoted in the host’s mail', async () => {
    const h = await host({ questions: QUESTIONS });
    // Keys from the labels; the public page shows the questions as the host wrote them.
    const shown = await t.rest('GET', `/v1/services/public/one?${new URLSearchParams({ id: h.service.id })}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data.questions).toEqual([
      { key: 'what_should_we_cover', label: 'What should we cover?', type: 'LONG_TEXT', required: true, choices: [] },
      { key: 'team_size', label: 'Team size', type: 'SELECT', required: true, choices: ['1–10', '11–50', '51+'] },
      { key: 'already_a_customer', label: 'Already a customer', type: 'BOOLEAN', required: false, choices: [] },
    ]);

    const start = await offered(h.service.id);
    // Missing a required answer, a choice that is not offered, an unknown question: each named, nothing written.
    const refused = await book(h.service.id, start, { answers: { team_size: '1000', nope: 'x' } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(Object.keys(refused.body.details).sort()).toEqual(['answers.nope', 'answers.team_size', 'answers.what_should_we_cover']);
    expect(refused.body.details['answers.what_should_we_cover']).toMatch(/What should we cover\?/);
    // Tens of thousands of keys: refused before anything is read.
    const flood = await book(h.service.id, start, { answers: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])) });
    expect(flood.status).toBe(400);
    expect(flood.body.details).toHaveProperty('answers');
    expect((await t.rest('GET', '/v1/calls/upcoming', { token: h.token })).body.data.items).toEqual([]);

    const res = await book(h.service.id, start, {
      answers: { what_should_we_cover: 'Moving our portal', team_size: '11–50', already_a_customer: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answered = [
      { key: 'what_should_we_cover', label: 'What should we cover?', text: 'Moving our portal' },
      { key: 'team_size', label: 'Team size', text: '11–50' },
      { key: 'already_a_customer', label: 'Already a customer', text: 'Yes' },
    ];
    expect(res.body.data.call.answers).toEqual(answered);
    const [call] = (await t.rest('GET', '/v1/calls/upcoming', { token: h.token })).body.data.items;
    expect(call.answers).toEqual(answered);
    const mail = await invitation(h.email, 'New booking');
    expect(mail.text).toContain('Team size: 11–50');

    // A rename keeps the key; the call keeps the question as it was asked.
    const renamed = await t.rest('PATCH', '/v1/services', {
      token: h.token,
      body: { id: h.service.id, questions: [{ ...QUESTIONS[0], key: 'what_should_we_cover', label: 'Topics' }] },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.questions).toEqual([
      { key: 'what_should_we_cover', label: 'Topics', type: 'LONG_TEXT', required: true, choices: [] },
    ]);
    expect((await t.rest('GET', `/v1/calls?id=${call.id}`, { token: h.token })).body.data.answers[0].label).toBe('What should we cover?');
  });

  it('refuses questions a booking form cannot ask, naming the question', async () => {
    const builder = await t.signUp();
    const cases: Array<[unknown, string]> = [
      [[{ label: 'Your CV', type: 'FILE' }], 'questions.0.type'],
      [[{ label: 'Plan', type: 'SELECT' }], 'questions.0.choices'],
      [
        [
          { label: 'Same', type: 'TEXT' },
          { label: 'same', type: 'TEXT' },
        ],
        'questions.1.label',
      ],
      [Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, type: 'TEXT' })), 'questions'],
      [[{ label: 'A\u0000B', type: 'TEXT' }], 'questions.0.label'],
    ];
    for (const [questions, field] of cases) {
      const res = await t.rest('POST', '/v1/services', { token: builder.token, body: { title: 'Review', durationMinutes: 30, questions } });
      expect(res.status, `${JSON.stringify(questions).slice(0, 80)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.details, JSON.stringify(res.body)).toHaveProperty([field]);
    }
    expect((await t.rest('GET', '/v1/services/all', { token: builder.token })).body.data).toEqual([]);
  });
});
