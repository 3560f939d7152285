import { eq } from 'drizzle-orm';
import {
  memberships,
  portals,
  webhookDeliveries,
  webhookEndpoints,
  type PortalRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../../db/schema/index.js';
import { inPortalLoader, requireInPortal, requirePortal, requireRole, type Builder, type WorkspaceRole } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';

/**
 * Webhooks are managed by a workspace's admins and owners only (they send the portal's data to an
 * address of their choosing): every operation loads its target through these, then checks the role.
 * Another workspace's ids are NOT_FOUND (the loaders join the builder's membership); a member of the
 * workspace below ADMIN is FORBIDDEN with what it takes.
 */
const ACTION = 'manage this portal’s webhooks';

export async function requireWebhookPortal(ctx: Ctx, portalId: string): Promise<{ builder: Builder; portal: PortalRow }> {
  const { builder, portal, role } = await requirePortal(ctx, { id: portalId });
  requireRole(role, 'ADMIN', ACTION);
  return { builder, portal };
}

export async function requireEndpoint(
  ctx: Ctx,
  id: string,
): Promise<{ builder: Builder; endpoint: WebhookEndpointRow; portal: PortalRow; role: WorkspaceRole }> {
  const found = await requireInPortal(ctx, 'webhook endpoint', id, endpointLoader);
  requireRole(found.role, 'ADMIN', ACTION);
  return found;
}

const endpointLoader = inPortalLoader('require_webhook_endpoint', {
  select: { endpoint: webhookEndpoints, portal: portals, role: memberships.role },
  from: webhookEndpoints,
  portalId: webhookEndpoints.portalId,
});

export async function requireDelivery(
  ctx: Ctx,
  id: string,
): Promise<{ builder: Builder; delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow; portal: PortalRow }> {
  const found = await requireInPortal(ctx, 'webhook delivery', id, deliveryLoader);
  requireRole(found.role, 'ADMIN', ACTION);
  return found;
}

const deliveryLoader = inPortalLoader('require_webhook_delivery', {
  select: { delivery: webhookDeliveries, endpoint: webhookEndpoints, portal: portals, role: memberships.role },
  from: webhookDeliveries,
  through: [[webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId)]],
  portalId: webhookEndpoints.portalId,
});
