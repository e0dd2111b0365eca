/** The segments a hairline layer draws: every ring and line of GeoJSON geometries as pairs of [lon, lat]. */
import { linesOf, type GeometryLike } from './geometry-rings';

/** Each segment of each line as two vertices, [lon, lat, lon, lat], ready for a `line-list` draw. */
export function outlineSegments(items: readonly GeometryLike[]): Float64Array {
  const lines = items.flatMap((item) => linesOf(item));
  const count = lines.reduce((sum, line) => sum + Math.max(0, line.length - 1), 0);
  const out = new Float64Array(count * 4);
  let at = 0;
  for (const line of lines) {
    for (let i = 0; i + 1 < line.length; i++) {
      const [x0 = 0, y0 = 0] = line[i]!;
      const [x1 = 0, y1 = 0] = line[i + 1]!;
      out.set([x0, y0, x1, y1], at);
      at += 4;
    }
  }
  return out;
}
