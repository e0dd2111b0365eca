import { expect, test } from '@playwright/test';
import { ConnectorsPage, sandboxImpressions } from './pages/connectors';
import { DashboardPage } from './pages/dashboard-page';
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

  await test.step('the search dashboard shows exactly the figures the sandbox served for the linked campaigns', async () => {
    const search = await connectors.backfilledLinks(advertiserId, 'ads', 'GOOGLESEARCH');
    expect(search.length).toBeGreaterThan(0);
    const start = search.map((link) => link.rangeStart).sort()[0]!;
    const end = search
      .map((link) => link.rangeEnd)
      .sort()
      .at(-1)!;
    const expected = search.reduce((sum, link) => sum + sandboxImpressions(link), 0);
    expect(expected).toBeGreaterThan(0);
    const dashboard = new DashboardPage(page);
    await dashboard.open(advertiserId, {
      tab: 'googlesearch',
      daterange: 'customRange',
      startdate: start,
      enddate: end,
      campaigns: search.map((link) => link.campaignId).join(','),
    });
    await dashboard.settled();
    await expect(dashboard.figure('Impressions')).toContainText(new Intl.NumberFormat('en-US').format(expected));
  });
});

test('a shared gct link reaches the Google grant page with its agency, site and framed values', async ({ page }) => {
  await page.goto('/?gct=e2e-token&agency=1&site=riverside&framed=false');
  await expect(page).toHaveURL(/\/grant-access\?gct=e2e-token&site=riverside&agency=1&framed=false/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grant Access' })).toBeVisible();
});
