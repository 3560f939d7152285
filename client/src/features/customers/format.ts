import { STATUS_LABEL } from '../../../../server/modules/ticket/ticket.rules';
import type { CustomerStatus, TicketPriority, TicketStatus } from '../../gql/graphql';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 hours ago", "yesterday" (the browser's Intl; no library needed for one phrase). */
export function ago(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const seconds = (new Date(value).getTime() - Date.now()) / 1000;
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return 'just now';
}

export const fullDate = (value: string | Date) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const STATUS: Record<CustomerStatus, { label: string; palette: string }> = {
  INVITED: { label: 'Invited', palette: 'blue' },
  ACTIVE: { label: 'Active', palette: 'green' },
  BLOCKED: { label: 'Blocked', palette: 'red' },
};

export const TICKET_STATUS: Record<TicketStatus, { label: string; palette: string; action: string }> = {
  OPEN: { label: STATUS_LABEL.OPEN, palette: 'blue', action: 'Reopen' },
  IN_PROGRESS: { label: STATUS_LABEL.IN_PROGRESS, palette: 'orange', action: 'Mark in progress' },
  RESOLVED: { label: STATUS_LABEL.RESOLVED, palette: 'green', action: 'Resolve' },
  CLOSED: { label: STATUS_LABEL.CLOSED, palette: 'gray', action: 'Close' },
};

export const PRIORITY: Record<TicketPriority, { label: string; palette: string }> = {
  LOW: { label: 'Low', palette: 'gray' },
  MEDIUM: { label: 'Medium', palette: 'blue' },
  HIGH: { label: 'High', palette: 'orange' },
  URGENT: { label: 'Urgent', palette: 'red' },
};
