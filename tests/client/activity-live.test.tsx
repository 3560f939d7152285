import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../client/src/features/activity/use-live-events';
import { connection, portal, user } from './fixtures';
import { renderApp } from './render';

type Answer = (variables: Record<string, unknown>) => unknown;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
let ids = 0;
const signIn = (name: string, at: string) => {
  const id = `0e0e0e0e-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const customerId = `9b1d2c3e-0000-4000-8000-${String(ids).padStart(12, '0')}`;
  return {
    __typename: 'PortalActivityEvent',
    id,
    type: 'customer.signed_in',
    customerId,
    customer: { __typename: 'PortalEventCustomer', id: customerId, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
    data: {},
    at,
  };
};
const events = (nodes: unknown[], endCursor: string | null = null) => ({
  data: { portalEvents: connection('PortalActivityEvent', nodes, endCursor) },
});
const analytics = (signIns: number) => {
  const counts = { visits: 0, pageViews: 0, signIns, workflowCompletions: 0, tickets: 0 };
  return {
    data: {
      portalAnalytics: {
        __typename: 'PortalAnalytics',
        portalId: portal.id,
        days: 30,
        timeZone: 'UTC',
        series: [{ __typename: 'PortalAnalyticsDay', date: new Date().toISOString().slice(0, 10), ...counts }],
        totals: { __typename: 'PortalAnalyticsTotals', ...counts },
        topPages: [],
      },
    },
  };
};

/** The signed-in builder and a GraphQL server answering from `answers` (a function may return a Promise, or a Response). */
function signedIn(answers: Record<string, Answer>) {
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user }));
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/v1/auth/session')) return json({ success: true, data: user });
    if (!url.startsWith('/graphql')) throw new Error(`unexpected request ${url}`);
    const request = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push(request);
    const all: Record<string, Answer> = {
      PortalBySlug: () => ({ data: { portal } }),
      UnreadTicketCount: () => ({ data: { unreadTicketCount: 0 } }),
      ...answers,
    };
    const answer = await all[request.operationName]?.(request.variables);
    if (answer instanceof Response) return answer;
    return json(answer ?? { errors: [{ message: `unexpected ${request.operationName}` }] });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { sent, polls: () => sent.filter((r) => r.operationName === 'PortalEvents' && !r.variables.after) };
}

/** PortalEvents answers in turn: the first load, then each check (the last one repeats). */
const inTurn = (...answers: Array<() => unknown>): Answer => {
  let i = 0;
  return (variables) => (variables.after ? undefined : answers[Math.min(i++, answers.length - 1)]!());
};

const rows = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
const poll = (ms = POLL_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

let hidden = false;
beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  // Timers and Date are fake, but still move with the clock, so findBy* keeps working.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

describe('the live Activity feed', () => {
  it('puts a newer event of the active filter at the top, announces it once and refreshes the analytics without a skeleton', async () => {
    const casey = signIn('Casey Jones', minutesAgo(5));
    const grace = signIn('Grace Hopper', minutesAgo(0));
    let answerAnalytics: (value: unknown) => void = () => {};
    const { sent, polls } = signedIn({
      PortalEvents: inTurn(
        () => events([casey]),
        () => events([grace, casey]),
      ),
      PortalAnalytics: () =>
        sent.filter((r) => r.operationName === 'PortalAnalytics').length === 1 ? analytics(1) : new Promise((r) => (answerAnalytics = r)),
    });
    renderApp(`/${portal.slug}/customer/activity?type=customer.signed_in`);
    expect(await screen.findByText('Casey Jones')).toBeTruthy();
    // The chart's accessible name carries the totals.
    const totals = (signIns: string) => screen.findByRole('img', { name: new RegExp(`: 0 visits, ${signIns},`) });
    expect(await totals('1 sign-in')).toBeTruthy();
    expect(screen.getByText('Live · updated just now')).toBeTruthy();
    expect(screen.queryByText('Grace Hopper')).toBeNull();

    await poll();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.textContent).toContain('Grace Hopper signed in');
    expect(rows()[1]!.textContent).toContain('Casey Jones signed in');
    expect(polls().at(-1)!.variables).toEqual({ portalId: portal.id, type: 'customer.signed_in', first: 30 });
    expect(screen.getByRole('status').textContent).toBe('1 new event');
    expect(screen.queryByRole('button', { name: /new event/ })).toBeNull();

    // The analytics refetch: the old numbers stay while it runs, then the new ones replace them.
    await waitFor(() => expect(sent.filter((r) => r.operationName === 'PortalAnalytics')).toHaveLength(2));
    expect(screen.queryByLabelText('Loading analytics')).toBeNull();
    expect(await totals('1 sign-in')).toBeTruthy();
    await act(async () => answerAnalytics(analytics(2)));
    expect(await totals('2 sign-ins')).toBeTruthy();

    // A check that finds nothing new says nothing and refetches nothing.
    await poll();
    await waitFor(() => expect(polls()).toHaveLength(3));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(sent.filter((r) => r.operationName === 'PortalAnalytics')).toHaveLength(2);
    expect(rows()).toHaveLength(2);
  });

  it('while the reader is further down, offers "1 new event" instead, keeping the pages already loaded', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    const [older, old, grace] = [
      signIn('Old Timer', minutesAgo(90)),
      signIn('Casey Jones', minutesAgo(5)),
      signIn('Grace Hopper', minutesAgo(0)),
    ];
    const firstPages = inTurn(
      () => events([old], 'c1'),
      () => events([grace, old], 'c1'),
    );
    signedIn({
      PortalEvents: (variables) => (variables.after === 'c1' ? events([older]) : firstPages(variables)),
      PortalAnalytics: () => analytics(1),
    });
    renderApp(`/${portal.slug}/customer/activity`);
    expect(await screen.findByText('Casey Jones')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Old Timer')).toBeTruthy();

    // The feed's first row has gone above the viewport.
    const list = screen.getByRole('list', { name: 'Activity' });
    const top = observers.filter((o) => o.target && list.parentElement!.contains(o.target));
    expect(top).toHaveLength(1);
    act(() =>
      top[0]!.callback(
        [{ isIntersecting: false, boundingClientRect: { top: -400 }, rootBounds: { top: 64 } } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );

    await poll();
    const button = await screen.findByRole('button', { name: '1 new event' });
    expect(screen.getByRole('status').textContent).toBe('1 new event');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Casey Jones'), expect.stringContaining('Old Timer')]);

    fireEvent.click(button);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('Grace Hopper signed in'),
      expect.stringContaining('Casey Jones'),
      expect.stringContaining('Old Timer'),
    ]);
    expect(screen.queryByRole('button', { name: /new event/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Activity feed' }));
  });

  it('more than a page of news waits behind "30+ new events", which shows the newest page in place of the list', async () => {
    const casey = signIn('Casey Jones', minutesAgo(60));
    const burst = Array.from({ length: 30 }, (_, i) => signIn(`Visitor ${30 - i}`, minutesAgo(i / 10)));
    signedIn({
      PortalEvents: inTurn(
        () => events([casey]),
        () => events(burst, 'c30'),
      ),
      PortalAnalytics: () => analytics(1),
    });
    renderApp(`/${portal.slug}/customer/activity`);
    expect(await screen.findByText('Casey Jones')).toBeTruthy();
    await poll();
    fireEvent.click(await screen.findByRole('button', { name: '30+ new events' }));
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(rows()[0]!.textContent).toContain('Visitor 30 signed in');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('does not check while the tab is hidden, and checks at once when it is shown again', async () => {
    const casey = signIn('Casey Jones', minutesAgo(5));
    const { polls } = signedIn({ PortalEvents: () => events([casey]), PortalAnalytics: () => analytics(1) });
    renderApp(`/${portal.slug}/customer/activity`);
    expect(await screen.findByText('Casey Jones')).toBeTruthy();
    expect(polls()).toHaveLength(1);

    hidden = true;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('Paused')).toBeTruthy();
    await poll(POLL_MS * 5);
    expect(polls()).toHaveLength(1);

    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(polls()).toHaveLength(2));
    expect(await screen.findByText('Live · updated just now')).toBeTruthy();
  });

  it('a failed check keeps the rows, says it is retrying, and recovers on the next', async () => {
    const casey = signIn('Casey Jones', minutesAgo(5));
    const grace = signIn('Grace Hopper', minutesAgo(0));
    const { polls } = signedIn({
      PortalEvents: inTurn(
        () => events([casey]),
        () => new Response('upstream down', { status: 502 }),
        () => events([grace, casey]),
      ),
      PortalAnalytics: () => analytics(1),
    });
    renderApp(`/${portal.slug}/customer/activity`);
    expect(await screen.findByText('Casey Jones')).toBeTruthy();

    await poll();
    expect(await screen.findByText('Couldn’t refresh — retrying')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Casey Jones')).toBeTruthy();
    expect(screen.queryByText('The activity could not be loaded')).toBeNull();

    // The next check waits twice as long after a failure.
    await poll();
    expect(polls()).toHaveLength(2);
    await poll();
    await waitFor(() => expect(polls()).toHaveLength(3));
    expect(await screen.findByText('Live · updated just now')).toBeTruthy();
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Grace Hopper signed in'));
  });
});
