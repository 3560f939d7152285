import { escapeHtml, inertName } from '../../core/email-text.js';

export function verificationEmail(name: string, link: string) {
  // A first name is typed by whoever signs up: it never arrives as a link (core/email-text.ts).
  const firstName = inertName(name);
  return {
    subject: 'Confirm your email for Portico',
    text: `Hi ${firstName},\n\nConfirm your email address to finish setting up Portico:\n\n${link}\n\nThe link works for 48 hours. If you did not sign up, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Confirm your email address to finish setting up Portico:</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>The link works for 48 hours. If you did not sign up, ignore this email.</p>`,
  };
}
