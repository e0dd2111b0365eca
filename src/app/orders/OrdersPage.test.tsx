import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import type { OrderView, OrdersParts } from '../../features/orders/order-view';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import { isSharedTokenAtom, themeAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';
import { paletteTheme } from '../../ui/palette-theme';
import { AppProviders } from '../AppProviders';
import { OrdersPage } from './OrdersPage';

const VIEW: OrderView = {
  selection: {
    tab: 'ordersummary',
    advertiserId: 10000001,
    advertiserName: 'Riverside Auto Group',
    orderId: 500092,
    orderName: 'Spring Sale',
    daterange: 'customRange',
    startdate: '2026-05-16',
    enddate: '2026-06-14',
  },
  config: { pdfExport: true, xlsExport: true, fileNameTemplate: '{advertiser} – {order} – {start} to {end}' },
  campaigns: [
    { id: 101, type: 'DISPLAY' },
    { id: 103, type: 'OTT' },
  ],
  environment: {} as RendererEnvironment,
};

// The orders feature (another helper's) draws its toolbar slot with the order on screen: stood in here.
vi.mock('../../features/orders/OrdersScreen', () => ({
  OrdersScreen: ({ title, parts }: ScreenProps & { parts?: OrdersParts }): ReactElement => (
    <div>
      <h1>{title}</h1>
      <div role="toolbar" aria-label="Order actions">
        {parts?.actions?.(VIEW)}
      </div>
    </div>
  ),
}));

function renderPage(shared = false) {
  const store = createStore();
  store.set(themeAtom, paletteTheme('compulse'));
  store.set(isSharedTokenAtom, shared);
  return render(
    <AppProviders store={store}>
      <OrdersPage title="Orders" params={{}} />
    </AppProviders>,
  );
}

describe('OrdersPage', () => {
  it("puts the layout's export buttons and Share for the order on screen in the orders screen's toolbar", async () => {
    const calls: { path: string; body: unknown }[] = [];
    stubFetch((path, init) => {
      calls.push({ path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
      if (path === '/api/export/dashboard')
        return jsonResponse({ exportKey: 'abcdefghijkl', status: 'queued', progress: 5, step: 'Queued' }, 202);
      return jsonResponse({ error: 'not found' }, 404);
    });
    renderPage();
    const toolbar = screen.getByRole('toolbar', { name: 'Order actions' });
    expect(toolbar).toHaveTextContent('PDF');
    expect(toolbar).toHaveTextContent('XLS');
    expect(toolbar).not.toHaveTextContent('PPT');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/export/dashboard')).toBe(true));
    expect(calls.find((c) => c.path === '/api/export/dashboard')?.body).toMatchObject({
      advertiserId: 10000001,
      tab: 'ordersummary',
      orderId: 500092,
      format: 'pdf',
      campaignIds: [101, 103],
      daterange: 'customRange',
      startDate: '2026-05-16',
      endDate: '2026-06-14',
      fileName: 'Riverside Auto Group – Spring Sale – 2026-05-16 to 2026-06-14',
    });
  });

  it('offers no Share to a share-link guest', () => {
    stubFetch();
    renderPage(true);
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
