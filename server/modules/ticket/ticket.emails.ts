const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

export const replyToCustomerEmail = (portal: string, number: number, subject: string, body: string, link: string) =>
  mail(`[${portal}] #${number} ${subject}`, `${portal} replied to your ticket #${number}:`, body, link, 'Read and reply');

export const newTicketEmail = (portal: string, number: number, subject: string, customer: string, body: string, link: string) =>
  mail(
    `[${portal}] New ticket #${number}: ${subject}`,
    `${customer} raised ticket #${number} in ${portal}:`,
    body,
    link,
    'Open the ticket',
  );

export const customerReplyEmail = (portal: string, number: number, subject: string, customer: string, body: string, link: string) =>
  mail(`[${portal}] #${number} ${subject}`, `${customer} answered on ticket #${number}:`, body, link, 'Open the ticket');
