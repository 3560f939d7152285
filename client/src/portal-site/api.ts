import type { components } from '../gql/rest';

/** The customer app's /v1 calls: the customer's own token (never the builder's `token`), typed by the OpenAPI document. */

export type Schemas = components['schemas'];
export type Ticket = Schemas['Ticket'];
export type TicketDetail = Schemas['TicketDetail'];
export type CustomerSelf = Schemas['CustomerSelf'];

export class PortalApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

let storageKey = 'portico.customer';
/** One token per portal: a browser can be signed in to several portals (and as a builder) at once. */
export const keepTokenFor = (portalId: string) => {
  storageKey = `portico.customer.${portalId}`;
};
export const customerToken = () => localStorage.getItem(storageKey);
export const setCustomerToken = (token: string | null) =>
  token ? localStorage.setItem(storageKey, token) : localStorage.removeItem(storageKey);

const unauthorized = new Set<() => void>();
/** Told when the server no longer knows the token (expired, signed out elsewhere, blocked). */
export const onUnauthorized = (listener: () => void) => {
  unauthorized.add(listener);
  return () => unauthorized.delete(listener);
};

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; query?: Record<string, string | undefined> } = {},
): Promise<T> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) search.set(k, v);
  const token = customerToken();
  let response: Response;
  try {
    response = await fetch(`/v1${path}${search.size ? `?${search}` : ''}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    throw new PortalApiError('The portal cannot be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  const json = await answerOf<T>(response);
  if (response.ok && json?.success) return json.data as T;
  if (response.status === 401 && token) {
    setCustomerToken(null);
    unauthorized.forEach((listener) => listener());
  }
  throw new PortalApiError(json?.message ?? 'Something went wrong. Try again.', response.status, json?.code, json?.details);
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
/** "3 hours ago", "yesterday": the browser's own wording, in the visitor's language. */
export function ago(iso: string): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return 'just now';
}

export { STATUS_LABEL } from '../../../server/modules/ticket/ticket.rules';

/**
 * Tells the server something without waiting for it (page views): the customer's token when signed in,
 * no cookies, kept alive through a navigation away, and never an error for the page.
 */
export function report(path: string, body: unknown): void {
  const token = customerToken();
  try {
    void fetch(`/v1${path}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (blocked, offline): the view is simply not counted.
  }
}

/** A file the server stored for the customer (a ticket attachment, a form's file): its signed link works about an hour. */
export type UploadedFile = { id: string; url: string; name: string; size: number; contentType: string };

/** Sends one file as multipart/form-data (its text fields first, as the server reads them), with the customer's token. */
export async function upload<T>(path: string, fields: Record<string, string | undefined>, file: File): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  form.append('file', file, file.name);
  const token = customerToken();
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new PortalApiError('The portal cannot be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  const json = await answerOf<T>(response);
  if (response.ok && json?.success) return json.data as T;
  throw new PortalApiError(json?.message ?? 'The file could not be uploaded. Try again.', response.status, json?.code, json?.details);
}

/** The API's envelope of an answer (null when the body is not JSON). */
async function answerOf<T>(response: Response) {
  return (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    code?: string;
    details?: Record<string, string>;
  } | null;
}
