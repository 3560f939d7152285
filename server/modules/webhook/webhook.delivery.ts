import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Tx } from '../../../db/index.js';
import {
  memberships,
  portals,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type PortalRow,
  type WebhookEndpointRow,
} from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { escapeHtml, inertName } from '../../core/email-text.js';
import { defineJob, type JobDeps } from '../../core/jobs.js';
import { mailJob, queueMail, type MailMessage } from '../../core/mail.js';
import { sendOutgoing } from '../../core/outgoing-http.js';
import { open } from '../../core/secret-box.js';

/**
 * One attempt of one delivery, as a job of the queue (`webhook-delivery`). The job makes its own
 * schedule rather than pg-boss's retries: each attempt is one job that, when it fails and attempts
 * remain, queues the next with `startAfter` = the next delay of WEBHOOK_RETRY_DELAYS_MS (Standard
 * Webhooks' 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h by default: about 27 hours). Every attempt is a
 * webhook_attempts row (the response's status or the error in words, the first kilobyte of the
 * body, the time it took); a 2xx is success, anything else (a redirect included) a failure.
 *
 * When the last attempt fails, the delivery is FAILED and the endpoint's `failure_streak` grows; at
 * WEBHOOK_DISABLE_AFTER_FAILURES deliveries failed in a row (no success between) the endpoint is
 * DISABLED with the reason and the workspace's owners are emailed. A success sets the streak to 0.
 * While an endpoint is disabled its pending retries stop; "Send again" and the test event still go.
 *
 * Delivery is at least once (a job may run twice after a crash): an attempt first claims its number
 * with a conditional UPDATE, so two runs of one job never both send it.
 */
export interface DeliveryJob {
  deliveryId: string;
  /** The attempt's place in the schedule (0: the first). */
  step: number;
  /** Asked for by a builder (send again, test event): goes even to a disabled endpoint. */
  manual?: boolean;
}

/** The endpoint's signing secrets now: the current one, and the previous one during its overlap. */
export function signingSecrets(config: Config, endpoint: WebhookEndpointRow, now = new Date()): string[] {
  const secrets: string[] = [];
  const current = open(config, endpoint.id, endpoint.secretSealed);
  if (current) secrets.push(current);
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    const previous = open(config, endpoint.id, endpoint.previousSecretSealed);
    if (previous) secrets.push(previous);
  }
  return secrets;
}

/** Standard Webhooks' headers for a message, signed with each secret (space-separated `v1,<base64>`). */
export function signedHeaders(secrets: string[], messageId: string, payload: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(messageId, at, payload)).join(' '),
  };
}

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

