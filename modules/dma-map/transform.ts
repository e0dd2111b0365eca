import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { buildMapData, mapColumns, regionsOf, type MapData } from '../../src/ui/maps/map-model';
import { DMA_SPEC, ZIP_SPEC } from '../../src/ui/maps/region-specs';
import type { DmaMapOptions } from './__generated__/options';

/** Dataset (rows + DMA shapes or zip points) → the map: DMAs as shapes, or zip codes as points. */
export function transformDmaMap(dataset: Dataset, options: DmaMapOptions, context: ViewContext): MapData {
  const zip = options.geoLevel === 'zip';
  return buildMapData({
    metric: options.mapMetric ?? 'Impressions',
    regions: regionsOf(dataset.rows, dataset.features ?? [], zip ? ZIP_SPEC : DMA_SPEC),
    columns: mapColumns(zip ? 'Zip code' : 'DMA', context.campaignTypes),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
}
