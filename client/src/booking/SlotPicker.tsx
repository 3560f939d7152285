import { useEffect, useMemo, useState } from 'react';
import { type BookingApiError, getSlots } from './api';
import {
  addMonths,
  allZones,
  compareMonths,
  dayIn,
  daysIn,
  isoDate,
  longDate,
  monthKey,
  monthOf,
  monthTitle,
  timeOf,
  todayIn,
  weekdayNames,
  zoneLabel,
  zoneName,
  type Month,
} from './format';
import { ErrorState, Icon, Skeleton } from './ui';

type Days = Map<string, string[]>;
type State = { status: 'loading' } | { status: 'error'; error: BookingApiError } | { status: 'ready'; days: Days };

/**
 * A month of the guest's days and the chosen day's starts, in the guest's zone: one request per
 * month shown (the API's ranges are at most 62 days). `refresh` changes when the slots must be asked
 * again (someone took the time the guest picked).
 */
export function SlotPicker({
  serviceId,
  bookingWindowDays,
  zone,
  onZoneChange,
  onPick,
  refresh = 0,
  pickLabel = 'Available times',
  notice = null,
}: {
  serviceId: string;
  bookingWindowDays: number;
  zone: string;
  onZoneChange: (zone: string) => void;
  onPick: (start: string) => void;
  refresh?: number;
  pickLabel?: string;
  /** Why the guest is back here (the time they picked was just taken). */
  notice?: string | null;
}) {
  const today = todayIn(zone);
  const first = monthOf(today);
  const last = useMemo(() => {
    const until = new Date(Date.now() + Math.max(bookingWindowDays, 0) * 86_400_000);
    return monthOf(dayIn(until, zone));
  }, [bookingWindowDays, zone]);
  const [month, setMonth] = useState<Month>(first);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [day, setDay] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Once, on arrival: a month with nothing left (its last days) moves on to the next by itself.
  const [advanced, setAdvanced] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const from = compareMonths(month, first) === 0 ? today : isoDate(month, 1);
    const to = isoDate(month, daysIn(month));
    getSlots(serviceId, from, to, zone).then(
      (answer) => {
        if (!live) return;
        const days: Days = new Map(answer.days.filter((d) => d.slots.length).map((d) => [d.date, d.slots]));
        if (!days.size && !advanced && compareMonths(month, last) < 0) {
          setAdvanced(true);
          setMonth(addMonths(month, 1));
          return;
        }
        setAdvanced(true);
        setState({ status: 'ready', days });
        setDay((current) => (current && days.has(current) ? current : ([...days.keys()][0] ?? null)));
      },
      (error: BookingApiError) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // `first`, `today` and `advanced` follow from zone and month; asking again on them would repeat requests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serviceId, zone, monthKey(month), refresh, attempt]);

  const days = state.status === 'ready' ? state.days : new Map<string, string[]>();
  const slots = day ? (days.get(day) ?? []) : [];
  const lead = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const names = weekdayNames();
  const canBack = compareMonths(month, first) > 0;
  const canForward = compareMonths(month, last) < 0;
  const go = (n: number) => {
    setDay(null);
    setMonth(addMonths(month, n));
  };

  return (
    <>
      <section className="bk-calendar" aria-labelledby="bk-month-title">
        {notice ? (
          <p className="bk-banner bk-banner-error" role="alert">
            {notice}
          </p>
        ) : null}
        <div className="bk-month-bar">
          <h2 id="bk-month-title" className="bk-month-title" aria-live="polite">
            {monthTitle(month)}
          </h2>
          <div className="bk-month-nav">
            <button type="button" className="bk-icon-button" onClick={() => go(-1)} disabled={!canBack} aria-label="Previous month">
              <Icon name="left" size={18} />
            </button>
            <button type="button" className="bk-icon-button" onClick={() => go(1)} disabled={!canForward} aria-label="Next month">
              <Icon name="right" size={18} />
            </button>
          </div>
        </div>
        <div className="bk-weekdays" aria-hidden="true">
          {names.map((n) => (
            <span key={n.long}>{n.short}</span>
          ))}
        </div>
        <div className="bk-days" role="group" aria-label={`Days of ${monthTitle(month)}`} aria-busy={state.status === 'loading'}>
          {Array.from({ length: lead }, (_, i) => (
            <span key={`lead-${i}`} />
          ))}
          {Array.from({ length: daysIn(month) }, (_, i) => {
            const date = isoDate(month, i + 1);
            const open = days.has(date);
            return state.status === 'loading' ? (
              <span key={date} className="bk-day bk-day-loading">
                <Skeleton width="100%" height="100%" />
              </span>
            ) : (
              <button
                key={date}
                type="button"
                className={`bk-day${open ? ' bk-day-open' : ''}${day === date ? ' bk-day-selected' : ''}${date === today ? ' bk-day-today' : ''}${date < today ? ' bk-day-past' : ''}`}
                disabled={!open}
                aria-pressed={day === date}
                aria-label={`${longDate(date)}${open ? '' : ', no times'}`}
                onClick={() => setDay(date)}
              >
                {i + 1}
              </button>
            );
          })}
        </div>
        <label className="bk-zone">
          <span className="bk-zone-label">
            <Icon name="globe" size={14} />
            Time zone
            <span className="bk-zone-now" aria-hidden="true">
              {zoneLabel(zone).slice(zoneName(zone).length).trim()}
            </span>
          </span>
          <select className="bk-select" value={zone} onChange={(e) => onZoneChange(e.target.value)}>
            {allZones(zone).map((z) => (
              <option key={z} value={z}>
                {zoneName(z)}
              </option>
            ))}
          </select>
        </label>
      </section>
      <section className="bk-slots" aria-labelledby="bk-slots-title">
        {state.status === 'loading' ? (
          <div role="status" aria-busy="true">
            <h2 id="bk-slots-title" className="bk-slots-title">
              Loading times…
            </h2>
            <div className="bk-slot-list">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </div>
          </div>
        ) : state.status === 'error' ? (
          <>
            <h2 id="bk-slots-title" className="bk-visually-hidden">
              Times
            </h2>
            <ErrorState title="Times could not be loaded" message={state.error.message} onRetry={() => setAttempt((n) => n + 1)} />
          </>
        ) : days.size === 0 ? (
          <div className="bk-state bk-state-plain">
            <h2 id="bk-slots-title" className="bk-state-title">
              No times in this month — try the next one
            </h2>
            {canForward ? (
              <button type="button" className="bk-button bk-button-secondary" onClick={() => go(1)}>
                Next month
              </button>
            ) : (
              <p>Bookings open no further ahead than this.</p>
            )}
          </div>
        ) : (
          <>
            <h2 id="bk-slots-title" className="bk-slots-title">
              {day ? longDate(day) : 'Choose a day'}
            </h2>
            <ul className="bk-slot-list" aria-label={pickLabel}>
              {slots.map((slot) => (
                <li key={slot}>
                  <button type="button" className="bk-slot" onClick={() => onPick(slot)}>
                    <span className="bk-slot-dot" aria-hidden="true" />
                    {timeOf(slot, zone)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
