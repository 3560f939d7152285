/**
 * The rules of a portal's outgoing webhooks that the builder app shows too (no zod, no Node code:
 * listed in SHARED_WITH_CLIENT in eslint.config.js): the events one may subscribe to, and the limits.
 */
export const WEBHOOK_EVENT_TYPES = [
  'record.created',
  'record.updated',
  'record.deleted',
  'customer.signed_up',
  'ticket.raised',
  'ticket.answered',
  'workflow_run.completed',
  'call.booked',
  'call.cancelled',
  'payment.received',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send a test event", to the one endpoint asked; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each event means, as the Add endpoint dialog and the API docs say it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'record.created': 'A record was added to a collection',
  'record.updated': 'A record was changed',
  'record.deleted': 'A record was deleted',
  'customer.signed_up': 'A customer signed up on the portal',
  'ticket.raised': 'A ticket was opened',
  'ticket.answered': 'The team replied on a ticket',
  'workflow_run.completed': 'A workflow run finished',
  'call.booked': 'A call was booked (confirmed, or waiting for the host’s approval)',
  'call.cancelled': 'A call was cancelled or declined',
  'payment.received': 'A payment was received',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** Endpoints one portal may have. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** How long the previous secret keeps signing after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
