import { describe, expect, it } from 'vitest';
import type { GeoFeature } from '../../domain/layout/dataset';
import {
  bucketOf,
  bucketThresholds,
  buildMapData,
  centreOf,
  codeText,
  joinRows,
  mapColumns,
  metricValue,
  regionsOf,
} from './map-model';

const point = (id: string, lon: number, lat: number): GeoFeature => ({
  type: 'Feature',
  id,
  properties: {},
  geometry: { type: 'Point', coordinates: [lon, lat] },
});

describe('map model', () => {
  it('reads CTR from ClickThrough or computes it from clicks and impressions', () => {
    expect(metricValue({ ClickThrough: 0.25 }, 'CTR')).toBe(0.25);
    expect(metricValue({ Impressions: 2000, Clicks: 5 }, 'CTR')).toBe(0.25);
    expect(metricValue({ Impressions: 0, Clicks: 0 }, 'CTR')).toBeNull();
    expect(metricValue({ Clicks: '12' }, 'Clicks')).toBe(12);
  });

  it('joins rows to features by code and keeps rows without a shape', () => {
    const joined = joinRows([{ DMA: 501 }, { DMA: 743 }, { DMA: null }], [point('501', -74, 40.7)], (row) =>
      row.DMA === null ? null : String(row.DMA),
    );
    expect(joined.map((j) => [j.code, j.feature?.id])).toEqual([
      ['501', '501'],
      ['743', undefined],
    ]);
  });

  it('buckets values in five equal steps up to the maximum', () => {
    const thresholds = bucketThresholds([100, 50, null]);
    expect(thresholds).toEqual([20, 40, 60, 80, 100]);
    expect(bucketOf(100, thresholds)).toBe(4);
    expect(bucketOf(1, thresholds)).toBe(0);
    expect(bucketOf(null, thresholds)).toBe(-1);
    expect(bucketThresholds([0, 0])).toEqual([]);
  });

  it('labels the list columns for the tab (Household Impressions on TV2OTT)', () => {
    expect(mapColumns('DMA', ['TV2OTT']).map((c) => c.label)).toEqual([
      'DMA',
      'Household Impressions',
      'Clicks',
      'CTR',
    ]);
  });

  it('draws the top layerLimit placed regions and lists every row', () => {
    const data = buildMapData({
      metric: 'Impressions',
      columns: mapColumns('DMA', []),
      layerLimit: 1,
      regions: [
        { id: 'a', label: 'A', row: { Impressions: 10 }, position: [-80, 40] },
        { id: 'b', label: 'B', row: { Impressions: 30 }, position: [-90, 35] },
        { id: 'c', label: 'C', row: { Impressions: 20 } },
      ],
    });
    expect(data.regions.map((r) => r.id)).toEqual(['b']);
    expect(data.listed.map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(data.thresholds.at(-1)).toBe(30);
  });

  it('places point features at their position with their radius and drills only real places', () => {
    const fence: GeoFeature = { ...point('f', -89.7, 39.76), properties: { radius: 400 } };
    const regions = regionsOf([{ Code: 'f' }, { Code: 'Other' }], [fence], {
      codeOf: (row) => codeText(row.Code),
      labelOf: (row) => String(row.Code),
      geoType: 'ZIPCODE',
    });
    expect(regions[0]).toMatchObject({
      position: [-89.7, 39.76],
      radius: 400,
      drill: { geoType: 'ZIPCODE', value: 'f' },
    });
    expect(regions[1]?.drill).toBeUndefined();
    expect(regions[1]?.position).toBeUndefined();
  });

  it('finds the centre of a shape', () => {
    expect(centreOf(point('x', -80, 40))).toEqual([-80, 40]);
  });
});
