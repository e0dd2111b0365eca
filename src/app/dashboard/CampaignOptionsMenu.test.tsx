import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/user';
import { isSharedTokenAtom, userAtom } from '../../state/session.atoms';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { testUser } from '../../../tests/user-fixture';
import { CampaignOptionsMenu } from './CampaignOptionsMenu';

/** A staff user (role `staff`) with what a case overrides. */
const user = (overrides: Partial<SessionUser>): SessionUser => testUser({ roles: ['staff'], ...overrides });

function renderAs(session: SessionUser | null, guest = false, onSelect = vi.fn()): typeof onSelect {
  const store = createStore();
  store.set(userAtom, session);
  store.set(isSharedTokenAtom, guest);
  // The session lives in a store of its own below the providers' one (which holds the theme).
  renderWithProviders(
    <Provider store={store}>
      <CampaignOptionsMenu onSelect={onSelect} />
    </Provider>,
  );
  return onSelect;
}

const listed = async (): Promise<string[]> => {
  await userEvent.click(screen.getByRole('button', { name: 'Campaign options' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
};

// Items are chosen with the keyboard: after one pointer selection, Zag's menu ignores item clicks in later tests.
const closed = (): Promise<void> => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

describe('CampaignOptionsMenu', () => {
  it('offers Notes… under Campaign options and reports the choice', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<CampaignOptionsMenu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Campaign options' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Notes…']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('notes'));
    await closed();
  });

  it('offers Edit layout and the campaign management entries to a dashadmin and reports them', async () => {
    const onSelect = renderAs(user({ roles: ['dashadmin'] }));
    expect(await listed()).toEqual([
      'Notes…',
      'Edit layout',
      'Edit permissions…',
      'Spend and markup…',
      'Rename…',
      'Hide campaign…',
      'Move to advertiser…',
      'Move to product…',
      'Clone to advertiser…',
      'Archive campaign…',
      'Archive tactic…',
      'Archive year…',
      'View archive',
      'Hidden campaigns',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('edit-layout'));
    await closed();
  });

  it('offers Edit layout to agency admins, and History when one campaign is on screen', async () => {
    const store = createStore();
    store.set(userAtom, user({ AgencyRight: ['AGENCY_ADMIN'] }));
    const onSelect = vi.fn();
    renderWithProviders(
      <Provider store={store}>
        <CampaignOptionsMenu onSelect={onSelect} campaignCount={1} />
      </Provider>,
    );
    const items = await listed();
    expect(items).toContain('Edit layout');
    expect(items.at(-1)).toBe('History');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('history'));
    await closed();
  });

  it('offers Upload logo… to advertiser managers and reports it', async () => {
    const onSelect = renderAs(user({ AgencyRight: ['SCREEN_ADVERTISER_MGMT'] }));
    expect(await listed()).toEqual(['Notes…', 'Upload logo…']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('upload-logo'));
    await closed();
  });

  it.each([
    ['plain staff', user({}), false],
    ['a client', user({ roles: ['client'] }), false],
    ['a share-link guest', user({ roles: ['dashadmin'] }), true],
  ])('hides Edit layout and campaign management from %s', async (_who, session, guest) => {
    renderAs(session, guest);
    expect(await listed()).toEqual(['Notes…']);
  });
});
