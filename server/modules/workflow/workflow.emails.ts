import { escapeHtml, inertName } from '../../core/email-text.js';
import { brandedMail, type MailBrand } from '../../core/mail-layout.js';
import type { WorkflowRunStatus } from '../../../db/schema/index.js';

// Names are typed by people: they never arrive as links (core/email-text.ts).

function mail(subject: string, lines: string[], link: string | null, action: string) {
  return {
    subject,
    text: `${lines.join('\n\n')}${link ? `\n\n${action}: ${link}` : ''}\n`,
    html: `${lines.map((l) => `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>`).join('')}${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` : ''}`,
  };
}

export const approvalNeededEmail = (portalName: string, workflowName: string, stepName: string, who: string, link: string) => {
  const [portal, workflow, step, person] = [inertName(portalName), inertName(workflowName), inertName(stepName), inertName(who)];
  return mail(
    `[${portal}] ${person} is waiting for your approval`,
    [`${person} reached “${step}” in ${workflow} and waits for your decision.`],
    link,
    'Approve or reject',
  );
};

/** To the customer (or visitor) whose run was decided on, in the portal's name and look. */
export const decisionEmail = (
  brand: MailBrand,
  workflowName: string,
  approved: boolean,
  comment: string,
  next: WorkflowRunStatus,
  link: string | null,
) => {
  const [portal, workflow] = [inertName(brand.name), inertName(workflowName)];
  const heading = approved
    ? next === 'COMPLETED'
      ? `${workflow} is complete`
      : `${workflow} was approved`
    : `${workflow} was not approved`;
  const lead = approved
    ? next === 'COMPLETED'
      ? `${portal} approved your ${workflow} — it is complete.`
      : next === 'IN_PROGRESS'
        ? `${portal} approved your ${workflow} — you can go on to the next step.`
        : `${portal} approved this step of your ${workflow}.`
    : `${portal} did not approve your ${workflow}.`;
  return brandedMail(brand, `[${portal}] ${workflow}: ${approved ? (next === 'COMPLETED' ? 'complete' : 'approved') : 'not approved'}`, {
    preheader: lead,
    heading,
    paragraphs: link ? [lead] : [lead, 'Open the link from your first email to see it.'],
    quote: comment ? { label: 'Their comment:', text: comment } : undefined,
    button: link ? { label: approved && next === 'IN_PROGRESS' ? 'Continue' : 'Open it', url: link } : undefined,
  });
};

/** To a customer a builder assigned a workflow to: a link into the portal where they start (or go on with) it. */
export const workflowAssignedEmail = (brand: MailBrand, workflowName: string, link: string) => {
  const [portal, workflow] = [inertName(brand.name), inertName(workflowName)];
  return brandedMail(brand, `[${portal}] Please complete ${workflow}`, {
    preheader: `${portal} asks you to complete ${workflow}.`,
    heading: `${workflow} is waiting for you`,
    paragraphs: [`${portal} asks you to complete ${workflow}. It is in your portal whenever you are ready.`],
    button: { label: `Open ${workflow}`, url: link },
    notes: ['If you are not signed in, the portal asks for your email and sends you a sign-in link first.'],
  });
};

export const resumeLinkEmail = (brand: MailBrand, workflowName: string, link: string) => {
  const [portal, workflow] = [inertName(brand.name), inertName(workflowName)];
  return brandedMail(brand, `[${portal}] Your link to ${workflow}`, {
    preheader: `Come back to ${workflow} on any device.`,
    heading: `Your link to ${workflow}`,
    paragraphs: [`You started ${workflow} in ${portal}. Use this link to come back to it on any device; keep it to yourself.`],
    button: { label: 'Continue where you left off', url: link },
  });
};
