import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { fillTriangles } from './fill-triangles';
import { projectPositions, viewProjectionFrom } from './flat-projection';
import { linesOf, polygonsOf } from './geometry-rings';
import { outlineSegments } from './outline-segments';

const ring = (west: number, south: number, size: number): number[][] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];
const square = { type: 'Polygon', coordinates: [ring(0, 0, 10)] };
const withHole = { type: 'Polygon', coordinates: [ring(0, 0, 10), ring(4, 4, 2)] };
const pair = { type: 'MultiPolygon', coordinates: [[ring(0, 0, 1)], [ring(5, 5, 1)]] };
const feature = (geometry: object): { type: 'Feature'; geometry: object } => ({ type: 'Feature', geometry });

/** The summed area of indexed triangles over [lon, lat] pairs. */
function areaOf({ positions, indices }: { positions: Float64Array; indices: Uint32Array }): number {
  let area = 0;
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i]!, indices[i + 1]!, indices[i + 2]!].map((v) => [
      positions[v * 2]!,
      positions[v * 2 + 1]!,
    ]);
    area += Math.abs((b![0]! - a![0]!) * (c![1]! - a![1]!) - (c![0]! - a![0]!) * (b![1]! - a![1]!)) / 2;
  }
  return area;
}

describe('geometry rings', () => {
  it('reads polygons of features, polygons and multipolygons, and none of points or lines', () => {
    expect(polygonsOf(feature(square))).toHaveLength(1);
    expect(polygonsOf(pair)).toHaveLength(2);
    expect(polygonsOf({ type: 'Point', coordinates: [1, 2] })).toEqual([]);
    expect(polygonsOf({ type: 'LineString', coordinates: [] })).toEqual([]);
    expect(polygonsOf(feature(null as unknown as object))).toEqual([]);
  });

  it('reads every ring and line as an outline', () => {
    expect(linesOf(withHole)).toHaveLength(2);
    expect(linesOf(pair)).toHaveLength(2);
    expect(linesOf({ type: 'MultiLineString', coordinates: [ring(0, 0, 1), ring(2, 2, 1)] })).toHaveLength(2);
    expect(linesOf({ type: 'LineString', coordinates: ring(0, 0, 1) })).toHaveLength(1);
  });
});

describe('outline segments', () => {
  it('draws each segment of each ring as two [lon, lat] vertices', () => {
    const segments = outlineSegments([feature(withHole)]);
    // Two closed rings of five positions: four segments each, four numbers a segment.
    expect(segments).toHaveLength(2 * 4 * 4);
    expect(Array.from(segments.slice(0, 8))).toEqual([0, 0, 10, 0, 10, 0, 10, 10]);
    expect(Array.from(segments.slice(16, 20))).toEqual([4, 4, 6, 4]);
  });

  it('draws nothing for points', () => {
    expect(outlineSegments([{ type: 'Point', coordinates: [1, 2] }])).toHaveLength(0);
  });
});

describe('fill triangles', () => {
  it('covers a square with two triangles of its own item', () => {
    const triangles = fillTriangles([square]);
    expect(triangles.indices).toHaveLength(6);
    expect(areaOf(triangles)).toBeCloseTo(100);
    expect(Array.from(triangles.itemOf)).toEqual([0, 0, 0, 0, 0]);
  });

  it('leaves holes open', () => {
    expect(areaOf(fillTriangles([withHole]))).toBeCloseTo(100 - 4);
  });

  it('numbers vertices by the item they belong to, across multipolygons', () => {
    const triangles = fillTriangles([feature(square), feature(pair), { type: 'Point', coordinates: [0, 0] }]);
    expect(areaOf(triangles)).toBeCloseTo(102);
    expect(Array.from(triangles.itemOf)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Indices of the second item point at its own vertices.
    expect(Math.min(...Array.from(triangles.indices.slice(6)))).toBe(5);
  });
});

describe('flat projection', () => {
  const viewport = new WebMercatorViewport({ width: 1200, height: 800, longitude: -96, latitude: 38, zoom: 3.5 });

  /** Screen pixels of a stored position through the matrix, both rounded to float32 as the GPU holds them. */
  function pixelOf(matrix: number[], [x, y]: [number, number], [width, height] = [1200, 800]): [number, number] {
    const m = matrix.map(Math.fround);
    const clip = [0, 1, 3].map((row) => Math.fround(m[row]! * x + m[4 + row]! * y + m[12 + row]!));
    const [cx, cy, w] = clip as [number, number, number];
    return [((cx / w + 1) / 2) * width, ((1 - cy / w) / 2) * height];
  }

  it('stores positions as float32 offsets from the first one', () => {
    const { origin, values } = projectPositions([-96, 38, -80, 30], 2);
    expect(values[0]).toBe(0);
    expect(values[1]).toBe(0);
    expect(origin[0]).toBeCloseTo(119.4667, 3);
    expect(values[2]).toBeGreaterThan(0);
    expect(values[3]).toBeLessThan(0);
  });

  it('lands each position where deck.gl projects it', () => {
    const { origin, values } = projectPositions([-96, 38, -80, 30, -122.4, 37.8], 2);
    const matrix = viewProjectionFrom(viewport, origin);
    for (const [i, lonLat] of [
      [-96, 38],
      [-80, 30],
      [-122.4, 37.8],
    ].entries()) {
      const [px, py] = pixelOf(matrix, [values[i * 2]!, values[i * 2 + 1]!]);
      const [ex, ey] = viewport.project(lonLat);
      expect(px).toBeCloseTo(ex!, 1);
      expect(py).toBeCloseTo(ey!, 1);
    }
  });

  it('keeps sub-pixel precision zoomed in on a geofence far from the country centre', () => {
    const street = new WebMercatorViewport({
      width: 800,
      height: 600,
      longitude: -73.9855,
      latitude: 40.758,
      zoom: 17,
    });
    const fence = [-73.9855, 40.758, -73.9851, 40.7583];
    const { origin, values } = projectPositions(fence, 2);
    const matrix = viewProjectionFrom(street, origin);
    const [px, py] = pixelOf(matrix, [values[2]!, values[3]!], [800, 600]);
    const [ex, ey] = street.project([fence[2]!, fence[3]!]);
    expect(Math.abs(px - ex!)).toBeLessThan(0.5);
    expect(Math.abs(py - ey!)).toBeLessThan(0.5);
  });

  it('answers no positions for no data', () => {
    expect(projectPositions([], 2).values).toHaveLength(0);
  });
});
