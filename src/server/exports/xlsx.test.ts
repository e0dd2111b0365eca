import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bigTableReport, fixtureReport } from './fixtures';
import { buildTableWorkbook, buildWorkbook } from './xlsx';
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
  it('puts the Summary first, then one validly named, unique sheet per module with a table', async () => {
    const workbook = await read(await buildWorkbook(fixtureReport()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
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
    ]);
  });

  it('writes the title block and every headline figure with its number format on the Summary', async () => {
    const summary = sheet(await read(await buildWorkbook(fixtureReport())), 'Summary');
    const pairs = [1, 2, 3, 4, 5].map((n) => [summary.getCell(n, 1).value, summary.getCell(n, 2).value]);
    expect(pairs).toEqual([
      ['Agency', 'Acme Media'],
      ['Advertiser', 'Riverside Auto Group'],
      ['Product', 'Display'],
      ['Date range', '2026-05-16 – 2026-06-14'],
      ['Generated at', '2026-06-15T16:00:00.000Z'],
    ]);
    expect(summary.getRow(7).values).toEqual([undefined, 'Module', 'Metric', 'Value']);
    const figures = new Map<string, ExcelJS.Cell>();
    summary.eachRow((row, n) => {
      if (n > 7) figures.set(`${String(row.getCell(1).value)}|${String(row.getCell(2).value)}`, row.getCell(3));
    });
    expect(figures.size).toBe(10);
    expect(figures.get('Summary|Impressions')).toMatchObject({ value: 1_234_567, numFmt: '#,##0' });
    expect(figures.get('Summary|CTR')).toMatchObject({ value: 0.125, numFmt: '0.00%' });
    expect(figures.get('Summary|Spend')).toMatchObject({ value: 9_876.5, numFmt: '"$"#,##0.00' });
    expect(figures.get('Summary|Frequency')).toMatchObject({ value: 2.345, numFmt: '#,##0.00' });
    expect(figures.get('Summary|Status')?.value).toBe('Live');
    expect(figures.get('Conversions|Conversion rate')?.value).toBeNull();
  });

  it('writes a table with a styled, frozen, filtered header, formatted numbers and empty nulls', async () => {
    const daily = sheet(await read(await buildWorkbook(fixtureReport())), 'Performance by Day');
    expect(daily.getRow(1).values).toEqual([undefined, 'Date', 'Impressions', 'CTR', 'Spend', 'Frequency']);
    const header = daily.getCell('A1');
    expect(header.font).toMatchObject({ bold: true, color: { argb: 'FFFFFFFF' } });
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B5394' } });
    expect(daily.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(daily.autoFilter).toBe('A1:E1');
    expect(daily.rowCount).toBe(11);
    const second = daily.getRow(3);
    expect(second.getCell(1)).toMatchObject({ value: '2026-06-02' });
    expect(second.getCell(2)).toMatchObject({ value: 1_137, numFmt: '#,##0' });
    expect(second.getCell(3).value).toBeCloseTo(0.0026, 10);
    expect(second.getCell(3).numFmt).toBe('0.00%');
    expect(second.getCell(4)).toMatchObject({ value: 15.75, numFmt: '"$"#,##0.00' });
    expect(second.getCell(5)).toMatchObject({ value: 1.6, numFmt: '#,##0.00' });
    expect(daily.getCell('D6').value).toBeNull();
  });

  it('sizes columns from their content', async () => {
    const publishers = sheet(await read(await buildWorkbook(fixtureReport())), 'Top Publishers Web App Q2');
    const [name, impressions, clicks] = [1, 2, 3].map((n) => publishers.getColumn(n).width ?? 0);
    expect(name).toBe('weather.example'.length + 2);
    expect(impressions).toBe('Impressions'.length + 2);
    expect(clicks).toBe(8);
  });

  it('writes every row of a long table', async () => {
    const report = bigTableReport(20_000);
    const table = report.modules[0]!.table!;
    const big = sheet(await read(await buildWorkbook(report)), 'Zip Performance');
    expect(big.rowCount).toBe(20_001);
    const last = table.rows.at(-1)!;
    const row = big.getRow(20_001);
    expect(row.getCell(1).value).toBe(last.Zip);
    expect(row.getCell(3).value).toBe(last.Impressions);
    expect(row.getCell(7)).toMatchObject({ value: last.SpendVal, numFmt: '"$"#,##0.00' });
  });
});

describe('buildTableWorkbook', () => {
  it('writes one table as the only sheet, named after the title', async () => {
    const table = fixtureReport().modules[2]!.table!;
    const brand = { primaryColor: '#abc', onPrimaryColor: 'not a colour' };
    const workbook = await read(await buildTableWorkbook('Conversions: by type', table, brand));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Conversions by type']);
    const only = workbook.worksheets[0]!;
    expect(only.getCell('A1').fill).toMatchObject({ fgColor: { argb: 'FFAABBCC' } });
    // An unreadable text colour falls back to white.
    expect(only.getCell('A1').font?.color).toEqual({ argb: 'FFFFFFFF' });
    expect(only.getCell('C4').value).toBeNull();
    expect(only.getCell('B2')).toMatchObject({ value: 120_500, numFmt: '#,##0' });
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
