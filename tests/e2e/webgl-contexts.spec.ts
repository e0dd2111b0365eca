import { expect, test, type Page } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { MapPanel } from './pages/map-panel';

const ADVERTISER = 'advertiser@sightline.test';
/** The showcase advertiser that runs every campaign type. */
const EVERY_TYPE = 10000001;
/** Tabs of the showcase advertiser with a map: DMA map on Display, station map on TV. */
const MAP_TABS = ['Display', 'TV'] as const;
const SWITCHES = 20;

/**
 * Counts the page's WebGL contexts: every context `getContext` hands out is kept, and a live one is one that has
 * not been lost. A map left behind without losing its context stays live, which is what Chromium runs out of.
 */
function trackWebGLContexts(): void {
  const contexts: (WebGLRenderingContext | WebGL2RenderingContext)[] = [];
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function getContext(
    this: HTMLCanvasElement,
    type: string,
    ...rest: unknown[]
  ): RenderingContext | null {
    const context = (original as (this: HTMLCanvasElement, ...args: unknown[]) => RenderingContext | null).call(
      this,
      type,
      ...rest,
    );
    if (
      /webgl/.test(type) &&
      (context instanceof WebGLRenderingContext || context instanceof WebGL2RenderingContext) &&
      !contexts.includes(context)
    )
      contexts.push(context);
    return context;
  } as typeof HTMLCanvasElement.prototype.getContext;
  (window as unknown as { liveWebGLContexts: () => number }).liveWebGLContexts = () =>
    contexts.filter((context) => !context.isContextLost()).length;
}

const liveContexts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { liveWebGLContexts: () => number }).liveWebGLContexts());

test.describe('WebGL contexts', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetRecentPages(request, ADVERTISER);
    await page.addInitScript(trackWebGLContexts);
    await page.goto('/login');
    await new LoginPage(page).signIn(ADVERTISER);
    await expect(page).toHaveURL(/\/home/);
  });

  test('switching 20 times between map tabs leaves at most a handful of live WebGL contexts', async ({ page }) => {
    test.setTimeout(240_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/too many active webgl contexts/i.test(message.text())) warnings.push(message.text());
    });
    const dashboard = new DashboardPage(page);
    await dashboard.open(EVERY_TYPE, { tab: 'display', daterange: 'last30days' });
    await dashboard.settled();
    for (let i = 0; i < SWITCHES; i++) {
      const label = MAP_TABS[(i + 1) % MAP_TABS.length]!;
      await dashboard.openTab(label);
      await dashboard.settled();
      const map = page.locator('[data-chart="map"]').first();
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('data-painted', 'true', { timeout: 20_000 });
    }
    // A left map loses its context just after its canvas leaves the page.
    await expect.poll(() => liveContexts(page)).toBeLessThanOrEqual(4);
    expect(warnings).toEqual([]);
  });

  test("the TV tab's station map draws its stations", async ({ page }) => {
    test.setTimeout(90_000);
    const dashboard = new DashboardPage(page);
    await dashboard.open(EVERY_TYPE, { tab: 'broadcast', daterange: 'last30days' });
    await dashboard.settled();
    const map = new MapPanel(page, 'station-map');
    await map.map().scrollIntoViewIfNeeded();
    await map.painted();
    // A station is a dot at its market: hovering it shows its figures.
    const { text } = await map.hoverRegion();
    expect(text).toMatch(/^[KW][A-Z]{3}/);
    expect(text).toMatch(/Imps: [\d,]+/);
  });
});
