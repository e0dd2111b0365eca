import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../domain/layout/dataset';
import { buildWorkbook, loadExcel, sheetNameOf } from './xlsx';

const columns: TableColumn[] = [
  { key: 'Publisher', label: 'Publisher', format: 'text' },
  { key: 'Impressions', label: 'Imps', format: 'integer' },
  { key: 'ClickThrough', label: 'CTR', format: 'percent' },
  { key: 'SpendVal', label: 'Spend', format: 'currency' },
];
const rows = [
  { Publisher: 'Hulu', Impressions: 120450, ClickThrough: 0.25, SpendVal: 1204.5 },
  { Publisher: 'Pluto TV', Impressions: '98012', ClickThrough: null, SpendVal: 980.12 },
];

describe('buildWorkbook', () => {
  it('writes a bold header row of labels', async () => {
    const sheet = buildWorkbook(await loadExcel(), columns, rows, 'Top publishers').worksheets[0]!;
    expect(sheet.name).toBe('Top publishers');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Publisher', 'Imps', 'CTR', 'Spend']);
    expect(sheet.getCell('B1').font?.bold).toBe(true);
  });

  it('keeps raw numbers and sets number formats by column format', async () => {
    const sheet = buildWorkbook(await loadExcel(), columns, rows).worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe('Hulu');
    expect(sheet.getCell('B2').value).toBe(120450);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0');
    expect(sheet.getCell('C2').value).toBe(0.25);
    expect(sheet.getCell('C2').numFmt).toBe('0.00"%"');
    expect(sheet.getCell('D2').value).toBe(1204.5);
    expect(sheet.getCell('D2').numFmt).toBe('$#,##0.00');
  });

  it('turns numeric strings into numbers and leaves missing values empty', async () => {
    const sheet = buildWorkbook(await loadExcel(), columns, rows).worksheets[0]!;
    expect(sheet.getCell('B3').value).toBe(98012);
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('makes a sheet name Excel accepts', () => {
    expect(sheetNameOf('Sessions / Page: [web]')).toBe('Sessions   Page   web');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('  ')).toBe('Table');
  });
});
