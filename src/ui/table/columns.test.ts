import { describe, expect, it } from 'vitest';
import { columnFor, resolveColumns, sortByMetric, withoutZeroRows } from './columns';

describe('table columns', () => {
  it('labels metrics for the tab types', () => {
    expect(columnFor('Impressions')).toEqual({ key: 'Impressions', label: 'Imps', format: 'integer' });
    expect(columnFor('Conversions', ['SOCIAL']).label).toBe('Link Clicks');
    expect(columnFor('ZipCode')).toEqual({ key: 'ZipCode', label: 'ZIP Code', format: 'text' });
    expect(columnFor('Metro').label).toBe('Market (DMA)');
  });

  it('resolves column objects, keeping their label and format', () => {
    const columns = resolveColumns(['Daypart', { key: 'SpendVal', label: 'Cost', format: 'auto' }]);
    expect(columns).toEqual([
      { key: 'Daypart', label: 'Daypart', format: 'text' },
      { key: 'SpendVal', label: 'Cost', format: 'currency' },
    ]);
  });

  it('drops rows whose metrics are all zero', () => {
    const rows = [
      { Device: 'CTV', Impressions: 0, Clicks: 0 },
      { Device: 'Mobile', Impressions: 0, Clicks: 3 },
    ];
    expect(withoutZeroRows(rows, ['Impressions', 'Clicks']).map((r) => r.Device)).toEqual(['Mobile']);
  });

  it('sorts by a metric with Other last and blanks after numbers', () => {
    const rows = [
      { Publisher: 'Other', Impressions: 900 },
      { Publisher: 'Tubi', Impressions: null },
      { Publisher: 'Hulu', Impressions: 10 },
      { Publisher: 'Roku Channel', Impressions: 30 },
    ];
    expect(sortByMetric(rows, 'Impressions').map((r) => r.Publisher)).toEqual([
      'Roku Channel',
      'Hulu',
      'Tubi',
      'Other',
    ]);
    expect(sortByMetric(rows, 'Impressions', false)[0]?.Publisher).toBe('Hulu');
  });
});
