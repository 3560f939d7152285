import type { Config } from './config.js';
import { escapeHtml, inertName } from './email-text.js';
import type { MailMessage } from './mail.js';

/**
 * The mail a portal's customers receive: in the portal's name (the sender's display name), with its
 * logo and primary colour, a Reply-To of its support email, and a plain-text part saying the same.
 * The layout is tables with inline styles (what Outlook, Gmail and Apple Mail all render; no <style>
 * block, no web fonts, no CSS a client strips), 600 px wide at most and fluid below.
 */

export interface MailBrand {
  /** The portal's name as typed (the sender's display name; made inert where it is shown). */
  name: string;
  /** An absolute address of the logo, or null. */
  logoUrl: string | null;
  /** #rrggbb */
  primaryColor: string;
  supportEmail: string | null;
}

/** What a customer mail says, once: the HTML and the text are both drawn from it. */
export interface MailContent {
  /** The line inbox lists show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Words someone typed (a welcome note, a reply, a comment), shown as a quote. */
  quote?: { label?: string; text: string };
  button?: { label: string; url: string };
  code?: { label: string; value: string };
  /** Small print under the button: how long a link works, what to do when it does not. */
  notes?: string[];
}

const HEX = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = '#4f46e5';

interface PortalLike {
  name: string;
  logoUrl: string | null;
  theme: { primaryColor: string };
  basicInfo: { supportEmail: string | null };
}

/** A portal's brand for its mail; the logo's path (/files/…) made absolute with APP_URL. */
export function portalBrand(config: Pick<Config, 'appUrl'>, portal: PortalLike): MailBrand {
  const logo = portal.logoUrl;
  return {
    name: portal.name,
    logoUrl: logo ? (/^https?:\/\//.test(logo) ? logo : `${config.appUrl}${logo.startsWith('/') ? '' : '/'}${logo}`) : null,
    primaryColor: HEX.test(portal.theme.primaryColor) ? portal.theme.primaryColor.toLowerCase() : DEFAULT_COLOR,
    supportEmail: portal.basicInfo.supportEmail || null,
  };
}

/** The headers that make a message the portal's: its name as the sender's, its support email for answers. */
export function portalSender(brand: MailBrand): Pick<MailMessage, 'fromName' | 'replyTo'> {
  return { fromName: brand.name, ...(brand.supportEmail ? { replyTo: brand.supportEmail } : {}) };
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111827';
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;overflow-wrap:anywhere;word-break:break-word;${style}">${escapeHtml(text)}</p>`;

export function renderBrandedHtml(brand: MailBrand, content: MailContent): string {
  const color = HEX.test(brand.primaryColor) ? brand.primaryColor : DEFAULT_COLOR;
  const name = escapeHtml(inertName(brand.name));
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;max-width:200px;width:auto;border:0;outline:none;text-decoration:none">`
    : `<span style="font-family:${FONT};font-size:20px;line-height:28px;font-weight:700;color:#111827">${name}</span>`;
  const quote = content.quote
    ? `${content.quote.label ? paragraph(content.quote.label, 'margin-bottom:8px;color:#4b5563') : ''}` +
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr>` +
      `<td style="border-left:4px solid ${color};background:#f9fafb;padding:12px 16px;font-family:${FONT};font-size:15px;line-height:22px;color:#374151;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(content.quote.text)}</td>` +
      `</tr></table>`
    : '';
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>` +
      `<td bgcolor="${color}" style="border-radius:6px;background:${color}">` +
      `<a href="${escapeHtml(content.button.url)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:${textOn(color)};text-decoration:none;border-radius:6px">${escapeHtml(content.button.label)}</a>` +
      `</td></tr></table>` +
      paragraph(
        `If the button does not work, copy this address into your browser:`,
        'font-size:13px;line-height:20px;color:#6b7280;margin-bottom:4px',
      ) +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeHtml(content.button.url)}" style="color:${color}">${escapeHtml(content.button.url)}</a></p>`
    : '';
  const code = content.code
    ? paragraph(content.code.label, 'margin-bottom:8px') +
      `<p style="margin:0 0 24px;font-family:Menlo,Consolas,monospace;font-size:28px;line-height:36px;letter-spacing:6px;font-weight:700;color:#111827">${escapeHtml(content.code.value)}</p>`
    : '';
  const notes = (content.notes ?? []).map((n) => paragraph(n, 'font-size:13px;line-height:20px;color:#6b7280')).join('');
  const support = brand.supportEmail
    ? `Questions? Reply to this email or write to <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:${color}">${escapeHtml(brand.supportEmail)}</a>.`
    : `Sent by ${name}.`;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(inertName(content.heading))}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    // The preheader: shown by inbox lists, hidden in the message.
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${escapeHtml(content.preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:6px solid ${color}">` +
    `<tr><td style="padding:24px 32px 8px">${header}</td></tr>` +
    `<tr><td style="padding:16px 32px 8px;font-family:${FONT}">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:#111827;overflow-wrap:anywhere">${escapeHtml(content.heading)}</h1>` +
    content.paragraphs.map((p) => paragraph(p)).join('') +
    quote +
    button +
    code +
    notes +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:13px;line-height:20px;color:#6b7280">${support}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

export function renderBrandedText(brand: MailBrand, content: MailContent): string {
  const parts = [content.heading, ...content.paragraphs];
  if (content.quote) parts.push(`${content.quote.label ? `${content.quote.label}\n` : ''}${content.quote.text.replace(/^/gm, '> ')}`);
  if (content.button) parts.push(`${content.button.label}: ${content.button.url}`);
  if (content.code) parts.push(`${content.code.label} ${content.code.value}`);
  parts.push(...(content.notes ?? []));
  const name = inertName(brand.name);
  parts.push(`—\n${brand.supportEmail ? `Questions? Reply to this email or write to ${brand.supportEmail}.` : `Sent by ${name}.`}`);
  return `${parts.join('\n\n')}\n`;
}

/** Subject, HTML and text of a customer mail, with the headers that make it the portal's. */
export function brandedMail(brand: MailBrand, subject: string, content: MailContent) {
  return { subject, html: renderBrandedHtml(brand, content), text: renderBrandedText(brand, content), ...portalSender(brand) };
}
