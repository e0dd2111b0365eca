import { expect, test, type APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import fs from 'node:fs';
import { CampaignAdminPage, resetCampaigns } from './pages/campaign-admin';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { apiSession } from './pages/api';

const ADMIN = 'agency.admin@sightline.test';
/** Coastal Home Furnishings: agency A's advertiser no other journey changes, with two InnovidXP (TV2OTT) flights. */
const COASTAL = 10000101;
const COASTAL_NAME = 'Coastal Home Furnishings';
/** Its two InnovidXP flights: "Spring Sale" (hidden, then archived) and "New Patient" (restored, then renamed). */
const SPRING_ID = 700049;
const PATIENT_ID = 700050;

/**
 * The two flights' names as the server has them and the year both end in. The demo's flights follow today's date and
 * a name carries its start month ("… - Jul 2026" became "… - Aug 2026" overnight), so nothing here is written down.
 */
async function flights(request: APIRequestContext): Promise<{ spring: string; patient: string; year: string }> {
  const headers = await apiSession(request, ADMIN);
  const answer = await request.get(`/api/advertiser/campaigns/${COASTAL}`, { headers });
  expect(answer.ok()).toBe(true);
  const { Campaign } = (await answer.json()) as { Campaign: { CampaignId: number; name: string; EndDate: string }[] };
  const flight = (id: number) => Campaign.find((campaign) => campaign.CampaignId === id)!;
  const [spring, patient] = [flight(SPRING_ID), flight(PATIENT_ID)];
  const year = spring.EndDate.slice(0, 4);
  // The archive step archives both with one year: the demo ends them in the same one.
  expect(patient.EndDate.slice(0, 4)).toBe(year);
  await request.get('/api/logout', { headers });
  return { spring: spring.name, patient: patient.name, year };
}

async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('an agency admin hides a test campaign after its impact preview, unhides it from the hidden list, archives a tactic’s year, restores one campaign and renames it inline for the PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await resetCampaigns(request, ADMIN, COASTAL);
  const { spring: SPRING, patient: PATIENT, year } = await flights(request);
  const admin = new CampaignAdminPage(page);
  const dashboard = new DashboardPage(page);
  const openInnovid = async () => {
    await dashboard.open(COASTAL, { advertiserName: COASTAL_NAME, tab: 'tv2ott' });
    await dashboard.settled();
  };

  await test.step('the admin hides a campaign after seeing what it affects; the dashboard no longer shows it', async () => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(ADMIN);
    await new LoginPage(page).signedIn();
    await openInnovid();
    await expect(admin.pickerSummary()).toHaveText('All campaigns (2)');
    await admin.choose('Hide campaign…');
    const dialog = admin.dialog('Hide campaign');
    await dialog.getByRole('combobox', { name: 'Which campaign?' }).selectOption({ label: SPRING });
    await expect(dialog.getByText('What this changes')).toBeVisible();
    await expect(dialog.getByText('No share link shows these campaigns.')).toBeVisible();
    await expect(dialog.getByText('Totals over the whole flight, before → after')).toBeVisible();
    await expect(dialog.getByText(/^[\d,]+ → [\d,]+$/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide campaign' }).click();
    await expect(page.getByText(`${SPRING} is hidden.`)).toBeVisible();
    await expect(admin.pickerSummary()).toHaveText('All campaigns (1)');
  });

  await test.step('the campaign is in the hidden list and is unhidden from there', async () => {
    await page.goto('/campaigns/hidden');
    const row = admin.row(SPRING);
    await expect(row).toBeVisible();
    await admin.rowAction(SPRING, 'Unhide');
    await expect(admin.row(SPRING)).toHaveCount(0);
    await openInnovid();
    await expect(admin.pickerSummary()).toHaveText('All campaigns (2)');
  });

  await test.step('the admin archives InnovidXP’s year and restores one campaign from the archive', async () => {
    await admin.choose('Archive year…');
    const dialog = admin.dialog('Archive year');
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption(year);
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'InnovidXP' });
    await expect(dialog.getByText('2 campaigns are affected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Archive year' }).click();
    await expect(page.getByText('2 campaigns were archived.')).toBeVisible();

    await page.goto(`/campaigns/archive?advertiserId=${COASTAL}`);
    await expect(admin.row(SPRING)).toBeVisible();
    await admin.rowAction(PATIENT, 'Restore');
    await expect(admin.row(PATIENT)).toHaveCount(0);
    await expect(admin.row(SPRING)).toBeVisible();
  });

  await test.step('the admin renames the restored campaign inline and the PDF export carries the new name', async () => {
    const friendly = `Coastal Promo ${Date.now() % 10000}`;
    await dashboard.open(COASTAL, { advertiserName: COASTAL_NAME, tab: 'tv2ott', viewCampaigns: String(PATIENT_ID) });
    await dashboard.settled();
    await page.getByRole('button', { name: 'Edit the friendly name' }).click();
    const field = page.getByRole('textbox', { name: 'Friendly name' });
    await field.fill(friendly);
    await field.press('Enter');
    // The header and the campaign list both show the new name, with no reload.
    await expect(page.getByText(friendly, { exact: true })).toHaveCount(2);

    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'PDF' }).click();
    const file = await download;
    const text = await pdfText(fs.readFileSync(await file.path()));
    expect(text).toContain(friendly);
    expect(text).not.toContain(SPRING);
  });
});
