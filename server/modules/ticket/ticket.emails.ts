import { escapeHtml, inertName } from '../../core/email-text.js';

const clip = (body: string) => (body.length > 1200 ? `${body.slice(0, 1200)}…` : body);

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

export const replyToCustomerEmail = (portalName: string, number: number, subject: string, body: string, link: string) => {
  const portal = inertName(portalName);
  return mail(`[${portal}] #${number} ${subject}`, `${portal} replied to your ticket #${number}:`, body, link, 'Read and reply');
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
