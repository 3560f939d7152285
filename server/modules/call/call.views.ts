import { createHmac } from 'node:crypto';
import type { CallRow } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { derivedKey } from '../../core/file-urls.js';
import { hashToken } from '../../core/tokens.js';

/** One answer of a booking: the question as it was asked, the answer as text. */
export interface AnswerView {
  key: string;
  label: string;
  text: string;
}

export const answersOf = (row: Pick<CallRow, 'answers'>): AnswerView[] =>
  (row.answers ?? []).map((a) => ({ key: a.key, label: a.label, text: a.text }));

/** A call as its host sees it: the guest's details included. */
export interface HostCallView {
  id: string;
  serviceId: string | null;
  serviceTitle: string;
  status: CallRow['status'];
  paymentStatus: CallRow['paymentStatus'];
  startAt: Date;
  endAt: Date;
  guest: { name: string; email: string; notes: string; timezone: string };
  /** The guest's answers to the service's questions, as asked when they booked. */
  answers: AnswerView[];
  location: { kind: CallRow['locationKind']; value: string };
  portalId: string | null;
  customerId: string | null;
  reason: string | null;
  cancelledBy: CallRow['cancelledBy'];
  createdAt: Date;
  updatedAt: Date;
}

export const toHostCall = (row: CallRow): HostCallView => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceTitle: row.serviceTitle,
  status: row.status,
  paymentStatus: row.paymentStatus,
  startAt: row.startAt,
  endAt: row.endAt,
  guest: { name: row.guestName, email: row.guestEmail, notes: row.guestNotes, timezone: row.guestTimezone },
  answers: answersOf(row),
  location: { kind: row.locationKind, value: row.locationValue },
  portalId: row.portalId,
  customerId: row.customerId,
  reason: row.reason,
  cancelledBy: row.cancelledBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * A call as its guest sees it (through the link in their mail, or as the portal's customer): their own
 * details and the host's name; where it happens once it is confirmed.
 */
export interface GuestCallView {
  id: string;
  serviceId: string | null;
  serviceTitle: string;
  hostName: string;
  status: CallRow['status'];
  paymentStatus: CallRow['paymentStatus'];
  startAt: Date;
  endAt: Date;
  guestName: string;
  guestEmail: string;
  guestTimezone: string;
  /** Their own answers to the service's questions. */
  answers: AnswerView[];
  location: { kind: CallRow['locationKind']; value: string };
  reason: string | null;
  cancelledBy: CallRow['cancelledBy'];
  /** Cancel and reschedule are open: requested or confirmed, and not started. */
  changeable: boolean;
  /** A call waiting for its payment: until when its time is held (then it is released). */
  payBy: Date | null;
}

export const isOpen = (row: Pick<CallRow, 'status' | 'startAt'>, now = Date.now()) =>
  (row.status === 'AWAITING_PAYMENT' || row.status === 'REQUESTED' || row.status === 'CONFIRMED') && row.startAt.getTime() > now;

export const toGuestCall = (row: CallRow, hostName: string, holdMinutes: number): GuestCallView => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceTitle: row.serviceTitle,
  hostName,
  status: row.status,
  paymentStatus: row.paymentStatus,
  startAt: row.startAt,
  endAt: row.endAt,
  guestName: row.guestName,
  guestEmail: row.guestEmail,
  guestTimezone: row.guestTimezone,
  answers: answersOf(row),
  location: {
    kind: row.locationKind,
    value: row.status === 'CONFIRMED' || row.locationKind === 'ADDRESS' || row.locationKind === 'ASK_GUEST' ? row.locationValue : '',
  },
  reason: row.reason,
  cancelledBy: row.cancelledBy,
  changeable: isOpen(row),
  payBy: row.status === 'AWAITING_PAYMENT' ? new Date(row.createdAt.getTime() + holdMinutes * 60_000) : null,
});

/**
 * The guest's manage link token: an HMAC of the call's id under a key derived from the server's
 * secret, so every mail about the call can carry the same link without the token being stored
 * (the row keeps its hash, which is how a link finds its call).
 */
export function manageToken(config: Pick<Config, 'fileUrlSecret' | 'dataDir'>, callId: string): string {
  return createHmac('sha256', derivedKey(config, 'call-manage')).update(callId).digest('base64url');
}

export const manageTokenHash = (config: Pick<Config, 'fileUrlSecret' | 'dataDir'>, callId: string) =>
  hashToken(manageToken(config, callId));

export const manageUrl = (config: Pick<Config, 'appUrl' | 'fileUrlSecret' | 'dataDir'>, callId: string) =>
  `${config.appUrl}/book/manage?token=${manageToken(config, callId)}`;
