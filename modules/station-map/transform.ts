import { tacticMetrics } from '../../src/domain/metric-catalogue';
import type { Dataset, GeoFeature, Row } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  buildMapData,
  centreOf,
  codeText,
  mapColumns,
  type MapData,
  type MapRegion,
} from '../../src/ui/maps/map-model';
import type { StationMapOptions } from './__generated__/options';

/** Degrees between stations of one market, so they do not hide one another. */
const SPREAD = 0.35;

/** The nth station of a market: the first at the market's centre, the others on a ring around it. */
export function spreadAround([lon, lat]: readonly [number, number], nth: number): [number, number] {
  if (nth === 0) return [lon, lat];
  const angle = ((nth - 1) * Math.PI) / 3;
  return [lon + SPREAD * Math.cos(angle), lat + SPREAD * Math.sin(angle)];
}

/** Station rows (Station, and the DMA the data method placed them in) as points at their market. */
export function stationRegions(rows: readonly Row[], features: readonly GeoFeature[]): Omit<MapRegion, 'value'>[] {
  const byCode = new Map(features.map((feature) => [String(feature.id), feature]));
  const perMarket = new Map<string, number>();
  return rows.map((row) => {
    const code = codeText(row.DMA);
    const feature = code ? byCode.get(code) : undefined;
    const centre = feature ? centreOf(feature) : null;
    const nth = perMarket.get(code ?? '') ?? 0;
    perMarket.set(code ?? '', nth + 1);
    const station = String(row.Station ?? 'Unknown');
    return {
      id: station,
      label: row.Metro ? `${station} (${String(row.Metro)})` : station,
      row,
      ...(centre ? { position: spreadAround(centre, nth) } : {}),
    };
  });
}

/** The smallest view of a station map, in degrees: a market's stations show with their state around them. */
const MARKET_VIEW_DEGREES = 6;

/** Bounds grown about their centre to at least `span` degrees each way. */
export function atLeast(bounds: MapData['bounds'], span: number): MapData['bounds'] {
  if (!bounds) return bounds;
  const [[west, south], [east, north]] = bounds;
  const padX = Math.max(0, (span - (east - west)) / 2);
  const padY = Math.max(0, (span - (north - south)) / 2);
  return [
    [west - padX, south - padY],
    [east + padX, north + padY],
  ];
}

/** Dataset (station rows + DMA shapes) → stations at their market, coloured by the map metric. */
export function transformStationMap(dataset: Dataset, options: StationMapOptions, context: ViewContext): MapData {
  const data = buildMapData({
    metric: options.mapMetric ?? 'Impressions',
    regions: stationRegions(dataset.rows, dataset.features ?? []),
    // Stations air spots, they take no clicks: Clicks and CTR only where a tab's tactics count them.
    columns: mapColumns('Station', context.campaignTypes, ['Airings'], countsClicks(context.campaignTypes)),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
  // One market's stations alone would open on a blank square a degree wide: show the market's surroundings.
  return { ...data, bounds: atLeast(data.bounds, MARKET_VIEW_DEGREES) };
}

/** Whether any of a tab's tactics counts clicks (none of the TV tactics do); unknown tactics are assumed to. */
function countsClicks(campaignTypes: readonly string[]): boolean {
  return campaignTypes.length === 0 || campaignTypes.some((type) => tacticMetrics(type).includes('Clicks'));
}
