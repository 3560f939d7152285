import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { Toaster } from '../../client/src/app/ui/toaster';
import { connection, user } from './fixtures';
import { renderApp, serverAnswers } from './render';

const me = { __typename: 'User', id: user.id, username: 'ada', timezone: 'UTC' };
const range = (start: string, end: string) => ({ __typename: 'TimeRange', start, end });
const nineToFive = [range('09:00', '17:00')];
const availability = {
  __typename: 'HostAvailability',
  isDefault: false,
  timezone: 'UTC',
  weekly: {
    __typename: 'WeeklyHours',
    mon: nineToFive,
    tue: nineToFive,
    wed: nineToFive,
    thu: nineToFive,
    fri: nineToFive,
    sat: [],
    sun: [],
  },
  dateOverrides: [],
};
const service = (id: string, title: string) => ({
  __typename: 'Service',
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  description: '',
  durationMinutes: 30,
  price: { __typename: 'Money', amount: 4999, currency: 'USD' },
  requiresApproval: false,
  active: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  bookingWindowDays: 60,
  dailyLimit: null,
  location: { __typename: 'ServiceLocation', kind: 'VIDEO', value: '' },
  questions: [],
});
const call = (id: string, status: string) => ({
  __typename: 'Call',
  id,
  status,
  startAt: '2026-12-01T10:00:00.000Z',
  endAt: '2026-12-01T10:30:00.000Z',
  serviceId: 's1',
  serviceTitle: 'Intro call',
  reason: null,
  cancelledBy: null,
  guest: { __typename: 'CallGuest', name: 'Grace Hopper', email: 'grace@example.com', notes: 'About COBOL', timezone: 'UTC' },
  answers: [{ __typename: 'CallAnswer', key: 'team_size', label: 'Team size', text: '11–50' }],
  location: { __typename: 'CallLocation', kind: 'VIDEO', value: '' },
});

interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
}
type Handler = (variables: Record<string, unknown>) => unknown;

/** The session over REST, and GraphQL answered by operation name as the server answers. */
function fakeServer(graphql: Record<string, Handler>) {
  const operations: GraphQLCall[] = [];
  const server = serverAnswers({
    '/v1/auth/session': () => ({ status: 200, body: { success: true, data: { ...user, username: 'ada' } } }),
    '/graphql': (init) => {
      const { operationName, variables } = JSON.parse(String(init?.body)) as GraphQLCall;
      operations.push({ operationName, variables });
      const answer = graphql[operationName];
      if (!answer) throw new Error(`unexpected operation ${operationName}`);
      return { status: 200, body: answer(variables ?? {}) };
    },
  });
  vi.stubGlobal('fetch', server.fetchImpl);
  localStorage.setItem('token', 'tkn');
  localStorage.setItem('session', JSON.stringify({ loading: false, user: { ...user, username: 'ada' } }));
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
  return { operations };
}