export const webhookDeliveryJob = defineJob<DeliveryJob>({
  queue: 'webhook-delivery',
  // A 10-second request, its rows, and room to spare; longer means it died (and pg-boss runs it again).
  expireInSeconds: 120,
  keepSeconds: 86_400,
  async run(deps, data) {
    const [row] = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, data.deliveryId));
    if (!row || row.delivery.status !== 'PENDING') return;
    const { delivery, endpoint } = row;
    if (endpoint.status === 'DISABLED' && !data.manual) {
      await deps.db
        .update(webhookDeliveries)
        .set({ status: 'FAILED', nextAttemptAt: null, updatedAt: new Date() })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'PENDING')));
      return;
    }
    // Claim the attempt: a second run of this job (at-least-once) finds the number taken and stops.
    const attempt = delivery.attempts + 1;
    const [claimed] = await deps.db
      .update(webhookDeliveries)
      .set({ attempts: attempt, nextAttemptAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.attempts, delivery.attempts),
          eq(webhookDeliveries.status, 'PENDING'),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!claimed) return;

    const { webhooks } = deps.config;
    const secrets = signingSecrets(deps.config, endpoint);
    const at = new Date();
    const result = secrets.length
      ? await sendOutgoing({
          url: endpoint.url,
          method: 'POST',
          headers: signedHeaders(secrets, delivery.messageId, delivery.payload, at),
          body: delivery.payload,
          timeoutMs: webhooks.timeoutMs,
          allowPrivate: webhooks.allowPrivateUrls,
        })
      : {
          status: null,
          error: 'The signing secret cannot be opened here (SECRETS_KEYS changed?) — rotate the endpoint’s secret.',
          body: '',
          durationMs: 0,
        };
    const succeeded = ok(result.status) && !result.error;
    const delays = webhooks.retryDelaysMs;
    const next = data.step + 1;
    const retry = !succeeded && next < delays.length;

    const outcome = { disabled: false };
    await deps.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attempt,
        responseStatus: result.status,
        error: result.error ?? (succeeded ? null : `The endpoint answered ${result.status}.`),
        responseExcerpt: result.body || null,
        durationMs: result.durationMs,
      });
      const now = new Date();
      if (succeeded) {
        await tx.update(webhookDeliveries).set({ status: 'SUCCEEDED', updatedAt: now }).where(eq(webhookDeliveries.id, delivery.id));
        await tx
          .update(webhookEndpoints)
          .set({ failureStreak: 0 })
          .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.failureStreak} > 0`));
        return;
      }
      if (retry) {
        const startAfter = new Date(now.getTime() + delays[next]!);
        await tx.update(webhookDeliveries).set({ nextAttemptAt: startAfter, updatedAt: now }).where(eq(webhookDeliveries.id, delivery.id));
        if (deps.jobs) await deps.jobs.send(webhookDeliveryJob, { ...data, step: next }, { tx, startAfter });
        return;
      }
      await tx.update(webhookDeliveries).set({ status: 'FAILED', updatedAt: now }).where(eq(webhookDeliveries.id, delivery.id));
      // A test event says nothing about the receiver's health: only real events count towards disabling.
      if (delivery.eventType === 'webhook.test') return;
      await tx
        .update(webhookEndpoints)
        .set({ failureStreak: sql`${webhookEndpoints.failureStreak} + 1` })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const reason = `Disabled after ${webhooks.disableAfterFailures} deliveries in a row failed every attempt (the last: ${result.error ?? `HTTP ${result.status}`}).`;
      // One statement decides, so two deliveries failing at once disable it (and mail) once.
      const [off] = await tx
        .update(webhookEndpoints)
        .set({ status: 'DISABLED', disabledReason: reason.slice(0, 1000), updatedAt: now })
        .where(
          and(
            eq(webhookEndpoints.id, endpoint.id),
            eq(webhookEndpoints.status, 'ACTIVE'),
            sql`${webhookEndpoints.failureStreak} >= ${webhooks.disableAfterFailures}`,
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (!off) return;
      const [portal] = await tx.select().from(portals).where(eq(portals.id, endpoint.portalId));
      if (!portal) return;
      outcome.disabled = true;
      const jobs = deps.jobs;
      if (jobs) for (const message of await disabledMails(deps, tx, portal, endpoint, reason)) await queueMail({ jobs }, message, { tx });
    });
    if (retry && deps.jobs && delays[next] === 0) deps.jobs.wake(webhookDeliveryJob);
    if (outcome.disabled && deps.jobs) deps.jobs.wake(mailJob);
    if (!succeeded)
      deps.log.info(
        { deliveryId: delivery.id, endpointId: endpoint.id, attempt, status: result.status, error: result.error, retry },
        'webhook delivery attempt failed',
      );
  },
});

/** The owners of the portal's workspace hear that an endpoint stopped, why, and where to turn it back on. */
async function disabledMails(
  deps: Pick<JobDeps, 'config'>,
  tx: Tx,
  portal: PortalRow,
  endpoint: WebhookEndpointRow,
  reason: string,
): Promise<MailMessage[]> {
  const owners = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, portal.workspaceId), eq(memberships.role, 'OWNER')));
  const link = `${deps.config.appUrl}/${portal.slug}/integrations/webhooks`;
  const name = inertName(portal.name);
  const url = inertName(endpoint.url);
  return owners.map((o) => ({
    to: o.email,
    subject: `A webhook endpoint of ${name} was disabled`,
    text: `Hi ${inertName(o.firstName || 'there')},\n\nPortico stopped sending ${name}’s events to ${url}.\n\n${reason}\n\nEvents since then are not sent. Once the receiver works again, turn the endpoint back on under Webhooks:\n\n${link}\n`,
    html: `<p>Hi ${escapeHtml(inertName(o.firstName || 'there'))},</p><p>Portico stopped sending ${escapeHtml(name)}’s events to <code>${escapeHtml(url)}</code>.</p><p>${escapeHtml(reason)}</p><p>Events since then are not sent. Once the receiver works again, <a href="${escapeHtml(link)}">turn the endpoint back on under Webhooks</a>.</p>`,
  }));
}
