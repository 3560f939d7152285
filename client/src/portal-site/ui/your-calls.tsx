import { useEffect, useState } from 'react';
import { dateOf, rememberedZone, timeRange } from '../../booking/format';
import { call, type Schemas } from '../api';
import { Badge, Card, Skeleton } from './ui';

/** The signed-in customer's calls on their home: upcoming first, then the past ones, in their own time zone. */

type GuestCall = Schemas['GuestCall'];
const STATUS: Record<GuestCall['status'], { label: string; tone: 'neutral' | 'primary' | 'success' | 'warning' }> = {
  AWAITING_PAYMENT: { label: 'Waiting for payment', tone: 'warning' },
  REQUESTED: { label: 'Waiting for the host', tone: 'warning' },
  CONFIRMED: { label: 'Confirmed', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'neutral' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  COMPLETED: { label: 'Done', tone: 'primary' },
};

function CallList({ calls, zone, label }: { calls: GuestCall[]; zone: string; label: string }) {
  return (
    <ul className="p-list" aria-label={label}>
      {calls.map((c) => (
        <li key={c.id} className="p-call">
          <span className="p-call__main">
            <strong>{c.serviceTitle}</strong>
            <span className="p-muted"> with {c.hostName}</span>
            <span className="p-call__when">
              {dateOf(c.startAt, zone)}, {timeRange(c.startAt, c.endAt, zone)}
            </span>
          </span>
          <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function YourCalls() {
  const [calls, setCalls] = useState<GuestCall[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [zone] = useState(rememberedZone);
  useEffect(() => {
    let live = true;
    setFailed(false);
    call<GuestCall[]>('GET', '/customer/calls')
      .then((list) => live && setCalls(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  const now = Date.now();
  const upcoming =
    calls?.filter(
      (c) => new Date(c.endAt).getTime() > now && (c.status === 'AWAITING_PAYMENT' || c.status === 'REQUESTED' || c.status === 'CONFIRMED'),
    ) ?? [];
  const past = calls?.filter((c) => !upcoming.includes(c)) ?? [];
  return (
    <Card>
      <h2 id="your-calls">Your calls</h2>
      {failed ? (
        <p className="p-muted">
          Your calls could not be loaded.{' '}
          <button type="button" className="p-link-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : calls === null ? (
        <Skeleton />
      ) : calls.length === 0 ? (
        <p className="p-muted">No calls yet. When you book a call with the team, it shows here with its time.</p>
      ) : (
        <>
          {upcoming.length ? (
            <CallList calls={upcoming} zone={zone} label="Upcoming calls" />
          ) : (
            <p className="p-muted">Nothing coming up.</p>
          )}
          {past.length ? (
            <details className="p-calls-past">
              <summary>Past calls ({past.length})</summary>
              <CallList calls={past} zone={zone} label="Past calls" />
            </details>
          ) : null}
          <p className="p-muted p-calls-zone">Times in {zone.replaceAll('_', ' ')}.</p>
        </>
      )}
    </Card>
  );
}
