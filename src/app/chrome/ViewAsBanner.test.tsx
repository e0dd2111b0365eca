import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { pageLoader } from '../../data/view-as-api';
import { getAccessToken, getRefreshToken, setTokens, stashTokens, stashedTokens } from '../../data/token-store';
import { MESSAGES, messageText } from '../../domain/messages';
import type { ViewAsInfo } from '../../domain/view-as';
import { loadSession } from '../../features/auth/session-actions';
import { userAtom, viewAsAtom } from '../../state/session.atoms';
import { testUser } from '../testing/fixtures';
import { ViewAsBanner } from './ViewAsBanner';

const VISIT: ViewAsInfo = {
  byEmail: 'agency.admin@sightline.test',
  byName: 'Avery Admin',
  startedAt: '2026-11-26T10:00:00.000Z',
  endsAt: '2026-11-26T11:00:00.000Z',
};
const CLIENT = testUser({ full_name: 'Casey Client', email: 'advertiser@sightline.test', user_id: 12 });

function Visit({ viewAs }: { viewAs: ViewAsInfo | null }): ReactElement {
  useHydrateAtoms([
    [userAtom, CLIENT],
    [viewAsAtom, viewAs],
  ]);
  return <ViewAsBanner />;
}

describe('the view-as banner', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is absent outside a visit', () => {
    renderWithProviders(<Visit viewAs={null} />);
    expect(screen.queryByRole('status', { name: MESSAGES.viewAsButton })).toBeNull();
  });

  it('says who is shown, read-only, and returns to the admin’s account on the page the visit began', async () => {
    setTokens('admin-access', 'admin-refresh');
    stashTokens('/admin/users/12');
    setTokens('visit-access', 'visit-refresh');
    const assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
    const fetch = stubFetch((path) =>
      path === '/api/view-as/end' ? jsonResponse({ success: true }) : jsonResponse({ error: 'x' }, 404),
    );
    renderWithProviders(<Visit viewAs={VISIT} />);
    const banner = screen.getByRole('status', { name: MESSAGES.viewAsButton });
    expect(banner).toHaveTextContent(
      messageText('viewAsBanner', { name: 'Casey Client', email: 'advertiser@sightline.test' }),
    );
    // Reachable from the keyboard: the first stop of the page.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: MESSAGES.viewAsReturn })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users/12'));
    const end = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/view-as/end'));
    expect(end?.[1]?.method).toBe('POST');
    expect(new Headers(end?.[1]?.headers).get('ahauth')).toBe('Bearer visit-access');
    expect(getAccessToken()).toBe('admin-access');
    expect(getRefreshToken()).toBe('admin-refresh');
    expect(stashedTokens()).toBeNull();
  });

  it('comes back after a reload: the session answer says it is a visit', async () => {
    stubFetch((path) =>
      path.startsWith('/api/auth?')
        ? jsonResponse({
            auth: true,
            user: { email: CLIENT.email, user_id: 12, full_name: 'Casey Client' },
            viewAs: VISIT,
          })
        : jsonResponse({ error: 'x' }, 404),
    );
    const store = createStore();
    await loadSession(store);
    expect(store.get(viewAsAtom)).toEqual(VISIT);
    stubFetch((path) =>
      path.startsWith('/api/auth?')
        ? jsonResponse({ auth: true, user: { email: CLIENT.email, user_id: 12 } })
        : jsonResponse({ error: 'x' }, 404),
    );
    await loadSession(store);
    expect(store.get(viewAsAtom)).toBeNull();
  });

  it('goes back even when the end call fails (the visit ends by itself)', async () => {
    setTokens('admin-access', 'admin-refresh');
    stashTokens('/admin/users/12');
    setTokens('visit-access', 'visit-refresh');
    const assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse({ error: 'Not authenticated' }, 401));
    renderWithProviders(<Visit viewAs={VISIT} />);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.viewAsReturn }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users/12'));
    expect(getAccessToken()).toBe('admin-access');
  });
});
