import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { createKitRouter } from '../../admin-kit/testing/kit-router';
import type { LayoutState } from '../../renderer/layout-state';
import { fakeLayout, fakeRunData } from './fixtures';
import { OrdersScreen, type OrdersSources } from './OrdersScreen';

const SOURCES: OrdersSources = { useLayout: fakeLayout, runData: fakeRunData };
const LOADING: OrdersSources = { useLayout: (): LayoutState => ({ status: 'loading' }), runData: fakeRunData };
const FAILING: OrdersSources = {
  useLayout: fakeLayout,
  runData: () => Promise.reject(new Error('The order list could not be read.')),
};

/** The screen on a flat-search memory router opened at `url`, over fake layouts and data. */
function OrdersAt({ url, sources = SOURCES }: { url: string; sources?: OrdersSources }): ReactElement {
  const [router] = useState(() =>
    createKitRouter(() => <OrdersScreen title="Orders" params={{}} sources={sources} />, url),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Orders/OrdersScreen',
  component: OrdersAt,
  args: { url: '/orders?tab=orderlist' },
} satisfies Meta<typeof OrdersAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order list (default tab) with five orders, one behind pace. */
export const OrderList: Story = {};

/** The list filtered to Live orders, sorted by pacing, read from the URL. */
export const FilteredList: Story = { args: { url: '/orders?tab=orderlist&status=Live&sortBy=pacing_desc' } };

/** The summary tab without an open order. */
export const NoOrderOpen: Story = { args: { url: '/orders?tab=ordersummary' } };

/** An open order's summary. */
export const OrderSummary: Story = {
  args: {
    url: '/orders?tab=ordersummary&advertiserId=10000101&advertiserName=Lone%20Star%20Auto%20Group&orderId=500001&orderName=Spring%202026%20%E2%80%93%20Dallas%20dealers&daterange=last30days',
  },
};

/** The layout still on its way. */
export const Loading: Story = { args: { sources: LOADING } };

/** The order list's call failing (the server without `GET /api/orders`). */
export const ListError: Story = { args: { sources: FAILING } };
