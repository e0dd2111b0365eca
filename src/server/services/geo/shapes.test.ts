import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, matchesIfNoneMatch, prepareBody } from './cached-body';
import { circlePolygon } from './polygons';
import { decimalsAt, DEFAULT_ZOOM, dmaList, layerFeatures, minAreaAt, quantiseGeometry } from './shapes';

const gzipBytes = (value: unknown): number => gzipSync(JSON.stringify(value), { level: 9 }).length;

describe('reference shapes by zoom', () => {
  it('DMA geometry at national zoom is at most 150 kB gzip, with 206 named markets', () => {
    const dmas = layerFeatures('dma', DEFAULT_ZOOM);
    expect(dmas.features).toHaveLength(206);
    expect(dmas.features.every((f) => f.geometry && !String(f.properties?.name).startsWith('dma:'))).toBe(true);
    expect(gzipBytes(dmas)).toBeLessThanOrEqual(150 * 1024);
    expect(gzipBytes(layerFeatures('dma', 0))).toBeLessThanOrEqual(150 * 1024);
  });

  it('a coarser zoom is smaller; thresholds halve and decimals grow with zoom', () => {
    expect(gzipBytes(layerFeatures('dma', 0))).toBeLessThan(gzipBytes(layerFeatures('dma', 8)));
    expect(gzipBytes(layerFeatures('states', 2))).toBeLessThan(gzipBytes(layerFeatures('states', 6)));
    expect(minAreaAt(5)).toBeCloseTo(minAreaAt(4) / 2, 12);
    expect([0, 3, 4, 7, 8, 12].map(decimalsAt)).toEqual([3, 3, 4, 4, 5, 5]);
  });

  it('rounds positions, drops the repeats rounding makes and keeps rings closed and valid', () => {
    const square = [
      [0, 0],
      [0.00001, 0.00001],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    const tiny = [
      [5, 5],
      [5.0001, 5],
      [5, 5.0001],
      [5, 5],
    ];
    const result = quantiseGeometry({ type: 'Polygon', coordinates: [square, tiny] }, 3);
    expect(result).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    });
  });

  it('lists all 210 markets; the four without a boundary say so', () => {
    const markets = dmaList();
    expect(markets).toHaveLength(210);
    expect(
      markets
        .filter((m) => !m.hasShape)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Anchorage', 'Fairbanks', 'Honolulu', 'Juneau']);
  });
});

describe('prepared bodies and fences', () => {
  it('tags, gzip negotiation and If-None-Match', () => {
    const body = prepareBody({ a: 1 });
    expect(body.etag).toMatch(/^"[\w-]+"$/);
    expect(body.gzipEtag).toBe(body.etag.replace(/"$/, '-gzip"'));
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(matchesIfNoneMatch(`W/${body.etag}`, body)).toBe(true);
    expect(matchesIfNoneMatch(`"x", ${body.gzipEtag}`, body)).toBe(true);
    expect(matchesIfNoneMatch('"other"', body)).toBe(false);
  });

  it('a radius fence is a closed 32-point circle of that radius', () => {
    const circle = circlePolygon(40, -75, 500);
    const ring = circle.coordinates[0]!;
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    const [lon, lat] = ring[8]!;
    const metres = Math.hypot((lon! + 75) * 111_320 * Math.cos((40 * Math.PI) / 180), (lat! - 40) * 111_320);
    expect(metres).toBeGreaterThan(480);
    expect(metres).toBeLessThan(520);
  });
});
