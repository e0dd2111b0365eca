import { describe, expect, it } from 'vitest';
import { denseDataset, denseOptions, geoDeviceDataset, geoDeviceOptions, zeroDataset } from './fixtures';
import { distinctValues, transformTargeting } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('targeting-list transform', () => {
  it('lists distinct states by impressions, skipping Other and rows without the field', () => {
    expect(distinctValues(geoDeviceDataset.rows, 'state', 'Impressions')).toEqual(['OH', 'KY', 'IN']);
  });

  it('reads several sections from the same rows', () => {
    const data = transformTargeting(geoDeviceDataset, geoDeviceOptions, context);
    expect(data.sections.map((s) => [s.title, s.values])).toEqual([
      ['States', ['OH', 'KY', 'IN']],
      ['DMAs', ['Columbus, OH', 'Cincinnati', 'Louisville']],
      ['Devices', ['CTV', 'Mobile', 'Tablet']],
    ]);
  });

  it('orders alphabetically when every metric is zero', () => {
    expect(distinctValues(zeroDataset.rows, 'Metro', 'Impressions')).toEqual([
      'Cincinnati',
      'Columbus, OH',
      'Louisville',
    ]);
  });

  it('keeps itemLimit chips and counts the rest', () => {
    const [section] = transformTargeting(denseDataset, denseOptions, context).sections;
    expect(section?.values).toHaveLength(15);
    expect(section?.more).toBe(25);
  });

  it('names tactics by their display names', () => {
    const rows = [{ CampaignType: 'OTT' }, { CampaignType: 'PREROLL' }, { CampaignType: 'OTT' }];
    expect(distinctValues(rows, 'CampaignType', 'Impressions')).toEqual(['CTV', 'Video']);
  });
});
