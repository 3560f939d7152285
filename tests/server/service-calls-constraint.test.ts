import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, services } from '../../db/schema/index.js';
import { dbError } from '../../server/core/db-errors.js';
import { AppError } from '../../server/core/errors.js';
import { hashToken, newToken } from '../../server/core/tokens.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// No double booking by construction: the calls' exclusion constraint (migration 0016, btree_gist on
// PostgreSQL and on PGlite) refuses a second requested or confirmed call over a host's blocked time,
// whatever the application checked before writing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function host() {
  const builder = await t.signUp();
  const [service] = await t.database.db
    .insert(services)
    .values({
      workspaceId: builder.user.currentWorkspaceId,
      hostUserId: builder.user.id,
      title: 'Intro call',
      slug: `intro-${Math.random().toString(36).slice(2, 8)}`,
      durationMinutes: 30,
    })
    .returning();
  return { builder, service: service! };
}

type Host = Awaited<ReturnType<typeof host>>;
const call = ({ builder, service }: Host, from: string, until: string, status: 'REQUESTED' | 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') => ({
  workspaceId: builder.user.currentWorkspaceId,
  serviceId: service.id,
  hostUserId: builder.user.id,
  serviceTitle: service.title,
  guestName: 'Guest',
  guestEmail: 'guest@example.com',
  guestTimezone: 'Europe/London',
  startAt: new Date(from),
  endAt: new Date(until),
  blockedFrom: new Date(from),
  blockedUntil: new Date(until),
  status,
  manageTokenHash: hashToken(newToken()),
});

describe('the calls exclusion constraint', () => {
  it('50 bookings of one time at once: exactly one is written, 49 are refused as CONFLICT', async () => {
    const h = await host();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => t.database.db.insert(calls).values(call(h, '2027-01-04T10:00:00Z', '2027-01-04T10:30:00Z'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      const mapped = await dbError(r.reason, { calls_no_overlap: { field: 'startAt', message: 'That time was just booked.' } });
      expect(mapped).toBeInstanceOf(AppError);
      expect(mapped).toMatchObject({ code: 'CONFLICT', details: { startAt: 'That time was just booked.' } });
    }
    expect(await t.database.db.select().from(calls).where(eq(calls.hostUserId, h.builder.user.id))).toHaveLength(1);
  });

  it('meeting is refused, touching is not; cancelled calls and other hosts do not block', async () => {
    const h = await host();
    const other = await host();
    const db = t.database.db;
    await db.insert(calls).values(call(h, '2027-01-05T10:00:00Z', '2027-01-05T11:00:00Z', 'REQUESTED'));
    // A requested call holds its time as a confirmed one does.
    await expect(db.insert(calls).values(call(h, '2027-01-05T10:59:00Z', '2027-01-05T11:30:00Z'))).rejects.toBeTruthy();
    // Back to back: [10:00, 11:00) and [11:00, 11:30) do not meet.
    await db.insert(calls).values(call(h, '2027-01-05T11:00:00Z', '2027-01-05T11:30:00Z'));
    // Another host at the same time, and a cancelled call over it, are fine.
    await db.insert(calls).values(call(other, '2027-01-05T10:00:00Z', '2027-01-05T11:00:00Z'));
    await db.insert(calls).values(call(h, '2027-01-05T10:00:00Z', '2027-01-05T11:00:00Z', 'CANCELLED'));
    // A call must end after it starts, and its blocked time hold it.
    await expect(db.insert(calls).values(call(h, '2027-01-06T10:00:00Z', '2027-01-06T10:00:00Z'))).rejects.toBeTruthy();
    expect(await db.select().from(calls).where(eq(calls.hostUserId, h.builder.user.id))).toHaveLength(3);
  });
});
