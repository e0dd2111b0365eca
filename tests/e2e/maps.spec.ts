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

  test('the map draws on the canvas it shows without waiting for luma.gl to import its device, also after its tab is reopened', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    const dashboard = new DashboardPage(page);
    await dashboard.open(EVERY_TYPE, { tab: 'display', daterange: 'last30days' });
    await dashboard.settled();
    const map = new MapPanel(page, 'dma-map');
    await map.painted();
    // deck.gl's own start asks luma.gl for a device, which imports the device class as a chunk of its own first.
    expect(paths.filter((path) => path.includes('/assets/webgl-device-'))).toEqual([]);

    // Coming back to the tab draws on a new canvas, with a device of its own.
    const products = dashboard.products();
    const current = await products.evaluateAll((buttons) =>
      buttons.findIndex((button) => button.getAttribute('aria-current') === 'page'),
    );
    const other = current === 0 ? 1 : 0;
    await products.nth(other).click();
    await expect(products.nth(other)).toHaveAttribute('aria-current', 'page');
    await dashboard.settled();
    await products.nth(current).click();
    await expect(products.nth(current)).toHaveAttribute('aria-current', 'page');
    await dashboard.settled();
    await map.map().scrollIntoViewIfNeeded();
    await map.painted();
    expect(await map.paintedPixels()).toBeGreaterThan(1000);
  });
});
