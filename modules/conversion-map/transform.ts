import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { buildMapData, mapColumns, regionsOf, type MapData } from '../../src/ui/maps/map-model';
import { ZIP_SPEC } from '../../src/ui/maps/region-specs';
import type { ConversionMapOptions } from './__generated__/options';

/** Dataset (zip rows + zip centroids) → zip points coloured by conversions; zips without conversions are left out. */
export function transformConversionMap(dataset: Dataset, options: ConversionMapOptions, context: ViewContext): MapData {
  const converting = dataset.rows.filter((row) => typeof row.Conversions === 'number' && row.Conversions > 0);
  return buildMapData({
    metric: 'Conversions',
    regions: regionsOf(converting, dataset.features ?? [], ZIP_SPEC),
    columns: mapColumns('Zip code', context.campaignTypes, ['Conversions']),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
}
