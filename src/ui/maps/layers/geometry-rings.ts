/** Reading GeoJSON geometries (or features carrying them) as polygons and lines of [lon, lat] positions. */

/** A line or ring: [lon, lat] positions. */
export type Ring = readonly (readonly number[])[];

/** A GeoJSON geometry, or a feature carrying one; only polygons and lines are read. */
export type GeometryLike = { type: string; coordinates?: unknown; geometry?: unknown };

/** The polygons of a geometry: each an outer ring followed by its holes. Lines and points have none. */
export function polygonsOf(item: GeometryLike | null | undefined): readonly (readonly Ring[])[] {
  if (!item) return [];
  if (item.type === 'Feature') return polygonsOf(item.geometry as GeometryLike | null);
  if (item.type === 'Polygon') return [item.coordinates as readonly Ring[]];
  if (item.type === 'MultiPolygon') return item.coordinates as readonly (readonly Ring[])[];
  return [];
}

/** Every ring and line of a geometry, as drawn by an outline. */
export function linesOf(item: GeometryLike | null | undefined): readonly Ring[] {
  if (!item) return [];
  if (item.type === 'Feature') return linesOf(item.geometry as GeometryLike | null);
  if (item.type === 'LineString') return [item.coordinates as Ring];
  if (item.type === 'MultiLineString') return item.coordinates as readonly Ring[];
  return polygonsOf(item).flat();
}
