import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';
import { SystemTooltipsPage } from './pages/system-tooltips';

const SUPER = 'super@sightline.test';
const RIVERSIDE = 10000001;
const KEY = 'help.topN.publishers';
const TITLE = 'Top publishers';
const ORIGINAL = 'Shows 100 records: the top 99 publishers by impressions, with the rest combined as Other.';
const EDITED = 'E2E: the biggest publishers first, everyone else as Other.';

/** The publishers table's ⓘ on the display tab: its accessible name is the tooltip's whole text. */
async function publishersTip(page: Page) {
  const dashboard = new DashboardPage(page);
  await dashboard.open(RIVERSIDE, { tab: 'display', daterange: 'last30days' });
  await dashboard.settled();
  return page.locator('[data-module-frame="publishers"] .sl-info-tip').first();
}

/** Puts the tooltip's text through the API (the superuser's own call), so each journey starts where it needs. */
async function setText(request: APIRequestContext, message: string): Promise<void> {
  const login = await request.post('/api/login', {
    data: { email: SUPER, password: DEMO_PASSWORD, domain: 'localhost' },
  });
  const { user } = (await login.json()) as { user: { accessToken: string } };
  const put = await request.put(`/api/tooltip/${KEY}`, {
    data: { title: TITLE, message },
    headers: { ahauth: `Bearer ${user.accessToken}` },
  });
  expect(put.status()).toBe(200);
}

test.describe('tooltip management', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page, request }) => {
    await setText(request, ORIGINAL);
    await page.goto('/login');
    await new LoginPage(page).signIn(SUPER);
    await new LoginPage(page).signedIn();
  });

  test('the superuser edits a tooltip in Tooltip Management and sees the new text on a dashboard', async ({ page }) => {
    await expect(await publishersTip(page)).toHaveAttribute('aria-label', `${TITLE}: ${ORIGINAL}`);

    const admin = new SystemTooltipsPage(page);
    await admin.openTooltips();
    await admin.search(KEY);
    await admin.rowAction(KEY, 'Edit');
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Message').fill(EDITED);
    await expect(drawer.getByRole('figure')).toContainText(EDITED);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tooltip saved.')).toBeVisible();

    await expect(await publishersTip(page)).toHaveAttribute('aria-label', `${TITLE}: ${EDITED}`);
  });

  test('the change is in the configurability log, and a revert brings the old text back', async ({ page, request }) => {
    await setText(request, EDITED);
    await expect(await publishersTip(page)).toHaveAttribute('aria-label', `${TITLE}: ${EDITED}`);

    const admin = new SystemTooltipsPage(page);
    await admin.openLog();
    const entry = page.getByRole('row').filter({ hasText: KEY }).first();
    await expect(entry).toContainText('update');
    await entry.getByRole('button', { name: 'Show details' }).click();
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(EDITED);
    await page.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Change reverted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'revert of #' }).first()).toBeVisible();

    await expect(await publishersTip(page)).toHaveAttribute('aria-label', `${TITLE}: ${ORIGINAL}`);
  });
});
