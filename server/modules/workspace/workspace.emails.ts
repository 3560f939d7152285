import { escapeHtml, inertName } from '../../core/email-text.js';

/** Names and workspace names are typed by people: never sent as links (core/email-text.ts). */
export function invitationEmail(inviterName: string, workspaceName: string, roleWord: string, link: string) {
  const inviter = inertName(inviterName);
  const workspace = inertName(workspaceName);
  return {
    subject: `${inviter} invited you to ${workspace} on Portico`,
    text: `${inviter} invited you to join the workspace "${workspace}" on Portico as ${roleWord}.\n\nAccept the invitation (you can create an account on the way):\n\n${link}\n\nThe link works for 7 days. If you were not expecting this, ignore this email.\n`,
    html: `<p>${escapeHtml(inviter)} invited you to join the workspace “${escapeHtml(workspace)}” on Portico as ${escapeHtml(roleWord)}.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>You can create an account on the way. The link works for 7 days. If you were not expecting this, ignore this email.</p>`,
  };
}

export function removedEmail(firstName: string, workspaceName: string) {
  const name = inertName(firstName);
  const workspace = inertName(workspaceName);
  return {
    subject: `You were removed from ${workspace} on Portico`,
    text: `Hi ${name},\n\nYou are no longer a member of the workspace "${workspace}" on Portico, and its portals are no longer in your list. Your own workspaces are unchanged.\n\nIf you think this is a mistake, ask one of its owners to invite you again.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>You are no longer a member of the workspace “${escapeHtml(workspace)}” on Portico, and its portals are no longer in your list. Your own workspaces are unchanged.</p><p>If you think this is a mistake, ask one of its owners to invite you again.</p>`,
  };
}
