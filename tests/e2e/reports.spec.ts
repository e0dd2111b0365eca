import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { ReportsPage } from './pages/reports';

const AGENCY_USER = 'agency.admin@sightline.test';
const ADVERTISER = 'Riverside Auto Group';

test('an agency user creates a weekly report for an advertiser, sees its next five runs, sends a test and finds the run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `E2E weekly ${Date.now() % 100000}`;
  const reports = new ReportsPage(page);

  await test.step('the agency user opens the scheduled reports and starts a new one', async () => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(AGENCY_USER);
    await new LoginPage(page).signedIn();
    await reports.openList();
    await reports.newReport();
  });

  await test.step('a weekly report of the advertiser’s dashboard, to the user, Mondays at 08:00', async () => {
    await reports.fillName(name);
    await reports.chooseAdvertiser(ADVERTISER);
    await reports.addRecipientUser(AGENCY_USER);
    await reports.weeklyOn('Monday', '08:00');
    await expect(reports.nextRuns()).toHaveCount(5);
    // Every run is a Monday at 08:00 local time, with its UTC time beside it (another day east of UTC).
    for (const run of await reports.nextRuns().all()) await expect(run).toHaveText(/^Mon .*, 08:00 .* · .* UTC$/);
    await reports.save();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('the user sends a test and finds the run in the report’s run history', async () => {
    await reports.sendTest();
    const history = reports.history();
    // The test run is rendered and sent in the background; the history follows it until it is sent.
    const row = history.getByRole('row').filter({ hasText: 'Send test now' }).filter({ hasText: 'Sent' }).first();
    await expect(row, 'the sent test run in the run history').toBeVisible({ timeout: 60_000 });
    await row.getByRole('button', { name: 'Show details' }).click();
    const detail = page.getByRole('group', { name: new RegExp(`Run of ${name}`) });
    await expect(detail.getByText(AGENCY_USER)).toBeVisible();
  });

  await test.step('the report is in the list, its schedule in words', async () => {
    await reports.openList();
    await page.getByRole('searchbox').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(/Every Monday at 08:00/);
  });
});

test.describe('the report screens at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the list and the editor never scroll sideways', async ({ page }) => {
    const reports = new ReportsPage(page);
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(AGENCY_USER);
    await new LoginPage(page).signedIn();
    await reports.openList();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'the list').toBeLessThanOrEqual(0);
    await reports.newReport();
    await reports.chooseAdvertiser(ADVERTISER);
    await expect(reports.nextRuns()).toHaveCount(5);
    expect(await overflow(), 'the editor').toBeLessThanOrEqual(0);
  });
});
