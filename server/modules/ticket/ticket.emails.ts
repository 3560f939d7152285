import { escapeHtml, inertName } from '../../core/email-text.js';
import { brandedMail, type MailBrand } from '../../core/mail-layout.js';

const clip = (body: string) => (body.length > 1200 ? `${body.slice(0, 1200)}…` : body);

/** The builders' notices keep the product's own plain look. */
function mail(subject: string, lead: string, body: string, link: string, action: string) {
  return {
    subject,
    text: `${lead}\n\n${clip(body)}\n\n${action}: ${link}\n`,
    html:
      `<p>${escapeHtml(lead)}</p><blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-wrap">${escapeHtml(clip(body))}</blockquote>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  };
}

// The portal's and the customer's names are typed by people: they never arrive as links (core/email-text.ts).

/** To the customer, in the portal's name and look. */
export const replyToCustomerEmail = (brand: MailBrand, number: number, subject: string, body: string, link: string) => {
  const portal = inertName(brand.name);
  return brandedMail(brand, `[${portal}] #${number} ${subject}`, {
    preheader: clip(body).slice(0, 140),
    heading: `New reply on ticket #${number}`,
    paragraphs: [`${portal} replied to your ticket #${number} “${subject}”:`],
    quote: { text: clip(body) },
    button: { label: 'Read and reply', url: link },
  });
};

export const newTicketEmail = (portalName: string, number: number, subject: string, customerName: string, body: string, link: string) => {
  const [portal, customer] = [inertName(portalName), inertName(customerName)];
  return mail(
    `[${portal}] New ticket #${number}: ${subject}`,
    `${customer} raised ticket #${number} in ${portal}:`,
    body,
    link,
    'Open the ticket',
  );
};

export const customerReplyEmail = (
  portalName: string,
  number: number,
  subject: string,
  customerName: string,
  body: string,
  link: string,
) => {
  const [portal, customer] = [inertName(portalName), inertName(customerName)];
  return mail(`[${portal}] #${number} ${subject}`, `${customer} answered on ticket #${number}:`, body, link, 'Open the ticket');
};
