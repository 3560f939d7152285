import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { call, PortalApiError, type Schemas } from '../api';
import { useSession } from '../session';
import type { BlockProps as Of } from '../../portal-render/blocks/BlockView';
import { Loading, Panel } from '../../portal-render/blocks/parts';
import { SlotPicker } from '../../booking/SlotPicker';
import { dateOf, duration, isFree, LOCATION_LABEL, money, rememberedZone, rememberZone, timeRange } from '../../booking/format';
import { getManaged, icsUrl } from '../../booking/api';
import { awaitsPayment, CallPayment, paymentOpen } from '../../booking/payment';
import { usePoll } from '../../shared/payment';
import { useSignInHref } from './live-blocks';
import { focusFirstError, Question } from '../pages/run/FormStep';
import { answersOf, formQuestionsOf, missingAnswers, type AnswerValue } from '../../shared/form-answers';
import { usePublicService, type PublicService } from '../use-public-service';
import './booking-block.css';

/**
 * The BOOKING block on the published portal (loaded when a page has one): the service, then for a
 * signed-in customer a day and a time in their zone, their notes and the service's own questions
 * (asked as a workflow form's: FormStep's `Question`), the booking as themselves
 * (POST /v1/customer/calls) and its confirmation; a visitor is asked to sign in first.
 */

type Service = PublicService;
type GuestCall = Schemas['GuestCall'];
type Booked = { call: GuestCall; manageToken: string };
type Step = { at: 'pick'; notice?: string } | { at: 'confirm'; start: string } | { at: 'done'; booked: Booked };

const TAKEN = 'That time was just taken by someone else — choose another.';

export default function BookingBlock({ title, serviceId }: Of<'BOOKING'>) {
  const { state } = useSession();
  const { service, failed, retry } = usePublicService(serviceId);
  const heading = title || service?.title || 'Book a call';
  if (!serviceId || service === null)
    return (
      <Panel title={heading} className="p-booking">
        <p className="p-block-muted">This service is not taking bookings right now. Please check back later.</p>
      </Panel>
    );
  if (failed)
    return (
      <Panel title={heading} className="p-booking">
        <p className="p-block-muted">The service could not be loaded: {failed}</p>
        <button type="button" className="p-block-button p-block-button--secondary" onClick={retry}>
          Try again
        </button>
      </Panel>
    );
  if (service === undefined || state.status === 'loading')
    return (
      <Panel title={heading} className="p-booking">
        <Loading />
      </Panel>
    );
  return (
    <Panel title={heading} className="p-booking">
      <ServiceSummary service={service} />
      {state.status === 'signedIn' ? <Booker service={service} /> : <SignInToBook />}
    </Panel>
  );
}

function ServiceSummary({ service }: { service: Service }) {
  return (
    <div className="p-booking__service">
      <div className="p-booking__service-main">
        <p className="p-booking__service-title">{service.title}</p>
        <p className="p-block-muted">with {service.host.name}</p>
        {service.description ? <p className="p-booking__desc">{service.description}</p> : null}
      </div>
      <ul className="p-booking__facts" aria-label="About this call">
        <li>{duration(service.durationMinutes)}</li>
        <li>{isFree(service.price) ? 'Free' : money(service.price)}</li>
        {!isFree(service.price) && service.payBeforeBooking ? <li>Payment when booking</li> : null}
        <li>{LOCATION_LABEL[service.location.kind]}</li>
        {service.requiresApproval ? <li>Needs the host’s approval</li> : null}
      </ul>
    </div>
  );
}

function SignInToBook() {
  const href = useSignInHref();
  return (
    <div className="p-booking__signin">
      <p className="p-block-muted">Sign in to pick a time. We’ll email you a link — no password needed.</p>
      <Link to={href} className="p-block-button p-block-button--primary">
        Sign in to book
      </Link>
    </div>
  );
}

