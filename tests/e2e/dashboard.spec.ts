import { expect, test, type Page } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { isSummary, summedImpressions } from './pages/summary';

const ADVERTISER = 'advertiser@sightline.test';
/** The showcase advertiser that runs every campaign type. */
const EVERY_TYPE = 10000001;

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signIn(ADVERTISER);
  await expect(page).toHaveURL(/\/home/);
}

test.describe('advertiser dashboards', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetRecentPages(request, ADVERTISER);
    await signIn(page);
  });

  test('every tab renders from its layout with painted charts', async ({ page }) => {
    test.setTimeout(240_000);
    const dashboard = new DashboardPage(page);
    await dashboard.open(EVERY_TYPE);
    await dashboard.settled();
    const labels = await dashboard.products().allInnerTexts();
    expect(labels.length).toBeGreaterThan(10);
    for (const [index, label] of labels.entries()) {
      await dashboard.products().nth(index).click();
      await expect(dashboard.products().nth(index)).toHaveAttribute('aria-current', 'page');
      await dashboard.settled();
      await expect(page.locator('[data-module-state="error"]'), `no module of ${label} fails`).toHaveCount(0);
      expect(await dashboard.blankCanvases(), `no blank chart on ${label}`).toBe(0);
    }
  });

  test('shows the numbers the API returned, follows the date range, and keeps the selection on reload', async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    const first = page.waitForResponse(isSummary);
    await dashboard.open(EVERY_TYPE, { tab: 'display', daterange: 'last30days' });
    const expected30 = await summedImpressions(await first);
    await dashboard.settled();
    expect(await dashboard.chartCount()).toBeGreaterThan(2);
    expect(await dashboard.blankCanvases()).toBe(0);
    await expect(dashboard.figure('Impressions')).toContainText(expected30);

    const second = page.waitForResponse(isSummary);
    await dashboard.setRange('Last 7 Days');
    const expected7 = await summedImpressions(await second);
    expect(expected7).not.toBe(expected30);
    await expect(page).toHaveURL(/daterange=last7days/);
    await expect(dashboard.figure('Impressions')).toContainText(expected7);

    await page.reload();
    await dashboard.settled();
    await expect(page).toHaveURL(/tab=display/);
    await expect(page.getByLabel('Date range')).toHaveValue('last7days');
    await expect(dashboard.figure('Impressions')).toContainText(expected7);
  });

  test('the advertiser search ignores an answer that arrives after a newer search', async ({ page }) => {
    // The answer for "R" is held back until the one for "Ri" has been shown.
    let releaseOld: () => void = () => undefined;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    await page.route(/linearAdminClientsSearch/, async (route) => {
      const name = new URL(route.request().url()).searchParams.get('name');
      if (name === 'R') {
        await oldHeld;
        await route.fulfill({ json: { clients: [{ id: 1, name: 'Stale Result Co' }], total: 1 } });
      } else await route.continue();
    });
    // Agency staff land on the performance overview (issue 24); /advertiser without an advertiser has the search.
    await page.goto('/advertiser');
    const search = page.getByLabel('Search advertisers');
    await search.pressSequentially('R', { delay: 50 });
    await page.waitForTimeout(300);
    await search.pressSequentially('i', { delay: 50 });
    const results = page.getByRole('list', { name: 'Advertisers' });
    await expect(results.getByRole('button', { name: /Riverside/ })).toBeVisible();
    releaseOld();
    await page.waitForTimeout(500);
    await expect(results.getByText('Stale Result Co')).toHaveCount(0);
    await expect(results.getByRole('button', { name: /Riverside/ })).toBeVisible();
  });
});
