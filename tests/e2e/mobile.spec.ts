import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';

/** Agency staff with sub-agencies and stations: the fullest top bar and toolbar. */
const STAFF = 'agency.admin@sightline.test';
/** A client (role `client`) of two advertisers. */
const CLIENT = 'advertiser@sightline.test';
/** The showcase advertiser that runs every campaign type. */
const EVERY_TYPE = 10000001;

/** Signs in on /home: the user's recent pages are cleared first, since sign-in returns to the last one. */
async function signIn(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await resetRecentPages(request, email);
  await page.goto('/login');
  await new LoginPage(page).signIn(email);
  await expect(page).toHaveURL(/\/home/);
}

/** How far the page is wider than the viewport (0 when it does not scroll sideways). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function openTab(page: Page, tab: string): Promise<void> {
  const dashboard = new DashboardPage(page);
  await dashboard.open(EVERY_TYPE, { tab });
  await dashboard.settled();
}

for (const width of [375, 768]) {
  test.describe(`the dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('never scrolls sideways, on the display tab and on a tab with wide tables', async ({ page, request }) => {
      await signIn(page, request, STAFF);
      // Display: charts, tables and maps; CTV: the self-fetching tables and the campaign overview.
      for (const tab of ['display', 'ott', 'summary']) {
        await openTab(page, tab);
        expect(await overflow(page), `${tab} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });

    test('folds the product sidebar into a menu that opens and closes', async ({ page, request }) => {
      await signIn(page, request, STAFF);
      await openTab(page, 'display');
      const menu = page.getByRole('button', { name: /^Products menu, showing Display$/ });
      const drawer = page.getByRole('dialog', { name: 'Products' });
      await expect(menu).toBeVisible();
      await expect(drawer).toHaveCount(0);
      // Opens from the keyboard, and Escape closes it with focus back on the button.
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Display', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      // Choosing a product switches the tab and closes the drawer.
      await menu.click();
      await drawer.getByRole('button', { name: 'CTV', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: /^Products menu, showing CTV$/ })).toBeVisible();
      await expect(page).toHaveURL(/tab=ott/);
    });
  });
}

test.describe('tenant pickers', () => {
  test('agency staff see the sub-agency and station pickers', async ({ page, request }) => {
    await signIn(page, request, STAFF);
    await openTab(page, 'display');
    await expect(page.getByRole('combobox', { name: 'Sub-agency' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Station' })).toBeVisible();
  });

  test('a client user sees no tenant picker', async ({ page, request }) => {
    await signIn(page, request, CLIENT);
    await openTab(page, 'display');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Agency', 'Sub-agency', 'Station'])
      await expect(page.getByRole('combobox', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Tenant' })).toHaveCount(0);
  });
});
