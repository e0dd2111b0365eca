import { describe, expect, it } from 'vitest';
import { firstPageDataset, pieOptions } from './fixtures';
import { transformSelfFetchingPie } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('self-fetching-pie transform', () => {
  it('slices every row of the page without an Other bucket', () => {
    const data = transformSelfFetchingPie(firstPageDataset, pieOptions, context);
    expect(data.slices).toHaveLength(10);
    expect(data.slices.map((s) => s.name)).not.toContain('Other');
    expect(data.slices[0]?.name).toBe('Hulu');
  });

  it('falls back to the sort metric when no metric is named', () => {
    const data = transformSelfFetchingPie(firstPageDataset, { dataMethod: 'breakdown', sortBy: 'Clicks' }, context);
    expect(data.metric).toBe('Clicks');
  });
});
