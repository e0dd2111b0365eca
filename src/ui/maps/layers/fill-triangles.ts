/** Polygons triangulated for a fill layer's indexed `triangle-list` draw (earcut, as deck.gl itself uses). */
import earcut from 'earcut';
import { polygonsOf, type GeometryLike } from './geometry-rings';

/** Triangles of many polygons: shared vertices, their item, and indices three per triangle. */
export interface FillTriangles {
  /** [lon, lat] pairs. */
  positions: Float64Array;
  /** The index of the item (feature) each vertex belongs to. */
  itemOf: Uint32Array;
  indices: Uint32Array;
}

/** Triangulates every polygon of every item; holes stay open. */
export function fillTriangles(items: readonly GeometryLike[]): FillTriangles {
  const positions: number[] = [];
  const itemOf: number[] = [];
  const indices: number[] = [];
  items.forEach((item, index) => {
    for (const polygon of polygonsOf(item)) {
      const flat: number[] = [];
      const holes: number[] = [];
      polygon.forEach((ring, r) => {
        if (r > 0) holes.push(flat.length / 2);
        for (const [lon = 0, lat = 0] of ring) flat.push(lon, lat);
      });
      const base = positions.length / 2;
      for (const corner of earcut(flat, holes, 2)) indices.push(base + corner);
      for (let i = 0; i < flat.length; i += 2) {
        positions.push(flat[i]!, flat[i + 1]!);
        itemOf.push(index);
      }
    }
  });
  return {
    positions: Float64Array.from(positions),
    itemOf: Uint32Array.from(itemOf),
    indices: Uint32Array.from(indices),
  };
}
