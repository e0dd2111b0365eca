import { describe, expect, it } from 'vitest';
import { mapDataset, mapOptions, zeroDataset } from './fixtures';
import { transformGenericMap } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('generic-map transform', () => {
  it('joins state rows to shapes and labels them by state name', () => {
    const data = transformGenericMap(mapDataset, mapOptions, context);
    expect(data.regions.map((r) => r.label)).toEqual(['New York', 'Pennsylvania', 'Texas', 'California', 'Illinois']);
    expect(data.regions[0]?.drill).toEqual({ geoType: 'STATE', value: 'NY' });
  });

  it('lists Unknown without drawing or drilling it', () => {
    const unknown = transformGenericMap(mapDataset, mapOptions, context).listed.find((r) => r.id === 'Unknown');
    expect(unknown?.feature).toBeUndefined();
    expect(unknown?.drill).toBeUndefined();
  });

  it('colours by clicks when asked, in five buckets up to the largest value', () => {
    const data = transformGenericMap(mapDataset, { mapMetric: 'Clicks' }, context);
    expect(data.thresholds).toEqual([94, 188, 282, 376, 470]);
  });

  it('has no buckets and opens on the whole country when every figure is zero', () => {
    const data = transformGenericMap(zeroDataset, { ...mapOptions, zoomToTopNPercents: 80 }, context);
    expect(data.thresholds).toEqual([]);
    expect(data.bounds).toBeNull();
  });
});
