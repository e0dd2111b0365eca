import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { METRIC_CATALOGUE } from '../../domain/metric-catalogue';
import { bigTableReport, fixtureReport, lateFreshness, onTimeFreshness } from './fixtures';
import type { ExportReport } from './report';
import { buildTableWorkbook, buildWorkbook } from './xlsx';
import { headerOf, rawHeaders } from './xlsx-checks';
import { SheetNames } from './xlsx-sheet';

async function read(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}; have ${workbook.worksheets.map((s) => s.name).join(', ')}`);
  return found;
}

describe('buildWorkbook', () => {
  it('puts the Summary first, then one validly named, unique sheet per module with a table, then the Glossary', async () => {
    const workbook = await read(await buildWorkbook(fixtureReport()));
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual([
      'Summary',
      'Performance by Day',
      'Top Publishers Web App Q2',
      'A very long module title that e',
      'A very long module title th (2)',
      'Performance by Day (2)',
      'Conversions',
      'Zip Codes',
      'History (2)',
      "Quoted' Title",
      'Top zip codes',
      'Glossary',
    ]);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names.every((name) => name.length <= 31)).toBe(true);
  });

  it('labels every header: no raw field name such as ShortDate or ClickThrough', async () => {
    const workbook = await read(await buildWorkbook(fixtureReport()));
    expect(rawHeaders(workbook, ['DISPLAY'])).toEqual([]);
    expect(headerOf(sheet(workbook, 'Performance by Day'))).toEqual(['Date', 'Imps', 'CTR', 'Spend', 'Frequency']);
    // The check itself catches a raw name.
    const raw: ExportReport = {
      ...fixtureReport(),
      modules: [
        {
          id: 'raw',
          kind: 'generic-table',
          title: 'Raw',
          figures: [],
          table: { columns: [{ key: 'CreativeName', label: 'CreativeName', format: 'text' }], rows: [] },
        },
      ],
    };
    expect(rawHeaders(await read(await buildWorkbook(raw)))).toEqual(['Raw: CreativeName']);
  });

  it('names the agency in the file properties and its brand row, never Sightline', async () => {
    const buffer = await buildWorkbook(fixtureReport());
    const workbook = await read(buffer);
    expect(workbook.creator).toBe('Acme Media');
    expect(workbook.lastModifiedBy).toBe('Acme Media');
    expect(workbook.title).toBe('Riverside Auto Group – Display – 2026-05-16 to 2026-06-14');
    const zip = await JSZip.loadAsync(buffer);
    expect(await zip.file('docProps/app.xml')!.async('string')).toContain('<Company>Acme Media</Company>');
    for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.xml')))
      expect(await zip.file(name)!.async('string'), name).not.toMatch(/sightline|exceljs/i);
  });

  it('writes the brand row, the title block and every headline figure with its number format on the Summary', async () => {
    const summary = sheet(await read(await buildWorkbook(fixtureReport())), 'Summary');
    expect(summary.getCell('A1').value).toBe('Acme Media');
    expect(summary.getCell('A1').fill).toMatchObject({ fgColor: { argb: 'FF0B5394' } });
    expect(summary.getCell('A1').font).toMatchObject({ bold: true, name: 'Lato', color: { argb: 'FFFFFFFF' } });
    const pairs = [2, 3, 4, 5].map((n) => [summary.getCell(n, 1).value, summary.getCell(n, 2).value]);
    expect(pairs).toEqual([
      ['Advertiser', 'Riverside Auto Group'],
      ['Product', 'Display'],
      ['Date range', '2026-05-16 to 2026-06-14'],
      ['Generated', '2026-06-15 16:00 UTC'],
    ]);
    expect(summary.getRow(7).values).toEqual([undefined, 'Module', 'Metric', 'Value']);
    const figures = new Map<string, ExcelJS.Cell>();
    summary.eachRow((row, n) => {
      if (n > 7) figures.set(`${String(row.getCell(1).value)}|${String(row.getCell(2).value)}`, row.getCell(3));
    });
    expect(figures.size).toBe(10);
    expect(figures.get('Summary|Imps')).toMatchObject({ value: 1_234_567, numFmt: '#,##0' });
    expect(figures.get('Summary|CTR')).toMatchObject({ value: 0.125, numFmt: '0.00%' });
    expect(figures.get('Summary|Spend')).toMatchObject({ value: 9_876.5, numFmt: '$#,##0.00' });
    expect(figures.get('Summary|Frequency')).toMatchObject({ value: 2.345, numFmt: '0.00' });
    // 95 s as a time: Excel (and exceljs reading it back) sees 0:01:35 on its epoch day.
    expect(figures.get('Summary|Avg. Session Duration')?.numFmt).toBe('[m]:ss');
    expect((figures.get('Summary|Avg. Session Duration')?.value as Date).toISOString()).toBe(
      '1899-12-30T00:01:35.000Z',
    );
    expect(figures.get('Conversions|Conv. Rate')?.value).toBeNull();
  });

  it('says on the Summary how fresh the data is: the dashboard line, then one row per source', async () => {
    // No modules: the Summary's top matters here, and three workbooks stay quick.
    const report = { ...fixtureReport(), modules: [] };
    const summary = sheet(await read(await buildWorkbook({ ...report, freshness: lateFreshness() })), 'Summary');
    const cells = (n: number, width = 4) =>
      Array.from({ length: width }, (_, index) => summary.getCell(n, index + 1).value ?? null);
    expect(cells(5, 2)).toEqual(['Generated', '2026-06-15 16:00 UTC']);
    expect(cells(6, 2)).toEqual(['Data freshness', 'Data late: TTD through 6/12/26']);
    expect(cells(7)).toEqual([null, null, null, null]);
    expect(cells(8)).toEqual(['Source', 'Last day of data', 'Timeliness', 'Last sync']);
    expect(summary.getCell(8, 4).fill).toMatchObject({ fgColor: { argb: 'FF0B5394' } });
    expect(cells(9)).toEqual(['Google Ads', '2026-06-14', 'On time', '2026-06-15 06:30 UTC']);
    expect(cells(10)).toEqual(['TTD', '2026-06-12', 'Late', 'Imported feed']);
    expect(summary.getCell(10, 3).font).toMatchObject({ bold: true });
    // The figures follow after a blank row, as before.
    expect(cells(11)).toEqual([null, null, null, null]);
    expect(cells(12, 3)).toEqual(['Module', 'Metric', 'Value']);

    const onTime = sheet(await read(await buildWorkbook({ ...report, freshness: onTimeFreshness() })), 'Summary');
    expect(onTime.getCell(6, 2).value).toBe('Data through 6/14/26');
    const unchecked = sheet(await read(await buildWorkbook({ ...report, freshness: null })), 'Summary');
    expect([unchecked.getCell(6, 2).value, unchecked.getCell(8, 1).value]).toEqual([
      'How fresh the data is could not be checked.',
      'Module',
    ]);
  });

  it('writes a table with a brand-coloured, frozen, filtered header, formats per metric kind and empty nulls', async () => {
    const daily = sheet(await read(await buildWorkbook(fixtureReport())), 'Performance by Day');
    const header = daily.getCell('A1');
    expect(header.font).toMatchObject({ bold: true, name: 'Lato', color: { argb: 'FFFFFFFF' } });
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B5394' } });
    expect(daily.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(daily.autoFilter).toBe('A1:E1');
    expect(daily.rowCount).toBe(11);
    const second = daily.getRow(3);
    expect(second.getCell(1)).toMatchObject({ value: '2026-06-02' });
    expect(second.getCell(2)).toMatchObject({ value: 1_137, numFmt: '#,##0' });
    expect(second.getCell(3).value).toBeCloseTo(0.0026, 10);
    expect(second.getCell(3).numFmt).toBe('0.00%');
    expect(second.getCell(4)).toMatchObject({ value: 15.75, numFmt: '$#,##0.00' });
    expect(second.getCell(5)).toMatchObject({ value: 1.6, numFmt: '0.00' });
    expect(daily.getCell('D6').value).toBeNull();
  });

  it('writes every row of a module to its sheet, past the rows the module itself shows', async () => {
    const zips = sheet(await read(await buildWorkbook(fixtureReport())), 'Top zip codes');
    expect(zips.rowCount).toBe(31);
  });

  it('defines each metric and column shown on the Glossary sheet, once each', async () => {
    const glossary = sheet(await read(await buildWorkbook(fixtureReport())), 'Glossary');
    expect(headerOf(glossary)).toEqual(['Term', 'Definition']);
    const terms = new Map<string, string>();
    glossary.eachRow((row, n) => {
      if (n > 1) terms.set(String(row.getCell(1).value), String(row.getCell(2).value));
    });
    expect(terms.get('Imps')).toBe(METRIC_CATALOGUE.find((metric) => metric.key === 'Impressions')!.definition);
    expect([...terms.keys()]).toEqual(
      expect.arrayContaining(['Imps', 'CTR', 'Spend', 'Frequency', 'Clicks', 'Date', 'Publisher']),
    );
    // Nothing that is not shown: no sessions or calls on a display workbook.
    expect([...terms.keys()]).not.toEqual(expect.arrayContaining(['Sessions']));
    expect([...terms.keys()].filter((term) => ['Sessions', 'Calls', 'Airings', 'Page Views'].includes(term))).toEqual(
      [],
    );
    expect(glossary.rowCount).toBe(terms.size + 1);
  });

  it('sizes columns from their content', async () => {
    const publishers = sheet(await read(await buildWorkbook(fixtureReport())), 'Top Publishers Web App Q2');
    // exceljs reads a width of 9, its default, back as no width.
    const [name, impressions, clicks] = [1, 2, 3].map((n) => publishers.getColumn(n).width ?? 9);
    expect(name).toBe('weather.example'.length + 2);
    expect(impressions).toBe('120,500'.length + 2);
    expect(clicks).toBe(8);
  });

  it('writes every row of a long table', { timeout: 60_000 }, async () => {
    const report = bigTableReport(20_000);
    const table = report.modules[0]!.table!;
    const big = sheet(await read(await buildWorkbook(report)), 'Zip Performance');
    expect(big.rowCount).toBe(20_001);
    const last = table.rows.at(-1)!;
    const row = big.getRow(20_001);
    expect(row.getCell(1).value).toBe(last.ZipCode);
    expect(row.getCell(3).value).toBe(last.Impressions);
    expect(row.getCell(7)).toMatchObject({ value: last.SpendVal, numFmt: '$#,##0.00' });
  });
});

describe('buildTableWorkbook', () => {
  it('writes one table as the only sheet, named after the title, in the brand', async () => {
    const table = fixtureReport().modules[2]!.table!;
    const brand = { agencyName: 'Acme Media', primaryColor: '#0b5394', onPrimaryColor: 'not a colour' };
    const workbook = await read(await buildTableWorkbook('Conversions: by type', table, brand));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Conversions by type']);
    expect(workbook.creator).toBe('Acme Media');
    const only = workbook.worksheets[0]!;
    expect(only.getCell('A1').fill).toMatchObject({ fgColor: { argb: 'FF0B5394' } });
    // An unreadable text colour falls back to white on a dark brand colour.
    expect(only.getCell('A1').font?.color).toEqual({ argb: 'FFFFFFFF' });
    expect(only.getCell('C4').value).toBeNull();
    expect(only.getCell('B2')).toMatchObject({ value: 120_500, numFmt: '#,##0' });
  });

  it('puts how fresh the table is on a sheet after it, the table sheet left as it was', async () => {
    const table = fixtureReport().modules[2]!.table!;
    const brand = { agencyName: 'Acme Media', primaryColor: '#0b5394', onPrimaryColor: '#ffffff' };
    const workbook = await read(await buildTableWorkbook('Conversions', table, brand, lateFreshness()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Conversions', 'Data freshness']);
    expect(workbook.worksheets[0]!.rowCount).toBe(table.rows.length + 1);
    const about = workbook.worksheets[1]!;
    const cells = (n: number) => Array.from({ length: 4 }, (_, index) => about.getCell(n, index + 1).value ?? null);
    expect(cells(1)).toEqual(['Data freshness', 'Data late: TTD through 6/12/26', null, null]);
    expect(about.getCell(1, 1).font).toMatchObject({ bold: true });
    expect(cells(2)).toEqual([null, null, null, null]);
    expect(cells(3)).toEqual(['Source', 'Last day of data', 'Timeliness', 'Last sync']);
    expect(about.getCell(3, 1).fill).toMatchObject({ fgColor: { argb: 'FF0B5394' } });
    expect(cells(4)).toEqual(['Google Ads', '2026-06-14', 'On time', '2026-06-15 06:30 UTC']);
    expect(cells(5)).toEqual(['TTD', '2026-06-12', 'Late', 'Imported feed']);
    // No sources behind the table: the line says so and no source rows follow.
    const none = await read(await buildTableWorkbook('T', table, brand, { dataThrough: null, sources: [] }));
    expect(none.worksheets[1]!.getCell(1, 2).value).toBe(MESSAGES.freshnessNoSources);
    expect(none.worksheets[1]!.rowCount).toBe(1);
  });

  it('never writes white header text on a light brand colour', async () => {
    const table = fixtureReport().modules[2]!.table!;
    const brand = { primaryColor: '#abc', onPrimaryColor: '#ffffff' };
    const only = (await read(await buildTableWorkbook('Light', table, brand))).worksheets[0]!;
    expect(only.getCell('A1').fill).toMatchObject({ fgColor: { argb: 'FFAABBCC' } });
    expect(only.getCell('A1').font?.color).toEqual({ argb: 'FF212121' });
  });
});

describe('SheetNames', () => {
  it('keeps names unique without regard to case and within 31 characters', () => {
    const names = new SheetNames();
    expect(['Summary', 'summary', 'SUMMARY'].map((title) => names.next(title))).toEqual([
      'Summary',
      'summary (2)',
      'SUMMARY (3)',
    ]);
    const long = 'x'.repeat(40);
    expect([names.next(long), names.next(long)]).toEqual(['x'.repeat(31), `${'x'.repeat(27)} (2)`]);
    expect(names.next('[]:*?/\\')).toBe('Sheet');
  });
});
