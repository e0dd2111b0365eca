import { describe, expect, it } from 'vitest';
import { tableCsv } from './csv';
import { exportFileName } from './file-name';

describe('tableCsv', () => {
  it('writes labels, raw numbers, empty nulls and quoted text, CRLF, after a byte-order mark', () => {
    const csv = tableCsv({
      columns: [
        { key: 'Name', label: 'Name, full', format: 'text' },
        { key: 'CTR', label: 'CTR', format: 'percent' },
        { key: 'Spend', label: 'Spend', format: 'currency' },
      ],
      rows: [
        { Name: 'Say "hi"', CTR: 12.5, Spend: null },
        { Name: '=HYPERLINK("x")', CTR: -0.25, Spend: 1234.5 },
      ],
    });
    expect(csv).toBe('\uFEFF"Name, full",CTR,Spend\r\n"Say ""hi""",12.5,\r\n"\'=HYPERLINK(""x"")",-0.25,1234.5\r\n');
  });
});

describe('exportFileName', () => {
  it('keeps letters and digits of the advertiser, what and dates, joined by underscores', () => {
    expect(exportFileName('Café "Ñandú" / Bar', 'today-view-display, ott', ['2026-06-15'], 'xlsx')).toBe(
      'Cafe-Nandu-Bar_today-view-display-ott_2026-06-15.xlsx',
    );
    expect(exportFileName('***', 'conversions', [], 'csv')).toBe('advertiser_conversions.csv');
  });
});
