/**
 * The orders screen on a flat-search memory router, with fake layouts and data methods (OrdersSources): tabs from
 * the query, the empty summary, the list from a fake `order-list`, a row opening the summary, the summary's
 * toolbar and the parts' actions. Tab normalisation without SHOW_ORDER_SUMMARY_VIEW runs the real router below.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedIn } from '../../admin-kit/testing/harness';
import { createKitRouter } from '../../admin-kit/testing/kit-router';
import { RIGHTS } from '../../domain/rights';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { testUser } from '../../../tests/user-fixture';
import { fakeLayout, fakeRunData } from './fixtures';
import { OrdersScreen, type OrdersParts, type OrdersSources } from './OrdersScreen';

const staff = testUser({ permissions: [RIGHTS.SHOW_ORDER_SUMMARY_VIEW] });

function fakeSources(): OrdersSources {
  return { useLayout: fakeLayout, runData: vi.fn(fakeRunData) };
}

function renderOrders(url: string, sources: OrdersSources, parts?: OrdersParts): AnyRouter {
  const router = createKitRouter(
    () => <OrdersScreen title="Orders" params={{}} sources={sources} parts={parts} />,
    url,
  );
  renderWithProviders(
    <SignedIn user={staff}>
      <RouterProvider router={router} />
    </SignedIn>,
  );
  return router;
}

const search = (router: AnyRouter): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(router.state.location.searchStr));

afterEach(() => vi.unstubAllGlobals());

describe('OrdersScreen', { timeout: 15_000 }, () => {
  it('opens on the order list by default, with keyboard tabs', async () => {
    renderOrders('/orders', fakeSources());
    const list = await screen.findByRole('tab', { name: 'Order list' });
    expect(list.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Order summary' }).getAttribute('aria-selected')).toBe('false');
  });

  it('renders the list’s rows from the order-list method and keeps its filters in the URL', async () => {
    const sources = fakeSources();
    const router = renderOrders('/orders?tab=orderlist&status=Live&sortBy=pacing_desc&offset=10', sources);
    expect(await screen.findByRole('button', { name: 'Spring 2026 – Dallas dealers' })).toBeTruthy();
    const requests = vi.mocked(sources.runData).mock.calls.filter(([m]) => m === 'order-list');
    // One request, with the URL's page: the layout's prefetch asks for the same page as the frame.
    expect(requests).toHaveLength(1);
    expect(requests[0]![1].page).toMatchObject({
      page: 1,
      sortBy: 'pacing',
      sortDesc: true,
      filters: { orderStatus: 'Live', filterBy: 'active', orderName: '' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(search(router)).toMatchObject({ status: 'Completed', sortBy: 'pacing_desc' }));
    expect(search(router).offset).toBeUndefined();
  });

  it('opens an order’s summary from its row', async () => {
    const router = renderOrders('/orders?tab=orderlist', fakeSources());
    await userEvent.click(await screen.findByRole('button', { name: 'Brand refresh' }));
    await waitFor(() =>
      expect(search(router)).toMatchObject({
        tab: 'ordersummary',
        advertiserId: '10000101',
        advertiserName: 'Lone Star Auto Group',
        orderId: '500005',
        orderName: 'Brand refresh',
        daterange: 'last30days',
      }),
    );
  });

  it('says to choose an order when the summary has none, and goes back to the list', async () => {
    const router = renderOrders('/orders?tab=ordersummary', fakeSources());
    expect(await screen.findByText('Choose an order from the order list.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the order list' }));
    await waitFor(() => expect(search(router).tab).toBe('orderlist'));
  });

  it('renders the open order’s summary with advertiser › order, the range and the parts’ actions', async () => {
    const sources = fakeSources();
    const actions = vi.fn(() => <button type="button">Export</button>);
    const router = renderOrders(
      '/orders?tab=ordersummary&advertiserId=10000101&advertiserName=Lone%20Star&orderId=500001&orderName=Spring&daterange=last7days',
      sources,
      { actions },
    );
    expect(await screen.findByRole('heading', { name: 'Spring', level: 2 })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText(/Lone Star/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(await screen.findByText('12,345')).toBeTruthy();
    const request = vi.mocked(sources.runData).mock.calls.find(([m]) => m === 'single-order')![1];
    expect(request.selection).toMatchObject({ advertiserId: 10000101, orderId: '500001', daterange: 'last7days' });
    await waitFor(() =>
      expect(actions).toHaveBeenLastCalledWith(
        expect.objectContaining({
          selection: expect.objectContaining({ orderId: 500001, advertiserId: 10000101, tab: 'ordersummary' }),
          campaigns: [{ id: 9, type: 'DISPLAY' }],
        }),
      ),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'last90days');
    await waitFor(() => expect(search(router).daterange).toBe('last90days'));
  });

  it('switches tabs through the query', async () => {
    const router = renderOrders('/orders?tab=orderlist', fakeSources());
    await userEvent.click(await screen.findByRole('tab', { name: 'Order summary' }));
    await waitFor(() => expect(search(router).tab).toBe('ordersummary'));
  });
});

// Issue 24 "Component: tabs normalised without the right": the normalisation is the router's guard, not the
// screen's, so its component test renders the real app router: src/app/router/guard.test.tsx ("redirects /orders…
// to home without SHOW_ORDER_SUMMARY_VIEW", both tabs).
