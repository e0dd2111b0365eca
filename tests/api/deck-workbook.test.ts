import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexDigits } from '../../src/server/exports/colour';
import { readDeck, type ReadDeck } from '../../src/server/exports/pptx-checks';
import { headerOf, rawHeaders } from '../../src/server/exports/xlsx-checks';
import { startServerAt, type TestServer } from './harness';
import { CHROMIUM, DIST, renderReady } from './render-setup';
import { rows, TEST_NOW } from './overview-helpers';
import { RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/**
 * The deck and the workbook of a real dashboard: the server listens, the export opens the built client's print
 * page in Chromium, and the files it writes are read back. Needs `dist/` (npx vite build) and Chromium; SQLite
 * only, as the export reads the same data calls the other API tests cover on both engines.
 */
const ready = renderReady('The deck and workbook tests');

describe.skipIf(!ready)('the PPT and XLS exports of the display dashboard, through Chromium', () => {
  let server: TestServer;
  let staff: string;
  let agencyName: string;
  let primary: string;
  let deck: ReadDeck;
  let workbook: ExcelJS.Workbook;

  /** Starts an export of the display tab, waits for it and returns the file. */
  async function exportFile(format: 'pptx' | 'xlsx'): Promise<Buffer> {
    const started = await server.post(
      '/api/export/dashboard',
      { advertiserId: RIVERSIDE, tab: 'display', format, ...RANGE, fileName: 'Riverside display' },
      staff,
    );
    expect(started.statusCode, started.body).toBe(202);
    const { exportKey } = started.json() as { exportKey: string };
    for (let waited = 0; ; waited += 250) {
      const job = (await server.get(`/api/export/jobs/${exportKey}`, staff)).json() as {
        status: string;
        error: string | null;
      };
      if (job.status === 'failed') throw new Error(`${format} export failed: ${job.error}`);
      if (job.status === 'done') break;
      if (waited > 110_000) throw new Error(`${format} export did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const file = await server.get(`/api/export/jobs/${exportKey}/file`, staff);
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  }

  beforeAll(async () => {
    if (CHROMIUM) process.env.CHROMIUM_PATH = CHROMIUM;
    server = await startServerAt('sqlite', { config: { distDir: DIST } }, Date.parse(TEST_NOW));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    // The export opens the print page on the port the server listens on.
    (server.ctx.config as { port: number }).port = (server.app.server.address() as AddressInfo).port;
    staff = await tokenOf(server, 'agency.staff@sightline.test');
    const [agency] = await rows(
      server.db,
      sql`select a.name, a.theme_code from advertisers v join agencies a on a.id = v.agency_id where v.id = ${RIVERSIDE}`,
    );
    agencyName = String(agency!.name);
    primary = hexDigits((await server.ctx.themes.get(String(agency!.theme_code))).colors.primary, '');
    deck = await readDeck(await exportFile('pptx'));
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile('xlsx')) as unknown as ArrayBuffer);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it("is a deck in the agency's brand, never Sightline", () => {
    expect(agencyName).not.toMatch(/sightline/i);
    expect(deck.properties).toContain(`<dc:creator>${agencyName}</dc:creator>`);
    expect(deck.properties).toContain(`<Company>${agencyName}</Company>`);
    expect(deck.properties).not.toMatch(/sightline|pptxgenjs/i);
    const title = deck.slides[0]!;
    expect(title.texts).toContain('Riverside Auto Group');
    expect(title.texts).toContain(`Prepared by ${agencyName}`);
    expect(title.xml).toContain(`<a:srgbClr val="${primary}"/>`);
    expect(deck.slides.flatMap((slide) => slide.texts).join(' ')).not.toMatch(/sightline/i);
  });

  it('says how fresh the data is on the title slide and atop the Summary, naming the same sources', () => {
    // The print page hands over the answer it fetched for its own line; at the fixed clock every source is on time.
    const line = deck.slides[0]!.texts.find((text) => /^(⚠ )?Data (through|late)/.test(text));
    expect(line).toMatch(/^Data through \d{1,2}\/\d\d\/\d\d · .+/);
    const [said, named] = line!.split(' · ');
    const summary = workbook.getWorksheet('Summary')!;
    expect([summary.getCell('A6').value, summary.getCell('B6').value]).toEqual(['Data freshness', said]);
    expect(headerOf(summary).length).toBeGreaterThan(0);
    expect((summary.getRow(8).values as unknown[]).slice(1)).toEqual([
      'Source',
      'Last day of data',
      'Timeliness',
      'Last sync',
    ]);
    const sources: string[] = [];
    for (let n = 9; summary.getCell(n, 1).value; n++) {
      sources.push(String(summary.getCell(n, 1).value));
      expect(summary.getCell(n, 2).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(summary.getCell(n, 3).value).toBe('On time');
    }
    expect(sources.join(', ')).toBe(named);
  });

  it('has no picture taller than 3:1, native tables for the tables, figures in the notes, the KPI row once', () => {
    for (const slide of deck.slides)
      for (const ratio of slide.pictureRatios) expect(ratio, slide.texts[0]).toBeLessThanOrEqual(3);
    for (const { name, ratio } of deck.mediaRatios) expect(ratio, name).toBeLessThanOrEqual(3);
    const publishers = deck.slides.filter((slide) => slide.texts[0]?.startsWith('Publishers'));
    expect(publishers.length).toBeGreaterThan(0);
    for (const slide of publishers) {
      expect(slide.hasTable).toBe(true);
      expect(slide.texts.slice(1, 3)).toEqual(['Publisher', 'Imps']);
    }
    const kpi = deck.slides.filter((slide) => slide.texts[0] === 'Performance');
    expect(kpi).toHaveLength(1);
    expect(kpi[0]!.notes.join('\n')).toMatch(/Imps: [\d,]+/);
    // The headline figure is drawn on one slide only.
    const [headline] = kpi[0]!.notes.join('\n').match(/Imps: [\d,]+/)!;
    const figure = headline.slice('Imps: '.length);
    expect(deck.slides.filter((slide) => slide.texts.includes(figure)).map((slide) => slide.texts[0])).toEqual([
      'Performance',
    ]);
    expect(deck.slides.some((slide) => slide.texts[0]?.startsWith('Glossary'))).toBe(true);
  });

  it('is a workbook with one uniquely named sheet per module, labelled headers, a Glossary, in the brand', () => {
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names[0]).toBe('Summary');
    expect(names.at(-1)).toBe('Glossary');
    expect(names).toEqual(expect.arrayContaining(['Publishers', 'Creatives', 'Dayparts']));
    expect(rawHeaders(workbook, ['DISPLAY'])).toEqual([]);
    expect(workbook.creator).toBe(agencyName);
    const publishers = workbook.getWorksheet('Publishers')!;
    expect(headerOf(publishers)).toEqual(['Publisher', 'Imps', 'Clicks', 'CTR']);
    expect(publishers.getCell('A1').fill).toMatchObject({ fgColor: { argb: `FF${primary}` } });
    expect(publishers.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(publishers.getCell('B2').numFmt).toBe('#,##0');
    expect(publishers.getCell('D2').numFmt).toBe('0.00%');
    expect(headerOf(workbook.getWorksheet('Creatives')!)[0]).toBe('Creative');
  });

  it('shows no all-zero Sessions, Calls or Airings on a display workbook, and defines what it shows', () => {
    for (const sheet of workbook.worksheets.filter((s) => s.name !== 'Glossary'))
      expect(headerOf(sheet), sheet.name).not.toEqual(expect.arrayContaining(['Sessions']));
    const headers = workbook.worksheets.filter((s) => s.name !== 'Summary').flatMap(headerOf);
    expect(headers.filter((header) => ['Sessions', 'Calls', 'Airings', 'Page Views'].includes(header))).toEqual([]);
    const glossary = workbook.getWorksheet('Glossary')!;
    const terms: string[] = [];
    glossary.eachRow((row, n) => {
      if (n > 1) terms.push(String(row.getCell(1).value));
    });
    expect(terms).toEqual(expect.arrayContaining(['Imps', 'CTR', 'Publisher']));
  });
});
