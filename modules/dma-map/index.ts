import { defineModule } from '../../src/registry/define-module';
import { mapTableData, type MapData } from '../../src/ui/maps/map-model';
import type { DmaMapOptions } from './__generated__/options';
import { DmaMapView } from './DmaMapView';
import { transformDmaMap } from './transform';

export default defineModule<DmaMapOptions, MapData>({
  kind: 'dma-map',
  View: DmaMapView,
  transform: transformDmaMap,
  isEmpty: (data) => data.listed.length === 0,
  tableData: (data) => mapTableData(data),
});
