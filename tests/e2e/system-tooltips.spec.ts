import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { SystemTooltipsPage } from './pages/system-tooltips';

const SUPER = 'super@sightline.test';
const RIVERSIDE = 10000001;
const KEY = 'help.topN.publishers';
const ORIGINAL = 'Shows 100 records: the top 99 publishers by impressions, with the rest combined as Other.';
const EDITED = 'E2E: the biggest publishers first, everyone else as Other.';

/** The publishers table's ⓘ on the display tab: its accessible name is the tooltip's whole text. */
async function publishersTip(page: Page) {
  const dashboard = new DashboardPage(page);
  await dashboard.open(RIVERSIDE, { tab: 'display', daterange: 'last30days' });
  await dashboard.settled();
  return page.locator('[data-module-frame="publishers"] .sl-info-tip').first();
}

test.describe('tooltip management', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the superuser edits a tooltip, sees it on a dashboard, and reverts it from the configurability log', async ({
    page,
  }) => {
    await page.goto('/login');
    await new LoginPage(page).signIn(SUPER);
    await expect(page).toHaveURL(/\/home/);

    await expect(await publishersTip(page)).toHaveAttribute('aria-label', new RegExp(ORIGINAL.slice(0, 30)));

    const admin = new SystemTooltipsPage(page);
    await admin.openTooltips();
    await admin.search(KEY);
    await admin.rowAction(KEY, 'Edit');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Preview as it shows on a dashboard')).toBeVisible();
    await drawer.getByLabel('Message').fill(EDITED);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tooltip saved.')).toBeVisible();

    await expect(await publishersTip(page)).toHaveAttribute('aria-label', new RegExp(EDITED));

    await admin.openLog();
    const entry = page.getByRole('row').filter({ hasText: KEY }).first();
    await expect(entry).toContainText('update');
    await entry.click();
    await page.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Change reverted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'revert of #' }).first()).toBeVisible();

    await expect(await publishersTip(page)).toHaveAttribute('aria-label', new RegExp(ORIGINAL.slice(0, 30)));
  });
});
