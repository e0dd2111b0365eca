/**
 * The pure part of every map kind: rows joined to shapes by code, the chosen map metric, colour buckets and the
 * list the map draws. Map kinds' transforms build a `MapData` here; the deck.gl base only paints it.
 */
import type { GeoFeature, Row, TableColumn } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { formatOf, formatValue, labelFor } from '../../domain/metric-format';
import type { MAP_METRICS } from '../../domain/metrics';
import type { DrillRequest } from '../../registry/types';
import { boundsOf, zoomToTopNPercents, type LonLatBounds } from './map-bounds';

/** A metric a map colours by: the map metrics of 000 §9, and Conversions for the conversion map. */
export type MapMetric = (typeof MAP_METRICS)[number] | 'Conversions';

/** One region of a map: a shape or a point, its row and the value it is coloured by. */
export interface MapRegion {
  id: string;
  label: string;
  row: Row;
  value: number | null;
  /** The polygon drawn, when the region has a shape. */
  feature?: GeoFeature;
  /** [lon, lat] of a point region (zip centroid, station at its market), or the marker of a tiny shape (geofence). */
  position?: readonly [number, number];
  /** A point's radius in metres (geofences); points without one draw at a fixed pixel size. */
  radius?: number;
  drill?: DrillRequest;
}

/** What a map view draws. */
export interface MapData {
  metric: MapMetric;
  /** The row field of the metric (CTR is the rows' ClickThrough). */
  metricKey: string;
  /** Drawn regions, highest value first, at most `layerLimit`. */
  regions: readonly MapRegion[];
  /** Every row for the list fallback, shapes or not (markets without a shape still show). */
  listed: readonly MapRegion[];
  /** Columns of the list and the tooltip: the label, then the figures. */
  columns: readonly TableColumn[];
  /** Upper bounds of the colour buckets, ascending; the last is the maximum. */
  thresholds: readonly number[];
  /** Where the view opens; null means the whole lower 48. */
  bounds: LonLatBounds | null;
}

/** The row field a map metric reads. */
export function metricKeyOf(metric: MapMetric): string {
  return metric === 'CTR' ? 'ClickThrough' : metric;
}

/** A row's value of the map metric; CTR is computed from clicks and impressions when the row lacks it. */
export function metricValue(row: Row, metric: MapMetric): number | null {
  if (metric !== 'CTR') return numberOf(row[metric]);
  const ctr = numberOf(row.ClickThrough);
  if (ctr !== null) return ctr;
  const [impressions, clicks] = [numberOf(row.Impressions), numberOf(row.Clicks)];
  return impressions && clicks !== null ? Math.round((clicks / impressions) * 10000) / 100 : null;
}

/** The key of the list's label column (a region's label, not a row field). */
export const REGION_KEY = 'Region';

/** The list's columns: the region label, then Impressions, Clicks, CTR and any extra figures of the kind. */
export function mapColumns(
  labelText: string,
  campaignTypes: readonly string[],
  extra: readonly string[] = [],
  withClicks = true,
): TableColumn[] {
  const figures = ['Impressions', ...(withClicks ? ['Clicks', 'ClickThrough'] : []), ...extra];
  return [
    { key: REGION_KEY, label: labelText, format: 'text' },
    ...figures.map((key) => ({ key, label: labelFor(key, campaignTypes), format: formatOf(key) })),
  ];
}

/** Joins rows to features by code: `codeOf(row)` must equal the feature's id. Rows without a shape keep none. */
export function joinRows(
  rows: readonly Row[],
  features: readonly GeoFeature[],
  codeOf: (row: Row) => string | null,
): { row: Row; code: string; feature?: GeoFeature }[] {
  const byId = new Map(features.map((feature) => [String(feature.id), feature]));
  return rows.flatMap((row) => {
    const code = codeOf(row);
    if (code === null) return [];
    const feature = byId.get(code);
    return [feature ? { row, code, feature } : { row, code }];
  });
}

/** Sorts regions by value (blanks last) and keeps `limit` of them. */
export function topRegions(regions: readonly MapRegion[], limit?: number): MapRegion[] {
  const sorted = [...regions].sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
  return limit ? sorted.slice(0, limit) : sorted;
}

