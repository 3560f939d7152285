import { useMemo, useState, type FormEvent } from 'react';
import { answersOf, formQuestionsOf, missingAnswers, type AnswerValue } from '../shared/form-answers';
import { bookCall, type BookingApiError, type GuestCall, type PublicService } from './api';
import { BookingQuestion, questionId } from './Questions';
import { useFocusOnMount } from './ui';

const MESSAGE = {
  name: 'Please enter your name.',
  email: 'Please enter an email address like name@example.com.',
  location: 'Please say where the host should call you.',
};

/** Where an error's field is: `answers.<key>` on its question, the rest on the field of that name. */
const idOf = (field: string) => (field.startsWith('answers.') ? questionId(field.slice('answers.'.length)) : `bk-${field}`);

/**
 * The guest's details for one chosen start, then the service's own questions; the server's field
 * errors (`answers.<key>` for a question) are shown on their field, and focus goes to the first.
 */
export function BookingForm({
  service,
  start,
  zone,
  onBack,
  onBooked,
  onTaken,
}: {
  service: PublicService;
  start: string;
  zone: string;
  onBack: () => void;
  onBooked: (result: { call: GuestCall; manageToken: string }) => void;
  onTaken: (message: string) => void;
}) {
  const [values, setValues] = useState({ name: '', email: '', notes: '', location: '' });
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const askGuest = service.location.kind === 'ASK_GUEST';
  const questions = useMemo(() => formQuestionsOf(service.questions), [service.questions]);
  // The fields in the order they are shown: an error's focus goes to the first of them.
  const order = ['name', 'email', 'location', 'notes', ...questions.map((q) => `answers.${q.key}`)];
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const answer = (key: string) => (value: AnswerValue) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setErrors(({ [`answers.${key}`]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = MESSAGE.name;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = MESSAGE.email;
    if (askGuest && !values.location.trim()) found.location = MESSAGE.location;
    Object.assign(found, missingAnswers(questions, answers));
    showErrors(found);
    setBanner(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onBooked(
        await bookCall({
          serviceId: service.id,
          start,
          timezone: zone,
          name: values.name.trim(),
          email: values.email.trim(),
          ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
          ...(askGuest ? { location: values.location.trim() } : {}),
          ...(questions.length ? { answers: answersOf(questions, answers) } : {}),
        }),
      );
    } catch (error) {
      const e = error as BookingApiError;
      if (e.status === 409) return onTaken('That time was just taken by someone else — choose another time.');
      const { start: startError, ...fields } = e.details ?? {};
      if (startError) return onTaken(startError);
      // A field this form does not show (an answer to no question) is told above the form.
      const unshown = Object.keys(fields).find((field) => !order.includes(field));
      showErrors(fields);
      setBanner(unshown ? fields[unshown]! : Object.keys(fields).length ? null : e.message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'name' | 'email' | 'location', label: string, props: Record<string, string> = {}) => (
    <div className="bk-field">
      <label htmlFor={`bk-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`bk-${name}`}
        className="bk-input"
        value={values[name]}
        onChange={set(name)}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `bk-${name}-error` : undefined}
        {...props}
      />
      {errors[name] ? (
        <p id={`bk-${name}-error`} className="bk-field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="bk-form-panel" aria-labelledby="bk-form-title">
      <h2 id="bk-form-title" className="bk-form-title" tabIndex={-1} ref={heading}>
        Your details
      </h2>
      <form onSubmit={submit} noValidate>
        {banner ? (
          <p className="bk-banner bk-banner-error" role="alert">
            {banner}
          </p>
        ) : null}
        {field('name', 'Your name', { autoComplete: 'name' })}
        {field('email', 'Email address', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {askGuest ? field('location', 'Where should we call you?', { placeholder: 'A phone number or a meeting link' }) : null}
        <div className="bk-field">
          <label htmlFor="bk-notes">Additional notes</label>
          <textarea
            id="bk-notes"
            className="bk-input"
            rows={3}
            value={values.notes}
            onChange={set('notes')}
            placeholder="Anything that will help prepare for the call"
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'bk-notes-error' : undefined}
          />
          {errors.notes ? (
            <p id="bk-notes-error" className="bk-field-error">
              {errors.notes}
            </p>
          ) : null}
        </div>
        {questions.map((q) => (
          <BookingQuestion key={q.key} question={q} value={answers[q.key]} error={errors[`answers.${q.key}`]} onChange={answer(q.key)} />
        ))}
        {service.price.amount > 0 && service.payBeforeBooking ? (
          <p className="bk-hint">Next you pay for the call: the time is held for you while you pay, and booked once the payment is in.</p>
        ) : null}
        {service.requiresApproval ? <p className="bk-hint">The host confirms each request; you will get an email either way.</p> : null}
        <div className="bk-actions">
          <button type="button" className="bk-button bk-button-ghost" onClick={onBack} disabled={busy}>
            Back
          </button>
          <button type="submit" className="bk-button" disabled={busy}>
            {busy ? 'Booking…' : service.requiresApproval ? 'Request booking' : 'Confirm booking'}
          </button>
        </div>
      </form>
    </section>
  );
}
