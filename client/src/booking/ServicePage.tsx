import { useEffect, useState } from 'react';
import { type BookingApiError, getProfile, icsUrl, manageUrl, type GuestCall, type PublicProfile, type PublicService } from './api';
import { BookingForm } from './BookingForm';
import { CallDetails } from './CallDetails';
import { rememberedZone, rememberZone } from './format';
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
  if (booked) return <Booked call={booked.call} token={booked.manageToken} zone={zone} />;
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

function Booked({ call, token, zone }: { call: GuestCall; token: string; zone: string }) {
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
        <p className="bk-done-lead">
          {requested
            ? `${call.hostName} will confirm or decline your request. We sent the details to ${call.guestEmail}.`
            : `You are booked with ${call.hostName}. We sent a calendar invitation to ${call.guestEmail}.`}
        </p>
        <CallDetails call={call} zone={zone} />
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
