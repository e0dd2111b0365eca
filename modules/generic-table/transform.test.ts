import { describe, expect, it } from 'vitest';
import { denseDataset, publisherDataset, publisherOptions } from './fixtures';
import { passesFilters, sortRows, transformTable } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('generic-table transform', () => {
  it('labels columns by metric and formats by kind', () => {
    const data = transformTable(publisherDataset, publisherOptions, context);
    expect(data.columns.map((c) => [c.label, c.format])).toEqual([
      ['Publisher', 'text'],
      ['Imps', 'integer'],
      ['Clicks', 'integer'],
      ['CTR', 'percent'],
    ]);
  });

  it('relabels metrics for the tab types (Link Clicks on Social)', () => {
    const data = transformTable(
      publisherDataset,
      { columns: ['Conversions'] },
      { ...context, campaignTypes: ['SOCIAL'] },
    );
    expect(data.columns[0]?.label).toBe('Link Clicks');
  });

  it('sorts ascending when asked and keeps Other last', () => {
    const rows = sortRows(publisherDataset.rows, 'Impressions', false);
    expect(rows.map((r) => r.Publisher)).toEqual(['Roku Channel', 'Pluto TV', 'Hulu', 'Other']);
  });

  it('applies itemLimit after sorting', () => {
    const data = transformTable(denseDataset, { ...publisherOptions, itemLimit: 5, sortDesc: false }, context);
    expect(data.rows).toHaveLength(5);
    expect(data.rows[0]?.Impressions).toBe(100000 - 56 * 1500);
  });

  it('filters rows with filterBy', () => {
    expect(passesFilters({ Impressions: 5 }, [{ field: 'Impressions', op: 'gt', value: 4 }])).toBe(true);
    expect(passesFilters({ Impressions: 5 }, [{ field: 'Impressions', op: 'gt', value: 5 }])).toBe(false);
    expect(passesFilters({ Publisher: 'Hulu' }, [{ field: 'Publisher', op: 'in', value: ['Hulu', 'Roku'] }])).toBe(
      true,
    );
    expect(passesFilters({ Publisher: 'Hulu' }, [{ field: 'Publisher', op: 'contains', value: 'ul' }])).toBe(true);
  });

  it('sums integer columns into the totals row and leaves ratios blank', () => {
    const data = transformTable(publisherDataset, publisherOptions, context);
    expect(data.totals).toEqual({ Publisher: 'Total', Impressions: 273792, Clicks: 591, ClickThrough: null });
  });
});
