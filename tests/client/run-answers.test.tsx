import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../client/src/app/theme';
import { RunAnswers } from '../../client/src/features/workflows/RunAnswers';

/** A run's answers as the builder reads them: a BOOKING step says what was booked and when, not just "Done". */
describe('a run’s answers', () => {
  it('name the booked service and its time, and say when the host has still to accept it', () => {
    const start = '2026-12-03T15:00:00.000Z';
    render(
      <ChakraProvider value={system}>
        <RunAnswers
          steps={[
            {
              id: 'book',
              name: 'Book your kick-off',
              type: 'BOOKING',
              answer: {
                callId: 'c1',
                start,
                end: '2026-12-03T15:30:00.000Z',
                timezone: 'Europe/London',
                service: 'Kick-off call',
                status: 'REQUESTED',
              },
              questions: [],
              at: '2026-11-28T10:00:00.000Z',
            },
          ]}
        />
      </ChakraProvider>,
    );
    const when = new Date(start).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByText(`Booked Kick-off call for ${when} — waiting for the host to accept it`)).toBeTruthy();
    expect(screen.queryByText('Done')).toBeNull();
  });
});
