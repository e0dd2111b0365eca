/**
 * The printed picture of a map (exports and thumbnails): the same outlines, regions, colours and points as the
 * deck.gl picture, drawn once as SVG with d3-geo. Print needs no pan, hover or picking, and a vector map is sharp
 * in a PDF and ready in one frame, where WebGL in a headless browser spends seconds before and after its first frame.
 */
import type { Feature, FeatureCollection } from 'geojson';
import { geoMercator, geoPath } from 'd3-geo';
import { useEffect, useMemo, type ReactElement } from 'react';
import { US_BOUNDS } from './map-bounds';
import { STATE_OUTLINES } from './state-outlines';
import { bucketOf, type MapData } from './map-model';
import type { MapStyle } from './use-map-style';

export interface PrintMapProps {
  data: MapData;
  style: MapStyle;
  width: number;
  height: number;
  /** Called once the picture is in the page. */
  onPainted(): void;
}

/** Points draw at this radius (px) unless their metres radius is larger on the page. */
const POINT_RADIUS = 4;
const PADDING = 24;

/** The regions' outlines and points, fitted to the data's bounds (the lower 48 when none). */
export function PrintMap({ data, style, width, height, onPainted }: PrintMapProps): ReactElement {
  useEffect(() => onPainted(), [onPainted]);
  const drawn = useMemo(() => {
    const [[west, south], [east, north]] = data.bounds ?? US_BOUNDS;
    const frame: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiPoint',
            coordinates: [
              [west, south],
              [east, north],
            ],
          },
        },
      ],
    };
    const pad = Math.min(PADDING, Math.floor(Math.min(width, height) / 8));
    const projection = geoMercator().fitExtent(
      [
        [pad, pad],
        [width - pad, height - pad],
      ],
      frame,
    );
    const path = geoPath(projection);
    const fill = (value: number | null): string =>
      style.ramp[Math.max(0, bucketOf(value, data.thresholds))] ?? '#cccccc';
    const outlines = STATE_OUTLINES.features.map((feature) => path(feature) ?? '').filter(Boolean);
    const shapes = data.regions.flatMap((region) =>
      region.feature
        ? [{ id: region.id, d: path(region.feature as unknown as Feature) ?? '', fill: fill(region.value) }]
        : [],
    );
    // Metres to pixels at the map's centre: Mercator's scale is the projection's, per radian of the earth.
    const metresPerPixel = 6_378_137 / projection.scale();
    const points = data.regions.flatMap((region) => {
      if (!region.position) return [];
      const at = projection([region.position[0], region.position[1]]);
      if (!at) return [];
      const r = Math.max(POINT_RADIUS, (region.radius ?? 0) / metresPerPixel);
      return [{ id: region.id, x: at[0], y: at[1], r, fill: fill(region.value) }];
    });
    return { outlines, shapes, points };
  }, [data, style, width, height]);

  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="presentation">
      <g fill="#f4f4f4" stroke="#a0a0a0" strokeWidth={0.5}>
        {drawn.outlines.map((d, i) => (
          <path key={i} d={d} />
        ))}
      </g>
      <g stroke={style.stroke} strokeWidth={0.5} fillOpacity={style.opacity}>
        {drawn.shapes.map((shape) => (
          <path key={shape.id} d={shape.d} fill={shape.fill} />
        ))}
      </g>
      <g stroke={style.stroke} strokeWidth={1} fillOpacity={style.opacity}>
        {drawn.points.map((point) => (
          <circle key={point.id} cx={point.x} cy={point.y} r={point.r} fill={point.fill} />
        ))}
      </g>
    </svg>
  );
}
