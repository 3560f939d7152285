import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PortalEventsQuery as Events, PortalEventsQueryVariables } from '../../gql/graphql';
import { PortalAnalyticsQuery, PortalEventsQuery } from './activity.documents';

type Edge = Events['portalEvents']['edges'][number];

/** The feed's page size: the first page is also what a check for newer events asks for. */
export const PAGE = 30;
/** How often a visible feed checks for newer events; after a failure it waits twice as long, up to a minute. */
export const POLL_MS = 12_000;
const MAX_WAIT_MS = 60_000;

/** Newer events than the top row, held back while the reader is further down the feed. */
interface Arrivals {
  edges: Edge[];
  /** The whole newest page, when none of its events is shown (a page or more arrived): it replaces the list. */
  page: Events | null;
}
const NONE: Arrivals = { edges: [], page: null };

export type LiveStatus = 'live' | 'paused' | 'failing';

const onVisibilityChange = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};
const tabVisible = () => document.visibilityState !== 'hidden';

export const newEventsLabel = (count: number) => (count >= PAGE ? `${PAGE}+ new events` : `${count} new event${count === 1 ? '' : 's'}`);

/**
 * Keeps the feed current while the tab is visible: every POLL_MS it asks for the first page of the same
 * filters, outside the cache (writing a first page there would drop the pages already loaded), and puts
 * what is newer than the top row in front of the list — at once when the reader is at the top, else
 * behind `showWaiting`. The analytics on screen are refetched when something arrived.
 */
export function useLiveEvents({
  portalId,
  type,
  customerId,
  edges,
}: {
  portalId: string;
  type: string | undefined;
  customerId: string | undefined;
  /** The rows shown, newest first; null while the list loads or failed (no checks then). */
  edges: readonly Edge[] | null;
}) {
  const client = useApolloClient();
  const visible = useSyncExternalStore(onVisibilityChange, tabVisible, () => true);
  const key = JSON.stringify([portalId, type ?? null, customerId ?? null]);
  const [state, setState] = useState(() => ({
    key,
    waiting: NONE,
    fresh: new Set<string>() as ReadonlySet<string>,
    failing: false,
    updatedAt: Date.now(),
    announcement: '',
  }));
  // Other filters, another list: nothing of the previous one waits or slides in.
  if (state.key !== key) setState({ ...state, key, waiting: NONE, fresh: new Set(), announcement: '' });

  const latest = useRef({
    key,
    variables: { portalId, type, customerId, first: PAGE } as PortalEventsQueryVariables,
    edges,
    waiting: NONE,
  });
  const scrolledPast = useRef(false);
  const wasHidden = useRef(false);
  useEffect(() => {
    // Another list starts at its top; its sentinel reports otherwise as soon as it is observed.
    if (latest.current.key !== key) scrolledPast.current = false;
    latest.current = { key, variables: { portalId, type, customerId, first: PAGE }, edges, waiting: state.waiting };
  });
  const loaded = edges !== null;

  const reveal = useCallback(
    (arrivals: Arrivals) => {
      const { variables } = latest.current;
      if (arrivals.page) {
        client.cache.writeQuery({ query: PortalEventsQuery, variables, data: arrivals.page });
      } else if (arrivals.edges.length) {
        const ids = new Set(arrivals.edges.map((e) => e.node.id));
        client.cache.updateQuery({ query: PortalEventsQuery, variables }, (data) =>
          data
            ? {
                portalEvents: {
                  ...data.portalEvents,
                  edges: [...arrivals.edges, ...data.portalEvents.edges.filter((e) => !ids.has(e.node.id))],
                },
              }
            : data,
        );
      }
      latest.current.waiting = NONE;
      setState((s) => ({ ...s, waiting: NONE, fresh: new Set([...s.fresh, ...arrivals.edges.map((e) => e.node.id)]) }));
    },
    [client],
  );

  useEffect(() => {
    if (!loaded) return;
    if (!visible) {
      wasHidden.current = true;
      return;
    }
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const { key: asked, variables } = latest.current;
      setState((s) => (s.announcement ? { ...s, announcement: '' } : s));
      let page: Events | undefined;
      try {
        page = (await client.query({ query: PortalEventsQuery, variables, fetchPolicy: 'no-cache' })).data;
      } catch {
        page = undefined;
      }
      if (latest.current.key === asked) {
        failures = page ? 0 : failures + 1;
        if (page) arrived(page);
        else setState((s) => ({ ...s, failing: true }));
      }
      if (!stopped) timer = setTimeout(() => void check(), Math.min(POLL_MS * 2 ** failures, MAX_WAIT_MS));
    };
    const arrived = (page: Events) => {
      const shown = latest.current.edges ?? [];
      const known = new Set(shown.map((e) => e.node.id));
      const polled = page.portalEvents.edges;
      const at = polled.findIndex((e) => known.has(e.node.id));
      // Nothing shown, or none of the newest page shown: the page goes in whole (splicing it in would leave a gap).
      const arrivals: Arrivals = at === -1 ? { edges: polled, page } : { edges: polled.slice(0, at), page: null };
      const before = latest.current.waiting.edges.length;
      const count = arrivals.edges.length;
      setState((s) => ({ ...s, failing: false, updatedAt: Date.now() }));
      if (!count) return;
      // An empty list takes them at once; a page that would replace loaded rows waits for the reader's click.
      if (!shown.length || (!scrolledPast.current && !arrivals.page)) reveal(arrivals);
      else {
        latest.current.waiting = arrivals;
        setState((s) => ({ ...s, waiting: arrivals }));
      }
      if (count > before) {
        setState((s) => ({ ...s, announcement: newEventsLabel(count) }));
        void client.refetchQueries({ include: [PortalAnalyticsQuery] }).catch(() => {});
      }
    };
    if (wasHidden.current) void check();
    else timer = setTimeout(() => void check(), POLL_MS);
    wasHidden.current = false;
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, reveal, loaded, visible]);

  return {
    status: (!visible ? 'paused' : state.failing ? 'failing' : 'live') as LiveStatus,
    updatedAt: state.updatedAt,
    /** For a screen reader: set when a check finds more than it had, cleared before the next. */
    announcement: state.announcement,
    waitingLabel: state.waiting.edges.length ? newEventsLabel(state.waiting.edges.length) : null,
    /** Rows that arrived live (they slide in). */
    fresh: state.fresh,
    showWaiting: useCallback(() => reveal(latest.current.waiting), [reveal]),
    /** Whether the feed's first row is above the viewport; back at the top, what waits slides in. */
    setScrolledPast: useCallback(
      (past: boolean) => {
        scrolledPast.current = past;
        const { waiting } = latest.current;
        if (!past && waiting.edges.length && !waiting.page) reveal(waiting);
      },
      [reveal],
    ),
  };
}