function Booker({ service }: { service: Service }) {
  const [zone, setZone] = useState(rememberedZone);
  const [step, setStep] = useState<Step>({ at: 'pick' });
  const [refresh, setRefresh] = useState(0);
  if (step.at === 'done')
    return (
      <Done
        booked={step.booked}
        service={service}
        zone={zone}
        onAgain={() => {
          setRefresh((n) => n + 1);
          setStep({ at: 'pick' });
        }}
      />
    );
  if (step.at === 'confirm')
    return (
      <Confirm
        service={service}
        start={step.start}
        zone={zone}
        onBack={() => setStep({ at: 'pick' })}
        onBooked={(booked) => setStep({ at: 'done', booked })}
        onTaken={() => {
          setRefresh((n) => n + 1);
          setStep({ at: 'pick', notice: TAKEN });
        }}
      />
    );
  return (
    <div className="p-booking__picker">
      <SlotPicker
        serviceId={service.id}
        bookingWindowDays={service.bookingWindowDays}
        zone={zone}
        onZoneChange={(z) => {
          setZone(z);
          rememberZone(z);
        }}
        onPick={(start) => setStep({ at: 'confirm', start })}
        refresh={refresh}
        notice={step.notice ?? null}
      />
    </div>
  );
}

function useFocusHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function When({ start, end, zone }: { start: string; end: string; zone: string }) {
  return (
    <p className="p-booking__when" data-testid="call-when">
      <strong>{dateOf(start, zone)}</strong>
      <br />
      {timeRange(start, end, zone)} <span className="p-block-muted">({zone.replaceAll('_', ' ')})</span>
    </p>
  );
}

