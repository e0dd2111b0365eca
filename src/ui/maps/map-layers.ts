/**
 * The deck.gl layers of every map, apart from React so the maps benchmark draws exactly what users see: the
 * offline state base, the choropleth shapes and the points. Fills, outlines and fixed-size points use the flat
 * layers of `layers/` (one small shader and one draw call each; see layers/flat-projection.ts); geofences, few
 * and sized in metres, use deck.gl's ScatterplotLayer.
 */
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { DotLayer } from './layers/dot-layer';
import { workerBaseGeometry } from './layers/base-geometry';
import { adoptFillGeometry, fillGeometry, FillLayer, hasFillGeometry } from './layers/fill-layer';
import { adoptHairlineGeometry, hairlineGeometry, HairlineLayer } from './layers/hairline-layer';
import { rgbaOf, type Rgba } from './map-colors';
import { bucketOf, type MapData, type MapRegion } from './map-model';
import { STATE_OUTLINES } from './state-outlines';
import type { MapStyle } from './use-map-style';

/** What a map draws, and the region behind each picked object. */
export interface MapLayers {
  layers: Layer[];
  regionOf: ReadonlyMap<object, MapRegion>;
}

const BASE_FILL: Rgba = [244, 244, 244, 255];
const BASE_LINE: Rgba = [160, 160, 160, 255];
/** Points without a radius (zips, stations) draw at this size, in CSS pixels. */
const POINT_RADIUS_PIXELS = 4;

/** Cuts the state base (14,000 vertices) on this thread; the layers then find it cached. */
export function warmBaseGeometry(): void {
  fillGeometry(STATE_OUTLINES.features);
  hairlineGeometry(STATE_OUTLINES.features);
}

/** Whether the state base is in the layers' caches. */
export function baseGeometryReady(): boolean {
  return hasFillGeometry(STATE_OUTLINES.features);
}

/**
 * Puts the state base into the layers' caches: the worker's cut (layers/base-geometry.ts), or, without a
 * worker, one made here.
 */
export async function prepareBaseGeometry(): Promise<void> {
  if (baseGeometryReady()) return;
  const cut = await workerBaseGeometry();
  if (baseGeometryReady()) return;
  if (!cut) {
    warmBaseGeometry();
    return;
  }
  adoptFillGeometry(STATE_OUTLINES.features, cut.fill);
  adoptHairlineGeometry(STATE_OUTLINES.features, cut.hairline);
}

/**
 * The base of state outlines. Layers are descriptors that deck.gl matches by id within one map, so each map gets
 * its own; the triangles and segments of the same data are computed once per page (see the layers' caches).
 */
const baseLayers = (): Layer[] => [
  new FillLayer({ id: 'state-fill', data: STATE_OUTLINES.features, getFillColor: BASE_FILL }),
  new HairlineLayer({ id: 'state-outlines', data: STATE_OUTLINES.features, color: BASE_LINE }),
];

/** Base outlines, choropleth polygons and points of a map's data, coloured by the agency's map style. */
export function mapLayers(data: MapData, style: MapStyle): MapLayers {
  const regionOf = new Map<object, MapRegion>();
  const fill = (region: MapRegion | undefined): Rgba =>
    rgbaOf(style.ramp[Math.max(0, bucketOf(region?.value ?? null, data.thresholds))] ?? '#cccccc', style.opacity);
  const stroke = rgbaOf(style.stroke);
  // A region with both a shape and a position draws both: the position is a marker that stays visible when
  // the shape is smaller than a pixel (a 300 m geofence on a state-wide view).
  const features = data.regions.flatMap((region) => {
    if (!region.feature) return [];
    const feature = { ...region.feature, properties: { ...region.feature.properties } };
    regionOf.set(feature, region);
    return [feature];
  });
  const points = data.regions.filter((region) => region.position);
  points.forEach((region) => regionOf.set(region, region));
  // Geofences carry a radius in metres; zips and stations draw at a fixed pixel size, often by the thousand.
  const circles = points.filter((region) => region.radius);
  const dots = points.filter((region) => !region.radius);
  const common = { pickable: true, autoHighlight: true, highlightColor: rgbaOf(style.highlight, 0.5) };
  const layers: Layer[] = baseLayers();
  if (features.length > 0)
    layers.push(
      new FillLayer({
        id: 'regions',
        data: features,
        ...common,
        getFillColor: (f) => fill(regionOf.get(f)),
      }),
      new HairlineLayer({ id: 'region-outlines', data: features, color: stroke }),
    );
  if (circles.length > 0)
    layers.push(
      new ScatterplotLayer<MapRegion>({
        id: 'circles',
        data: circles,
        ...common,
        getPosition: (r) => [r.position![0], r.position![1]],
        getRadius: (r) => r.radius ?? 0,
        radiusUnits: 'meters',
        radiusMinPixels: POINT_RADIUS_PIXELS,
        getFillColor: (r) => fill(r),
        getLineColor: stroke,
        stroked: true,
        lineWidthMinPixels: 1,
      }),
    );
  if (dots.length > 0)
    layers.push(
      new DotLayer<MapRegion>({
        id: 'points',
        data: dots,
        ...common,
        getPosition: (r) => [r.position![0], r.position![1]],
        getFillColor: (r) => fill(r),
        lineColor: stroke,
        radiusPixels: POINT_RADIUS_PIXELS,
        lineWidthPixels: 1,
        stroked: true,
      }),
    );
  return { layers, regionOf };
}
