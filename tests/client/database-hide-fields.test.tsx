import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { HideFieldsControl } from '../../client/src/features/database/toolbar/HideFieldsControl';
import type { Collection } from '../../client/src/features/database/types';
import { collection, field } from './fixtures';

/** "Hide fields": quick clicks build on each other even before the grid's state comes back. */

const deals = collection('c0000000-0000-4000-8000-000000000001', 'Deals', 3, [
  field('name', 'Name', 'TEXT'),
  field('stage', 'Stage', 'TEXT'),
  field('amount', 'Amount', 'NUMBER'),
  field('owner', 'Owner', 'TEXT'),
  field('notes', 'Notes', 'LONG_TEXT'),
]) as unknown as Collection;

// The grid answers a render later, or not at all here: the props stay as they were.
function open() {
  const onOrderChange = vi.fn();
  const onHiddenChange = vi.fn();
  render(
    <ChakraProvider value={system}>
      <HideFieldsControl collection={deals} hidden={[]} order={[]} onHiddenChange={onHiddenChange} onOrderChange={onOrderChange} />
    </ChakraProvider>,
  );
  return { onOrderChange, onHiddenChange };
}

describe('the hide-fields menu', () => {
  it('moves a field up twice when the second click lands before the list re-renders', async () => {
    const { onOrderChange } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Hide fields' }));
    const up = await screen.findByRole('button', { name: 'Move Owner up' });
    // The same button, twice, with no render between: its first render's position is stale by then.
    fireEvent.click(up);
    fireEvent.click(up);
    expect(onOrderChange.mock.calls.at(-1)).toEqual([['owner', 'stage', 'amount', 'notes']]);
  });

  it('hides two fields with two quick clicks', async () => {
    const { onHiddenChange } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Hide fields' }));
    await userEvent.click(await screen.findByText('Notes'));
    await userEvent.click(screen.getByText('Amount'));
    expect(onHiddenChange.mock.calls.at(-1)).toEqual([['notes', 'amount']]);
  });
});
