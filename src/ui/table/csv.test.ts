import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../domain/layout/dataset';
import { toCsv } from './csv';

const columns: TableColumn[] = [
  { key: 'Publisher', label: 'Publisher', format: 'text' },
  { key: 'Impressions', label: 'Imps', format: 'integer' },
  { key: 'ClickThrough', label: 'CTR', format: 'percent' },
];

describe('toCsv', () => {
  it('writes a header of labels and raw numbers with CRLF line ends', () => {
    const csv = toCsv(columns, [{ Publisher: 'Hulu', Impressions: 120450, ClickThrough: 0.25 }]);
    expect(csv).toBe('Publisher,Imps,CTR\r\nHulu,120450,0.25\r\n');
  });

  it('quotes text holding commas, quotes or line breaks', () => {
    const csv = toCsv(columns, [{ Publisher: 'Fox "News", Live\nNow', Impressions: 1, ClickThrough: 0 }]);
    expect(csv.split('\r\n')[1]).toBe('"Fox ""News"", Live\nNow",1,0');
  });

  it('leaves missing values empty', () => {
    const csv = toCsv(columns, [{ Publisher: 'Hulu', Impressions: null }]);
    expect(csv.split('\r\n')[1]).toBe('Hulu,,');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('Publisher,Imps,CTR\r\n');
  });
});
