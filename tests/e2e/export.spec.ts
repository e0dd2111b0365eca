import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { labelFor } from '../../src/domain/metric-format';
import { tabToTypes } from '../../src/domain/tactics';
import { DashboardPage } from './pages/dashboard-page';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';

const STAFF = 'agency.staff@sightline.test';
/** The showcase advertiser that runs every campaign type. */
const EVERY_TYPE = 10000001;
const ADVERTISER_NAME = 'Riverside Auto Group';

async function tokenOf(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: STAFF, password: DEMO_PASSWORD, domain: 'localhost' },
  });
  return ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
}

/** Starts an export, waits for it (watching the progress move) and returns the file. */
async function exportFile(request: APIRequestContext, token: string, format: string): Promise<Buffer> {
  const headers = { ahauth: `Bearer ${token}` };
  const started = await request.post('/api/export/dashboard', {
    headers,
    data: { advertiserId: EVERY_TYPE, tab: 'display', format, daterange: 'last30days', fileName: 'Riverside display' },
  });
  expect(started.status()).toBe(202);
  const { exportKey } = (await started.json()) as { exportKey: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/export/jobs/${exportKey}`, { headers })).json()) as { status: string }).status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('done');
  const file = await request.get(`/api/export/jobs/${exportKey}/file`, { headers });
  expect(file.headers()['content-disposition']).toContain(`Riverside display.${format}`);
  return Buffer.from(await file.body());
}

async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** The display tab's headline figures as the API gives them for the export's range. */
async function displayTotals(request: APIRequestContext, token: string) {
  const headers = { ahauth: `Bearer ${token}` };
  const list = await request.get(`/api/advertiser/campaigns/${EVERY_TYPE}`, { headers });
  const types = tabToTypes('display');
  const campaigns = (
    (await list.json()) as { Campaign: { CampaignId: number; CampaignType: string }[] }
  ).Campaign.filter((c) => types.includes(c.CampaignType)).map((c) => ({ id: c.CampaignId, type: c.CampaignType }));
  const summary = await request.post('/api/advertiser/performance/summary', {
    headers,
    data: { advertiserId: EVERY_TYPE, daterange: 'last30days', campaigns },
  });
  const body = (await summary.json()) as Record<string, { Impressions?: number; Clicks?: number } | string>;
  const sum = (field: 'Impressions' | 'Clicks') =>
    Object.entries(body)
      .filter(([key]) => key.endsWith('Total'))
      .reduce((total, [, value]) => total + (typeof value === 'object' ? (value[field] ?? 0) : 0), 0);
  return {
    start: body.StartDate as string,
    end: body.EndDate as string,
    impressions: sum('Impressions'),
    clicks: sum('Clicks'),
  };
}

test.describe('dashboard exports', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the PDF holds the advertiser, the range, the API figures and the client-visible note only', async ({
    request,
  }) => {
    const token = await tokenOf(request);
    const campaigns = await request.get(`/api/advertiser/campaigns/${EVERY_TYPE}`, {
      headers: { ahauth: `Bearer ${token}` },
    });
    const campaign = ((await campaigns.json()) as { Campaign: { CampaignId?: number; id?: number }[] }).Campaign[0]!;
    const totals = await displayTotals(request, token);
    const mutation = `mutation($input: AddCampaignNoteInput!) { addCampaignNote(input: $input) { noteId } }`;
    for (const [title, clientVisible] of [
      ['Spring creative launched', true],
      ['Internal margin review', false],
    ] as const) {
      const added = await request.post('/graph', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          query: mutation,
          variables: {
            input: {
              advertiserId: EVERY_TYPE,
              campaignId: campaign.CampaignId ?? campaign.id,
              date: totals.end,
              title,
              body: `${title} for the record.`,
              clientVisible,
            },
          },
        },
      });
      expect(((await added.json()) as { errors?: unknown }).errors).toBeUndefined();
    }

    const text = await pdfText(await exportFile(request, token, 'pdf'));
    expect(text).toContain(ADVERTISER_NAME);
    expect(text).toContain(`${totals.start} to ${totals.end}`);
    expect(text).toContain(new Intl.NumberFormat('en-US').format(totals.impressions));
    expect(text).toContain(new Intl.NumberFormat('en-US').format(totals.clicks));
    expect(text).toContain('Spring creative launched');
    expect(text).not.toContain('Internal margin review');
    expect(text).toMatch(/Page 1 of \d+/);
  });

  test('the PPTX has a slide per module; the XLSX cells equal the API numbers', async ({ request }) => {
    const token = await tokenOf(request);
    const totals = await displayTotals(request, token);

    const deck = await JSZip.loadAsync(await exportFile(request, token, 'pptx'));
    const slides = Object.keys(deck.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile(request, token, 'xlsx')) as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Summary')!;
    const rows: unknown[][] = [];
    summary.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const moduleTitles = new Set(rows.filter((row) => row.length >= 3).map((row) => row[0]));
    // Title slide, one per module, the notes slide(s).
    expect(slides.length).toBeGreaterThanOrEqual(moduleTitles.size + 2);
    const impressions = rows.find((row) => row[1] === labelFor('Impressions', tabToTypes('display')));
    expect(impressions?.[2]).toBe(totals.impressions);
    expect(rows.flat()).toContain(ADVERTISER_NAME);
  });

  test('the PDF button shows progress and delivers the file while the page stays usable', async ({ page }) => {
    await page.goto('/login');
    await new LoginPage(page).signIn(STAFF);
    await expect(page).toHaveURL(/\/home/);
    const dashboard = new DashboardPage(page);
    await dashboard.open(EVERY_TYPE, { tab: 'display' });
    await dashboard.settled();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'PDF' }).click();
    await expect(page.getByText(/PDF: .*\(\d+%\)/)).toBeVisible();
    // The user keeps working: the refresh control still answers.
    await page.getByRole('button', { name: 'Refresh data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await file.path();
    expect(fs.readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText('PDF export downloaded.')).toBeVisible();
  });

  test('a share link has a thumbnail: a PNG of its dashboard at the width asked for, not blank', async ({
    request,
    page,
  }) => {
    const token = await tokenOf(request);
    const created = await request.post('/api/getShareDashboardLink', {
      headers: { ahauth: `Bearer ${token}` },
      data: { advertiserId: EVERY_TYPE, tab: 'display', daterange: 'last30days' },
    });
    expect(created.status()).toBe(201);
    const { thumbnailUrl } = (await created.json()) as { thumbnailUrl: string };
    // Public: no session travels with it.
    const picture = await request.get(`${thumbnailUrl}&thumbWidth=400`, { headers: {}, timeout: 120_000 });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = Buffer.from(await picture.body());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20; 1280×800 scaled to 400 wide.
    expect(png.readUInt32BE(16)).toBe(400);
    expect(png.readUInt32BE(20)).toBe(250);
    const again = await request.get(`${thumbnailUrl}&thumbWidth=400`, {
      headers: { 'if-none-match': picture.headers().etag! },
    });
    expect(again.status()).toBe(304);
    // Painted: many distinct colours, not one flat background.
    const colours = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    }, png.toString('base64'));
    expect(colours).toBeGreaterThan(50);
  });
});
