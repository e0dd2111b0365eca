/** Bounds of shapes and points, and `zoomToTopNPercents`: where a map opens. Pure, in longitude/latitude. */
import type { GeoFeature } from '../../domain/layout/dataset';

/** [[west, south], [east, north]] in degrees. */
export type LonLatBounds = readonly [readonly [number, number], readonly [number, number]];

/** The lower 48 states: where a map opens when nothing narrows it. */
export const US_BOUNDS: LonLatBounds = [
  [-124.8, 24.5],
  [-66.9, 49.4],
];

/** Something with a place: a polygon feature or a point. */
export interface Placed {
  feature?: GeoFeature;
  position?: readonly [number, number];
}

function eachPosition(coordinates: unknown, visit: (lon: number, lat: number) => void): void {
  if (!Array.isArray(coordinates)) return;
  if (coordinates.length >= 2 && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    visit(coordinates[0], coordinates[1]);
    return;
  }
  for (const item of coordinates) eachPosition(item, visit);
}

/** The bounds of some shapes and points; null when there is nothing placed. */
export function boundsOf(items: readonly Placed[]): LonLatBounds | null {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (lon: number, lat: number): void => {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  };
  for (const item of items) {
    if (item.position) visit(item.position[0], item.position[1]);
    if (item.feature) eachPosition(item.feature.geometry.coordinates, visit);
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/**
 * The bounds of the regions that together hold the top `percent` % of the metric: regions are taken from the
 * largest value down until their sum reaches that share of the total. Null when nothing is placed or the metric
 * sums to zero (the view then opens on the lower 48).
 */
export function zoomToTopNPercents<T extends Placed & { value: number | null }>(
  regions: readonly T[],
  percent: number | undefined,
): LonLatBounds | null {
  const placed = regions.filter((r) => (r.feature || r.position) && (r.value ?? 0) > 0);
  const total = placed.reduce((sum, r) => sum + (r.value ?? 0), 0);
  if (percent === undefined || total <= 0) return null;
  const sorted = [...placed].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const goal = (total * Math.min(percent, 100)) / 100;
  const kept: T[] = [];
  let sum = 0;
  for (const region of sorted) {
    kept.push(region);
    sum += region.value ?? 0;
    if (sum >= goal) break;
  }
  return boundsOf(kept);
}
