import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SlotPicker } from '../../../booking/SlotPicker';
import { dateOf, duration, isFree, LOCATION_LABEL, money, rememberedZone, rememberZone, timeRange } from '../../../booking/format';
import { call, customerToken, type PortalApiError, type Schemas } from '../../api';
import { getManaged } from '../../../booking/api';
import { CallPayment, paymentOpen } from '../../../booking/payment';
import { PaymentPanel, usePoll, type PaymentMethod, type PaymentStart } from '../../../shared/payment';
import { heldText } from '../../../booking/CallPayment';
import { Alert, Button, Skeleton, TextArea, TextField } from '../../ui/ui';
import { answersOf, formQuestionsOf, missingAnswers, type AnswerValue } from '../../../shared/form-answers';
import { focusFirstError, Question } from './FormStep';
import { usePublicService } from '../../use-public-service';
import './booking-step.css';

type GuestCall = Schemas['GuestCall'];

/**
 * A BOOKING step: the service, a day and a time in the customer's zone (the booking pages' own
 * picker), notes and the service's own questions (asked as a FORM step's, sent as `answers` inside
 * the step's answer), then the booking; the run goes on once the call is booked. A time taken meanwhile
 * brings the customer back to the times, asked again, with a sentence.
 */
export function BookingStep({
  name,
  serviceId,
  title,
  visitor,
  busy,
  error,
  onSubmit,
}: {
  name: string;
  serviceId: string | null;
  title: string;
  visitor: boolean;
  busy: boolean;
  error: PortalApiError | null;
  onSubmit: (answers: Record<string, unknown>) => void;
}) {
  const { service, failed, retry } = usePublicService(serviceId);
  const [zone, setZone] = useState(rememberedZone);
  const [start, setStart] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [guestName, setGuestName] = useState('');
  const [location, setLocation] = useState('');
  const [refresh, setRefresh] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  // The questions left unanswered on Confirm (keyed `answers.<key>`), and those changed since the server's refusal.
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<{ since: PortalApiError | null; keys: string[] }>({ since: null, keys: [] });
  const [shown, setShown] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const questions = useMemo(() => formQuestionsOf(service?.questions), [service]);

  // A time refused (taken, or no longer offered): back to the times, asked again, with why.
  useEffect(() => {
    if (!error) return;
    const why = error.details?.['answers.start'];
    if (why || error.status === 409) {
      setStart(null);
      setNotice(why ?? error.message);
      setRefresh((n) => n + 1);
      return;
    }
    // A refused answer: focus goes to the first field the server names.
    setShown((n) => n + 1);
  }, [error]);
  useEffect(() => {
    if (shown) focusFirstError(form.current);
  }, [shown]);

  const heading = <h2>{title || name}</h2>;
  if (!serviceId || service === null)
    return (
      <>
        {heading}
        <Alert>This call cannot be booked right now — tell the portal’s team.</Alert>
      </>
    );
  if (failed)
    return (
      <>
        {heading}
        <Alert>{failed}</Alert>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </>
    );
  if (!service) return <Skeleton />;

  const askPlace = service.location.kind === 'ASK_GUEST';
  const fieldError = (key: string) => error?.details?.[`answers.${key}`];
  // The step's own fields are `answers.<field>`, so a question's answer is `answers.answers.<key>`.
  const questionError = (key: string) =>
    missing[`answers.${key}`] ?? (edited.since === error && edited.keys.includes(key) ? undefined : fieldError(`answers.${key}`));
  const onFields = new Set([
    ...(visitor ? ['answers.name'] : []),
    ...(askPlace ? ['answers.location'] : []),
    'answers.notes',
    ...questions.map((q) => `answers.answers.${q.key}`),
  ]);
  // Told above the buttons unless every part of it is shown on its field.
  const unshown = !error?.details || Object.keys(error.details).some((k) => !onFields.has(k));
  const otherError = error && !fieldError('start') && error.status !== 409 && unshown ? error : null;
  return (
    <div className="p-run-booking__wrap">
      <div className="p-run-booking">
        {heading}
        <div className="p-run-booking__service">
          <h3>{service.title}</h3>
          <ul className="p-run-booking__facts" aria-label="About the call">
            <li>{duration(service.durationMinutes)}</li>
            <li>with {service.host.name}</li>
            <li>{LOCATION_LABEL[service.location.kind]}</li>
            {isFree(service.price) ? null : <li>{money(service.price)}</li>}
            {!isFree(service.price) && service.payBeforeBooking ? <li>Payment when booking</li> : null}
          </ul>
          {service.description ? <p className="p-muted">{service.description}</p> : null}
        </div>
        {start === null ? (
          <div className="p-run-booking__picker">
            <SlotPicker
              serviceId={service.id}
              bookingWindowDays={service.bookingWindowDays}
              zone={zone}
              onZoneChange={(z) => {
                rememberZone(z);
                setZone(z);
              }}
              onPick={(s) => {
                setNotice(null);
                setStart(s);
              }}
              refresh={refresh}
              notice={notice}
            />
          </div>
        ) : (
          <form
            ref={form}
            className="p-run-booking__chosen"
            onSubmit={(e) => {
              e.preventDefault();
              const unanswered = missingAnswers(questions, answers);
              setMissing(unanswered);
              if (Object.keys(unanswered).length) return setShown((n) => n + 1);
              onSubmit({
                start,
                timezone: zone,
                ...(notes.trim() ? { notes } : {}),
                ...(askPlace ? { location } : {}),
                ...(visitor && guestName.trim() ? { name: guestName } : {}),
                ...(questions.length ? { answers: answersOf(questions, answers) } : {}),
              });
            }}
          >
            <p>
              <strong>{dateOf(start, zone)}</strong>,{' '}
              {timeRange(start, new Date(Date.parse(start) + service.durationMinutes * 60_000).toISOString(), zone)}{' '}
              <span className="p-muted">({zone.replaceAll('_', ' ')})</span>
            </p>
            {visitor ? (
              <TextField
                label="Your name"
                value={guestName}
                onChange={(e) => setGuestName(e.target.value)}
                maxLength={120}
                error={fieldError('name')}
              />
            ) : null}
            {askPlace ? (
              <TextField
                label="Where to call you"
                hint="A phone number, a video link or a place."
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                required
                maxLength={500}
                error={fieldError('location')}
              />
            ) : null}
            <TextArea
              label="Notes for the call (optional)"
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              maxLength={2000}
              error={fieldError('notes')}
            />
            {questions.map((q) => (
              <Question
                key={q.key}
                question={q}
                value={answers[q.key]}
                error={questionError(q.key)}
                onChange={(value) => {
                  setAnswers((a) => ({ ...a, [q.key]: value }));
                  setMissing(({ [`answers.${q.key}`]: _gone, ...rest }) => rest);
                  setEdited((was) => ({ since: error, keys: was.since === error ? [...was.keys, q.key] : [q.key] }));
                }}
              />
            ))}
            {otherError ? <Alert>{otherError.message}</Alert> : null}
            <div className="p-row">
              <Button type="submit" busy={busy}>
                Confirm booking
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => setStart(null)}>
                Choose another time
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

/**
 * After a BOOKING step of a service paid when booking: the run has moved on, and the call holds its
 * time until paid. With the call's manage token in the step's answer, the customer pays here (the
 * call read again every few seconds); without it, they are told to pay from the link we emailed.
 */
export function HeldBooking({
  answer,
  email,
  onContinue,
}: {
  answer: Record<string, unknown>;
  email: string | null;
  onContinue: () => void;
}) {
  const token = typeof answer.manageToken === 'string' ? answer.manageToken : null;
  // A signed-in customer's own call is read and paid by its id (GET /v1/customer/calls, POST /v1/customer/calls/payment).
  const ownId = !token && typeof answer.callId === 'string' && customerToken() ? answer.callId : null;
  const [zone] = useState(rememberedZone);
  const [held, setHeld] = useState<GuestCall | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const read = useMemo(
    () =>
      token
        ? () => getManaged(token)
        : ownId
          ? async () => (await call<GuestCall[]>('GET', '/customer/calls')).find((c) => c.id === ownId) ?? null
          : null,
    [token, ownId],
  );
  useEffect(() => {
    if (!read) return;
    let live = true;
    read().then(
      (c) => live && setHeld(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [read]);
  usePoll(async () => read && setHeld(await read()), Boolean(read && held && paymentOpen(held)));
  const payOwn = useCallback(
    (method: PaymentMethod) => call<PaymentStart>('POST', '/customer/calls/payment', { body: { callId: ownId, method } }),
    [ownId],
  );
  const start = typeof answer.start === 'string' ? answer.start : null;
  const end = typeof answer.end === 'string' ? answer.end : null;
  const paid = held?.paymentStatus === 'PAID';
  return (
    <div className="p-run-booking">
      <h2 ref={heading} tabIndex={-1}>
        {paid ? 'Payment received — your call is booked' : 'One step left for your call: the payment'}
      </h2>
      <p>
        <strong>{String(answer.service ?? 'Your call')}</strong>
        {start && end ? (
          <>
            {' '}
            — {dateOf(start, zone)}, {timeRange(start, end, zone)} <span className="p-muted">({zone.replaceAll('_', ' ')})</span>
          </>
        ) : null}
      </p>
      {token && held && paymentOpen(held) ? (
        <CallPayment call={held} token={token} zone={zone} headingLevel={3} key={held.paymentStatus} />
      ) : ownId && held && paymentOpen(held) ? (
        <PaymentPanel
          begin={payOwn}
          heading="Pay to book this time"
          headingLevel={3}
          note={<p>{heldText(held, zone)}</p>}
          afterPayment="Your booking is confirmed once the payment is seen."
          key={held.paymentStatus}
        />
      ) : (token || ownId) && !held ? (
        <Skeleton />
      ) : !token && !ownId ? (
        <Alert tone="info">
          Your time is held for a short while. We emailed you a link to pay for it{email ? ` at ${email}` : ''}: the call is booked once the
          payment is in.
        </Alert>
      ) : null}
      <div className="p-row">
        <Button type="button" variant={paid || !(token || ownId) ? 'primary' : 'secondary'} onClick={onContinue}>
          {paid || !(token || ownId) ? 'Continue' : 'Pay later and continue'}
        </Button>
      </div>
    </div>
  );
}
