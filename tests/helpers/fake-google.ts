import { createHash, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { Events, type MutableRedirectUri, OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/**
 * A local stand-in for Google's OAuth 2.0 server and for the Calendar API v3 calls Portico makes, so the
 * Google integration is tested without the internet and through the official clients pointed at it:
 * google-auth-library's `OAuth2Client` (its `endpoints` option) and `@googleapis/calendar` (`rootUrl`).
 *
 * One port serves everything. oauth2-mock-server answers /authorize, /jwks and
 * /.well-known/openid-configuration, and signs the ID tokens (RS256, checkable against its JWKS). /token
 * and /revoke are answered here, since the mock keeps none of the rules below; /calendar/v3/* is a small
 * in-memory Calendar. Google's rules the app must cope with are kept:
 * - an authorization code is traded once, by the same client, with the same redirect_uri and the PKCE
 *   verifier of its challenge; other answers are `invalid_grant` (a wrong secret: 401 `invalid_client`);
 * - a refresh token comes only with `access_type=offline`, and only when Google shows its consent screen:
 *   the first time, when new scopes (or offline access) are asked for, or with `prompt=consent`; a second
 *   sign-in to an app already granted gets none;
 * - the ID token carries `email`/`email_verified` only with the `email` scope and the names only with
 *   `profile`; there is no ID token without one of openid, email or profile; the `scope` answered is the
 *   granted one, with `email` and `profile` spelled as Google does (…/auth/userinfo.email, …/userinfo.profile);
 * - access tokens are opaque and last 3599 s; revoking a refresh token ends its access tokens, revoking an
 *   access token ends its refresh token too (Google's documented rule); `revokeAll` is the user removing
 *   the app's access at myaccount.google.com;
 * - each Calendar call needs a live access token (401 UNAUTHENTICATED) with a scope that allows it
 *   (403 ACCESS_TOKEN_SCOPE_INSUFFICIENT), reaches only the account's own calendars (404 notFound) and
 *   writes only where the account is writer or owner (403 requiredAccessLevel); `primary` is the
 *   account's primary calendar; a deleted event is kept, cancelled (410 when deleted or patched again);
 *   conferenceData is ignored unless `conferenceDataVersion=1`, as at Google.
 *
 * The test decides who is signed in at Google (`setUser`; a browser spec: POST /__fake/user), which
 * calendars an account has and what is already in them; every other /__fake/ route is listed at `control`.
 */

export interface FakeGoogleUser {
  /** Google's stable account id (the ID token's `sub`). */
  sub: string;
  email: string;
  /** Default true. */
  emailVerified?: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  /**
   * Scopes this user unticks on Google's consent screen (granular consent): the code is granted the others.
   * openid, email and profile cannot be declined.
   */
  declinedScopes?: string[];
}

export type FakeAccessRole = 'owner' | 'writer' | 'reader' | 'freeBusyReader';

export interface FakeCalendar {
  id: string;
  summary: string;
  primary?: boolean;
  /** Default owner. */
  accessRole?: FakeAccessRole;
  backgroundColor?: string;
  /** Default UTC: the zone of all-day events and of times sent without an offset. */
  timeZone?: string;
}

export interface FakeEventTime {
  /** An all-day event sent by the app carries `date` (YYYY-MM-DD) instead: it is kept as sent. */
  dateTime: string;
  timeZone?: string;
}

export interface FakeEvent {
  id: string;
  /** The calendar that holds the event: not a field of Google's Event, and left out of the API's answers. */
  calendarId: string;
  summary?: string;
  description?: string;
  location?: string;
  start: FakeEventTime;
  end: FakeEventTime;
  attendees?: { email: string; displayName?: string; responseStatus?: string }[];
  hangoutLink?: string;
  conferenceData?: unknown;
  status: 'confirmed' | 'tentative' | 'cancelled';
  /** Whatever else was sent (extendedProperties, reminders, transparency…) and Google's own fields (etag, htmlLink…). */
  [field: string]: unknown;
}

export interface FakeGoogleRequest {
  method: string;
  /** The path, percent-decoded (`/calendar/v3/calendars/host@example.com/events`). */
  path: string;
  query: Record<string, string>;
  /** JSON or form body parsed into an object; the raw text when neither; undefined when empty. */
  body: unknown;
  /** The Authorization header as sent ('' when there was none). */
  authorization: string;
}

export interface FakeGoogle {
  /** `http://127.0.0.1:{port}`: one port for everything. */
  url: string;
  port: number;
  /** The `iss` of its ID tokens (= url). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  jwksUrl: string;
  /** `${url}/`: the rootUrl for @googleapis/calendar (requests go to `${url}/calendar/v3/...`). */
  calendarApiUrl: string;
  /**
   * Environment for a Portico server: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL,
   * GOOGLE_REVOKE_URL, GOOGLE_JWKS_URL, GOOGLE_ISSUER, GOOGLE_CALENDAR_API_URL.
   */
  env(): Record<string, string>;
  /** Who is signed in at Google: every authorization from now on is this user's (default: a verified user). */
  setUser(user: FakeGoogleUser): void;
  /** An account's calendar list (default: one primary calendar whose id is the email, accessRole owner). */
  setCalendars(email: string, calendars: FakeCalendar[]): void;
  /** An event already in a calendar (e.g. a private busy event with a title); opaque unless `transparency` says otherwise. */
  addEvent(calendarId: string, event: { start: string; end: string; summary?: string; transparency?: 'opaque' | 'transparent' }): FakeEvent;
  /** The calendar's live events (neither cancelled nor deleted), in the order they were made; copies. */
  events(calendarId: string): FakeEvent[];
  /** Every request received, in order; the /__fake/ routes are left out. */
  requests: FakeGoogleRequest[];
  /** Every refresh and access token (of that account) stops working, as when a user removes the app's access at Google. */
  revokeAll(email?: string): void;
  /** Every access token (of that account) is past its hour: the next call answers 401, a refresh mends it. */
  expireAccessTokens(email?: string): void;
  /** The next request whose decoded path matches answers this error (default body: Google's for that status). */
  failNext(path: RegExp, status: number, body?: unknown): void;
  /** The next authorization is refused by the user ("Cancel" on the consent screen): redirect with error=access_denied. */
  denyNext(): void;
  /** An ID token signed with the fake's key, for negative tests (another audience or issuer, expired). */
  tokenFor(options: { aud?: string; iss?: string; expiresInSeconds?: number; user?: Partial<FakeGoogleUser> }): Promise<string>;
  /** Back to a fresh fake (same port, same signing key): default user, no calendars, events, tokens, requests. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_USER: FakeGoogleUser = {
  sub: '104523918274650192837',
  email: 'builder@example.com',
  emailVerified: true,
  name: 'Pat Builder',
  givenName: 'Pat',
  familyName: 'Builder',
};

const ACCESS_TOKEN_SECONDS = 3599;
const ID_TOKEN_SECONDS = 3600;
const CODE_SECONDS = 600;

const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
const PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';
/** The short names Google accepts, spelled as it answers them. */
const SCOPE_ALIASES: Record<string, string> = { email: EMAIL_SCOPE, profile: PROFILE_SCOPE };
const IDENTITY_SCOPES = new Set(['openid', EMAIL_SCOPE, PROFILE_SCOPE]);

/** The scopes each Calendar method accepts (Google's reference lists them per method). */
const CAL = 'https://www.googleapis.com/auth/calendar';
const SCOPES_FOR = {
  calendarList: [CAL, `${CAL}.readonly`, `${CAL}.calendarlist`, `${CAL}.calendarlist.readonly`],
  freeBusy: [CAL, `${CAL}.readonly`, `${CAL}.freebusy`, `${CAL}.events.freebusy`],
  readEvents: [
    CAL,
    `${CAL}.readonly`,
    `${CAL}.events`,
    `${CAL}.events.readonly`,
    `${CAL}.events.owned`,
    `${CAL}.events.owned.readonly`,
    `${CAL}.app.created`,
  ],
  writeEvents: [CAL, `${CAL}.events`, `${CAL}.events.owned`, `${CAL}.app.created`],
};

const ROLE_RANK: Record<FakeAccessRole, number> = { freeBusyReader: 0, reader: 1, writer: 2, owner: 3 };

/** Google's event ids: base32hex, lowercase. */
const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MEET_ICON = 'https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png';

/** Fields Google sets itself: what a client sends for them is dropped. */
const READ_ONLY_EVENT_FIELDS = [
  'kind',
  'etag',
  'id',
  'htmlLink',
  'created',
  'updated',
  'creator',
  'organizer',
  'iCalUID',
  'hangoutLink',
  'calendarId',
];

const randomFrom = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const opaque = (bytes: number) => randomBytes(bytes).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => structuredClone(value);

function normalizeScopes(scope: string): string[] {
  const out: string[] = [];
  for (const name of scope.split(/[\s+]+/).filter(Boolean)) {
    const full = SCOPE_ALIASES[name] ?? name;
    if (!out.includes(full)) out.push(full);
  }
  return out;
}

/** An error answered by the OAuth endpoints: `{ error, error_description }`. */
class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

/** An error answered by the Calendar API, in Google's JSON shape. */
class CalendarError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly reason: string,
    readonly more: { status?: string; itemMessage?: string; item?: Record<string, unknown>; details?: unknown[] } = {},
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [{ message: this.more.itemMessage ?? this.message, domain: 'global', reason: this.reason, ...this.more.item }],
        ...(this.more.status ? { status: this.more.status } : {}),
        ...(this.more.details ? { details: this.more.details } : {}),
      },
    };
  }
}

