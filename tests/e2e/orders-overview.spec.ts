import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { resetRecentPages } from './pages/api';
import { LoginPage } from './pages/login-page';
import { apiAs, OrdersPage, OverviewPage, type ListedOrder } from './pages/orders';

const ADMIN = 'agency.admin@sightline.test';
const RANGE = 'last30days';
const grouped = (n: number): string => n.toLocaleString('en-US');

interface OrderList {
  total: number;
  orders: ListedOrder[];
}

test('agency staff land on the overview with the API’s figures and open the order furthest behind from it', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  await resetRecentPages(request, ADMIN);
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(ADMIN);
  await new AppShell(page).expectHome();
  const overview = new OverviewPage(page);
  await overview.settled();

  const base = '/api/performance-overview';
  const [orders, impressions, advertisers, campaigns] = await Promise.all([
    api<{ ActiveOrders: number }>(`${base}/active-orders/${RANGE}`),
    api<{ Impressions: number }>(`${base}/impressions/${RANGE}`),
    api<{ ActiveAdvertisers: number }>(`${base}/active-advertisers/${RANGE}`),
    api<{ ActiveCampaigns: number }>(`${base}/active-campaigns/${RANGE}`),
  ]);
  await expect(overview.tile('ActiveOrders')).toContainText(grouped(orders.ActiveOrders));
  await expect(overview.tile('Impressions')).toContainText(grouped(impressions.Impressions));
  await expect(overview.tile('ActiveAdvertisers')).toContainText(grouped(advertisers.ActiveAdvertisers));
  await expect(overview.tile('ActiveCampaigns')).toContainText(grouped(campaigns.ActiveCampaigns));
  // Each tile says how it moved against the period before.
  await expect(overview.tile('ActiveOrders')).toContainText(/previous period/);

  // The pacing list puts the order furthest behind first; its row opens that order's summary.
  const pacing = await api<OrderList>(`${base}/pacing-orders/10/0/${RANGE}`);
  const behind = pacing.orders[0]!;
  const table = overview.table('Order pacing');
  await expect(table.locator('tbody tr').first()).toContainText(behind.OrderName);
  await table.locator('tbody tr').first().getByRole('button', { name: behind.OrderName }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?.*orderId=${behind.OrderId}`));
  await expect(page).toHaveURL(/tab=ordersummary/);
  await expect(page.getByRole('heading', { name: behind.OrderName }).first()).toBeVisible();
  const summary = await api<{ Impressions?: number; Totals?: { Impressions?: number } }>(
    `/api/advertiser/single-order/summary/${behind.AdvertiserId}/${behind.OrderId}/${RANGE}`,
  );
  const delivered = summary.Impressions ?? summary.Totals?.Impressions;
  expect(typeof delivered).toBe('number');
  await expect(page.locator('[data-module-kind="order-details-metrics"] [data-metric="Impressions"]')).toContainText(
    grouped(delivered!),
  );
});

test('the order list sorts, filters by status and pages through the server', async ({ page, request }) => {
  const api = await apiAs(request, ADMIN);
  await resetRecentPages(request, ADMIN);
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(ADMIN);
  await new AppShell(page).expectHome();
  await page.goto('/orders?tab=orderlist');
  await new AppShell(page).expectScreen('Orders');
  const list = new OrdersPage(page);
  const pages = (total: number): number => Math.max(1, Math.ceil(total / 10));

  const first = await api<OrderList>('/api/orders');
  await list.expectPage(first.orders, 1, pages(first.total));

  await list.sortBy('End');
  const byEndDesc = await api<OrderList>('/api/orders?sortBy=end_desc');
  await list.expectPage(byEndDesc.orders, 1, pages(byEndDesc.total));
  await expect(page).toHaveURL(/sortBy=end_desc/);

  await list.status('Live');
  const live = await api<OrderList>('/api/orders?sortBy=end_desc&orderStatus=Live');
  expect(live.total).toBeGreaterThan(10);
  await list.expectPage(live.orders, 1, pages(live.total));

  await list.next();
  const second = await api<OrderList>('/api/orders?sortBy=end_desc&orderStatus=Live&offset=10');
  await list.expectPage(second.orders, 2, pages(live.total));

  // The list's state is in the address: a reload keeps the page, the sort and the filter.
  await page.reload();
  await list.expectPage(second.orders, 2, pages(live.total));
});
