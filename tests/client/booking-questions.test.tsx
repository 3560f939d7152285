import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GuestCall, PublicServiceWithHost } from '../../client/src/booking/api';
import { BookingForm } from '../../client/src/booking/BookingForm';
import { CallDetails } from '../../client/src/booking/CallDetails';
import { rememberedZone, todayIn } from '../../client/src/booking/format';
import { PortalApiError } from '../../client/src/portal-site/api';
import { BookingStep } from '../../client/src/portal-site/pages/run/BookingStep';
import { serverAnswers } from './render';

/** A service that asks its own questions, as GET /v1/services/public/one answers it. */
const service: PublicServiceWithHost = {
  id: '5e7a5f7e-0000-4000-8000-000000000001',
  title: 'Intro call',
  slug: 'intro-call',
  description: '',
  durationMinutes: 30,
  price: { amount: 0, currency: 'USD' },
  requiresApproval: false,
  payBeforeBooking: true,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 60,
  location: { kind: 'VIDEO', value: '' },
  questions: [
    { key: 'team_size', label: 'Team size', type: 'NUMBER', required: true, choices: [] },
    { key: 'topics', label: 'Topics', type: 'MULTI_SELECT', required: false, choices: ['Pricing', 'Hiring'] },
  ],
  host: { name: 'Ada Lovelace', username: 'ada', imageUrl: null } as PublicServiceWithHost['host'],
};
const START = '2030-01-07T10:00:00.000Z';
const booked: GuestCall = {
  id: '5e7a5f7e-0000-4000-8000-000000000002',
  serviceId: service.id,
  serviceTitle: 'Intro call',
  hostName: 'Ada Lovelace',
  status: 'CONFIRMED',
  paymentStatus: 'NONE',
  startAt: START,
  endAt: '2030-01-07T10:30:00.000Z',
  guestName: 'Grace Hopper',
  guestEmail: 'grace@example.com',
  guestTimezone: 'UTC',
  answers: [
    { key: 'team_size', label: 'Team size', text: '12' },
    { key: 'topics', label: 'Topics', text: 'Hiring' },
  ],
  location: { kind: 'VIDEO', value: 'https://meet.example.com/x' } as GuestCall['location'],
  reason: null,
  cancelledBy: null,
  changeable: true,
  payBy: null,
};

/** POST /v1/calls/book answered by `answer`, each body kept. */
function bookingServer(answer: () => { status: number; body: unknown }) {
  const bodies: Array<Record<string, unknown>> = [];
  const server = serverAnswers({
    '/v1/calls/book': (init) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return answer();
    },
  });
  vi.stubGlobal('fetch', server.fetchImpl);
  return bodies;
}

function renderForm() {
  const onBooked = vi.fn();
  render(<BookingForm service={service} start={START} zone="UTC" onBack={() => {}} onBooked={onBooked} onTaken={() => {}} />);
  return { onBooked };
}

/** What a screen reader reads after a field's name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function fillGuest() {
  await userEvent.type(screen.getByLabelText(/Your name/), 'Grace Hopper');
  await userEvent.type(screen.getByLabelText(/Email address/), 'grace@example.com');
}

describe('booking page: the service’s questions', () => {
  it('asks a required question, refuses to send without it, then sends the answers', async () => {
    const bodies = bookingServer(() => ({ status: 200, body: { success: true, data: { call: booked, manageToken: 't0k' } } }));
    const { onBooked } = renderForm();
    const teamSize = screen.getByLabelText(/Team size/);
    expect((teamSize as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('group', { name: /Topics/ })).toBeTruthy();
    await fillGuest();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(bodies).toHaveLength(0);
    expect(teamSize.getAttribute('aria-invalid')).toBe('true');
    expect(description(teamSize)).toBe('Please answer this question.');
    expect(document.activeElement).toBe(teamSize);

    await userEvent.type(teamSize, '12');
    expect(teamSize.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hiring' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', answers: { team_size: 12, topics: ['Hiring'] } });
  });

  it('shows the server’s answers.<key> refusal on its question and moves focus there', async () => {
    bookingServer(() => ({
      status: 400,
      body: {
        success: false,
        code: 'BAD_INPUT',
        message: 'Check the highlighted fields.',
        details: { 'answers.team_size': 'Team size must be at most 10000.' },
      },
    }));
    renderForm();
    await fillGuest();
    await userEvent.type(screen.getByLabelText(/Team size/), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const teamSize = screen.getByLabelText(/Team size/);
    await waitFor(() => expect(teamSize.getAttribute('aria-invalid')).toBe('true'));
    expect(description(teamSize)).toBe('Team size must be at most 10000.');
    expect(document.activeElement).toBe(teamSize);
    // Told on its question only: no banner above the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the guest’s answers with the call', () => {
    render(<CallDetails call={booked} zone="UTC" />);
    const answers = screen.getByText('Answers').nextElementSibling as HTMLElement;
    expect(within(answers).getByText('Team size').nextElementSibling?.textContent).toBe('12');
    expect(within(answers).getByText('Topics').nextElementSibling?.textContent).toBe('Hiring');
  });
});

describe('portal workflow: the BOOKING step asks the service’s questions', () => {
  it('sends the answers inside the step’s answer and shows answers.answers.<key> on the question', async () => {
    const zone = rememberedZone();
    const slot = new Date(Date.now() + 3_600_000).toISOString();
    const server = serverAnswers({
      '/v1/services/public/one': () => ({ status: 200, body: { success: true, data: service } }),
      '/v1/services/slots': () => ({
        status: 200,
        body: { success: true, data: { timezone: zone, days: [{ date: todayIn(zone), slots: [slot] }] } },
      }),
    });
    vi.stubGlobal('fetch', server.fetchImpl);
    const onSubmit = vi.fn();
    const props = { name: 'Book', serviceId: service.id, title: '', visitor: false, busy: false, onSubmit };
    const view = render(<BookingStep {...props} error={null} />);

    const times = await screen.findByRole('list', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('button')[0]!);
    const teamSize = await screen.findByLabelText(/Team size/);
    await userEvent.type(teamSize, '12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pricing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ start: slot, timezone: zone, answers: { team_size: 12, topics: ['Pricing'] } }),
    );

    const refused = new PortalApiError('Check the answers.', 400, 'BAD_INPUT', {
      'answers.answers.team_size': 'Team size must be at most 10000.',
    });
    view.rerender(<BookingStep {...props} error={refused} />);
    expect(description(screen.getByLabelText(/Team size/))).toBe('Team size must be at most 10000.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Team size/)));
    // Shown on its question, not again above the buttons.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