const unauthenticated = () =>
  new CalendarError(401, 'Request had invalid authentication credentials.', 'authError', {
    status: 'UNAUTHENTICATED',
    itemMessage: 'Invalid Credentials',
    item: { location: 'Authorization', locationType: 'header' },
  });
const notFound = () => new CalendarError(404, 'Not Found', 'notFound');
const deleted = () => new CalendarError(410, 'Resource has been deleted', 'deleted');
const badRequest = (message: string, reason = 'invalid') => new CalendarError(400, message, reason);

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const FAILURE_REASONS: Record<number, [string, string]> = {
  400: ['badRequest', 'Bad Request'],
  401: ['authError', 'Request had invalid authentication credentials.'],
  403: ['rateLimitExceeded', 'Rate Limit Exceeded'],
  404: ['notFound', 'Not Found'],
  410: ['deleted', 'Resource has been deleted'],
  429: ['rateLimitExceeded', 'Rate Limit Exceeded'],
  500: ['backendError', 'Backend Error'],
  503: ['backendError', 'Backend Error'],
};

/** What `failNext` answers when no body was given: Google's error for that status on that endpoint. */
function failureBody(path: string, status: number): unknown {
  if (path.startsWith('/calendar/')) {
    const [reason, message] = FAILURE_REASONS[status] ?? ['backendError', http.STATUS_CODES[status] ?? 'Error'];
    return new CalendarError(status, message, reason, STATUS_NAMES[status] ? { status: STATUS_NAMES[status] } : {}).body;
  }
  const error =
    status === 401 ? 'invalid_client' : status === 400 ? 'invalid_grant' : status < 500 ? 'invalid_request' : 'internal_failure';
  return { error, error_description: http.STATUS_CODES[status] ?? 'Error' };
}

/** Milliseconds between UTC and the wall clock of `timeZone` at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time (no offset) in `timeZone`, as an instant; NaN when it is not a time. */
function zonedInstant(local: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/.exec(local);
  if (!m) return NaN;
  const wall = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    Number((m[7] ?? '0').padEnd(3, '0')),
  );
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** An event's start or end as an instant, or the 400 Google answers for it. */
function instantOf(time: unknown, which: 'start' | 'end', calendarZone: string): number {
  if (!isObject(time) || (time.dateTime == null && time.date == null)) throw badRequest(`Missing ${which} time.`, 'required');
  const zone = typeof time.timeZone === 'string' && time.timeZone ? time.timeZone : undefined;
  try {
    if (zone) new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw badRequest(`Invalid time zone definition for ${which} time.`);
  }
  let instant: number;
  if (typeof time.dateTime === 'string') {
    if (/(Z|[+-]\d{2}:?\d{2})$/i.test(time.dateTime)) instant = Date.parse(time.dateTime);
    else if (zone) instant = zonedInstant(time.dateTime, zone);
    else throw badRequest(`Missing time zone definition for ${which} time.`, 'required');
  } else if (typeof time.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(time.date)) {
    instant = zonedInstant(time.date, zone ?? calendarZone);
  } else {
    instant = NaN;
  }
  if (Number.isNaN(instant)) throw badRequest(`Invalid ${which} time.`);
  return instant;
}

