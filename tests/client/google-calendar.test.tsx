import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../client/src/app/router';
import { system } from '../../client/src/app/theme';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToGoogle } from '../../client/src/features/google/google-trip';
import { portal, user } from './fixtures';
import { renderApp, serverAnswers, signedInGraphql, type GraphqlHandler } from './render';

// The browser never leaves for Google in these tests: the address it would go to is kept instead.
vi.mock(import('../../client/src/features/google/google-trip'), async (original) => ({ ...(await original()), goToGoogle: vi.fn() }));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(goToGoogle).mockClear();
});

const account = (patch: Record<string, unknown> = {}) => ({
  __typename: 'GoogleCalendarAccount',
  provider: 'GOOGLE',
  accountEmail: 'ada@gmail.com',
  status: 'CONNECTED',
  statusReason: null,
  conflictCalendarIds: ['ada@gmail.com'],
  hostCalendarId: 'ada@gmail.com',
  connectedAt: '2026-03-02T10:00:00.000Z',
  ...patch,
});
const status = (connection: ReturnType<typeof account> | null) => ({
  data: { calendarConnection: { __typename: 'CalendarStatus', connected: connection !== null, connection } },
});
const calendar = (id: string, summary: string, accessRole: string, primary = false) => ({
  __typename: 'CalendarEntry',
  id,
  summary,
  primary,
  accessRole,
  backgroundColor: primary ? '#9fe1e7' : '#f83a22',
});
const CALENDARS = [
  calendar('ada@gmail.com', 'ada@gmail.com', 'owner', true),
  calendar('work@group.calendar.google.com', 'Work', 'writer'),
  calendar('holidays@group.v.calendar.google.com', 'Holidays in the UK', 'reader'),
];
const options = (connection: ReturnType<typeof account>) => ({
  __typename: 'CalendarOptions',
  connection,
  calendars: connection.status === 'NEEDS_RECONNECT' ? [] : CALENDARS,
});
const refusal = (code: string, message: string) => () => ({ data: null, errors: [{ message, extensions: { code } }] });

const openCalendarSettings = async (graphql: Record<string, GraphqlHandler>) => {
  const server = signedInGraphql(user, graphql);
  renderApp('/settings/calendar');
  const card = await screen.findByRole('region', { name: 'Google Calendar' }, { timeout: 30_000 });
  return { ...server, card };
};

