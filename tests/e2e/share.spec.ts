import { expect, test, type Browser, type Page } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { isSummary, summedImpressions } from './pages/summary';
import { ShareMenu, SharedPage } from './pages/share-links';

const STAFF = 'agency.staff@sightline.test';
/** Riverside Auto Group: agency A's advertiser with a campaign of every type. */
const RIVERSIDE = 10000001;

/** Signs the agency user in and opens Riverside's display dashboard. */
async function openDashboard(page: Page): Promise<DashboardPage> {
  await page.goto('/login');
  await new LoginPage(page).signIn(STAFF);
  await expect(page).toHaveURL(/\/home/);
  const dashboard = new DashboardPage(page);
  await dashboard.open(RIVERSIDE, { tab: 'display', daterange: 'last30days' });
  await dashboard.settled();
  return dashboard;
}

/** A page in a fresh browser context: no session, no stored tokens. */
async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('share links', () => {
  test.beforeEach(async ({ request }) => {
    await resetRecentPages(request, STAFF);
  });

  test('a guest opens a fixed-range link: branded dashboard, painted charts, no range picker, no auth routes', async ({
    page,
    browser,
  }) => {
    await openDashboard(page);
    const links = await new ShareMenu(page).create();

    const guest = await guestPage(browser);
    const shared = new SharedPage(guest);
    const summary = guest.waitForResponse(isSummary);
    await guest.goto(links.full);
    await expect(shared.heading('Riverside Auto Group')).toBeVisible();
    // The agency's brand, not the host's default: its logo in the top bar and its name under the heading.
    await expect(guest.getByRole('img', { name: 'Compulse Media logo' })).toBeVisible();
    await expect(guest.getByText('Shared by Compulse Media')).toBeVisible();
    // Opened by token: the address becomes the plain share route, the token stays in memory only.
    await expect(guest).toHaveURL(/\/shared-preview$/);
    expect((await summary).request().headers().ahauth).toMatch(/^Bearer /);
    const view = new DashboardPage(guest);
    await view.settled();
    expect(await view.chartCount()).toBeGreaterThan(0);
    expect(await view.blankCanvases()).toBe(0);
    await expect(guest.getByLabel('Date range')).toContainText('Last 30 Days');
    await expect(shared.rangePicker()).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /User menu/ })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

    await shared.navigateInApp('/home');
    await expect(guest).toHaveURL(/\/denied\?err=not_auth$/);
    await guest.context().close();
  });

  test('a guest of an editable link changes the date range and sees the figures change', async ({ page, browser }) => {
    await openDashboard(page);
    const links = await new ShareMenu(page).create({ editableRange: true });

    const guest = await guestPage(browser);
    const shared = new SharedPage(guest);
    const first = guest.waitForResponse(isSummary);
    await guest.goto(links.short);
    await expect(shared.heading('Riverside Auto Group')).toBeVisible();
    const expected30 = await summedImpressions(await first);
    const view = new DashboardPage(guest);
    await view.settled();
    await expect(view.figure('Impressions')).toContainText(expected30);
    // Opened by short id: the address stays.
    await expect(guest).toHaveURL(links.short);

    const second = guest.waitForResponse(isSummary);
    await view.setRange('Last 7 Days');
    const answer = await second;
    expect(answer.status()).toBe(200);
    const expected7 = await summedImpressions(answer);
    expect(expected7).not.toBe(expected30);
    await expect(view.figure('Impressions')).toContainText(expected7);
    await guest.context().close();
  });
});
