import { escapeHtml, inertName } from '../../core/email-text.js';
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

export const decisionEmail = (
  portalName: string,
  workflowName: string,
  approved: boolean,
  comment: string,
  next: WorkflowRunStatus,
  link: string | null,
) => {
  const [portal, workflow] = [inertName(portalName), inertName(workflowName)];
  const lead = approved
    ? next === 'COMPLETED'
      ? `${portal} approved your ${workflow} — it is complete.`
      : next === 'IN_PROGRESS'
        ? `${portal} approved your ${workflow} — you can go on to the next step.`
        : `${portal} approved this step of your ${workflow}.`
    : `${portal} did not approve your ${workflow}.`;
  const lines = comment ? [lead, `Their comment: ${comment}`] : [lead];
  if (!link) lines.push('Open the link from your first email to see it.');
  return mail(
    `[${portal}] ${workflow}: ${approved ? 'approved' : 'not approved'}`,
    lines,
    link,
    approved && next === 'IN_PROGRESS' ? 'Continue' : 'Open it',
  );
};

export const resumeLinkEmail = (portalName: string, workflowName: string, link: string) => {
  const [portal, workflow] = [inertName(portalName), inertName(workflowName)];
  return mail(
    `[${portal}] Your link to ${workflow}`,
    [`You started ${workflow} in ${portal}. Use this link to come back to it on any device; keep it to yourself.`],
    link,
    'Continue where you left off',
  );
};