describe('Settings → Calendar', () => {
  it('says what the server needs when Google is not configured, and offers no button that cannot work', async () => {
    const message = 'Google is not set up on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, then restart Portico.';
    const { card } = await openCalendarSettings({ CalendarConnection: refusal('NOT_CONFIGURED', message) });

    expect(await within(card).findByText(message)).toBeTruthy();
    expect(within(card).getByText('Google Calendar is not set up on this Portico server')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
  });

  it('not connected: says what it does, and Connect goes to Google remembering where to come back to', async () => {
    const { card, operations } = await openCalendarSettings({
      CalendarConnection: () => status(null),
      StartGoogleCalendarConnect: () => ({
        data: { startGoogleCalendarConnect: { __typename: 'AuthorizeUrl', url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' } },
      }),
    });

    expect(await within(card).findByText('Not connected')).toBeTruthy();
    expect(within(card).getByText(/Busy times on the calendars you choose hide those times/)).toBeTruthy();
    expect(within(card).getByText(/with the guest invited/)).toBeTruthy();
    expect(within(card).getByText(/Google Meet/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Connect Google Calendar' }));

    await waitFor(() => expect(goToGoogle).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
    expect(sessionStorage.getItem('portico.calendar.return')).toBe('/settings/calendar');
    expect(operations.map((o) => o.operationName)).toContain('StartGoogleCalendarConnect');
  });

  it('connected: lists the calendars, saves a conflict choice on change and says so, and picks the calendar for calls', async () => {
    let saved = account();
    const { card, operations } = await openCalendarSettings({
      CalendarConnection: () => status(saved),
      CalendarOptions: () => ({ data: { calendarOptions: options(saved) } }),
      UpdateCalendarConflicts: (variables) => {
        saved = account({ ...saved, conflictCalendarIds: (variables.input as { conflictCalendarIds: string[] }).conflictCalendarIds });
        return { data: { updateCalendarConflicts: options(saved) } };
      },
      SetCalendarHost: (variables) => {
        saved = account({ ...saved, hostCalendarId: (variables.input as { hostCalendarId: string | null }).hostCalendarId });
        return { data: { setCalendarHost: options(saved) } };
      },
    });

    expect(await within(card).findByText('ada@gmail.com', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByText('Connected')).toBeTruthy();
    const conflicts = await within(card).findByRole('group', { name: 'Check for conflicts' });
    const work = within(conflicts).getByRole('checkbox', { name: 'Work' });
    expect((within(conflicts).getByRole('checkbox', { name: /ada@gmail\.com/ }) as HTMLInputElement).checked).toBe(true);
    expect((work as HTMLInputElement).checked).toBe(false);
    expect(within(conflicts).getByText('primary')).toBeTruthy();

    await userEvent.click(work);
    expect(await screen.findByText('Busy times in “Work” now hide booking slots.')).toBeTruthy();
    expect(screen.getByText('Calendars saved')).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'UpdateCalendarConflicts').map((o) => o.variables.input)).toEqual([
      { conflictCalendarIds: ['ada@gmail.com', 'work@group.calendar.google.com'] },
    ]);
    await waitFor(() => expect((within(conflicts).getByRole('checkbox', { name: 'Work' }) as HTMLInputElement).checked).toBe(true));

    // Only the calendars the account can write to may hold the calls, and none at all is a choice.
    const host = within(card).getByRole('combobox', { name: 'Add calls to' }) as HTMLSelectElement;
    expect([...host.options].map((o) => o.text)).toEqual(['ada@gmail.com (primary)', 'Work', 'Don’t add calls to a calendar']);
    await userEvent.selectOptions(host, '');
    expect(await screen.findByText('Confirmed calls will not be added to a calendar.')).toBeTruthy();
    expect(operations.filter((o) => o.operationName === 'SetCalendarHost').map((o) => o.variables.input)).toEqual([
      { hostCalendarId: null },
    ]);
    expect(await within(card).findByText(/Google Meet services get no Meet links/)).toBeTruthy();
  });

  it('shows Google being away inline, with a retry that brings the calendars', async () => {
    let away = true;
    const { card } = await openCalendarSettings({
      CalendarConnection: () => status(account()),
      CalendarOptions: () =>
        away
          ? refusal('TIMEOUT', 'Google Calendar did not answer in time. Try again in a moment.')()
          : { data: { calendarOptions: options(account()) } },
    });

    expect(await within(card).findByText('Google did not answer')).toBeTruthy();
    expect(within(card).getByText('Google Calendar did not answer in time. Try again in a moment.')).toBeTruthy();
    away = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('group', { name: 'Check for conflicts' })).toBeTruthy();
  });

  it('turns to “Needs reconnecting” when asking Google for the calendars finds the access refused', async () => {
    const reason = 'Google refused Portico’s access to this calendar (it was removed or expired). Reconnect Google Calendar.';
    const { card } = await openCalendarSettings({
      CalendarConnection: () => status(account()),
      CalendarOptions: () => ({ data: { calendarOptions: options(account({ status: 'NEEDS_RECONNECT', statusReason: reason })) } }),
    });

    expect(await within(card).findByText('Needs reconnecting')).toBeTruthy();
    expect(within(card).getByText(reason)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(within(card).queryByRole('group', { name: 'Check for conflicts' })).toBeNull();
  });

  it('needs reconnecting: a warning with Google’s reason, Reconnect, and Disconnect behind a confirmation', async () => {
    const reason = 'Google refused Portico’s access on 3 March: it was removed from the Google account.';
    const { card, operations } = await openCalendarSettings({
      CalendarConnection: () => status(account({ status: 'NEEDS_RECONNECT', statusReason: reason })),
      DisconnectGoogleCalendar: () => ({ data: { disconnectGoogleCalendar: status(null).data.calendarConnection } }),
    });

    expect(await within(card).findByText(reason)).toBeTruthy();
    expect(within(card).getByText('Needs reconnecting')).toBeTruthy();
    expect(within(card).getByText(/booking pages keep working without the calendar meanwhile/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    // The calendars are not asked for while Google refuses the access.
    expect(operations.some((o) => o.operationName === 'CalendarOptions')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
    expect(within(dialog).getByText('Events already added to your calendar stay there.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google Calendar disconnected')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
  });
});

describe('a portal’s Integrations', () => {
  it('shows the builder’s own Google Calendar, for all their services and booking pages', async () => {
    signedInGraphql(user, {
      PortalBySlug: () => ({ data: { portal } }),
      CalendarConnection: () => status(account()),
      CalendarOptions: () => ({ data: { calendarOptions: options(account()) } }),
    });
    renderApp('/acme/integrations');

    const card = await screen.findByRole('region', { name: 'Google Calendar' }, { timeout: 30_000 });
    expect(
      screen.getByText(/Google Calendar is your own, not this portal’s: one connection serves all your services and booking pages/),
    ).toBeTruthy();
    expect(await within(card).findByText('ada@gmail.com', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('Integrations is not built yet')).toBeNull();
  });
});

describe('/oauthCallback', () => {
  /** StrictMode runs the page's effects twice, as in development: Google's code must still be sent once. */
  const renderStrict = (path: string) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <StrictMode>
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </StrictMode>,
    );
    return { router };
  };

  it('refuses a Google return whose state this browser did not start, and sends nothing to the server', async () => {
    sessionStorage.setItem(
      'portico.google',
      JSON.stringify({
        verifier: 'v'.repeat(43),
        state: 'the-one-we-began',
        redirectUri: 'http://x/oauthCallback/google',
        purpose: 'SIGN_IN',
      }),
    );
    const server = serverAnswers({});
    vi.stubGlobal('fetch', server.fetchImpl);
    renderApp('/oauthCallback/google?code=4%2F0Ab&state=someone-elses');

    expect(
      await screen.findByText('This Google sign-in did not start in this browser. Start again.', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(server.calls.filter((c) => c.url.startsWith('/v1/auth/google'))).toEqual([]);
    expect(sessionStorage.getItem('portico.google')).toBeNull();
  });

  it('signs in with the code, the verifier and the return address of the trip, once, then opens the portals', async () => {
    sessionStorage.setItem(
      'portico.google',
      JSON.stringify({ verifier: 'v'.repeat(43), state: 's1', redirectUri: 'http://x/oauthCallback/google', purpose: 'SIGN_IN' }),
    );
    const server = serverAnswers({
      '/v1/auth/google-connect': () => ({ status: 200, body: { success: true, data: { token: 'google-token', user } } }),
      '/v1/auth/session': () => ({ status: 200, body: { success: true, data: user } }),
      '/graphql': () => ({ status: 200, body: { data: { portals: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } } }),
    });
    vi.stubGlobal('fetch', server.fetchImpl);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderStrict('/oauthCallback/google?code=c1&state=s1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/portals'), { timeout: 30_000 });
    const sent = server.calls.filter((c) => c.url === '/v1/auth/google-connect');
    expect(sent.map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { code: 'c1', state: 's1', codeVerifier: 'v'.repeat(43), redirectUri: 'http://x/oauthCallback/google' },
    ]);
    expect(localStorage.getItem('token')).toBe('google-token');
  });

  it('finishes connecting Google Calendar and goes back where the builder started, saying so', async () => {
    sessionStorage.setItem('portico.calendar.return', '/settings/calendar');
    const { operations } = signedInGraphql(user, {
      CalendarConnection: () => status(account()),
      CalendarOptions: () => ({ data: { calendarOptions: options(account()) } }),
    });
    const rest = vi.mocked(fetch);
    const server = serverAnswers({
      '/v1/integrations/calendar/google': () => ({ status: 200, body: { success: true, data: status(account()).data.calendarConnection } }),
    });
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      return String(input).startsWith('/v1/integrations/') ? server.fetchImpl(input, init) : rest(input, init);
    });
    const { router } = renderStrict('/oauthCallback/calendar?code=c2&state=s2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/calendar'), { timeout: 30_000 });
    expect(await screen.findByText('Google Calendar connected')).toBeTruthy();
    expect(calls.filter((c) => c === '/v1/integrations/calendar/google')).toHaveLength(1);
    expect(JSON.parse(String(server.calls[0]!.init?.body))).toEqual({ code: 'c2', state: 's2' });
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(operations.map((o) => o.operationName)).toContain('CalendarConnection');
    expect(sessionStorage.getItem('portico.calendar.return')).toBeNull();
  });

  it('says so when the builder did not give Portico access to the calendar', async () => {
    vi.stubGlobal('fetch', serverAnswers({}).fetchImpl);
    renderApp('/oauthCallback/calendar?error=access_denied&state=s3');
    expect(await screen.findByText('You did not give Portico access to Google Calendar.', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Settings → Calendar' }).getAttribute('href')).toBe('/settings/calendar');
  });
});

describe('Google sign-in', () => {
  const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
  const trip = () => JSON.parse(sessionStorage.getItem('portico.google') ?? 'null') as { verifier: string; state: string } | null;

  it('offers “Continue with Google” only when the server has Google', async () => {
    vi.stubGlobal(
      'fetch',
      serverAnswers({ '/v1/auth/providers': () => ({ status: 200, body: { success: true, data: { google: false } } }) }).fetchImpl,
    );
    renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 30_000 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('starts the sign-in with a PKCE challenge made here, keeping the verifier and the state for the return', async () => {
    const server = serverAnswers({
      '/v1/auth/providers': () => ({ status: 200, body: { success: true, data: { google: true } } }),
      '/v1/auth/google/start': () => ({
        status: 200,
        body: {
          success: true,
          data: { url: 'https://accounts.google.com/o/oauth2/v2/auth?s=1', state: 'st', redirectUri: 'http://x/oauthCallback/google' },
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetchImpl);
    renderApp('/auth/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }, { timeout: 30_000 }));
    await waitFor(() => expect(goToGoogle).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?s=1'));
    const saved = trip()!;
    expect(saved).toMatchObject({ state: 'st', redirectUri: 'http://x/oauthCallback/google', purpose: 'SIGN_IN' });
    expect(saved.verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    const start = server.calls.find((c) => c.url === '/v1/auth/google/start')!;
    expect(JSON.parse(String(start.init?.body))).toEqual({ codeChallenge: challengeOf(saved.verifier) });
  });

  it('in Settings: links Google through the same PKCE trip, back through /oauthCallback/google', async () => {
    const me = { __typename: 'User', ...user, bio: '', createdAt: '2026-01-05T10:00:00.000Z' };
    const { operations } = signedInGraphql(user, {
      SettingsOverview: () => ({ data: { me, workspaces: [] } }),
      GoogleSignInStatus: () => ({
        data: {
          signInProviders: { __typename: 'SignInProviders', google: true },
          me: { __typename: 'User', id: 'u1', googleLinked: false },
        },
      }),
      StartGoogleLink: () => ({
        data: {
          startGoogleLink: {
            __typename: 'GoogleSignInStart',
            url: 'https://accounts.google.com/link',
            state: 'ls',
            redirectUri: 'http://x/oauthCallback/google',
          },
        },
      }),
    });
    renderApp('/settings');

    const row = await screen.findByRole('region', { name: 'Google sign-in' }, { timeout: 30_000 });
    expect(within(row).getByText('Not linked')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Link Google' }));
    await waitFor(() => expect(goToGoogle).toHaveBeenCalledWith('https://accounts.google.com/link'));
    const saved = trip()!;
    expect(saved).toMatchObject({ state: 'ls', purpose: 'LINK' });
    const sent = operations.find((o) => o.operationName === 'StartGoogleLink')!.variables.input;
    expect(sent).toEqual({ codeChallenge: challengeOf(saved.verifier) });
  });

  it('in Settings: a linked account that has no password is told why Google stays', async () => {
    const noPassword = 'Google is how you sign in: set a password first (“Forgot password?” on the sign-in page), then unlink Google.';
    const me = { __typename: 'User', ...user, bio: '', createdAt: '2026-01-05T10:00:00.000Z' };
    signedInGraphql(user, {
      SettingsOverview: () => ({ data: { me, workspaces: [] } }),
      GoogleSignInStatus: () => ({
        data: {
          signInProviders: { __typename: 'SignInProviders', google: true },
          me: { __typename: 'User', id: 'u1', googleLinked: true },
        },
      }),
      UnlinkGoogle: refusal('CONFLICT', noPassword),
    });
    renderApp('/settings');

    const row = await screen.findByRole('region', { name: 'Google sign-in' }, { timeout: 30_000 });
    expect(within(row).getByText('Linked')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Unlink' }));
    expect(await within(row).findByText(noPassword)).toBeTruthy();
    expect(within(row).getByText('Linked')).toBeTruthy();
  });

  it('in Settings: no Google row when the server has no Google', async () => {
    const me = { __typename: 'User', ...user, bio: '', createdAt: '2026-01-05T10:00:00.000Z' };
    const { operations } = signedInGraphql(user, {
      SettingsOverview: () => ({ data: { me, workspaces: [] } }),
      GoogleSignInStatus: () => ({
        data: {
          signInProviders: { __typename: 'SignInProviders', google: false },
          me: { __typename: 'User', id: 'u1', googleLinked: false },
        },
      }),
    });
    renderApp('/settings');
    expect(await screen.findByRole('region', { name: 'Security' }, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(operations.some((o) => o.operationName === 'GoogleSignInStatus')).toBe(true));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Google sign-in' })).toBeNull();
  });
});
