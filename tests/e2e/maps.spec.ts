import { expect, test } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { MapPanel } from './pages/map-panel';

const ADVERTISER = 'advertiser@sightline.test';
/** The showcase advertiser that runs every campaign type. */
const EVERY_TYPE = 10000001;

test.describe('maps', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetRecentPages(request, ADVERTISER);
    await page.goto('/login');
    await new LoginPage(page).signIn(ADVERTISER);
    await expect(page).toHaveURL(/\/home/);
  });

  test('the DMA map of the display tab is painted, shows figures on hover and drills into a daily series', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dashboard = new DashboardPage(page);
    await dashboard.open(EVERY_TYPE, { tab: 'display', daterange: 'last30days' });
    await dashboard.settled();
    const map = new MapPanel(page, 'dma-map');
    await map.map().scrollIntoViewIfNeeded();
    await map.painted();
    expect(await map.paintedPixels()).toBeGreaterThan(1000);

    const { x, y, text } = await map.hoverRegion();
    const [label = ''] = text.split('\n');
    expect(text).toMatch(/Imps: [\d,]+/);
    expect(text).toMatch(/CTR: [\d.]+%/);

    const daily = page.waitForResponse((r) => r.url().endsWith('/api/performance/daily-by-geo') && r.ok());
    await page.mouse.click(x, y);
    await daily;
    const panel = map.drillPanel(label);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('row').nth(1)).toContainText(/\d+\/\d+\/\d+/);
  });
});
