import { describe, expect, it } from 'vitest';
import { zipOptions, zipPageDataset } from './fixtures';
import { transformSelfFetchingBar } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('self-fetching-bar transform', () => {
  it('keeps the page in the order the call sorted it', () => {
    const data = transformSelfFetchingBar(zipPageDataset, { ...zipOptions, sortDesc: false }, context);
    expect(data.categories.slice(0, 3)).toEqual(['10001', '10008', '10015']);
    expect(data.dimensionLabel).toBe('Zip code');
  });

  it('charts the sort metric when no metric is named', () => {
    const data = transformSelfFetchingBar(zipPageDataset, { dataMethod: 'breakdown', sortBy: 'Clicks' }, context);
    expect(data.series.map((s) => s.key)).toEqual(['Clicks']);
  });
});
