import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../../db/schema/index.js';
import { AppError } from '../../../core/errors.js';
import { fields, text } from '../../../core/validation.js';
import { bookingError, checkGuest, customerBookInput, insertCall } from '../../call/call.book.js';
import { serviceRules } from '../../service/service.slots-api.js';
import { defineStep } from './step.js';

const TITLE_MAX = 120;

const config = z.strictObject({
  // Empty while drawing; publishing asks for it (problems).
  serviceId: fields.uuid('the service').nullable().optional(),
  title: text('the title').trim().max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters.`).optional(),
});

type BookingConfig = z.output<typeof config>;

/** What the customer sends: the booking page's own fields (call.book.ts), and a visitor's name. */
const input = customerBookInput.omit({ serviceId: true }).extend({
  name: text('your name').trim().max(120, 'A name has at most 120 characters.').optional(),
});

/** A booking's error on the step: its fields named as the step's answers (`answers.start`). */
function asStepError(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.details) return error;
  const details = Object.fromEntries(Object.entries(error.details).map(([k, v]) => [k === '_' ? k : `answers.${k}`, v]));
  return new AppError(error.code, error.message, details);
}

/**
 * BOOKING: the customer books a call of one of the workspace's services, on the host's rules (the
 * booking code of call.book.ts, its exclusion constraint and mails), in the transaction that moves
 * the run: no call without the step done, no step done without the call. A visitor of a PUBLIC
 * workflow books as a guest under the email their run was started with.
 */
export const bookingStep = defineStep({
  type: 'BOOKING',
  label: 'Booking',
  config,
  actor: 'customer',
  present: (c: BookingConfig) => ({ serviceId: c.serviceId ?? null, title: c.title ?? '' }),
  problems: (c) => (c.serviceId ? [] : ['Choose the service to book.']),
  references: async (db, scope, c): Promise<Record<string, string>> => {
    if (!c.serviceId) return {};
    const [row] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, c.serviceId), eq(services.workspaceId, scope.workspaceId)));
    return row ? {} : { serviceId: 'That service is not one of this workspace’s — choose another in the list.' };
  },
  accept: (_c, raw) => {
    const parsed = input.safeParse(raw ?? {});
    if (parsed.success) return { answer: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[`answers.${issue.path.join('.') || 'start'}`] ??= issue.message;
    return { errors };
  },
  writes: () => true,
  complete: async (env, c, answer) => {
    if (!c.serviceId) throw new AppError('CONFLICT', 'This booking step has no service — tell the portal’s team.');
    const a = answer as z.output<typeof input>;
    const email = env.customer?.email ?? env.visitorEmail;
    if (!email) throw new AppError('UNAUTHENTICATED', 'Sign in to book this call.');
    try {
      const { service, rules } = await serviceRules(env.tx, c.serviceId);
      const guest = {
        name: env.customer?.name || a.name || email,
        email,
        notes: a.notes ?? '',
        timezone: a.timezone,
        location: a.location,
        answers: a.answers,
        portalId: env.portalId,
        customerId: env.customerId,
      };
      const answers = checkGuest(service, guest, env.workspaceId);
      // No Google busy-time check here: this runs inside the run's transaction, which must not wait on
      // Google (on the embedded database it would hold the one connection). The times the step offers
      // come from the slots list, which leaves the host's busy times out.
      const call = await insertCall(env.ctx, env.tx, service, rules, new Date(a.start), guest, answers);
      return {
        callId: call.id,
        start: call.startAt.toISOString(),
        end: call.endAt.toISOString(),
        timezone: a.timezone,
        service: call.serviceTitle,
        status: call.status,
      };
    } catch (error) {
      throw asStepError(await bookingError(error));
    }
  },
});
