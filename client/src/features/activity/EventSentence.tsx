import { Code, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalEventFieldsFragment, TicketStatus } from '../../gql/graphql';
import { describePortalPath } from '../../../../server/modules/event/event.rules';
import { TICKET_STATUS } from '../customers/format';
import { formatAmount } from '../services/money';
import { kindOf } from './event-kinds';

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

const statusLabel = (value: unknown) => {
  const s = str(value);
  return s ? (TICKET_STATUS[s as TicketStatus]?.label ?? s.toLowerCase().replace('_', ' ')) : 'another status';
};

/**
 * One event as a sentence a person reads: "Ada Lovelace signed in", "A visitor viewed /pricing",
 * "Ticket #12 “Invoice wrong” raised by Ada". The customer's name links to their page, a ticket to
 * its thread.
 */
export function EventSentence({ event, portalSlug }: { event: PortalEventFieldsFragment; portalSlug: string }) {
  const data = event.data;
  const visitorEmail = str(data.visitorEmail);
  const who: ReactNode = event.customer ? (
    <Link asChild display="inline" fontWeight="semibold" color="fg" variant="underline">
      <RouterLink to={`/${portalSlug}/customer/${event.customer.id}`}>{event.customer.name || event.customer.email}</RouterLink>
    </Link>
  ) : event.customerId ? (
    'A former customer'
  ) : visitorEmail ? (
    <>
      <strong>{visitorEmail}</strong> (a visitor)
    </>
  ) : (
    'A visitor'
  );
  // The same subject inside a sentence ("raised by Ada", "for a visitor").
  const whom: ReactNode = event.customer || visitorEmail ? who : event.customerId ? 'a former customer' : 'a visitor';

  const number = typeof data.number === 'number' ? data.number : null;
  const subject = str(data.subject);
  const ticketId = str(data.ticketId);
  const ticketText = `${number !== null ? `ticket #${number}` : 'a ticket'}${subject ? ` “${subject}”` : ''}`;
  const ticket = (capital: boolean) => {
    const label = capital ? ticketText[0]!.toUpperCase() + ticketText.slice(1) : ticketText;
    return ticketId ? (
      <Link asChild display="inline" color="fg" variant="underline">
        <RouterLink to={`/${portalSlug}/customer/tickets/${ticketId}`}>{label}</RouterLink>
      </Link>
    ) : (
      label
    );
  };
  const workflow = <strong>{str(data.workflowName) ?? 'a workflow'}</strong>;
  const money = (key: string) =>
    typeof data[key] === 'number' && str(data.currency) ? formatAmount(data[key] as number, data.currency as string) : 'money';
  const paidFor = <strong>{str(data.description) ?? str(data.serviceTitle) ?? 'a payment'}</strong>;

  switch (event.type) {
    case 'customer.invited':
      return (
        <>
          {who} was {data.sent === false ? 'added' : 'invited'}
          {str(data.by) ? ` by ${str(data.by)}` : ''}
        </>
      );
    case 'customer.signed_up':
      return <>{who} signed up</>;
    case 'customer.signed_in':
      return <>{who} signed in</>;
    case 'page.viewed': {
      // The portal's own screens by what they are ("a ticket", "Sign-in"); the builder's pages by their address.
      const path = str(data.path);
      const what = path ? describePortalPath(path) : null;
      return (
        <>
          {who} viewed{' '}
          {what && what.kind === 'page' ? (
            <Code size="sm" wordBreak="break-all">
              {path}
            </Code>
          ) : (
            <strong>{what ? what.label.replace(/^A /, 'a ') : 'a page'}</strong>
          )}
        </>
      );
    }
    case 'workflow.started':
      return (
        <>
          {who} started {workflow}
        </>
      );
    case 'workflow.completed':
      return (
        <>
          {who} completed {workflow}
        </>
      );
    case 'workflow.approved':
    case 'workflow.rejected':
      return (
        <>
          {workflow} for {whom} was {event.type === 'workflow.approved' ? 'approved' : 'rejected'}
        </>
      );
    case 'ticket.created':
      return data.by === 'builder' ? (
        <>
          Your team opened {ticket(false)} for {whom}
        </>
      ) : (
        <>
          {ticket(true)} raised by {whom}
        </>
      );
    case 'ticket.replied':
      return (
        <>
          Your team replied to {whom} on {ticket(false)}
        </>
      );
    case 'ticket.customer_replied':
      return (
        <>
          {who} replied on {ticket(false)}
        </>
      );
    case 'ticket.status_changed':
      return (
        <>
          {ticket(true)} moved from {statusLabel(data.from)} to {statusLabel(data.to)}
          {data.by === 'customer' ? <> by {whom}</> : null}
        </>
      );
    case 'record.shared':
      return <>A record was shared with {whom}</>;
    case 'call.booked':
    case 'call.requested':
      return (
        <>
          {who} {event.type === 'call.booked' ? 'booked' : 'asked for'} <strong>{str(data.serviceTitle) ?? 'a call'}</strong>
        </>
      );
    case 'payment.succeeded':
      return (
        <>
          {who} paid {money('amount')} for {paidFor}
        </>
      );
    case 'payment.failed':
      return (
        <>
          A payment of {money('amount')} by {whom} for {paidFor} failed{str(data.reason) ? `: ${str(data.reason)}` : ''}
        </>
      );
    case 'payment.refunded':
      return (
        <>
          {money('refunded')} of {money('amount')} refunded to {whom} for {paidFor}
        </>
      );
    default:
      // A kind this version does not know yet: its name in words, never the raw `thing.done`.
      return (
        <>
          {who}: {kindOf(event.type).label}
        </>
      );
  }
}
