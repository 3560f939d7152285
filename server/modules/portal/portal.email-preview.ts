import { z } from 'zod';
import { requirePortal, type Builder } from '../../core/access.js';
import type { Ctx } from '../../core/context.js';
import { fromLine, senderAddress } from '../../core/mail.js';
import { portalBrand, type MailBrand } from '../../core/mail-layout.js';
import { portalUrl } from '../../core/portal-urls.js';
import { fields, parseInput } from '../../core/validation.js';
import { signInEmail } from '../customer/customer.emails.js';
import { replyToCustomerEmail } from '../ticket/ticket.emails.js';
import { decisionEmail, resumeLinkEmail, workflowAssignedEmail } from '../workflow/workflow.emails.js';

/**
 * The builder's preview of every mail the portal's customers receive, drawn by the very functions
 * that send them (with sample words where a real mail has a customer's), in the portal's look as
 * saved now. Its links lead nowhere: the sample token is no token.
 */

export const EMAIL_TEMPLATES = [
  'INVITATION',
  'SIGN_IN',
  'TICKET_REPLY',
  'WORKFLOW_ASSIGNED',
  'WORKFLOW_APPROVED',
  'WORKFLOW_COMPLETED',
  'WORKFLOW_NOT_APPROVED',
  'WORKFLOW_RESUME_LINK',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  INVITATION: 'Invitation',
  SIGN_IN: 'Sign-in link',
  TICKET_REPLY: 'Reply to a ticket',
  WORKFLOW_ASSIGNED: 'Workflow assigned',
  WORKFLOW_APPROVED: 'Workflow step approved',
  WORKFLOW_COMPLETED: 'Workflow completed',
  WORKFLOW_NOT_APPROVED: 'Workflow not approved',
  WORKFLOW_RESUME_LINK: 'Link to continue a workflow',
};

export const emailPreviewInput = z.strictObject({
  portalId: fields.uuid('the portal id'),
  template: z.enum(EMAIL_TEMPLATES, `The template is one of ${EMAIL_TEMPLATES.join(', ')}.`),
});

export interface EmailPreview {
  template: EmailTemplate;
  label: string;
  subject: string;
  from: string;
  fromAddress: string;
  replyTo: string | null;
  html: string;
  text: string;
}

const SAMPLE_TOKEN = 'preview-only-this-link-signs-no-one-in';

function sample(ctx: Ctx, brand: MailBrand, portal: { slug: string; subDomain: string }, builder: Builder, template: EmailTemplate) {
  const url = (path: string) => portalUrl(ctx.config, portal, path);
  const inviter = `${builder.user.firstName} ${builder.user.lastName}`.trim() || builder.user.email;
  switch (template) {
    case 'INVITATION':
      return signInEmail(brand, {
        link: url(`/auth/magic?token=${SAMPLE_TOKEN}`),
        code: '123456',
        minutes: ctx.config.invitationTtlMinutes,
        invitedBy: inviter,
        welcomeNote: 'Welcome aboard! Everything we share with you is in this portal.',
        signInUrl: url('/auth/sign-in'),
      });
    case 'SIGN_IN':
      return signInEmail(brand, { link: url(`/auth/magic?token=${SAMPLE_TOKEN}`), code: '123456', minutes: 15 });
    case 'TICKET_REPLY':
      return replyToCustomerEmail(
        brand,
        12,
        'Question about my invoice',
        'Thanks for asking — the invoice is attached to your account now.\nLet us know if anything looks wrong.',
        url('/tickets'),
      );
    case 'WORKFLOW_ASSIGNED':
      return workflowAssignedEmail(brand, 'Client onboarding', url('/workflows/client-onboarding'));
    case 'WORKFLOW_APPROVED':
      return decisionEmail(brand, 'Client onboarding', true, 'Looks good, thank you!', 'IN_PROGRESS', url('/runs'));
    case 'WORKFLOW_COMPLETED':
      return decisionEmail(brand, 'Client onboarding', true, '', 'COMPLETED', url('/runs'));
    case 'WORKFLOW_NOT_APPROVED':
      return decisionEmail(brand, 'Client onboarding', false, 'The contract is missing a signature.', 'CANCELLED', url('/runs'));
    case 'WORKFLOW_RESUME_LINK':
      return resumeLinkEmail(brand, 'Client onboarding', url(`/runs/resume?token=${SAMPLE_TOKEN}`));
  }
}

export async function previewPortalEmail(ctx: Ctx, input: unknown): Promise<EmailPreview> {
  const { portalId, template } = parseInput(emailPreviewInput, input);
  const { portal, builder } = await requirePortal(ctx, { id: portalId });
  const brand = portalBrand(ctx.config, portal);
  const mail = sample(ctx, brand, portal, builder, template);
  return {
    template,
    label: EMAIL_TEMPLATE_LABELS[template],
    subject: mail.subject,
    from: fromLine(ctx.config.mailFrom, mail.fromName),
    fromAddress: senderAddress(ctx.config.mailFrom),
    replyTo: mail.replyTo ?? null,
    html: mail.html,
    text: mail.text,
  };
}