describe('settings: availability', () => {
  it("shows the server's overlap message on the Monday range it is about", async () => {
    const message = '09:00–17:00 and 12:00–13:00 overlap on Mondays: join them or move one.';
    const { operations } = fakeServer({
      DefaultAvailability: () => ({ data: { me, defaultAvailability: availability } }),
      MyServices: () => ({ data: { me, myServices: [] } }),
      UpdateDefaultAvailability: () => ({
        data: null,
        errors: [{ message: 'Check the hours.', extensions: { code: 'BAD_USER_INPUT', details: { 'weekly.mon.1.start': message } } }],
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/settings/availability');

    await userEvent.click(await screen.findByRole('button', { name: 'Add hours on Monday' }, { timeout: 30_000 }));
    fireEvent.change(screen.getByLabelText('Monday, range 2, start'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Monday, range 2, end'), { target: { value: '13:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Monday, range 2, start').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Monday, range 1, start').getAttribute('aria-invalid')).toBeNull();
    const sent = operations.find((o) => o.operationName === 'UpdateDefaultAvailability')!.variables.input as {
      weekly: Record<string, unknown>;
    };
    expect(sent.weekly.mon).toEqual([
      { start: '09:00', end: '17:00' },
      { start: '12:00', end: '13:00' },
    ]);
    expect(await screen.findByText('Your hours were not saved')).toBeTruthy();
  });
});

describe('settings: services', () => {
  it('creates a service with its price in minor units, and lists it', async () => {
    const services: unknown[] = [];
    const { operations } = fakeServer({
      MyServices: () => ({ data: { me, myServices: services } }),
      CreateService: (v) => {
        const input = v.input as { title: string };
        const made = { ...service('s9', input.title), price: { __typename: 'Money', amount: 2550, currency: 'EUR' } };
        services.push(made);
        return { data: { createService: made } };
      },
    });
    renderApp('/settings/services');

    await userEvent.click(await screen.findByRole('button', { name: 'Add your first service' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Strategy session');
    await userEvent.clear(within(dialog).getByLabelText('Price'));
    await userEvent.type(within(dialog).getByLabelText('Price'), '25.5');
    await userEvent.clear(within(dialog).getByLabelText('Currency'));
    await userEvent.type(within(dialog).getByLabelText('Currency'), 'EUR');
    // A question of its own, a choice of three, required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await userEvent.clear(within(dialog).getByLabelText('Question 1 label'));
    await userEvent.type(within(dialog).getByLabelText('Question 1 label'), 'Team size');
    await userEvent.selectOptions(within(dialog).getByLabelText('Question 1 type'), 'SELECT');
    expect(within(within(dialog).getByLabelText('Question 1 type')).queryByRole('option', { name: /File/ })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Choices, separated by commas'), 'Solo, Small, Large');
    await userEvent.tab();
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Question 1' })).getByText('Required'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create service' }));

    const list = await screen.findByRole('list', { name: 'Your services' });
    expect(within(list).getByText('Strategy session')).toBeTruthy();
    expect(within(list).getByText(/30 min · €25\.50/)).toBeTruthy();
    const input = operations.find((o) => o.operationName === 'CreateService')!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ title: 'Strategy session', price: { amount: 2550, currency: 'EUR' }, durationMinutes: 30 });
    expect(input.questions).toEqual([
      { key: 'team_size', label: 'Team size', type: 'SELECT', required: true, choices: ['Solo', 'Small', 'Large'] },
    ]);
    expect(screen.getByRole('button', { name: 'Copy the booking link of Strategy session' })).toBeTruthy();
  });
});

describe('settings: calls', () => {
  it('accepts a request, which then leaves Requests', async () => {
    let status = 'REQUESTED';
    const { operations } = fakeServer({
      CallsHost: () => ({ data: { me } }),
      CallFeed: () => ({ data: { callFeed: { __typename: 'CallFeedStatus', active: false, createdAt: null } } }),
      UpcomingCalls: () => ({ data: { upcomingCalls: connection('Call', status === 'CONFIRMED' ? [call('c1', status)] : []) } }),
      CallRequests: () => ({ data: { callRequests: connection('Call', status === 'REQUESTED' ? [call('c1', status)] : []) } }),
      PastCalls: () => ({ data: { pastCalls: connection('Call', []) } }),
      AcceptCall: () => {
        status = 'CONFIRMED';
        return { data: { acceptCall: call('c1', status) } };
      },
    });
    renderApp('/settings/calls');

    await userEvent.click(await screen.findByRole('tab', { name: 'Requests' }, { timeout: 30_000 }));
    const list = await screen.findByRole('list', { name: 'Call requests' });
    // What the guest wrote and answered, read before accepting.
    const wrote = within(list).getByLabelText('What the guest wrote');
    expect(within(wrote).getByText('About COBOL')).toBeTruthy();
    expect(within(wrote).getByText('Team size')).toBeTruthy();
    expect(within(wrote).getByText('11–50')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: "Accept Grace Hopper's request" }));

    expect(await screen.findByText('Call accepted')).toBeTruthy();
    expect(await screen.findByText('No requests wait for you.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Call requests' })).toBeNull();
    expect(operations.filter((o) => o.operationName === 'AcceptCall').map((o) => o.variables)).toEqual([{ id: 'c1' }]);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const upcoming = await screen.findByRole('list', { name: 'Upcoming calls' });
    expect(within(upcoming).getByText('Confirmed')).toBeTruthy();
  });
});
