/**
 * A Google sign-in or link round trip, held by this browser: the PKCE verifier never leaves it until the
 * code comes back, and the state Google returns must be the one the server gave when the trip began.
 */
export type GooglePurpose = 'SIGN_IN' | 'LINK';

export interface GoogleTrip {
  verifier: string;
  state: string;
  /** The return address the server began with: sent again with the code. */
  redirectUri: string;
  purpose: GooglePurpose;
}

export const GOOGLE_TRIP_KEY = 'portico.google';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A verifier of 43 base64url characters (32 random bytes) and its S256 challenge (RFC 7636). */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** Sends the browser to Google's consent or sign-in screen (a page load: Google sends it back). */
export function goToGoogle(url: string) {
  window.location.assign(url);
}

/** Keeps the trip for /oauthCallback/google, before the browser leaves for Google. */
export function rememberGoogleTrip(trip: GoogleTrip) {
  sessionStorage.setItem(GOOGLE_TRIP_KEY, JSON.stringify(trip));
}

/** The trip this browser began, once: it is removed as it is read (a code can be used only once). */
export function takeGoogleTrip(): GoogleTrip | null {
  const raw = sessionStorage.getItem(GOOGLE_TRIP_KEY);
  sessionStorage.removeItem(GOOGLE_TRIP_KEY);
  try {
    const trip = JSON.parse(raw ?? 'null') as Partial<GoogleTrip> | null;
    return trip && typeof trip.verifier === 'string' && typeof trip.state === 'string' && typeof trip.redirectUri === 'string'
      ? (trip as GoogleTrip)
      : null;
  } catch {
    return null;
  }
}

/** Where Settings → Calendar or a portal's Integrations sent the browser to Google from, to come back to. */
export const CALENDAR_RETURN_KEY = 'portico.calendar.return';
export const CALENDAR_SETTINGS_PATH = '/settings/calendar';

export function rememberCalendarReturn(path: string) {
  sessionStorage.setItem(CALENDAR_RETURN_KEY, path);
}

/** The remembered path (an in-app one only: never another site), once. */
export function takeCalendarReturn(): string {
  const path = sessionStorage.getItem(CALENDAR_RETURN_KEY);
  sessionStorage.removeItem(CALENDAR_RETURN_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/oauthCallback') ? path : CALENDAR_SETTINGS_PATH;
}
