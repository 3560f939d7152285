import { useEffect, useState, type FormEvent } from 'react';
import {
  BookingApiError,
  cancelManaged,
  getManaged,
  getService,
  icsUrl,
  rescheduleManaged,
  type GuestCall,
  type Money,
  type PublicServiceWithHost,
} from './api';
import { usePoll } from '../shared/payment';
import { CallDetails } from './CallDetails';
import { awaitsPayment, CallPayment, PAYMENT_STATUS_TEXT, paymentOpen } from './payment';
import { dateOf, rememberedZone, rememberZone, timeOf } from './format';
import { ServiceInfo } from './ServiceInfo';
import { SlotPicker } from './SlotPicker';
import { ErrorState, Icon, Loading, Shell, Skeleton } from './ui';

type State = { status: 'loading' } | { status: 'error'; error: BookingApiError } | { status: 'ready'; call: GuestCall };
type Mode = 'view' | 'cancel' | 'reschedule';

const STATUS: Record<GuestCall['status'], { label: string; tone: string }> = {
  AWAITING_PAYMENT: { label: 'Waiting for your payment', tone: 'wait' },
  REQUESTED: { label: 'Requested — waiting for the host', tone: 'wait' },
  CONFIRMED: { label: 'Confirmed', tone: 'ok' },
  DECLINED: { label: 'Declined by the host', tone: 'off' },
  CANCELLED: { label: 'Cancelled', tone: 'off' },
  COMPLETED: { label: 'Completed', tone: 'done' },
};

