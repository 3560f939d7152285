export function verificationEmail(firstName: string, link: string) {
  return {
    subject: 'Confirm your email for Portico',
    text: `Hi ${firstName},\n\nConfirm your email address to finish setting up Portico:\n\n${link}\n\nThe link works for 48 hours. If you did not sign up, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Confirm your email address to finish setting up Portico:</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>The link works for 48 hours. If you did not sign up, ignore this email.</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
