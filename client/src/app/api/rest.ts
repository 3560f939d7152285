import { TOKEN_KEY } from '../session/storage';
import { reportUnauthorized } from './unauthorized';

/** The answer of a failed /v1 call: `{success: false, message, code, details}`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The paths of the session calls (the seed keeps them in a constants table). */
export const SESSION_PATHS = { session: '/auth/session', logout: '/auth/logout' } as const;

export function authHeaders(): Record<string, string> {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { authorization: `Bearer ${token}` } : {};
}

type Query = Record<string, string | number | boolean | undefined>;

/**
 * Every /v1 call: JSON body, the bearer token from local storage, credentials included. A 401
 * re-checks the session (except from the session call itself); a failure with `success: false`
 * logs its message and rethrows.
 */
export async function api<T>(method: string, path: string, options: { body?: unknown; query?: Query } = {}): Promise<T> {
  // FormData (uploads) goes as multipart with the browser's boundary; anything else as JSON.
  const multipart = options.body instanceof FormData;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) search.set(k, String(v));
  const url = `/v1${path}${search.size ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
        ...authHeaders(),
      },
      body: multipart ? (options.body as FormData) : options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    const error = new ApiError('Portico cannot be reached. Check your connection and try again.', 0, 'NETWORK');
    console.error(error.message);
    throw error;
  }
  const json = (await response.json().catch(() => null)) as {
    success: boolean;
    data?: T;
    message?: string;
    code?: string;
    details?: Record<string, string>;
  } | null;
  if (response.status === 401 && path !== SESSION_PATHS.session) void reportUnauthorized();
  if (!response.ok || !json || json.success === false) {
    const message =
      json?.message ??
      // A 413 without Portico's JSON comes from a proxy in front of it, whose limit only it knows; the
      // server's own (an image over its limit, a body over 1 MB) say the limit in `message`.
      (response.status === 413 ? 'That is too large to send.' : `The server answered ${response.status}. Try again in a moment.`);
    console.error(message);
    throw new ApiError(message, response.status, json?.code, json?.details);
  }
  return json.data as T;
}
