import { expect, test } from '@playwright/test';
import { ConnectorsPage, sandboxImpressions } from './pages/connectors';
import { apiLogin } from './pages/api';
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
    // The search tab's headline shows the search impressions (the sandbox serves them equal to impressions).
    await expect(dashboard.tile('EstimatedSearchImpressions')).toContainText(
      new Intl.NumberFormat('en-US').format(expected),
    );
  });
});

test('a shared gct link, opened signed out, reaches the Google grant page of its agency and completes a grant', async ({
  page,
  request,
}) => {
  const { headers, user } = await apiLogin(request, AGENCY_ADMIN);
  const agencyId = user.active_agency_id!;
  const created = await request.post('/api/getGoogleCredentialsLink', {
    data: { agencyId, site: 'riverside', framed: false },
    headers,
  });
  expect(created.ok()).toBe(true);
  const { link } = (await created.json()) as { link: string };
  const shared = new URL(link);
  expect(shared.searchParams.get('gct')).toBeTruthy();

  // The page has no session: the link alone opens the grant page, with site, agency and framed carried.
  await page.goto(`${shared.pathname}${shared.search}`);
  await expect(page).toHaveURL(/\/grant-access\?/);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('gct')).toBe(shared.searchParams.get('gct'));
  expect(landed.searchParams.get('site')).toBe('riverside');
  expect(landed.searchParams.get('agency')).toBe(String(agencyId));
  expect(landed.searchParams.get('framed')).toBe('false');
  await expect(page.getByText(/asks for read access to your Google advertising and analytics data/)).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Google' }).click();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/google\/authorize/);
  await new ConnectorsPage(page).consent();
  await expect(page).toHaveURL(/\/grant-access\?.*granted=google/);
  await expect(page.getByText(/can now read the data you granted/)).toBeVisible();

  const grants = await request.get(`/api/getGoogleCredentialConnectionsNew/?id=${agencyId}`, { headers });
  expect(((await grants.json()) as unknown[]).length).toBeGreaterThan(0);
});