export function ManagePage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [zone, setZone] = useState(rememberedZone);
  // Back from a bank's page (3-D Secure) with the card payment done: the page waits for it to be seen.
  const [returnedPaid] = useState(() => new URLSearchParams(window.location.search).get('redirect_status') === 'succeeded');
  const [price, setPrice] = useState<Money | undefined>(undefined);
  const open = state.status === 'ready' && paymentOpen(state.call);
  const serviceId = state.status === 'ready' ? state.call.serviceId : null;
  usePoll(
    async () => {
      const call = await getManaged(token);
      if (call.paymentStatus === 'PAID')
        setNotice(
          call.status === 'REQUESTED'
            ? 'Payment received — the host will now confirm your call.'
            : 'Payment received — your call is confirmed.',
        );
      setState((s) => (s.status === 'ready' ? { status: 'ready', call } : s));
    },
    open && mode === 'view',
  );
  // The price, for the panel to show before the payment starts (and to offer UPI for rupees).
  useEffect(() => {
    if (!open || !serviceId || price) return;
    let live = true;
    getService(serviceId).then(
      (service) => live && setPrice(service.price),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, serviceId, price]);

  useEffect(() => {
    document.title = 'Your call · Book a call';
    if (!token) return setState({ status: 'error', error: new BookingApiError('No token', 404) });
    let live = true;
    setState({ status: 'loading' });
    getManaged(token).then(
      (call) => live && setState({ status: 'ready', call }),
      (error: BookingApiError) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (state.status === 'loading') {
    return (
      <Shell>
        <Loading label="Loading your call">
          <div className="bk-card bk-done">
            <Skeleton width={160} height={24} />
            <Skeleton width="100%" height={120} />
          </div>
        </Loading>
      </Shell>
    );
  }
  if (state.status === 'error') {
    return (
      <Shell>
        {state.error.status === 404 || state.error.status === 400 ? (
          <ErrorState
            title="This link does not match any call"
            message="It may be mistyped or cut short. Open the link from your latest email about the call."
          />
        ) : (
          <ErrorState title="Your call could not be loaded" message={state.error.message} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </Shell>
    );
  }

  const { call } = state;
  const update = (next: GuestCall, message: string) => {
    setState({ status: 'ready', call: next });
    setMode('view');
    setNotice(message);
  };
  const status = STATUS[call.status];

  if (mode === 'reschedule') {
    return (
      <Reschedule
        call={call}
        token={token}
        zone={zone}
        onZoneChange={(z) => {
          setZone(z);
          rememberZone(z);
        }}
        onDone={(next) => update(next, `Rescheduled to ${dateOf(next.startAt, zone)}, ${timeOf(next.startAt, zone)}.`)}
        onBack={() => setMode('view')}
      />
    );
  }

  return (
    <Shell>
      <div className="bk-card bk-done">
        <p className={`bk-status bk-status-${status.tone}`}>{status.label}</p>
        <h1 className="bk-done-title">Your call with {call.hostName}</h1>
        {notice ? (
          <p className="bk-banner bk-banner-ok" role="status">
            <Icon name="check" /> {notice}
          </p>
        ) : null}
        <CallDetails call={call} zone={zone} />
        {call.paymentStatus !== 'NONE' && !paymentOpen(call) ? (
          <p className="bk-payment-line" data-testid="payment-status">
            Payment: {PAYMENT_STATUS_TEXT[call.paymentStatus]}
          </p>
        ) : null}
        {paymentOpen(call) && mode === 'view' ? (
          <CallPayment
            key={call.paymentStatus}
            call={call}
            token={token}
            zone={zone}
            price={price}
            confirming={returnedPaid && call.paymentStatus === 'PENDING'}
          />
        ) : null}
        {mode === 'cancel' ? (
          <CancelForm
            token={token}
            onBack={() => setMode('view')}
            onDone={(next) => update(next, 'The call is cancelled. The host has been told.')}
          />
        ) : call.changeable ? (
          <div className="bk-done-actions">
            {call.status !== 'CANCELLED' && call.status !== 'DECLINED' && !awaitsPayment(call) ? (
              <a className="bk-button bk-button-secondary" href={icsUrl(token)} download>
                <Icon name="calendar" /> Add to calendar
              </a>
            ) : null}
            <button type="button" className="bk-button" onClick={() => setMode('reschedule')}>
              Reschedule
            </button>
            <button type="button" className="bk-button bk-button-danger" onClick={() => setMode('cancel')}>
              Cancel call
            </button>
          </div>
        ) : (
          <p className="bk-banner" role="note">
            This call can no longer be changed
            {call.status === 'CANCELLED' || call.status === 'DECLINED' || call.status === 'COMPLETED'
              ? ` — it is ${status.label.toLowerCase().split(' ')[0]}.`
              : ' here. Reply to the email about it to reach the host.'}
          </p>
        )}
      </div>
    </Shell>
  );
}

function CancelForm({ token, onBack, onDone }: { token: string; onBack: () => void; onDone: (call: GuestCall) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await cancelManaged(token, reason.trim() || undefined));
    } catch (e) {
      const err = e as BookingApiError;
      setError(err.details?.reason ?? err.message);
      setBusy(false);
    }
  };
  return (
    <form className="bk-cancel" onSubmit={submit} aria-labelledby="bk-cancel-title">
      <h2 id="bk-cancel-title" className="bk-slots-title">
        Cancel this call?
      </h2>
      <div className="bk-field">
        <label htmlFor="bk-reason">Reason for cancelling (optional)</label>
        <textarea id="bk-reason" className="bk-input" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
      </div>
      {error ? (
        <p className="bk-banner bk-banner-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bk-actions">
        <button type="button" className="bk-button bk-button-ghost" onClick={onBack} disabled={busy}>
          Keep the call
        </button>
        <button type="submit" className="bk-button bk-button-danger" disabled={busy}>
          {busy ? 'Cancelling…' : 'Yes, cancel the call'}
        </button>
      </div>
    </form>
  );
}

function Reschedule({
  call,
  token,
  zone,
  onZoneChange,
  onDone,
  onBack,
}: {
  call: GuestCall;
  token: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  onDone: (call: GuestCall) => void;
  onBack: () => void;
}) {
  const [service, setService] = useState<PublicServiceWithHost | null>(null);
  const [loadError, setLoadError] = useState<BookingApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    if (!call.serviceId) return setLoadError(new BookingApiError('This service is no longer offered: the call cannot be moved.', 404));
    let live = true;
    setLoadError(null);
    getService(call.serviceId).then(
      (s) => live && setService(s),
      (e: BookingApiError) => live && setLoadError(e),
    );
    return () => {
      live = false;
    };
  }, [call.serviceId, attempt]);

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      onDone(await rescheduleManaged(token, chosen));
    } catch (e) {
      const err = e as BookingApiError;
      setNotice(
        err.status === 409 ? 'That time was just taken by someone else — choose another time.' : (err.details?.start ?? err.message),
      );
      setChosen(null);
      setRefresh((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <Shell wide>
      <p className="bk-back">
        <button type="button" className="bk-link-button" onClick={onBack}>
          <Icon name="left" size={14} /> Back to your call
        </button>
      </p>
      {loadError ? (
        <ErrorState title="The calendar could not be loaded" message={loadError.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !service ? (
        <Loading label="Loading the calendar">
          <div className="bk-card bk-booker">
            <div className="bk-info">
              <Skeleton width="80%" height={24} />
            </div>
            <div className="bk-calendar">
              <Skeleton width="100%" height={280} />
            </div>
          </div>
        </Loading>
      ) : (
        <div className={`bk-card bk-booker${chosen ? ' bk-booker-form' : ''}`}>
          <ServiceInfo host={service.host} service={service} chosen={chosen} zone={zone} />
          {chosen ? (
            <section className="bk-form-panel" aria-labelledby="bk-move-title">
              <h2 id="bk-move-title" className="bk-form-title">
                Move your call?
              </h2>
              <p className="bk-move">
                <span className="bk-muted">From</span> <s>{`${dateOf(call.startAt, zone)}, ${timeOf(call.startAt, zone)}`}</s>
                <br />
                <span className="bk-muted">To</span> <strong>{`${dateOf(chosen, zone)}, ${timeOf(chosen, zone)}`}</strong>
              </p>
              <div className="bk-actions">
                <button type="button" className="bk-button bk-button-ghost" onClick={() => setChosen(null)} disabled={busy}>
                  Back
                </button>
                <button type="button" className="bk-button" onClick={confirm} disabled={busy}>
                  {busy ? 'Moving…' : 'Confirm new time'}
                </button>
              </div>
            </section>
          ) : (
            <>
              <SlotPicker
                serviceId={service.id}
                bookingWindowDays={service.bookingWindowDays}
                zone={zone}
                onZoneChange={onZoneChange}
                refresh={refresh}
                notice={notice}
                pickLabel="New times"
                onPick={(start) => {
                  setNotice(null);
                  setChosen(start);
                }}
              />
            </>
          )}
        </div>
      )}
    </Shell>
  );
}
