import { escapeHtml, inertName } from '../../core/email-text.js';

export interface SignInMail {
  portalName: string;
  link: string;
  code: string;
  minutes: number;
  /** Set for an invitation sent by a builder: their name, and the note they wrote. */
  invitedBy?: string;
  welcomeNote?: string;
}

/** The sign-in (or invitation) email: a link for this device, a code to type on the one that asked. */
export function signInEmail(mail: SignInMail) {
  // Names people typed never arrive as links (core/email-text.ts).
  const m = { ...mail, portalName: inertName(mail.portalName), invitedBy: mail.invitedBy && inertName(mail.invitedBy) };
  const subject = m.invitedBy ? `${m.invitedBy} invited you to ${m.portalName}` : `Your sign-in link for ${m.portalName}`;
  const intro = m.invitedBy ? `${m.invitedBy} invited you to ${m.portalName}.` : `Here is your link to sign in to ${m.portalName}.`;
  const note = m.welcomeNote ? `\n\n“${m.welcomeNote}”\n` : '';
  const text =
    `${intro}${note}\n\nSign in: ${m.link}\n\nOr type this code where you asked to sign in: ${m.code}\n\n` +
    `The link and the code work once, for ${m.minutes} minutes. If you did not ask for them, ignore this email.\n`;
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    (m.welcomeNote
      ? `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(m.welcomeNote)}</blockquote>`
      : '') +
    `<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:10px 18px;background:#111827;color:#fff;border-radius:6px;text-decoration:none">Sign in to ${escapeHtml(m.portalName)}</a></p>` +
    `<p>Or type this code where you asked to sign in:</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${m.code}</p>` +
    `<p style="color:#666">The link and the code work once, for ${m.minutes} minutes. If you did not ask for them, ignore this email.</p>`;
  return { subject, text, html };
}
