import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { metricDefinition } from '../../src/domain/metric-catalogue';
import { labelFor } from '../../src/domain/metric-format';
import { findPdftotext } from '../../scripts/lib/chromium.mjs';
import { tabToTypes } from '../../src/domain/tactics';
import { DashboardPage } from './pages/dashboard-page';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';

const STAFF = 'agency.staff@sightline.test';
/** The showcase advertiser that runs every campaign type. */
const EVERY_TYPE = 10000001;
const ADVERTISER_NAME = 'Riverside Auto Group';
/** The showcase advertiser's agency (agency A), whose brand its exports wear. */
const AGENCY_NAME = 'Compulse Media';

async function tokenOf(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: STAFF, password: DEMO_PASSWORD, domain: 'localhost' },
  });
  return ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
}

/** Starts an export, waits for it (watching the progress move) and returns the file and its name. */
async function exportDownload(
  request: APIRequestContext,
  token: string,
  format: string,
): Promise<{ file: Buffer; fileName: string; disposition: string }> {
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
  const disposition = file.headers()['content-disposition'] ?? '';
  const fileName = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
  return { file: Buffer.from(await file.body()), fileName, disposition };
}

/** The file of an export, named from the display layout's template with the range's real dates. */
async function exportFile(request: APIRequestContext, token: string, format: string): Promise<Buffer> {
  const { file, fileName } = await exportDownload(request, token, format);
  expect(fileName).toMatch(
    new RegExp(`^${ADVERTISER_NAME} – Display – \\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}\\.${format}$`),
  );
  return file;
}

/** Each page's text as Poppler lays it out (`pdftotext -layout`), the page footer left out. */
function pdfPages(data: Buffer, pdftotext: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-pdf-'));
  try {
    const file = path.join(dir, 'export.pdf');
    fs.writeFileSync(file, data);
    const text = execFileSync(pdftotext, ['-layout', file, '-'], { encoding: 'utf8' });
    return text
      .split('\f')
      .filter((page) => page.trim() !== '')
      .map((page) =>
        page
          .split('\n')
          .filter((line) => !/Page \d+ of \d+\s*$/.test(line))
          .join('\n'),
      );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's document information as `pdfinfo` prints it (poppler-utils, beside pdftotext). */
function pdfInfo(data: Buffer, pdftotext: string): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-pdf-'));
  try {
    const file = path.join(dir, 'export.pdf');
    fs.writeFileSync(file, data);
    const out = execFileSync(path.join(path.dirname(pdftotext), 'pdfinfo'), [file], { encoding: 'utf8' });
    return Object.fromEntries(
      out.split('\n').flatMap((line) => {
        const at = line.indexOf(':');
        return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The section titles of a shipped layout, and the titles of its table modules (the modules that may break across
 * pages): none may be the last line of a PDF page. A chart's title is left out: its picture has no text, so the
 * title is rightly the last text of a page that ends with the chart.
 */
function layoutHeadings(tab: string): Set<string> {
  const layout = JSON.parse(fs.readFileSync(path.join('layouts', `${tab}.json`), 'utf8')) as {
    components: { title?: string; modules: { name: string; title?: string }[] }[];
  };
  const titles = layout.components.flatMap((section) => [
    section.title,
    ...section.modules.filter((m) => m.name.includes('table')).map((m) => m.title),
  ]);
  return new Set([...titles.filter((t): t is string => !!t), 'Notes', 'Glossary']);
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

    const download = await exportDownload(request, token, 'pdf');
    const pdf = download.file;
    // Named from the layout's template with the range's real dates, never a preset's name.
    expect(download.fileName).toBe(`${ADVERTISER_NAME} – Display – ${totals.start} to ${totals.end}.pdf`);
    expect(download.disposition).toContain(
      `filename="${ADVERTISER_NAME} - Display - ${totals.start} to ${totals.end}.pdf"`,
    );
    const text = await pdfText(pdf);
    expect(text).toContain(ADVERTISER_NAME);
    expect(text).toContain(`${totals.start} to ${totals.end}`);
    expect(text).toContain(new Intl.NumberFormat('en-US').format(totals.impressions));
    expect(text).toContain(new Intl.NumberFormat('en-US').format(totals.clicks));
    expect(text).toContain('Spring creative launched');
    expect(text).not.toContain('Internal margin review');
    expect(text).toMatch(/Page 1 of \d+/);

    // The same PDF as a client's viewer reads it (poppler): the agency's brand, never the product's name.
    let pdftotext: string;
    try {
      pdftotext = findPdftotext();
    } catch (error) {
      test.skip(true, (error as Error).message);
      return;
    }
    const pages = pdfPages(pdf, pdftotext);
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join('\n');
    expect(all).toContain(AGENCY_NAME);
    expect(all).not.toMatch(/sightline/i);
    const info = pdfInfo(pdf, pdftotext);
    expect(info.Title).toBe(`${ADVERTISER_NAME} – Display – ${totals.start} to ${totals.end}`);
    expect(info.Author).toBe(AGENCY_NAME);
    expect(info.Subject).toContain(ADVERTISER_NAME);
    for (const field of ['Title', 'Author', 'Subject', 'Creator', 'Producer'])
      expect(info[field] ?? '', field).not.toMatch(/sightline|chromium|skia/i);
    // Screen controls are not printed.
    for (const control of ['Download CSV', 'Download XLS', 'Previous', '▼', '▲']) expect(all).not.toContain(control);
    // The glossary closes the document (over as many pages as it needs, after the notes) and defines the metrics shown.
    const glossaryStart = pages.findIndex((page) => page.trimStart().startsWith('Glossary'));
    expect(glossaryStart, 'a page opens with the glossary').toBeGreaterThan(0);
    expect(pages.slice(0, glossaryStart).join('\n')).toContain('Spring creative launched');
    const glossary = pages.slice(glossaryStart).join('\n');
    // Every page after its first continues the glossary: term and definition lines only, no module of the dashboard.
    for (const page of pages.slice(glossaryStart + 1)) expect(page).not.toMatch(/Download|Page \d+ of|Notes/);
    for (const key of ['Impressions', 'ClickThrough']) {
      const definition = metricDefinition(key)!.definition;
      expect(glossary.replace(/\s+/g, ' ')).toContain(definition.slice(0, 40));
    }
    // No page ends on a heading: each section or module title stays with what it heads.
    const headings = layoutHeadings('display');
    pages.forEach((page, index) => {
      const lines = page
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      expect(headings.has(lines.at(-1) ?? ''), `page ${index + 1} ends on "${lines.at(-1)}"`).toBe(false);
    });
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
    // The server's name (RFC 5987 filename*, en dashes kept), not a preset's name.
    expect(file.suggestedFilename()).toMatch(
      /^Riverside Auto Group – Display – \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.pdf$/,
    );
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
