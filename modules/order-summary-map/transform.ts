import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { buildMapData, mapColumns, regionsOf, type MapData } from '../../src/ui/maps/map-model';
import { DMA_SPEC } from '../../src/ui/maps/region-specs';
import type { OrderSummaryMapOptions } from './__generated__/options';

/** Dataset (the order's DMA rows + DMA shapes) → a DMA choropleth; an order view does not drill. */
export function transformOrderSummaryMap(
  dataset: Dataset,
  options: OrderSummaryMapOptions,
  context: ViewContext,
): MapData {
  return buildMapData({
    metric: options.mapMetric ?? 'Impressions',
    regions: regionsOf(dataset.rows, dataset.features ?? [], { ...DMA_SPEC, geoType: undefined }),
    columns: mapColumns('DMA', context.campaignTypes),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
}
