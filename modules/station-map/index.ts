import { defineModule } from '../../src/registry/define-module';
import { mapTableData, type MapData } from '../../src/ui/maps/map-model';
import type { StationMapOptions } from './__generated__/options';
import { StationMapView } from './StationMapView';
import { transformStationMap } from './transform';

export default defineModule<StationMapOptions, MapData>({
  kind: 'station-map',
  View: StationMapView,
  transform: transformStationMap,
  isEmpty: (data) => data.listed.length === 0,
  tableData: (data) => mapTableData(data),
});