/** Google writes busy times in UTC, to the second. */
const utc = (instant: number) => new Date(instant).toISOString().replace(/\.000Z$/, 'Z');

/** Patch semantics: objects merge, arrays and other values replace, null removes. */
function merge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = merge(out[key], value);
    else out[key] = value;
  }
  return out;
}

function parseBody(contentType: string | undefined, raw: string): { ok: true; body: unknown } | { ok: false } {
  if (raw === '') return { ok: true, body: undefined };
  if (contentType?.includes('application/x-www-form-urlencoded')) return { ok: true, body: Object.fromEntries(new URLSearchParams(raw)) };
  if (contentType?.includes('json') || /^\s*[{[]/.test(raw)) {
    try {
      return { ok: true, body: JSON.parse(raw) as unknown };
    } catch {
      return contentType?.includes('json') ? { ok: false } : { ok: true, body: raw };
    }
  }
  return { ok: true, body: raw };
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge?: { value: string; method: string };
  scopes: string[];
  offline: boolean;
  /** Whether Google showed its consent screen for this authorization (a refresh token needs it). */
  consent: boolean;
  user: FakeGoogleUser;
  nonce?: string;
  expiresAt: number;
  used: boolean;
}

interface RefreshToken {
  token: string;
  user: FakeGoogleUser;
  scopes: string[];
  clientId: string;
  revoked: boolean;
}

interface AccessToken {
  token: string;
  user: FakeGoogleUser;
  scopes: string[];
  clientId: string;
  expiresAt: number;
  refreshToken?: string;
  revoked: boolean;
}

/** What a Google account has granted the app (for the consent rule). */
interface Grant {
  email: string;
  scopes: Set<string>;
  offline: boolean;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function startFakeGoogle(options: { port?: number; clientId?: string; clientSecret?: string } = {}): Promise<FakeGoogle> {
  const clientId = options.clientId ?? 'portico-test-client';
  const clientSecret = options.clientSecret ?? 'portico-test-secret';

  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);

  const requests: FakeGoogleRequest[] = [];
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, RefreshToken>();
  const accessTokens = new Map<string, AccessToken>();
  const grants = new Map<string, Grant>();
  const calendars = new Map<string, FakeCalendar[]>();
  const eventsByCalendar = new Map<string, Map<string, FakeEvent>>();
  let failures: Array<{ path: RegExp; status: number; body?: unknown }> = [];
  let currentUser: FakeGoogleUser = { ...DEFAULT_USER };
  let denyPending = false;
  let etagCounter = 0;

  const etag = () => `"${Date.now()}${String(++etagCounter % 1000).padStart(3, '0')}"`;

  // ---------------------------------------------------------------- OAuth

  function checkUser(user: FakeGoogleUser): FakeGoogleUser {
    if (!isObject(user) || typeof user.sub !== 'string' || !user.sub || typeof user.email !== 'string' || !user.email)
      throw new Error('fake-google: a user needs a sub and an email');
    return clone(user);
  }

  /** Before oauth2-mock-server's /authorize: what Google refuses on its own error page, and the user's Cancel. */
  function authorizePrecheck(query: Record<string, string>): Answer | undefined {
    const refuse = (status: number, error: string, description: string): Answer => ({
      status,
      body: { error, error_description: description },
    });
    if (!query.client_id) return refuse(400, 'invalid_request', 'Missing required parameter: client_id');
    if (query.client_id !== clientId) return refuse(401, 'invalid_client', 'The OAuth client was not found.');
    if (!query.redirect_uri) return refuse(400, 'invalid_request', 'Missing required parameter: redirect_uri');
    let redirect: URL;
    try {
      redirect = new URL(query.redirect_uri);
      if (redirect.protocol !== 'http:' && redirect.protocol !== 'https:') throw new Error('scheme');
    } catch {
      return refuse(400, 'invalid_request', 'Invalid parameter value for redirect_uri: Invalid scheme or URL');
    }
    if (!query.response_type) return refuse(400, 'invalid_request', 'Missing required parameter: response_type');
    if (!query.scope) return refuse(400, 'invalid_request', 'Missing required parameter: scope');
    if (query.access_type && query.access_type !== 'online' && query.access_type !== 'offline')
      return refuse(400, 'invalid_request', `Invalid access_type: ${query.access_type}`);
    if (denyPending) {
      denyPending = false;
      redirect.searchParams.set('error', 'access_denied');
      if (query.state) redirect.searchParams.set('state', query.state);
      return { status: 302, headers: { location: redirect.href } };
    }
    return undefined;
  }

  /** The mock made a code and is about to redirect: remember what Google would, under a code that looks like Google's. */
  service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: http.IncomingMessage) => {
    const mockCode = redirect.url.searchParams.get('code');
    if (!mockCode) return;
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://fake').searchParams);
    const user = clone(currentUser);
    const declined = new Set(normalizeScopes((user.declinedScopes ?? []).join(' ')));
    const scopes = normalizeScopes(query.scope ?? '').filter((s) => IDENTITY_SCOPES.has(s) || !declined.has(s));
    const offline = query.access_type === 'offline';
    const grant = grants.get(user.sub);
    const consent =
      (query.prompt ?? '').split(/\s+/).includes('consent') ||
      !grant ||
      scopes.some((s) => !grant.scopes.has(s)) ||
      (offline && !grant.offline);
    grants.set(user.sub, {
      email: user.email,
      scopes: new Set([...(grant?.scopes ?? []), ...scopes]),
      offline: offline || !!grant?.offline,
    });

    const code = `4/0A${opaque(54)}`;
    codes.set(code, {
      clientId: query.client_id ?? '',
      redirectUri: query.redirect_uri ?? '',
      ...(query.code_challenge ? { challenge: { value: query.code_challenge, method: query.code_challenge_method ?? 'plain' } } : {}),
      scopes,
      offline,
      consent,
      user,
      ...(query.nonce ? { nonce: query.nonce } : {}),
      expiresAt: Date.now() + CODE_SECONDS * 1000,
      used: false,
    });
    redirect.url.searchParams.set('code', code);
    redirect.url.searchParams.set('scope', scopes.join(' '));
    redirect.url.searchParams.set('authuser', '0');
    redirect.url.searchParams.set('prompt', consent ? 'consent' : 'none');
  });

  function clientOf(req: http.IncomingMessage, body: Record<string, unknown>): void {
    let id = typeof body.client_id === 'string' ? body.client_id : undefined;
    let secret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (basic?.[1]) {
      const [user = '', pass = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      id = decodePath(user);
      secret = decodePath(pass);
    }
    if (!id) throw new OAuthError(400, 'invalid_request', 'Could not determine client ID from request.');
    if (id !== clientId) throw new OAuthError(401, 'invalid_client', 'The OAuth client was not found.');
    if (secret !== clientSecret) throw new OAuthError(401, 'invalid_client', 'Unauthorized');
  }

  /** Signs claims with the mock's key; Google's ID tokens carry no `nbf`. */
  function sign(claims: Record<string, unknown>): Promise<string> {
    return issuer.buildToken({
      expiresIn: ID_TOKEN_SECONDS,
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, claims);
        Reflect.deleteProperty(payload, 'nbf');
      },
    });
  }

  function idTokenClaims(user: FakeGoogleUser, scopes: string[], extra: { accessToken?: string; nonce?: string }) {
    const iat = nowSeconds();
    const claims: Record<string, unknown> = { iss: url, azp: clientId, aud: clientId, sub: user.sub };
    if (scopes.includes(EMAIL_SCOPE)) {
      claims.email = user.email;
      claims.email_verified = user.emailVerified ?? true;
    }
    if (extra.accessToken) claims.at_hash = createHash('sha256').update(extra.accessToken).digest().subarray(0, 16).toString('base64url');
    if (extra.nonce) claims.nonce = extra.nonce;
    if (scopes.includes(PROFILE_SCOPE)) {
      if (user.name !== undefined) claims.name = user.name;
      if (user.givenName !== undefined) claims.given_name = user.givenName;
      if (user.familyName !== undefined) claims.family_name = user.familyName;
    }
    claims.iat = iat;
    claims.exp = iat + ID_TOKEN_SECONDS;
    return claims;
  }

  async function tokenAnswer(
    user: FakeGoogleUser,
    scopes: string[],
    refresh: { issue: boolean } | { from: RefreshToken },
    nonce?: string,
  ): Promise<Record<string, unknown>> {
    let refreshToken: RefreshToken | undefined;
    if ('from' in refresh) refreshToken = refresh.from;
    else if (refresh.issue) {
      refreshToken = { token: `1//0${opaque(72)}`, user, scopes, clientId, revoked: false };
      refreshTokens.set(refreshToken.token, refreshToken);
    }
    const access: AccessToken = {
      token: `ya29.a0${opaque(96)}`,
      user,
      scopes,
      clientId,
      expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
      ...(refreshToken ? { refreshToken: refreshToken.token } : {}),
      revoked: false,
    };
    accessTokens.set(access.token, access);
    const answer: Record<string, unknown> = {
      access_token: access.token,
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      scope: scopes.join(' '),
    };
    if (refreshToken && !('from' in refresh)) answer.refresh_token = refreshToken.token;
    if (scopes.some((s) => IDENTITY_SCOPES.has(s)))
      answer.id_token = await sign(idTokenClaims(user, scopes, { accessToken: access.token, ...(nonce ? { nonce } : {}) }));
    return answer;
  }

  async function token(req: http.IncomingMessage, body: unknown): Promise<Answer> {
    const form = isObject(body) ? body : {};
    clientOf(req, form);
    const str = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value : undefined;
    };
    const grantType = str('grant_type');
    if (!grantType) throw new OAuthError(400, 'unsupported_grant_type', 'Invalid grant_type: ');

    if (grantType === 'authorization_code') {
      const code = str('code');
      if (!code) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: code');
      const pending = codes.get(code);
      if (!pending) throw invalidGrant('Malformed auth code.');
      if (pending.used) throw invalidGrant('Bad Request: the code was already redeemed.');
      if (pending.expiresAt <= Date.now()) throw invalidGrant('Bad Request: the code has expired.');
      if (pending.clientId !== clientId) throw invalidGrant('Bad Request: the code was issued to another client.');
      const redirectUri = str('redirect_uri');
      if (!redirectUri) throw new OAuthError(400, 'invalid_request', 'Missing parameter: redirect_uri');
      if (redirectUri !== pending.redirectUri) throw invalidGrant('Bad Request: redirect_uri does not match the authorization request.');
      const verifier = str('code_verifier');
      if (pending.challenge) {
        if (!verifier) throw invalidGrant('Missing code verifier.');
        const computed = pending.challenge.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (computed !== pending.challenge.value) throw invalidGrant('Invalid code verifier.');
      } else if (verifier) {
        throw new OAuthError(400, 'invalid_request', 'code_verifier or verifier is not needed.');
      }
      pending.used = true;
      return {
        status: 200,
        body: await tokenAnswer(pending.user, pending.scopes, { issue: pending.offline && pending.consent }, pending.nonce),
      };
    }

    if (grantType === 'refresh_token') {
      const value = str('refresh_token');
      if (!value) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
      const refresh = refreshTokens.get(value);
      if (!refresh || refresh.revoked || refresh.clientId !== clientId) throw invalidGrant('Token has been expired or revoked.');
      return { status: 200, body: await tokenAnswer(refresh.user, refresh.scopes, { from: refresh }) };
    }

    throw new OAuthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }

  /** Forgets what an account granted once none of its refresh tokens is left: the next sign-in shows consent again. */
  function dropGrantsWithoutTokens(subs: Iterable<string>) {
    for (const sub of subs) if (![...refreshTokens.values()].some((r) => !r.revoked && r.user.sub === sub)) grants.delete(sub);
  }

  function revokeRefresh(refresh: RefreshToken) {
    refresh.revoked = true;
    for (const access of accessTokens.values()) if (access.refreshToken === refresh.token) access.revoked = true;
  }

  function revoke(query: Record<string, string>, body: unknown): Answer {
    const value = query.token ?? (isObject(body) && typeof body.token === 'string' ? body.token : undefined);
    if (!value) throw new OAuthError(400, 'invalid_request', 'Bad Request');
    const refresh = refreshTokens.get(value);
    const access = accessTokens.get(value);
    if (refresh && !refresh.revoked) {
      revokeRefresh(refresh);
      dropGrantsWithoutTokens([refresh.user.sub]);
    } else if (access && !access.revoked && access.expiresAt > Date.now()) {
      access.revoked = true;
      const parent = access.refreshToken ? refreshTokens.get(access.refreshToken) : undefined;
      if (parent) revokeRefresh(parent);
      dropGrantsWithoutTokens([access.user.sub]);
    } else {
      throw new OAuthError(400, 'invalid_token', 'Token expired or revoked');
    }
    return { status: 200, body: {} };
  }

  // ---------------------------------------------------------------- Calendar

  function calendarsOf(email: string): FakeCalendar[] {
    return (
      calendars.get(email) ?? [
        { id: email, summary: email, primary: true, accessRole: 'owner', backgroundColor: '#9fe1e7', timeZone: 'UTC' },
      ]
    );
  }

  /** The account's entry for that calendar (`primary` is its primary one), or undefined when it has none. */
  function entryOf(email: string, calendarId: string): FakeCalendar | undefined {
    const list = calendarsOf(email);
    return calendarId === 'primary' ? list.find((c) => c.primary) : list.find((c) => c.id === calendarId);
  }

  const roleOf = (entry: FakeCalendar): FakeAccessRole => entry.accessRole ?? 'owner';
  const zoneOf = (entry: FakeCalendar | undefined) => entry?.timeZone ?? 'UTC';

  function bucket(calendarId: string): Map<string, FakeEvent> {
    let events = eventsByCalendar.get(calendarId);
    if (!events) eventsByCalendar.set(calendarId, (events = new Map()));
    return events;
  }

  /** The event as the API answers it: without the fake's own calendarId. */
  function publicEvent(event: FakeEvent): Record<string, unknown> {
    const { calendarId: _calendarId, ...rest } = clone(event);
    return rest;
  }

  /** Start and end as instants; undefined when an event's times cannot be read (it then blocks nothing). */
  function spanOf(event: FakeEvent, zone: string): [number, number] | undefined {
    try {
      return [instantOf(event.start, 'start', zone), instantOf(event.end, 'end', zone)];
    } catch {
      return undefined;
    }
  }

  function busyOf(calendarId: string, zone: string, min: number, max: number): Array<{ start: string; end: string }> {
    const spans: Array<[number, number]> = [];
    for (const event of eventsByCalendar.get(calendarId)?.values() ?? []) {
      if (event.status === 'cancelled' || event.transparency === 'transparent') continue;
      const span = spanOf(event, zone);
      if (!span || span[0] >= max || span[1] <= min) continue;
      spans.push([Math.max(span[0], min), Math.min(span[1], max)]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const span of spans) {
      const last = merged.at(-1);
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([...span]);
    }
    return merged.map(([start, end]) => ({ start: utc(start), end: utc(end) }));
  }

  function meet(requestId: unknown, createRequest: Record<string, unknown>): { hangoutLink: string; conferenceData: unknown } {
    const key = isObject(createRequest.conferenceSolutionKey) ? createRequest.conferenceSolutionKey : undefined;
    if (key?.type !== undefined && key.type !== 'hangoutsMeet') throw badRequest('Invalid conference type value.');
    const code = `${randomFrom(LETTERS, 3)}-${randomFrom(LETTERS, 4)}-${randomFrom(LETTERS, 3)}`;
    const uri = `https://meet.google.com/${code}`;
    return {
      hangoutLink: uri,
      conferenceData: {
        createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' }, status: { statusCode: 'success' } },
        entryPoints: [{ entryPointType: 'video', uri, label: `meet.google.com/${code}` }],
        conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet', iconUri: MEET_ICON },
        conferenceId: code,
      },
    };
  }

  /**
   * The stored event for `fields` (what the client sent, already merged with the previous event for a
   * PATCH): validated as Google does, Google's own fields set, a Meet made when asked for.
   */
  function buildEvent(
    entry: FakeCalendar,
    actor: FakeGoogleUser,
    id: string,
    sent: Record<string, unknown>,
    conferenceVersion1: boolean,
    previous?: FakeEvent,
  ): FakeEvent {
    const fields: Record<string, unknown> = { ...sent };
    for (const key of READ_ONLY_EVENT_FIELDS) delete fields[key];
    const zone = zoneOf(entry);
    const start = instantOf(fields.start, 'start', zone);
    const end = instantOf(fields.end, 'end', zone);
    const startObject = fields.start as Record<string, unknown>;
    const endObject = fields.end as Record<string, unknown>;
    if ((startObject.dateTime == null) !== (endObject.dateTime == null))
      throw badRequest('Start and end times must either both be date or both be dateTime.');
    if (end < start) throw badRequest('The specified time range is empty.', 'timeRangeEmpty');

    if (fields.attendees !== undefined) {
      if (!Array.isArray(fields.attendees)) throw badRequest('Invalid attendees value.');
      fields.attendees = fields.attendees.map((attendee: unknown) => {
        if (!isObject(attendee) || typeof attendee.email !== 'string' || !attendee.email)
          throw badRequest('Missing attendee email.', 'required');
        const before = previous?.attendees?.find((a) => a.email.toLowerCase() === (attendee.email as string).toLowerCase());
        return { ...attendee, responseStatus: attendee.responseStatus ?? before?.responseStatus ?? 'needsAction' };
      });
    }

    // Version 0 clients do not know conference data: Google ignores what they send and keeps what was there.
    let conference: { hangoutLink?: string; conferenceData?: unknown } = {};
    if (!conferenceVersion1) {
      conference = { ...(previous?.hangoutLink ? { hangoutLink: previous.hangoutLink } : {}) };
      if (previous?.conferenceData !== undefined) conference.conferenceData = previous.conferenceData;
    } else if (isObject(fields.conferenceData)) {
      const create = fields.conferenceData.createRequest;
      const before = isObject(previous?.conferenceData) ? previous.conferenceData.createRequest : undefined;
      const isNew = isObject(create) && (!isObject(before) || before.requestId !== create.requestId || !previous?.hangoutLink);
      if (isNew) conference = meet(create.requestId, create);
      else conference = { conferenceData: fields.conferenceData, ...(previous?.hangoutLink ? { hangoutLink: previous.hangoutLink } : {}) };
    }
    delete fields.conferenceData;

    const now = new Date().toISOString();
    const status = fields.status === 'tentative' || fields.status === 'cancelled' ? fields.status : 'confirmed';
    return {
      kind: 'calendar#event',
      etag: etag(),
      id,
      status,
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${entry.id}`).toString('base64url')}`,
      created: previous?.created ?? now,
      updated: now,
      ...fields,
      creator: previous?.creator ?? { email: actor.email, ...(actor.email === entry.id ? { self: true } : {}) },
      organizer: previous?.organizer ?? { email: entry.id, displayName: entry.summary, self: true },
      iCalUID: previous?.iCalUID ?? `${id}@google.com`,
      sequence: previous ? Number(previous.sequence ?? 0) + 1 : Number(fields.sequence ?? 0),
      reminders: fields.reminders ?? { useDefault: true },
      eventType: fields.eventType ?? 'default',
      ...conference,
      calendarId: entry.id,
    } as unknown as FakeEvent;
  }

  function needScope(access: AccessToken, allowed: string[]) {
    if (!access.scopes.some((s) => allowed.includes(s)))
      throw new CalendarError(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions', {
        status: 'PERMISSION_DENIED',
        itemMessage: 'Insufficient Permission',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
            domain: 'googleapis.com',
            metadata: { service: 'calendar-json.googleapis.com' },
          },
        ],
      });
  }

  function needWriter(entry: FakeCalendar) {
    if (ROLE_RANK[roleOf(entry)] < ROLE_RANK.writer)
      throw new CalendarError(403, 'You need to have writer access to this calendar.', 'requiredAccessLevel');
  }

  function calendarApi(method: string, rawPath: string, params: URLSearchParams, body: unknown, authorization: string): Answer {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
    const access = bearer?.[1] ? accessTokens.get(bearer[1]) : undefined;
    if (!access || access.revoked || access.expiresAt <= Date.now()) throw unauthenticated();
    const email = access.user.email;
    const segments = rawPath.split('/').slice(3).map(decodePath); // '', 'calendar', 'v3', ...
    // calendars/{calendarId}/events/{eventId}: the ids become ':' in the route.
    const route = segments.map((s, i) => (segments[0] === 'calendars' && (i === 1 || i === 3) ? ':' : s)).join('/');
    const json = isObject(body) ? body : {};
    const version1 = params.get('conferenceDataVersion') === '1';

    if (method === 'GET' && route === 'users/me/calendarList') {
      needScope(access, SCOPES_FOR.calendarList);
      const min = params.get('minAccessRole') as FakeAccessRole | null;
      const items = calendarsOf(email)
        .filter((c) => !min || !(min in ROLE_RANK) || ROLE_RANK[roleOf(c)] >= ROLE_RANK[min])
        .map((c) => ({
          kind: 'calendar#calendarListEntry',
          etag: `"${createHash('sha256').update(c.id).digest('hex').slice(0, 16)}"`,
          id: c.id,
          summary: c.summary,
          timeZone: zoneOf(c),
          backgroundColor: c.backgroundColor ?? '#9fe1e7',
          foregroundColor: '#000000',
          selected: true,
          accessRole: roleOf(c),
          defaultReminders: [],
          ...(c.primary ? { primary: true } : {}),
          conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
        }));
      return { status: 200, body: { kind: 'calendar#calendarList', etag: etag(), nextSyncToken: opaque(12), items } };
    }

    if (method === 'POST' && route === 'freeBusy') {
      needScope(access, SCOPES_FOR.freeBusy);
      if (typeof json.timeMin !== 'string') throw badRequest('Missing timeMin parameter.', 'required');
      if (typeof json.timeMax !== 'string') throw badRequest('Missing timeMax parameter.', 'required');
      const min = Date.parse(json.timeMin);
      const max = Date.parse(json.timeMax);
      if (Number.isNaN(min) || Number.isNaN(max)) throw badRequest('Bad Request');
      if (max <= min) throw badRequest('The specified time range is empty.', 'timeRangeEmpty');
      const result: Record<string, unknown> = {};
      for (const item of Array.isArray(json.items) ? json.items : []) {
        const id = isObject(item) && typeof item.id === 'string' ? item.id : '';
        const entry = entryOf(email, id);
        result[id] = entry
          ? { busy: busyOf(entry.id, zoneOf(entry), min, max) }
          : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
      }
      return {
        status: 200,
        body: { kind: 'calendar#freeBusy', timeMin: new Date(min).toISOString(), timeMax: new Date(max).toISOString(), calendars: result },
      };
    }

    if (route === 'calendars/:/events' && (method === 'GET' || method === 'POST')) {
      const entry = entryOf(email, segments[1] ?? '');
      if (method === 'GET') {
        needScope(access, SCOPES_FOR.readEvents);
        if (!entry) throw notFound();
        const min = params.get('timeMin') ? Date.parse(params.get('timeMin')!) : -Infinity;
        const max = params.get('timeMax') ? Date.parse(params.get('timeMax')!) : Infinity;
        const wanted = [
          ...params.getAll('privateExtendedProperty').map((p) => ['private', p] as const),
          ...params.getAll('sharedExtendedProperty').map((p) => ['shared', p] as const),
        ];
        const busyOnly = roleOf(entry) === 'freeBusyReader';
        const items = [...(eventsByCalendar.get(entry.id)?.values() ?? [])]
          .filter((e) => params.get('showDeleted') === 'true' || e.status !== 'cancelled')
          .filter((e) => {
            const span = spanOf(e, zoneOf(entry));
            return !span || (span[0] < max && span[1] > min);
          })
          .filter((e) =>
            wanted.every(([scope, pair]) => {
              const [key = '', value = ''] = pair.split(/=(.*)/s);
              const properties = isObject(e.extendedProperties) ? e.extendedProperties[scope] : undefined;
              return isObject(properties) && properties[key] === value;
            }),
          )
          .sort((a, b) => (spanOf(a, zoneOf(entry))?.[0] ?? 0) - (spanOf(b, zoneOf(entry))?.[0] ?? 0))
          .map((e) => (busyOnly ? { kind: e.kind, etag: e.etag, id: e.id, status: e.status, start: e.start, end: e.end } : publicEvent(e)));
        return {
          status: 200,
          body: {
            kind: 'calendar#events',
            etag: etag(),
            summary: entry.summary,
            updated: new Date().toISOString(),
            timeZone: zoneOf(entry),
            accessRole: roleOf(entry),
            defaultReminders: [],
            nextSyncToken: opaque(12),
            items,
          },
        };
      }
      needScope(access, SCOPES_FOR.writeEvents);
      if (!entry) throw notFound();
      needWriter(entry);
      const events = bucket(entry.id);
      let id = randomFrom(BASE32HEX, 26);
      if (json.id !== undefined) {
        if (typeof json.id !== 'string' || !/^[a-v0-9]{5,1024}$/.test(json.id)) throw badRequest('Invalid resource id value.');
        if (events.has(json.id)) throw new CalendarError(409, 'The requested identifier already exists.', 'duplicate');
        id = json.id;
      }
      const event = buildEvent(entry, access.user, id, json, version1);
      events.set(id, event);
      return { status: 200, body: publicEvent(event) };
    }

    if (route === 'calendars/:/events/:') {
      const entry = entryOf(email, segments[1] ?? '');
      const eventId = segments[3] ?? '';
      needScope(access, method === 'GET' ? SCOPES_FOR.readEvents : SCOPES_FOR.writeEvents);
      if (!entry) throw notFound();
      const events = bucket(entry.id);
      const event = events.get(eventId);
      if (method === 'GET') {
        if (!event || roleOf(entry) === 'freeBusyReader') throw notFound();
        return { status: 200, body: publicEvent(event) };
      }
      if (method !== 'PATCH' && method !== 'PUT' && method !== 'DELETE') throw notFound();
      needWriter(entry);
      if (!event) throw notFound();
      if (event.status === 'cancelled') throw deleted();
      if (method === 'DELETE') {
        event.status = 'cancelled';
        event.updated = new Date().toISOString();
        event.etag = etag();
        return { status: 204 };
      }
      const sent = method === 'PATCH' ? merge(publicEvent(event), json) : json;
      const next = buildEvent(entry, access.user, eventId, sent, version1, event);
      events.set(eventId, next);
      return { status: 200, body: publicEvent(next) };
    }

    throw notFound();
  }

  // ---------------------------------------------------------------- control

  function setUser(user: FakeGoogleUser) {
    currentUser = checkUser(user);
  }

  function setCalendars(email: string, list: FakeCalendar[]) {
    if (typeof email !== 'string' || !email) throw new Error('fake-google: setCalendars needs an email');
    if (!Array.isArray(list) || list.some((c) => !isObject(c) || typeof c.id !== 'string' || typeof c.summary !== 'string'))
      throw new Error('fake-google: each calendar needs an id and a summary');
    calendars.set(email, clone(list));
  }

  function addEvent(
    calendarId: string,
    event: { start: string; end: string; summary?: string; transparency?: 'opaque' | 'transparent' },
  ): FakeEvent {
    if (!calendarId || calendarId === 'primary') throw new Error('fake-google: addEvent needs the calendar id itself (not "primary")');
    if (Number.isNaN(Date.parse(event.start)) || Number.isNaN(Date.parse(event.end)) || Date.parse(event.end) < Date.parse(event.start))
      throw new Error(`fake-google: addEvent needs ISO start and end times, start first (got ${event.start} – ${event.end})`);
    const entry: FakeCalendar = { id: calendarId, summary: calendarId };
    const sent: Record<string, unknown> = { start: { dateTime: event.start }, end: { dateTime: event.end } };
    if (event.summary !== undefined) sent.summary = event.summary;
    if (event.transparency !== undefined) sent.transparency = event.transparency;
    const id = randomFrom(BASE32HEX, 26);
    const made = buildEvent(entry, { sub: '', email: calendarId }, id, sent, false);
    bucket(calendarId).set(id, made);
    return clone(made);
  }

  function events(calendarId: string): FakeEvent[] {
    return [...(eventsByCalendar.get(calendarId)?.values() ?? [])].filter((e) => e.status !== 'cancelled').map(clone);
  }

  function revokeAll(email?: string) {
    const subs = new Set<string>();
    for (const refresh of refreshTokens.values())
      if (email === undefined || refresh.user.email === email) {
        refresh.revoked = true;
        subs.add(refresh.user.sub);
      }
    for (const access of accessTokens.values()) if (email === undefined || access.user.email === email) access.revoked = true;
    for (const [sub, grant] of grants) if (email === undefined || grant.email === email || subs.has(sub)) grants.delete(sub);
  }

  function expireAccessTokens(email?: string) {
    for (const access of accessTokens.values()) if (email === undefined || access.user.email === email) access.expiresAt = 0;
  }

  function failNext(path: RegExp, status: number, body?: unknown) {
    if (!Number.isInteger(status) || status < 100 || status > 599)
      throw new Error(`fake-google: failNext needs an HTTP status (got ${status})`);
    failures.push({ path, status, ...(body !== undefined ? { body } : {}) });
  }

  function takeFailure(path: string) {
    const index = failures.findIndex((f) => {
      f.path.lastIndex = 0;
      return f.path.test(path);
    });
    return index === -1 ? undefined : failures.splice(index, 1)[0];
  }

  function reset() {
    requests.length = 0;
    codes.clear();
    refreshTokens.clear();
    accessTokens.clear();
    grants.clear();
    calendars.clear();
    eventsByCalendar.clear();
    failures = [];
    currentUser = { ...DEFAULT_USER };
    denyPending = false;
  }

  async function tokenFor(opts: {
    aud?: string;
    iss?: string;
    expiresInSeconds?: number;
    user?: Partial<FakeGoogleUser>;
  }): Promise<string> {
    const user = { ...currentUser, ...opts.user };
    const claims = idTokenClaims(user, ['openid', EMAIL_SCOPE, PROFILE_SCOPE], {});
    const lifetime = opts.expiresInSeconds ?? ID_TOKEN_SECONDS;
    const now = nowSeconds();
    claims.iat = lifetime > 0 ? now : now + lifetime - ID_TOKEN_SECONDS;
    claims.exp = now + lifetime;
    if (opts.aud !== undefined) claims.aud = opts.aud;
    if (opts.iss !== undefined) claims.iss = opts.iss;
    return sign(claims);
  }

  /**
   * Test-only routes (JSON) a browser spec drives over HTTP; undefined when the path is not one of them:
   * POST /__fake/user (a FakeGoogleUser), POST /__fake/calendars {email, calendars}, POST /__fake/events
   * {calendarId, start, end, summary?} → the event, GET /__fake/events?calendarId= → its live events,
   * POST /__fake/revoke-all {email?}, POST /__fake/expire-access-tokens {email?}, POST /__fake/fail-next
   * {path: a RegExp's source, flags?, status, body?}, POST /__fake/deny-next, POST /__fake/reset,
   * GET /__fake/requests.
   */
  function control(method: string, path: string, query: Record<string, string>, raw: string): Answer | undefined {
    if (!path.startsWith('/__fake/')) return undefined;
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = raw.trim() ? JSON.parse(raw) : {};
      if (isObject(parsed)) body = parsed;
    } catch {
      return { status: 400, body: { error: { message: 'fake-google: the body is not JSON' } } };
    }
    const ok = { status: 200, body: { ok: true } };
    try {
      const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
      if (method === 'POST' && path === '/__fake/user') {
        setUser(body as unknown as FakeGoogleUser);
        return { status: 200, body: currentUser };
      }
      if (method === 'POST' && path === '/__fake/calendars') {
        setCalendars(str(body.email) ?? '', body.calendars as FakeCalendar[]);
        return { status: 200, body: calendarsOf(str(body.email) ?? '') };
      }
      if (method === 'POST' && path === '/__fake/events') {
        const transparency = body.transparency === 'transparent' || body.transparency === 'opaque' ? body.transparency : undefined;
        const event = addEvent(str(body.calendarId) ?? '', {
          start: str(body.start) ?? '',
          end: str(body.end) ?? '',
          ...(str(body.summary) !== undefined ? { summary: str(body.summary) } : {}),
          ...(transparency ? { transparency } : {}),
        });
        return { status: 200, body: event };
      }
      if (method === 'GET' && path === '/__fake/events') return { status: 200, body: events(query.calendarId ?? '') };
      if (method === 'GET' && path === '/__fake/requests') return { status: 200, body: requests };
      if (method === 'POST' && path === '/__fake/revoke-all') {
        revokeAll(str(body.email));
        return ok;
      }
      if (method === 'POST' && path === '/__fake/expire-access-tokens') {
        expireAccessTokens(str(body.email));
        return ok;
      }
      if (method === 'POST' && path === '/__fake/fail-next') {
        failNext(new RegExp(str(body.path) ?? '', str(body.flags)), Number(body.status), body.body);
        return ok;
      }
      if (method === 'POST' && path === '/__fake/deny-next') {
        denyPending = true;
        return ok;
      }
      if (method === 'POST' && path === '/__fake/reset') {
        reset();
        return ok;
      }
    } catch (error) {
      return { status: 400, body: { error: { message: (error as Error).message } } };
    }
    return { status: 404, body: { error: { message: `No fake control route ${method} ${path}` } } };
  }

  // ---------------------------------------------------------------- HTTP

  function send(res: http.ServerResponse, answer: Answer) {
    const headers: Record<string, string> = { 'cache-control': 'no-store', ...answer.headers };
    if (answer.body !== undefined && answer.status !== 204) headers['content-type'] = 'application/json; charset=UTF-8';
    res.writeHead(answer.status, headers);
    res.end(answer.body !== undefined && answer.status !== 204 ? JSON.stringify(answer.body) : undefined);
  }

  async function dispatch(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', 'http://fake');
    const path = decodePath(target.pathname);
    const query = Object.fromEntries(target.searchParams);

    const controlled = control(method, path, query, raw);
    if (controlled) return send(res, controlled);

    const parsed = parseBody(req.headers['content-type'], raw);
    const body = parsed.ok ? parsed.body : raw;
    requests.push({ method, path, query, body, authorization: req.headers.authorization ?? '' });

    const failure = takeFailure(path);
    if (failure) return send(res, { status: failure.status, body: failure.body ?? failureBody(path, failure.status) });

    try {
      if (path.startsWith('/calendar/v3/')) {
        if (!parsed.ok) throw badRequest('Parse Error', 'parseError');
        return send(res, calendarApi(method, target.pathname, target.searchParams, body, req.headers.authorization ?? ''));
      }
      if (method === 'POST' && path === '/token') return send(res, await token(req, body));
      if (method === 'POST' && path === '/revoke') return send(res, revoke(query, body));
      if (method === 'GET' && path === '/authorize') {
        const refused = authorizePrecheck(query);
        if (refused) return send(res, refused);
      }
    } catch (error) {
      if (error instanceof CalendarError) return send(res, { status: error.code, body: error.body });
      if (error instanceof OAuthError)
        return send(res, { status: error.status, body: { error: error.error, error_description: error.description } });
      throw error;
    }
    // Everything else is oauth2-mock-server's: /authorize (with the hook above), /jwks, /.well-known/openid-configuration.
    // Its body parsers see the body already read and leave it.
    service.requestHandler(req, res);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      dispatch(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (res.headersSent) return res.end();
        send(res, { status: 500, body: { error: { code: 500, message: `fake-google: ${(error as Error).message}` } } });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  issuer.url = url;

  const fake: FakeGoogle = {
    url,
    port,
    issuer: url,
    clientId,
    clientSecret,
    authUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    revokeUrl: `${url}/revoke`,
    jwksUrl: `${url}/jwks`,
    calendarApiUrl: `${url}/`,
    env: () => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: fake.authUrl,
      GOOGLE_TOKEN_URL: fake.tokenUrl,
      GOOGLE_REVOKE_URL: fake.revokeUrl,
      GOOGLE_JWKS_URL: fake.jwksUrl,
      GOOGLE_ISSUER: url,
      GOOGLE_CALENDAR_API_URL: fake.calendarApiUrl,
    }),
    setUser,
    setCalendars,
    addEvent,
    events,
    requests,
    revokeAll,
    expireAccessTokens,
    failNext,
    denyNext: () => {
      denyPending = true;
    },
    tokenFor,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The clients keep their connections alive: without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
  return fake;
}
