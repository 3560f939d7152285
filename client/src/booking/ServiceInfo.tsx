import type { PublicService } from './api';
import { dateOf, duration, isFree, LOCATION_LABEL, money, timeRange } from './format';
import { Avatar, Icon } from './ui';

const LOCATION_ICON = { VIDEO: 'video', GOOGLE_MEET: 'video', PHONE: 'phone', ADDRESS: 'pin', ASK_GUEST: 'pin' } as const;

/** The booker's left panel: who, what, how long, where — and the chosen time once there is one. */
export function ServiceInfo({
  host,
  service,
  chosen,
  zone,
}: {
  host: { name: string; imageUrl: string | null };
  service: PublicService;
  chosen?: string | null;
  zone: string;
}) {
  const end = chosen ? new Date(new Date(chosen).getTime() + service.durationMinutes * 60_000).toISOString() : null;
  return (
    <aside className="bk-info" aria-label="About this call">
      <Avatar name={host.name} imageUrl={host.imageUrl} size={40} />
      <p className="bk-info-host">{host.name}</p>
      <h1 className="bk-info-title">{service.title}</h1>
      {service.description ? <p className="bk-info-desc">{service.description}</p> : null}
      <ul className="bk-facts">
        {chosen && end ? (
          <li className="bk-fact-strong">
            <Icon name="calendar" />
            <span>
              {dateOf(chosen, zone)}
              <br />
              {timeRange(chosen, end, zone)}
            </span>
          </li>
        ) : null}
        <li>
          <Icon name="clock" />
          {duration(service.durationMinutes)}
        </li>
        <li>
          <Icon name={LOCATION_ICON[service.location.kind]} />
          {LOCATION_LABEL[service.location.kind]}
        </li>
        <li>
          <Icon name="card" />
          {isFree(service.price) ? (
            'Free'
          ) : (
            <span>
              {money(service.price)}
              {service.payBeforeBooking ? (
                <>
                  <br />
                  <span className="bk-muted">Payment when booking</span>
                </>
              ) : null}
            </span>
          )}
        </li>
        {service.requiresApproval ? (
          <li>
            <Icon name="hourglass" />
            Needs the host’s approval
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
