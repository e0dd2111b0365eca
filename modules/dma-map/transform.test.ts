import { describe, expect, it } from 'vitest';
import { mapDataset, mapOptions, zipDataset } from './fixtures';
import { transformDmaMap } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('dma-map transform', () => {
  it('joins DMA rows to shapes by code and lists markets without a shape', () => {
    const data = transformDmaMap(mapDataset, mapOptions, context);
    expect(data.regions.map((r) => r.id)).toEqual(['501', '504', '602', '803']);
    expect(data.listed.map((r) => r.label)).toContain('Anchorage');
    expect(data.listed.find((r) => r.id === '743')?.feature).toBeUndefined();
    expect(data.regions[0]?.drill).toEqual({ geoType: 'DMA', value: '501' });
  });

  it('colours by the chosen metric and keeps layerLimit regions', () => {
    const data = transformDmaMap(mapDataset, { ...mapOptions, mapMetric: 'CTR', layerLimit: 2 }, context);
    expect(data.metricKey).toBe('ClickThrough');
    expect(data.regions).toHaveLength(2);
    expect(data.regions[0]?.value).toBeGreaterThanOrEqual(data.regions[1]?.value ?? 0);
  });

  it('fits the view to the markets holding the top N % of impressions', () => {
    const data = transformDmaMap(mapDataset, { ...mapOptions, zoomToTopNPercents: 40 }, context);
    expect(data.bounds).toEqual([
      [-75.4, 40.0],
      [-72.0, 42.2],
    ]);
  });

  it('draws zip codes as points at their centroid and drills by zip', () => {
    const data = transformDmaMap(zipDataset, { ...mapOptions, geoLevel: 'zip' }, context);
    expect(data.regions.map((r) => [r.label, r.position])).toEqual([
      ['10001 New York, NY', [-73.997, 40.751]],
      ['90012 Los Angeles, CA', [-118.239, 34.066]],
    ]);
    expect(data.listed.at(-1)?.drill).toBeUndefined();
  });
});