function Confirm({
  service,
  start,
  zone,
  onBack,
  onBooked,
  onTaken,
}: {
  service: Service;
  start: string;
  zone: string;
  onBack: () => void;
  onBooked: (booked: Booked) => void;
  onTaken: () => void;
}) {
  const [notes, setNotes] = useState('');
  const [location, setLocation] = useState('');
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped when errors are shown: focus then goes to the first field with one (once it is drawn).
  const [shown, setShown] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const heading = useFocusHeading();
  const ids = useId();
  const askGuest = service.location.kind === 'ASK_GUEST';
  const questions = useMemo(() => formQuestionsOf(service.questions), [service.questions]);
  useEffect(() => {
    if (shown) focusFirstError(form.current);
  }, [shown]);
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    setShown((n) => n + 1);
  };
  const isField = (key: string) => key === 'notes' || key === 'location' || questions.some((q) => `answers.${q.key}` === key);
  const end = new Date(new Date(start).getTime() + service.durationMinutes * 60_000).toISOString();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const found = missingAnswers(questions, answers);
    if (askGuest && !location.trim()) found.location = 'Please say where the host should call you.';
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    setBusy(true);
    try {
      onBooked(
        await call<Booked>('POST', '/customer/calls', {
          body: {
            serviceId: service.id,
            start,
            timezone: zone,
            ...(notes.trim() ? { notes: notes.trim() } : {}),
            ...(askGuest ? { location: location.trim() } : {}),
            ...(questions.length ? { answers: answersOf(questions, answers) } : {}),
          },
        }),
      );
    } catch (e) {
      const error = e instanceof PortalApiError ? e : new PortalApiError('Something went wrong. Try again.', 0);
      setBusy(false);
      if (error.status === 409) return onTaken();
      const onFields = Object.fromEntries(Object.entries(error.details ?? {}).filter(([k]) => isField(k)));
      showErrors(onFields);
      const rest = Object.entries(error.details ?? {}).find(([k]) => !isField(k));
      if (!Object.keys(onFields).length || rest) setBanner(rest?.[1] ?? error.message);
    }
  };

  return (
    <form className="p-booking__confirm" onSubmit={submit} noValidate ref={form}>
      <h3 ref={heading} tabIndex={-1} className="p-booking__step-title">
        Confirm your call
      </h3>
      <When start={start} end={end} zone={zone} />
      {banner ? (
        <p className="p-booking__banner" role="alert">
          {banner}
        </p>
      ) : null}
      {askGuest ? (
        <div className="p-field">
          <label htmlFor={`${ids}-location`}>Where should we call you?</label>
          <input
            id={`${ids}-location`}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder="A phone number or a video link"
            maxLength={500}
            required
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={errors.location ? `${ids}-location-error` : undefined}
          />
          {errors.location ? (
            <p id={`${ids}-location-error`} className="p-field__error">
              {errors.location}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="p-field">
        <label htmlFor={`${ids}-notes`}>
          Anything the host should know? <span className="p-block-muted">(optional)</span>
        </label>
        <textarea
          id={`${ids}-notes`}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${ids}-notes-error` : undefined}
        />
        {errors.notes ? (
          <p id={`${ids}-notes-error`} className="p-field__error">
            {errors.notes}
          </p>
        ) : null}
      </div>
      {questions.map((q) => (
        <Question
          key={q.key}
          question={q}
          value={answers[q.key]}
          error={errors[`answers.${q.key}`]}
          onChange={(value) => {
            setAnswers((a) => ({ ...a, [q.key]: value }));
            setErrors(({ [`answers.${q.key}`]: _gone, ...rest }) => rest);
          }}
        />
      ))}
      <div className="p-booking__actions">
        <button type="submit" className="p-block-button p-block-button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Booking…' : service.requiresApproval ? 'Request booking' : 'Confirm booking'}
        </button>
        <button type="button" className="p-block-button p-block-button--secondary" onClick={onBack} disabled={busy}>
          Choose another time
        </button>
      </div>
    </form>
  );
}

/**
 * The booking's answer. A service paid when booking holds the time while the customer pays here (the
 * call read again every few seconds until the payment is in, then the confirmation shows by itself);
 * a service paid later is confirmed at once, with the panel to pay now.
 */
function Done({ booked, service, zone, onAgain }: { booked: Booked; service: Service; zone: string; onAgain: () => void }) {
  const [c, setC] = useState(booked.call);
  const [wasOpen] = useState(() => paymentOpen(booked.call));
  usePoll(async () => setC(await getManaged(booked.manageToken)), paymentOpen(c));
  return (
    <DoneView
      key={c.status}
      call={c}
      manageToken={booked.manageToken}
      service={service}
      zone={zone}
      paidNow={wasOpen && c.paymentStatus === 'PAID'}
      onAgain={onAgain}
    />
  );
}

function DoneView({
  call: c,
  manageToken,
  service,
  zone,
  paidNow,
  onAgain,
}: {
  call: GuestCall;
  manageToken: string;
  service: Service;
  zone: string;
  paidNow: boolean;
  onAgain: () => void;
}) {
  const heading = useFocusHeading();
  const held = awaitsPayment(c);
  const released = c.status === 'CANCELLED' || c.status === 'DECLINED';
  const open = paymentOpen(c);
  const title = held
    ? 'One step left: the payment'
    : released
      ? 'This time was released'
      : c.status === 'REQUESTED'
        ? 'Requested — the host will confirm'
        : 'Confirmed';
  return (
    <div className="p-booking__done" role={open ? undefined : 'status'}>
      <h3 ref={heading} tabIndex={-1} className="p-booking__step-title">
        {title}
      </h3>
      {paidNow ? <p className="p-booking__paid">Payment received — thank you. A receipt is on its way to you.</p> : null}
      <p className="p-block-muted">
        {c.serviceTitle} with {c.hostName}.{' '}
        {held
          ? 'It is booked once you pay.'
          : released
            ? (c.reason ?? 'No payment came in while the time was held, so it is free again.')
            : c.status === 'REQUESTED'
              ? 'We’ll email you when the host answers.'
              : 'We’ve emailed you the details.'}
      </p>
      <When start={c.startAt} end={c.endAt} zone={zone} />
      {open ? <CallPayment call={c} token={manageToken} zone={zone} price={service.price} headingLevel={4} key={c.paymentStatus} /> : null}
      <div className="p-booking__actions">
        {!held && !released ? (
          <a href={icsUrl(manageToken)} className="p-block-button p-block-button--primary">
            Add to calendar
          </a>
        ) : null}
        <Link to="/" className="p-block-button p-block-button--secondary">
          See your calls
        </Link>
        <button type="button" className="p-booking__link-button" onClick={onAgain}>
          {released ? 'Choose a time again' : 'Book another time'}
        </button>
      </div>
    </div>
  );
}
