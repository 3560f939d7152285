import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import type { SavedView } from '../../client/src/features/database/types';
import { ViewBar } from '../../client/src/features/database/views/ViewBar';

/** The view bar: which view shows, and a view's options (rename, move in the list, delete). */

const view = (id: string, name: string, position: number): SavedView => ({
  id,
  collectionId: 'c0000000-0000-4000-8000-000000000001',
  name,
  filter: [],
  sorts: [],
  hiddenFields: [],
  fieldOrder: [],
  position,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const views = [view('v1', 'Pipeline', 0), view('v2', 'Second look', 1), view('v3', 'Won deals', 2)];

function bar(current: SavedView | undefined, onMove = vi.fn(), onSelect = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <ViewBar
        views={views}
        loaded
        failed={false}
        onRetry={() => {}}
        current={current}
        changed={false}
        saving={false}
        onSelect={onSelect}
        onSave={() => {}}
        onRevert={() => {}}
        onSaveAs={() => {}}
        onRename={() => {}}
        onDelete={() => {}}
        onMove={onMove}
      />
    </ChakraProvider>,
  );
  return { onMove, onSelect };
}

// In jsdom, a menu item chosen in one test keeps the next test's first choice from registering (the
// menus' document listeners outlive the cleanup): the two tests that choose an item are first and last.
describe('the view bar', () => {
  it('moves a view up or down the list; the first cannot go up, the last cannot go down', async () => {
    const { onMove } = bar(views[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Options for the view Second look' }));
    const item = await screen.findByRole('menuitem', { name: 'Move up in the list' });
    // Highlighted, then chosen with Enter (the keyboard's way through a menu).
    await userEvent.hover(item);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onMove.mock.calls).toEqual([[views[1], -1]]));
  });

  it('disables the moves that would leave the list', async () => {
    bar(views[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Options for the view Pipeline' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move up in the list' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Move down in the list' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('disables Move down on the last view', async () => {
    bar(views[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Options for the view Won deals' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move down in the list' }).getAttribute('aria-disabled')).toBe('true');
  });
  it('lists All records and the saved views in their order, and picks one', async () => {
    const { onSelect } = bar(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'View: All records' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['All records', 'Pipeline', 'Second look', 'Won deals']);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Won deals' }));
    expect(onSelect).toHaveBeenCalledWith('v3');
    // "All records" has no options: nothing to rename, move or delete.
    expect(screen.queryByRole('button', { name: /Options for the view/ })).toBeNull();
  });
});
