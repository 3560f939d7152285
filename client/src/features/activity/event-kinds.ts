import type { IconType } from 'react-icons';
import {
  LuActivity,
  LuArrowRightLeft,
  LuBadgeAlert,
  LuCalendarCheck,
  LuCreditCard,
  LuCircleCheck,
  LuEye,
  LuLogIn,
  LuMail,
  LuMessageSquare,
  LuMessageSquareReply,
  LuPlay,
  LuShare2,
  LuThumbsDown,
  LuThumbsUp,
  LuUndo2,
  LuTicket,
  LuUserCheck,
} from 'react-icons/lu';

/**
 * The feed's event types (the server's EVENT_TYPES), in the order of the Type filter, each with the
 * filter's label, an icon and a colour palette for the icon's circle.
 */
export const EVENT_KINDS = {
  'customer.signed_in': { label: 'Sign-ins', icon: LuLogIn, palette: 'green' },
  'page.viewed': { label: 'Page views', icon: LuEye, palette: 'gray' },
  'workflow.started': { label: 'Workflows started', icon: LuPlay, palette: 'purple' },
  'workflow.completed': { label: 'Workflows completed', icon: LuCircleCheck, palette: 'purple' },
  'workflow.approved': { label: 'Workflows approved', icon: LuThumbsUp, palette: 'teal' },
  'workflow.rejected': { label: 'Workflows rejected', icon: LuThumbsDown, palette: 'red' },
  'ticket.created': { label: 'Tickets raised', icon: LuTicket, palette: 'orange' },
  'ticket.customer_replied': { label: 'Customer replies', icon: LuMessageSquareReply, palette: 'orange' },
  'ticket.replied': { label: 'Team replies', icon: LuMessageSquare, palette: 'blue' },
  'ticket.status_changed': { label: 'Ticket status changes', icon: LuArrowRightLeft, palette: 'blue' },
  'customer.invited': { label: 'Invitations', icon: LuMail, palette: 'blue' },
  'customer.signed_up': { label: 'Sign-ups', icon: LuUserCheck, palette: 'green' },
  'record.shared': { label: 'Records shared', icon: LuShare2, palette: 'cyan' },
  'call.booked': { label: 'Calls booked', icon: LuCalendarCheck, palette: 'teal' },
  'call.requested': { label: 'Calls requested', icon: LuCalendarCheck, palette: 'teal' },
  'payment.succeeded': { label: 'Payments received', icon: LuCreditCard, palette: 'green' },
  'payment.failed': { label: 'Payments failed', icon: LuBadgeAlert, palette: 'red' },
  'payment.refunded': { label: 'Refunds', icon: LuUndo2, palette: 'orange' },
} as const satisfies Record<string, { label: string; icon: IconType; palette: string }>;

export type EventType = keyof typeof EVENT_KINDS;

export const isEventType = (value: string | null): value is EventType => value !== null && value in EVENT_KINDS;

/** "billing.paid" → "Billing paid": an unknown type still reads as words. */
const words = (type: string) => {
  const text = type.replace(/[._]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'Activity';
};
export const kindOf = (type: string) => (isEventType(type) ? EVENT_KINDS[type] : { label: words(type), icon: LuActivity, palette: 'gray' });
