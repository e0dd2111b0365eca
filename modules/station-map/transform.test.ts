import { describe, expect, it } from 'vitest';
import { mapDataset, mapOptions } from './fixtures';
import { atLeast, spreadAround, stationRegions, transformStationMap } from './transform';

const context = { campaignTypes: ['BROADCAST'], print: false };

describe('station-map transform', () => {
  it("places the first station at its market's centre and the others around it", () => {
    const regions = stationRegions(mapDataset.rows, mapDataset.features ?? []);
    expect(regions[0]?.position).toEqual([-73.7, 41.1]);
    expect(regions[1]?.position).toEqual(spreadAround([-73.7, 41.1], 1));
    expect(regions[1]?.position).not.toEqual(regions[0]?.position);
  });

  it('labels stations with their market and lists their airings', () => {
    const data = transformStationMap(mapDataset, mapOptions, context);
    expect(data.regions.map((r) => r.label)).toEqual(['WABC (New York)', 'WNBC (New York)', 'WPIX (New York)']);
    expect(data.columns.map((c) => c.label)).toEqual(['Station', 'Imps', 'Spots']);
    expect(data.regions.every((r) => r.drill === undefined)).toBe(true);
  });

  it('keeps Clicks and CTR for a tab whose tactics count clicks', () => {
    const data = transformStationMap(mapDataset, mapOptions, { ...context, campaignTypes: ['DISPLAY'] });
    expect(data.columns.map((c) => c.key)).toEqual(['Region', 'Impressions', 'Clicks', 'ClickThrough', 'Airings']);
  });

  it('lists a station without a market but does not draw it', () => {
    const data = transformStationMap(
      { ...mapDataset, rows: [{ Station: 'KXYZ', Impressions: 5, Clicks: 0 }] },
      mapOptions,
      context,
    );
    expect(data.listed).toHaveLength(1);
    expect(data.regions).toHaveLength(0);
  });

  it("opens on the market's surroundings, not on a blank square around one station", () => {
    const data = transformStationMap({ ...mapDataset, rows: mapDataset.rows.slice(0, 1) }, mapOptions, context);
    const [[west, south], [east, north]] = data.bounds ?? [
      [0, 0],
      [0, 0],
    ];
    expect(east - west).toBeGreaterThanOrEqual(6);
    expect(north - south).toBeGreaterThanOrEqual(6);
    expect((west + east) / 2).toBeCloseTo(-73.7);
    expect(atLeast(null, 6)).toBeNull();
  });
});