/** Five equal-width buckets from 0 to the largest value; none when every value is zero or blank. */
export function bucketThresholds(values: readonly (number | null)[], buckets = 5): number[] {
  const max = Math.max(0, ...values.map((v) => v ?? 0));
  if (max <= 0) return [];
  return Array.from({ length: buckets }, (_, i) => (max * (i + 1)) / buckets);
}

/** The bucket of a value (0 = lightest); -1 for blanks or when there are no buckets. */
export function bucketOf(value: number | null, thresholds: readonly number[]): number {
  if (value === null || thresholds.length === 0) return -1;
  const index = thresholds.findIndex((limit) => value <= limit);
  return index === -1 ? thresholds.length - 1 : index;
}

/** The centre of a feature's bounds: where a point stands for a polygon (a station at its market). */
export function centreOf(feature: GeoFeature): [number, number] | null {
  const bounds = boundsOf([{ feature }]);
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  return [(west + east) / 2, (south + north) / 2];
}

/** What a kind's transform hands to `buildMapData`: unvalued regions and the options every map shares. */
export interface MapInput {
  metric: MapMetric;
  regions: readonly Omit<MapRegion, 'value'>[];
  columns: readonly TableColumn[];
  layerLimit?: number;
  zoomToTopNPercents?: number;
}

/** Values every region by the metric, keeps the top `layerLimit` placed ones, buckets them and picks the view. */
export function buildMapData(input: MapInput): MapData {
  const valued = input.regions.map((region) => ({ ...region, value: metricValue(region.row, input.metric) }));
  const listed = topRegions(valued);
  const placed = listed.filter((region) => region.feature || region.position);
  const regions = input.layerLimit ? placed.slice(0, input.layerLimit) : placed;
  return {
    metric: input.metric,
    metricKey: metricKeyOf(input.metric),
    regions,
    listed,
    columns: input.columns,
    thresholds: bucketThresholds(regions.map((region) => region.value)),
    bounds: zoomToTopNPercents(regions, input.zoomToTopNPercents),
  };
}

/** A region's figures as tooltip text: its label, then one line per column. */
export function tooltipText(region: MapRegion, columns: readonly TableColumn[]): string {
  const figures = columns.slice(1).map((c) => `${c.label}: ${formatValue(c.key, region.row[c.key], c.format)}`);
  return [region.label, ...figures].join('\n');
}

/** How a kind reads its rows: the code joining a row to its feature, its label, and what a click drills into. */
export interface RegionSpec {
  codeOf(row: Row): string | null;
  labelOf(row: Row, feature: GeoFeature | undefined): string;
  /** Absent: the map does not drill. */
  geoType?: DrillRequest['geoType'];
}

/** Codes that name no place: listed, never drawn or drilled. */
const NO_PLACE = new Set(['Other', 'Unknown', '']);

/** Rows joined to features as regions: polygons drawn as shapes, points at their position (radius in metres). */
export function regionsOf(
  rows: readonly Row[],
  features: readonly GeoFeature[],
  spec: RegionSpec,
): Omit<MapRegion, 'value'>[] {
  return joinRows(rows, features, spec.codeOf).map(({ row, code, feature }) => {
    const placed = NO_PLACE.has(code) ? undefined : feature;
    const coordinates = placed?.geometry.coordinates;
    const position =
      placed?.geometry.type === 'Point' && Array.isArray(coordinates)
        ? ([Number(coordinates[0]), Number(coordinates[1])] as const)
        : undefined;
    const radius = numberOf(placed?.properties.radius);
    return {
      id: code,
      label: spec.labelOf(row, feature),
      row,
      ...(position ? { position, ...(radius ? { radius } : {}) } : placed ? { feature: placed } : {}),
      ...(spec.geoType && !NO_PLACE.has(code) ? { drill: { geoType: spec.geoType, value: code } } : {}),
    };
  });
}

/** The list as table data for downloads and XLS exports: the label column, then the figures. */
export function mapTableData(data: MapData): { columns: readonly TableColumn[]; rows: Row[] } {
  return { columns: data.columns, rows: data.listed.map((region) => ({ ...region.row, [REGION_KEY]: region.label })) };
}

/** A code cell as text, or null when blank. */
export function codeText(cell: Row[string] | undefined): string | null {
  return cell === null || cell === undefined || cell === '' ? null : String(cell);
}
