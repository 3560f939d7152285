import { useEffect, useState } from 'react';
import { type BookingApiError, getProfile, type PublicProfile } from './api';
import { duration, isFree, LOCATION_LABEL, money } from './format';
import { Link } from './router';
import { Avatar, ErrorState, Icon, Loading, Shell, Skeleton } from './ui';

type State = { status: 'loading' } | { status: 'error'; error: BookingApiError } | { status: 'ready'; profile: PublicProfile };

export function ProfilePage({ username }: { username: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getProfile(username).then(
      (profile) => live && setState({ status: 'ready', profile }),
      (error: BookingApiError) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [username, attempt]);

  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.profile.name} · Book a call`;
  }, [state]);

  if (state.status === 'loading') {
    return (
      <Shell>
        <Loading label="Loading the host’s services">
          <div className="bk-profile-head">
            <Skeleton width={72} height={72} round />
            <Skeleton width={180} height={24} />
            <Skeleton width={260} height={14} />
          </div>
          <div className="bk-card bk-service-list">
            {[0, 1, 2].map((i) => (
              <div key={i} className="bk-service-row">
                <Skeleton width="45%" height={18} />
                <Skeleton width="25%" height={14} />
              </div>
            ))}
          </div>
        </Loading>
      </Shell>
    );
  }
  if (state.status === 'error') {
    return (
      <Shell>
        {state.error.status === 404 ? (
          <ErrorState title="No one is booking here" message="There is no host at this address. Check the link you were given." />
        ) : (
          <ErrorState title="The page could not be loaded" message={state.error.message} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </Shell>
    );
  }

  const { profile } = state;
  return (
    <Shell>
      <header className="bk-profile-head">
        <Avatar name={profile.name} imageUrl={profile.imageUrl} size={72} />
        <h1 className="bk-profile-name">{profile.name}</h1>
        {profile.bio ? <p className="bk-profile-bio">{profile.bio}</p> : null}
      </header>
      {profile.services.length === 0 ? (
        <div className="bk-card bk-state">
          <Icon name="calendar" size={24} />
          <h2 className="bk-state-title">Nothing to book yet</h2>
          <p>{profile.name} has no services open for booking right now. Come back later.</p>
        </div>
      ) : (
        <ul className="bk-card bk-service-list" aria-label="Services">
          {profile.services.map((service) => (
            <li key={service.id}>
              <Link className="bk-service-row" href={`/book/${encodeURIComponent(profile.username)}/${encodeURIComponent(service.slug)}`}>
                <span className="bk-service-main">
                  <span className="bk-service-title">{service.title}</span>
                  {service.description ? <span className="bk-service-desc">{service.description}</span> : null}
                  <span className="bk-chips">
                    <span className="bk-chip">
                      <Icon name="clock" size={14} />
                      {duration(service.durationMinutes)}
                    </span>
                    <span className="bk-chip">
                      <Icon name="card" size={14} />
                      {isFree(service.price) ? 'Free' : money(service.price)}
                    </span>
                    <span className="bk-chip">{LOCATION_LABEL[service.location.kind]}</span>
                    {service.requiresApproval ? <span className="bk-chip bk-chip-warn">Needs approval</span> : null}
                  </span>
                </span>
                <Icon name="right" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Shell>
  );
}
