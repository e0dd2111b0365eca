import { describe, expect, it } from 'vitest';
import { mapDataset, mapOptions, zeroDataset } from './fixtures';
import { transformConversionMap } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('conversion-map transform', () => {
  it('colours zip points by conversions, largest first', () => {
    const data = transformConversionMap(mapDataset, mapOptions, context);
    expect(data.metricKey).toBe('Conversions');
    expect(data.regions.map((r) => [r.id, r.value])).toEqual([
      ['10001', 30],
      ['19103', 20],
      ['60601', 12],
      ['90012', 1],
    ]);
  });

  it('lists Other with its conversions but does not draw it', () => {
    const data = transformConversionMap(mapDataset, mapOptions, context);
    expect(data.listed.map((r) => r.id)).toContain('Other');
    expect(data.regions.map((r) => r.id)).not.toContain('Other');
  });

  it('labels conversions as Link Clicks on Social', () => {
    const data = transformConversionMap(mapDataset, mapOptions, { ...context, campaignTypes: ['SOCIAL'] });
    expect(data.columns.at(-1)?.label).toBe('Link Clicks');
  });

  it('has nothing to show without conversions', () => {
    expect(transformConversionMap(zeroDataset, mapOptions, context).listed).toEqual([]);
  });
});
