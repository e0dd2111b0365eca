import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { pageLoader } from '../../../data/view-as-api';
import { getAccessToken, getRefreshToken, setTokens, stashedTokens } from '../../../data/token-store';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ACCESS, userRow } from '../fixtures';
import { fakeServer, renderAdmin, resetKit } from '../testing';
import type { UserRow } from '../types';
import { UserPage } from './UserPage';

/** A token the client takes as a JWT valid until 2100 (so no refresh is tried), told apart by `who`. */
const token = (who: string): string =>
  `e30.${btoa(JSON.stringify({ exp: 4_102_444_800, who })).replace(/=+$/, '')}.sig`;
const ADMIN_ACCESS = token('admin');
const VISIT_ACCESS = token('visit');

const VISIT = {
  auth: true,
  user: {
    email: 'ann.lee@compulse.test',
    full_name: 'Ann Lee',
    user_id: 12,
    accessToken: VISIT_ACCESS,
    refreshToken: 'visit-refresh',
  },
  viewAs: {
    byEmail: 'admin@compulse.test',
    byName: 'Admin',
    startedAt: '2026-11-26T10:00:00.000Z',
    endsAt: '2026-11-26T11:00:00.000Z',
  },
};

function serve(user: UserRow, viewAs: () => Response = () => jsonResponse(VISIT)) {
  return fakeServer((call) => {
    if (call.method === 'POST' && call.path === `/api/admin/users/${user.id}/view-as`) return viewAs();
    if (call.method !== 'GET') return undefined;
    if (call.path === `/api/admin/users/${user.id}`) return jsonResponse(user);
    if (call.path === `/api/admin/users/${user.id}/access`) return jsonResponse(ACCESS);
    return jsonResponse({ items: [], total: 0, limit: 25, offset: 0 });
  });
}

const profile = () => screen.findByRole('region', { name: 'Profile' });

describe('the "View as" button of a user’s page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    setTokens(ADMIN_ACCESS, 'admin-refresh');
  });
  afterEach(() => {
    resetKit();
    vi.restoreAllMocks();
  });

  it('asks first, then keeps the admin’s tokens aside, takes the visit’s and opens the portal at home', async () => {
    const assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
    const { calls } = serve(userRow());
    renderAdmin(() => <UserPage title="User" params={{ userId: '12' }} />);
    await userEvent.click(within(await profile()).getByRole('button', { name: MESSAGES.viewAsButton }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(messageText('viewAsConfirm', { name: 'Ann Lee' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.viewAsButton }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/users/12/view-as']);
    expect(getAccessToken()).toBe(VISIT_ACCESS);
    expect(getRefreshToken()).toBe('visit-refresh');
    expect(stashedTokens()).toEqual({ access: ADMIN_ACCESS, refresh: 'admin-refresh', returnTo: '/admin/users/12' });
  });

  it('shows the refusal and keeps the admin signed in as themselves', async () => {
    const assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
    serve(userRow(), () => jsonResponse({ error: MESSAGES.viewAsInactive }, 403));
    renderAdmin(() => <UserPage title="User" params={{ userId: '12' }} />);
    await userEvent.click(within(await profile()).getByRole('button', { name: MESSAGES.viewAsButton }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: MESSAGES.viewAsButton }),
    );
    expect(
      await screen.findByText(messageText('viewAsFailed', { error: MESSAGES.viewAsInactive })),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(ADMIN_ACCESS);
    expect(stashedTokens()).toBeNull();
  });

  it.each([
    ['a user the admin may not edit', userRow({ canEdit: false })],
    ['a deactivated user', userRow({ status: -1 })],
    ['the admin themselves', userRow({ id: 7 })],
  ])('is absent for %s', async (_label, user) => {
    serve(user);
    renderAdmin(() => <UserPage title="User" params={{ userId: String(user.id) }} />);
    const section = await profile();
    expect(within(section).queryByRole('button', { name: MESSAGES.viewAsButton })).toBeNull();
  });
});
