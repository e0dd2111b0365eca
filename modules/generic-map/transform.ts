import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import {
  buildMapData,
  codeText,
  mapColumns,
  regionsOf,
  type MapData,
  type RegionSpec,
} from '../../src/ui/maps/map-model';
import type { GenericMapOptions } from './__generated__/options';

/** State rows (by-state: `state`, a 2-letter code) join the state shapes by code; drills by state. */
export const STATE_SPEC: RegionSpec = {
  codeOf: (row) => codeText(row.state),
  labelOf: (row, feature) => String(feature?.properties.name ?? row.state),
  geoType: 'STATE',
};

/** Dataset (state rows + state shapes) → a state choropleth. */
export function transformGenericMap(dataset: Dataset, options: GenericMapOptions, context: ViewContext): MapData {
  return buildMapData({
    metric: options.mapMetric ?? 'Impressions',
    regions: regionsOf(dataset.rows, dataset.features ?? [], STATE_SPEC),
    columns: mapColumns('State', context.campaignTypes),
    layerLimit: options.layerLimit,
    zoomToTopNPercents: options.zoomToTopNPercents,
  });
}
