import { describe, expect, it } from 'vitest';
import type { GeoFeature } from '../../domain/layout/dataset';
import { boundsOf, zoomToTopNPercents } from './map-bounds';

const square = (id: string, west: number, south: number, size = 1): GeoFeature => ({
  type: 'Feature',
  id,
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  },
});

describe('map bounds', () => {
  it('spans polygons and points', () => {
    expect(boundsOf([{ feature: square('a', -100, 40) }, { position: [-90, 30] }])).toEqual([
      [-100, 30],
      [-90, 41],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('fits the regions holding the top N % of the metric', () => {
    const regions = [
      { feature: square('big', -80, 40), value: 700 },
      { feature: square('mid', -100, 35), value: 200 },
      { feature: square('small', -120, 45), value: 100 },
    ];
    expect(zoomToTopNPercents(regions, 50)).toEqual([
      [-80, 40],
      [-79, 41],
    ]);
    expect(zoomToTopNPercents(regions, 90)).toEqual([
      [-100, 35],
      [-79, 41],
    ]);
    expect(zoomToTopNPercents(regions, 100)?.[0]).toEqual([-120, 35]);
  });

  it('opens on the whole country when the option is absent or the metric sums to zero', () => {
    const regions = [{ feature: square('a', -80, 40), value: 0 }];
    expect(zoomToTopNPercents(regions, 80)).toBeNull();
    expect(zoomToTopNPercents([{ feature: square('a', -80, 40), value: 5 }], undefined)).toBeNull();
  });
});
