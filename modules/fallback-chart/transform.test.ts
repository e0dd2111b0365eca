import { describe, expect, it } from 'vitest';
import { fallbackOptions, rowsOnlyDataset, totalsDataset } from './fixtures';
import { FALLBACK_MESSAGE, totalsOf, transformFallback } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('fallback-chart transform', () => {
  it('shows the neutral note and the totals row figures', () => {
    const data = transformFallback(totalsDataset, fallbackOptions, context);
    expect(data.message).toBe(FALLBACK_MESSAGE);
    expect(data.figures.map((f) => [f.label, f.value])).toEqual([
      ['Imps', '1,284,330'],
      ['Clicks', '2,911'],
      ['CTR', '0.23%'],
      ['Spend', '$30,824.12'],
    ]);
  });

  it('sums counts from the rows when there is no totals row and leaves rates out', () => {
    expect(totalsOf(rowsOnlyDataset, ['Impressions', 'ClickThrough'])).toEqual({ Impressions: 180_600 });
    const data = transformFallback(rowsOnlyDataset, fallbackOptions, context);
    expect(data.figures.map((f) => f.key)).toEqual(['Impressions', 'Clicks']);
  });

  it('uses the layout’s own note', () => {
    expect(transformFallback(totalsDataset, { message: 'Pick one campaign' }, context).message).toBe(
      'Pick one campaign',
    );
  });
});
