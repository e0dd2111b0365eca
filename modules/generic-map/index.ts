import { defineModule } from '../../src/registry/define-module';
import { mapTableData, type MapData } from '../../src/ui/maps/map-model';
import type { GenericMapOptions } from './__generated__/options';
import { GenericMapView } from './GenericMapView';
import { transformGenericMap } from './transform';

export default defineModule<GenericMapOptions, MapData>({
  kind: 'generic-map',
  View: GenericMapView,
  transform: transformGenericMap,
  isEmpty: (data) => data.listed.length === 0,
  tableData: (data) => mapTableData(data),
});
