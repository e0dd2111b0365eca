import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../domain/messages';
import { RIGHTS } from '../../domain/rights';
import { renderApp, stubFetch } from '../testing/render-app';
import { testUser } from '../testing/fixtures';

const recent = {
  name: 'advertiser',
  query: { id: '' },
  fullPath: '/advertiser?aid=42',
  params: {},
  title: 'Advertiser View',
};

describe('route guard', () => {
  beforeEach(() => {
    stubFetch();
  });

  it('sends a signed-out user to login with the page as nextUrl', async () => {
    const { router } = renderApp('/systemAdmin/cache?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ nextUrl: '/systemAdmin/cache?x=1' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('refuses a signed-in user without the right', async () => {
    renderApp('/systemAdmin/cache', { user: testUser() });
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
  });

  it('shows the screen title to a user holding the right', async () => {
    renderApp('/systemAdmin/cache', { user: testUser({ permissions: [RIGHTS.MANAGE_SYSTEM] }) });
    // The screen is its own lazily loaded chunk: allow it the time a busy machine takes to load it.
    expect(await screen.findByRole('heading', { name: 'Cache' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('sends a shared-token session on an auth route to denied with err=not_auth', async () => {
    const { router } = renderApp('/advertiser', { shared: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/denied'));
    expect(router.state.location.search).toEqual({ err: 'not_auth' });
  });

  it('normalises /home to /home?recent=true', async () => {
    const { router } = renderApp('/home', { user: testUser() });
    await waitFor(() => expect(router.state.location.href).toBe('/home?recent=true'));
  });

  // Issue 24 "Component: tabs normalised without the right" (src/features/orders/OrdersScreen.test.tsx points here).
  it.each(['orderlist', 'ordersummary'])(
    'redirects /orders?tab=%s to home without SHOW_ORDER_SUMMARY_VIEW',
    async (tab) => {
      const { router } = renderApp(`/orders?tab=${tab}`, { user: testUser() });
      await waitFor(() => expect(router.state.location.href).toBe('/home?recent=true'));
    },
  );

  it("keeps the overview's period and Filter By when it normalises /home", async () => {
    const { router } = renderApp('/home?daterange=last7days&advertisers=1,2', { user: testUser() });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ recent: 'true' }));
    expect(router.state.location.search).toEqual({ daterange: 'last7days', advertisers: '1,2', recent: 'true' });
  });

  it('redirects /admin to user management', async () => {
    const { router } = renderApp('/admin', { user: testUser({ permissions: [RIGHTS.SCREEN_USER_MGMT] }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('opens the most recent page from /', async () => {
    const { router } = renderApp('/', { user: testUser(), recent: [recent] });
    await waitFor(() => expect(router.state.location.href).toBe('/advertiser?aid=42'));
  });

  it('opens home from / when there is no recent page', async () => {
    const { router } = renderApp('/', { user: testUser() });
    await waitFor(() => expect(router.state.location.href).toBe('/home?recent=true'));
  });

  it('sends a signed-out visitor of / to login', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.href).toBe('/login'));
  });
});
