import type { components } from '../gql/rest';
import type { PaymentMethod, PaymentStart } from '../shared/payment/types';

/** The booking pages' /v1 calls: anonymous, typed by the OpenAPI document (client/src/gql/rest.ts). */

type Schemas = components['schemas'];
export type PublicProfile = Schemas['PublicProfile'];
export type PublicService = Schemas['PublicService'];
export type PublicServiceWithHost = Schemas['PublicServiceWithHost'];
export type ServiceSlots = Schemas['ServiceSlots'];
export type GuestCall = Schemas['GuestCall'];
export type Money = Schemas['Money'];
export type LocationKind = Schemas['ServiceLocation']['kind'];

export class BookingApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
): Promise<T> {
  const search = new URLSearchParams(options.query);
  let response: Response;
  try {
    response = await fetch(`/v1${path}${search.size ? `?${search}` : ''}`, {
      method,
      credentials: 'omit',
      headers: { accept: 'application/json', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    throw new BookingApiError('The booking service cannot be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  type Envelope = { success?: boolean; data?: unknown; code?: string; message?: string; details?: Record<string, string> };
  const json = (await response.json().catch(() => null)) as Envelope | null;
  if (response.ok && json?.success) return json.data as T;
  throw new BookingApiError(json?.message ?? 'Something went wrong. Try again.', response.status, json?.code, json?.details);
}

export const getProfile = (username: string) => call<PublicProfile>('GET', '/profile/public', { query: { username } });
export const getService = (id: string) => call<PublicServiceWithHost>('GET', '/services/public/one', { query: { id } });
export const getSlots = (serviceId: string, from: string, to: string, timezone: string) =>
  call<ServiceSlots>('GET', '/services/slots', { query: { serviceId, from, to, timezone } });
export const bookCall = (input: {
  serviceId: string;
  start: string;
  timezone: string;
  name: string;
  email: string;
  notes?: string;
  location?: string;
  /** The answers to the service's questions, by question key (shared/form-answers.ts `answersOf`). */
  answers?: Record<string, unknown>;
}) => call<{ call: GuestCall; manageToken: string }>('POST', '/calls/book', { body: input });
export const getManaged = (token: string) => call<GuestCall>('GET', '/calls/manage', { query: { token } });
export const cancelManaged = (token: string, reason?: string) =>
  call<GuestCall>('POST', '/calls/manage/cancel', { body: { token, ...(reason ? { reason } : {}) } });
export const rescheduleManaged = (token: string, start: string) =>
  call<GuestCall>('POST', '/calls/manage/reschedule', { body: { token, start } });
export const icsUrl = (token: string) => `/v1/calls/manage/ics?${new URLSearchParams({ token })}`;
export const manageUrl = (token: string) => `/book/manage?${new URLSearchParams({ token })}`;

/** Begins paying for a booked call by card or UPI: the manage token is the key (POST /v1/payments/create-payment-intent, /v1/payments/upi). */
export const startCallPayment = (callId: string, token: string, method: PaymentMethod) =>
  call<PaymentStart>('POST', method === 'CARD' ? '/payments/create-payment-intent' : '/payments/upi', { body: { callId, token } });
