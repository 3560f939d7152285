import { useEffect, useState } from 'react';
import { usePoll } from '../shared/payment';
import {
  type BookingApiError,
  getManaged,
  getProfile,
  icsUrl,
  manageUrl,
  type GuestCall,
  type Money,
  type PublicProfile,
  type PublicService,
} from './api';
import { BookingForm } from './BookingForm';
import { CallDetails } from './CallDetails';
import { rememberedZone, rememberZone } from './format';
import { awaitsPayment, CallPayment, paymentOpen } from './payment';
import { Link } from './router';
import { ServiceInfo } from './ServiceInfo';
import { SlotPicker } from './SlotPicker';
import { ErrorState, Icon, Loading, Shell, Skeleton, useFocusOnMount } from './ui';

type State =
  | { status: 'loading' }
  | { status: 'error'; error: BookingApiError }
  | { status: 'missing' }
  | { status: 'ready'; profile: PublicProfile; service: PublicService };

export function ServicePage({ username, slug }: { username: string; slug: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [zone, setZone] = useState(rememberedZone);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [booked, setBooked] = useState<{ call: GuestCall; manageToken: string } | null>(null);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getProfile(username).then(
      (profile) => {
        if (!live) return;
        const service = profile.services.find((s) => s.slug === slug);
        setState(service ? { status: 'ready', profile, service } : { status: 'missing' });
        if (service) document.title = `${service.title} · ${profile.name}`;
      },
      (error: BookingApiError) => live && setState(error.status === 404 ? { status: 'missing' } : { status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [username, slug, attempt]);

  const changeZone = (next: string) => {
    setZone(next);
    rememberZone(next);
  };

  if (state.status === 'loading') {
    return (
      <Shell wide>
        <Loading label="Loading the calendar">
          <div className="bk-card bk-booker">
            <div className="bk-info">
              <Skeleton width={40} height={40} round />
              <Skeleton width="60%" height={14} />
              <Skeleton width="80%" height={24} />
              <Skeleton width="50%" height={14} />
            </div>
            <div className="bk-calendar">
              <Skeleton width="100%" height={280} />
            </div>
          </div>
        </Loading>
      </Shell>
    );
  }
  if (state.status === 'missing') {
    return (
      <Shell>
        <ErrorState
          title="This booking page does not exist"
          message="The service may have been renamed or closed. See what else this host offers."
        />
        <p className="bk-center">
          <Link href={`/book/${encodeURIComponent(username)}`}>All services of this host</Link>
        </p>
      </Shell>
    );
  }
  if (state.status === 'error') {
    return (
      <Shell>
        <ErrorState title="The page could not be loaded" message={state.error.message} onRetry={() => setAttempt((n) => n + 1)} />
      </Shell>
    );
  }

  const { profile, service } = state;
  if (booked)
    return (
      <Booked
        call={booked.call}
        token={booked.manageToken}
        zone={zone}
        price={service.price}
        back={`/book/${encodeURIComponent(profile.username)}/${encodeURIComponent(service.slug)}`}
      />
    );
  return (
    <Shell wide>
      <p className="bk-back">
        <Link href={`/book/${encodeURIComponent(profile.username)}`}>
          <Icon name="left" size={14} /> All services
        </Link>
      </p>
      <div className={`bk-card bk-booker${chosen ? ' bk-booker-form' : ''}`}>
        <ServiceInfo host={profile} service={service} chosen={chosen} zone={zone} />
        {chosen ? (
          <BookingForm
            service={service}
            start={chosen}
            zone={zone}
            onBack={() => setChosen(null)}
            onBooked={setBooked}
            onTaken={(message) => {
              setNotice(message);
              setChosen(null);
              setRefresh((n) => n + 1);
            }}
          />
        ) : (
          <>
            <SlotPicker
              serviceId={service.id}
              bookingWindowDays={service.bookingWindowDays}
              zone={zone}
              onZoneChange={changeZone}
              refresh={refresh}
              notice={notice}
              onPick={(start) => {
                setNotice(null);
                setChosen(start);
              }}
            />
          </>
        )}
      </div>
    </Shell>
  );
}

/**
 * The booking's answer: confirmed or requested, or, for a service paid when booking, the payment
 * panel while the time is held; the call is read again every few seconds until the payment is in
 * (then the confirmation shows by itself), or the hold ran out.
 */
function Booked({ call: booked, token, zone, price, back }: { call: GuestCall; token: string; zone: string; price: Money; back: string }) {
  const [call, setCall] = useState(booked);
  const [wasOpen] = useState(() => paymentOpen(booked));
  const open = paymentOpen(call);
  usePoll(async () => setCall(await getManaged(token)), open);

  if (call.status === 'CANCELLED' || call.status === 'DECLINED') return <Released call={call} back={back} />;
  if (awaitsPayment(call)) return <Held call={call} token={token} zone={zone} price={price} />;
  return <Done call={call} token={token} zone={zone} price={price} paidNow={wasOpen && call.paymentStatus === 'PAID'} />;
}

function Held({ call, token, zone, price }: { call: GuestCall; token: string; zone: string; price: Money }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Shell>
      <div className="bk-card bk-done">
        <span className="bk-done-icon bk-done-icon-wait" aria-hidden="true">
          <Icon name="card" size={24} />
        </span>
        <h1 className="bk-done-title" tabIndex={-1} ref={heading}>
          One step left: the payment
        </h1>
        <p className="bk-done-lead">
          {call.serviceTitle} with {call.hostName} is booked once you pay. We sent the details and a link to pay to {call.guestEmail}.
        </p>
        <CallDetails call={call} zone={zone} />
        <CallPayment key={call.paymentStatus} call={call} token={token} zone={zone} price={price} returnUrl={absolute(manageUrl(token))} />
      </div>
    </Shell>
  );
}

function Released({ call, back }: { call: GuestCall; back: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Shell>
      <div className="bk-card bk-done">
        <span className="bk-done-icon bk-done-icon-wait" aria-hidden="true">
          <Icon name="alert" size={24} />
        </span>
        <h1 className="bk-done-title" tabIndex={-1} ref={heading}>
          This time was released
        </h1>
        <p className="bk-done-lead">
          {call.reason ?? 'No payment came in while the time was held, so it is free again.'} You can book {call.serviceTitle} again.
        </p>
        <div className="bk-done-actions">
          <Link className="bk-button" href={back}>
            Choose a time again
          </Link>
        </div>
      </div>
    </Shell>
  );
}

const absolute = (path: string) => new URL(path, window.location.origin).toString();

function Done({ call, token, zone, price, paidNow }: { call: GuestCall; token: string; zone: string; price: Money; paidNow: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const requested = call.status === 'REQUESTED';
  return (
    <Shell>
      <div className="bk-card bk-done">
        <span className={`bk-done-icon${requested ? ' bk-done-icon-wait' : ''}`} aria-hidden="true">
          <Icon name={requested ? 'hourglass' : 'check'} size={24} />
        </span>
        <h1 className="bk-done-title" tabIndex={-1} ref={heading}>
          {requested ? 'Requested — the host will confirm' : 'Confirmed'}
        </h1>
        {paidNow ? (
          <p className="bk-banner bk-banner-ok" role="status">
            <Icon name="check" /> Payment received — thank you. A receipt is on its way to {call.guestEmail}.
          </p>
        ) : null}
        <p className="bk-done-lead">
          {requested
            ? `${call.hostName} will confirm or decline your request. We sent the details to ${call.guestEmail}.`
            : `You are booked with ${call.hostName}. We sent a calendar invitation to ${call.guestEmail}.`}
        </p>
        <CallDetails call={call} zone={zone} />
        {paymentOpen(call) ? (
          <CallPayment
            key={call.paymentStatus}
            call={call}
            token={token}
            zone={zone}
            price={price}
            returnUrl={absolute(manageUrl(token))}
          />
        ) : null}
        <div className="bk-done-actions">
          <a className="bk-button bk-button-secondary" href={icsUrl(token)} download>
            <Icon name="calendar" /> Add to calendar
          </a>
          <Link className="bk-button bk-button-ghost" href={manageUrl(token)}>
            Reschedule or cancel
          </Link>
        </div>
      </div>
    </Shell>
  );
}
