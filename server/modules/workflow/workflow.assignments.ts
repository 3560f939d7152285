import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customerUsers, workflowAssignments, workflows, type CustomerStatus, type WorkflowAccessType } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { badInput } from '../../core/errors.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { portalBrand } from '../../core/mail-layout.js';
import { portalUrl } from '../../core/portal-urls.js';
import { fields, parseInput } from '../../core/validation.js';
import { requireCustomerUser } from '../customer/customer.access.js';
import { getCustomer, type CustomerView } from '../customer/customer.service.js';
import { requireWorkflow } from './workflow.access.js';
import { workflowAssignedEmail } from './workflow.emails.js';

/** Which customers an ASSIGNED workflow is open to, from the workflow and from the customer. */

export const assignInput = z.strictObject({ customerId: fields.uuid('the customer id'), workflowId: fields.uuid('the workflow id') });

async function pair(ctx: Ctx, input: unknown) {
  const { customerId, workflowId } = parseInput(assignInput, input);
  const { workflow, portal } = await requireWorkflow(ctx, workflowId);
  const { customer } = await requireCustomerUser(ctx, customerId);
  if (customer.portalId !== workflow.portalId) throw badInput({ customerId: 'Choose a customer of the workflow’s portal.' });
  return { customerId, workflowId, portalId: workflow.portalId, workflow, portal, customer };
}

/**
 * Assigning twice is the same as once. Answers the customer. A new assignment of a published
 * workflow tells the customer (a mail in the portal's name, in the transaction of the assignment);
 * a draft's link would lead nowhere yet, and a blocked customer cannot sign in.
 */
export async function assignWorkflow(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { customerId, workflowId, portalId, workflow, portal, customer } = await pair(ctx, input);
  const told = await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(workflowAssignments)
      .values({ customerId, workflowId, portalId })
      .onConflictDoNothing()
      .returning({ customerId: workflowAssignments.customerId });
    if (added.length === 0 || workflow.publishedVersion === null || customer.status === 'BLOCKED') return false;
    const link = portalUrl(ctx.config, portal, `/workflows/${encodeURIComponent(workflow.slug)}`);
    await queueMail(ctx, { to: customer.email, ...workflowAssignedEmail(portalBrand(ctx.config, portal), workflow.name, link) }, { tx });
    return true;
  });
  if (told) ctx.jobs.wake(mailJob);
  return getCustomer(ctx, { id: customerId });
}

/** Runs under way go on; the workflow is no longer offered to the customer. */
export async function unassignWorkflow(ctx: Ctx, input: unknown): Promise<CustomerView> {
  const { customerId, workflowId } = await pair(ctx, input);
  await ctx.db
    .delete(workflowAssignments)
    .where(and(eq(workflowAssignments.customerId, customerId), eq(workflowAssignments.workflowId, workflowId)));
  return getCustomer(ctx, { id: customerId });
}

export interface AssignedCustomer {
  customerId: string;
  name: string;
  email: string;
  status: CustomerStatus;
  assignedAt: Date;
}

export const workflowInput = z.strictObject({ workflowId: fields.uuid('the workflow id') });

export async function listAssignments(ctx: Ctx, input: unknown): Promise<AssignedCustomer[]> {
  const { workflowId } = parseInput(workflowInput, input);
  await requireWorkflow(ctx, workflowId);
  return ctx.db
    .select({
      customerId: customerUsers.id,
      name: customerUsers.name,
      email: customerUsers.email,
      status: customerUsers.status,
      assignedAt: workflowAssignments.assignedAt,
    })
    .from(workflowAssignments)
    .innerJoin(customerUsers, eq(customerUsers.id, workflowAssignments.customerId))
    .where(eq(workflowAssignments.workflowId, workflowId))
    .orderBy(asc(customerUsers.email))
    .limit(1_000);
}

export interface AssignedWorkflow {
  workflowId: string;
  name: string;
  slug: string;
  accessType: WorkflowAccessType;
  assignedAt: Date;
}

export const customerInput = z.strictObject({ id: fields.uuid('the customer id') });

export async function customerAssignments(ctx: Ctx, input: unknown): Promise<AssignedWorkflow[]> {
  const { id } = parseInput(customerInput, input);
  await requireCustomerUser(ctx, id);
  return ctx.db
    .select({
      workflowId: workflows.id,
      name: workflows.name,
      slug: workflows.slug,
      accessType: workflows.accessType,
      assignedAt: workflowAssignments.assignedAt,
    })
    .from(workflowAssignments)
    .innerJoin(workflows, eq(workflows.id, workflowAssignments.workflowId))
    .where(eq(workflowAssignments.customerId, id))
    .orderBy(desc(workflowAssignments.assignedAt));
}
