/** Cutting GeoJSON into what the flat layers draw: fill triangles and outline segments, projected. */
import { fillTriangles, type FillTriangles } from './fill-triangles';
import { projectPositions, type ProjectedPositions } from './flat-projection';
import type { GeometryLike } from './geometry-rings';
import { outlineSegments } from './outline-segments';

/** A fill layer's geometry: triangles and their projected positions. */
export type FillGeometry = { triangles: FillTriangles } & ProjectedPositions;

/** What the fill and hairline layers draw of one data array. */
export interface CutGeometry {
  fill: FillGeometry;
  hairline: ProjectedPositions;
}

/** Cuts fill triangles and outline segments of `items`, both projected. */
export function cutGeometry(items: readonly GeometryLike[]): CutGeometry {
  const triangles = fillTriangles(items);
  return {
    fill: { triangles, ...projectPositions(triangles.positions, 2) },
    hairline: projectPositions(outlineSegments(items), 2),
  };
}

/** The buffers of a cut, to transfer rather than copy. */
export function buffersOf({ fill, hairline }: CutGeometry): ArrayBuffer[] {
  return [
    fill.triangles.positions.buffer,
    fill.triangles.itemOf.buffer,
    fill.triangles.indices.buffer,
    fill.values.buffer,
    hairline.values.buffer,
  ] as ArrayBuffer[];
}
