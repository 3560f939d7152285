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

/** What every account notice ends with: the owner who did not ask for it must know what to do. */
const NOT_YOU =
  'If this was not you, reset your password now from the sign-in page ("Forgot password?") and check your account’s sessions in Settings.';

function message(name: string, subject: string, paragraphs: string[], link?: { href: string; label: string }) {
  const firstName = inertName(name);
  const text = [`Hi ${firstName},`, ...paragraphs.slice(0, 1), ...(link ? [link.href] : []), ...paragraphs.slice(1)].join('\n\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('');
  return { subject, text: `${text}\n`, html };
}

export function passwordResetEmail(name: string, link: string) {
  return message(
    name,
    'Reset your Portico password',
    [
      'Someone (hopefully you) asked to reset the password of your Portico account. Choose a new password here:',
      'The link works for 30 minutes and only once. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    { href: link, label: 'Choose a new password' },
  );
}

export function passwordChangedEmail(name: string, how: 'reset' | 'changed') {
  const what =
    how === 'reset'
      ? 'The password of your Portico account was just reset with a link sent to this address, and every device was signed out.'
      : 'The password of your Portico account was just changed, and every other device was signed out.';
  return message(name, 'Your Portico password was changed', [what, NOT_YOU]);
}

export function emailChangeConfirmEmail(name: string, link: string) {
  return message(
    name,
    'Confirm your new email for Portico',
    [
      'You asked to use this address to sign in to Portico. Confirm it here:',
      'The link works for 24 hours and only once. Until you confirm, your account keeps its old address. If you did not ask for this, ignore this email.',
    ],
    { href: link, label: 'Confirm my new email' },
  );
}

export function emailChangeRequestedEmail(name: string, newEmail: string) {
  return message(name, 'A change of your Portico email was asked', [
    `Someone signed in to your Portico account asked to change its email to ${inertName(newEmail)}. Nothing changes until that address confirms it.`,
    NOT_YOU,
  ]);
}

export function emailChangedEmail(name: string, newEmail: string) {
  return message(name, 'Your Portico email was changed', [
    `Your Portico account now signs in with ${inertName(newEmail)}; this address is no longer used for it.`,
    'If this was not you, reply to this email or contact support right away: whoever changed it knows your password.',
  ]);
}
