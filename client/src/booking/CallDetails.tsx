import type { GuestCall } from './api';
import { dateOf, LOCATION_LABEL, timeRange, zoneLabel } from './format';

/** What, when (in the guest's zone), who and where of one call, and the guest's answers to the service's questions. */
export function CallDetails({ call, zone }: { call: GuestCall; zone: string }) {
  const { kind, value } = call.location;
  // A video call's link (a Google Meet call's is made for it) opens from here.
  const link = (kind === 'VIDEO' || kind === 'GOOGLE_MEET') && /^https:\/\//.test(value) ? value : null;
  const where = value ? `${LOCATION_LABEL[kind]}: ${value}` : LOCATION_LABEL[kind];
  return (
    <dl className="bk-details">
      <dt>What</dt>
      <dd>
        {call.serviceTitle} with {call.hostName}
      </dd>
      <dt>When</dt>
      <dd data-testid="call-when">
        {dateOf(call.startAt, zone)}
        <br />
        {timeRange(call.startAt, call.endAt, zone)}
        <br />
        <span className="bk-muted">{zoneLabel(zone)}</span>
      </dd>
      <dt>Who</dt>
      <dd>
        {call.hostName} (host)
        <br />
        {call.guestName} · {call.guestEmail}
      </dd>
      <dt>Where</dt>
      <dd className="bk-break">
        {link ? (
          <>
            {LOCATION_LABEL[kind]}:{' '}
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          </>
        ) : (
          where
        )}
      </dd>
      {call.answers.length ? (
        <>
          <dt>Answers</dt>
          <dd>
            <dl className="bk-answers">
              {call.answers.map((a) => (
                <div key={a.key}>
                  <dt>{a.label}</dt>
                  <dd className="bk-break">{a.text}</dd>
                </div>
              ))}
            </dl>
          </dd>
        </>
      ) : null}
      {call.reason ? (
        <>
          <dt>Reason</dt>
          <dd>{call.reason}</dd>
        </>
      ) : null}
    </dl>
  );
}
