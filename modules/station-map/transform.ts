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

/** Dataset (station rows + DMA shapes) → stations at their market, coloured by the map metric. */
export function transformStationMap(dataset: Dataset, options: StationMapOptions, context: ViewContext): MapData {
  return buildMapData({
    metric: options.mapMetric ?? 'Impressions',
    regions: stationRegions(dataset.rows, dataset.features ?? []),
    columns: mapColumns('Station', context.campaignTypes, ['Airings']),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
}
