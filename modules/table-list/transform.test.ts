import { describe, expect, it } from 'vitest';
import { zeroDataset, zipDataset, zipOptions } from './fixtures';
import { labelColumnOf, transformTableList } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('table-list transform', () => {
  it('keeps the top 10 by the metric, largest first, Other last', () => {
    const data = transformTableList(zipDataset, { ...zipOptions, itemLimit: 13 }, context);
    expect(data.rows.slice(0, 3).map((r) => r.ZipCode)).toEqual(['43215', '43081', '43016']);
    expect(data.rows.at(-1)?.ZipCode).toBe('Other');
  });

  it('defaults to ten rows', () => {
    const { itemLimit: _omit, ...options } = zipOptions;
    expect(transformTableList(zipDataset, options, context).rows).toHaveLength(10);
  });

  it('titles the label and metric columns', () => {
    const data = transformTableList(zipDataset, zipOptions, context);
    expect([data.label.label, data.metric.label]).toEqual(['ZIP Code', 'Imps']);
    expect(labelColumnOf({ ...zipOptions, labelTitle: 'Zip' }, context).label).toBe('Zip');
  });

  it('shows the label as text whatever its field', () => {
    expect(labelColumnOf({ labelField: 'Hour', metric: 'Clicks' }, context).format).toBe('text');
  });

  it('relabels the metric for the tab types', () => {
    const data = transformTableList(
      zipDataset,
      { ...zipOptions, metric: 'Conversions' },
      { ...context, campaignTypes: ['SOCIAL'] },
    );
    expect(data.metric.label).toBe('Link Clicks');
  });

  it('sorts ascending when asked and drops zeros with hideZeros', () => {
    expect(transformTableList(zipDataset, { ...zipOptions, sortDesc: false }, context).rows[0]?.ZipCode).toBe('43004');
    expect(transformTableList(zeroDataset, { ...zipOptions, hideZeros: true }, context).rows).toEqual([]);
  });
});
