import { expect, test } from '@playwright/test';
import { ConnectorsPage } from './pages/connectors';
import { LoginPage } from './pages/login-page';

const AGENCY_ADMIN = 'agency.admin@sightline.test';
const ADVERTISER = 'Riverside Auto Group';

test('an agency admin grants Google access, links an advertiser’s Google Ads accounts and watches the backfill reach the search dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const connectors = new ConnectorsPage(page);

  await test.step('the agency admin adds a Google grant through the sandbox consent page', async () => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(AGENCY_ADMIN);
    await new LoginPage(page).signedIn();
    await connectors.openConnections();
    await connectors.grantGoogle();
    await expect(connectors.googleGrants().first()).toBeVisible();
  });

  let advertiserId = 0;
  await test.step('the advertiser’s Google Ads accounts are linked', async () => {
    advertiserId = await connectors.advertiserId(ADVERTISER);
    await connectors.openLinking(advertiserId);
    await expect(connectors.source('Google Ads')).toContainText('Not linked');
    await connectors.openSetup('Google Ads');
    await connectors.linkFirst(1);
  });

  await test.step('the backfill runs and finishes', async () => {
    await connectors.openLinking(advertiserId);
    const ads = connectors.source('Google Ads');
    await expect(ads).toContainText(/Backfilling|Healthy|Linked/);
    await expect(async () => {
      await page.reload();
      await expect(connectors.source('Google Ads')).toContainText('Healthy', { timeout: 2_000 });
    }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] });
    await expect(connectors.source('Google Ads')).toContainText(/Data through/);
  });

  await test.step('the synced figures show on the advertiser’s search dashboard', async () => {
    await page.goto(`/advertiser?advertiserId=${advertiserId}&tab=googlesearch`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Impressions/).first()).toBeVisible({ timeout: 30_000 });
  });
});

test('a shared gct link reaches the Google grant page with its agency, site and framed values', async ({ page }) => {
  await page.goto('/?gct=e2e-token&agency=1&site=riverside&framed=false');
  await expect(page).toHaveURL(/\/grant-access\?gct=e2e-token&site=riverside&agency=1&framed=false/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grant Access' })).toBeVisible();
});
