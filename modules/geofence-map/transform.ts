import type { Dataset, GeoFeature, Row } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  buildMapData,
  centreOf,
  mapColumns,
  regionsOf,
  type MapData,
  type MapRegion,
} from '../../src/ui/maps/map-model';
import type { GeofenceMapOptions } from './__generated__/options';

/** A geofence's key, as the breakdown's `GeoFenceName|AddressName`; blank when the row or shape has no name. */
export function fenceKey(fields: Row): string | null {
  return fields.GeoFenceName ? `${String(fields.GeoFenceName)}|${String(fields.AddressName ?? '')}` : null;
}

/** Polygons keyed by the fence they draw: the polygons call names fences in properties, not in ids. */
export function keyedFences(features: readonly GeoFeature[]): GeoFeature[] {
  return features.flatMap((feature) => {
    const key = fenceKey(feature.properties);
    return key ? [{ ...feature, id: key }] : [];
  });
}

/** Polygon fences also get a marker at their centre: a fence of a few hundred metres vanishes on a wider view. */
export function withMarkers(regions: Omit<MapRegion, 'value'>[]): Omit<MapRegion, 'value'>[] {
  return regions.map((region) => {
    const centre = region.feature ? centreOf(region.feature) : null;
    return centre ? { ...region, position: centre } : region;
  });
}

/** Dataset (geofence rows + the advertiser's polygons) → fences as shapes or point-and-radius circles. */
export function transformGeofenceMap(dataset: Dataset, options: GeofenceMapOptions, context: ViewContext): MapData {
  return buildMapData({
    metric: options.mapMetric ?? 'Impressions',
    regions: withMarkers(
      regionsOf(dataset.rows, keyedFences(dataset.features ?? []), {
        codeOf: fenceKey,
        labelOf: (row) =>
          row.AddressName ? `${String(row.GeoFenceName)} — ${String(row.AddressName)}` : String(row.GeoFenceName),
      }),
    ),
    columns: mapColumns('Geofence', context.campaignTypes),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
}
