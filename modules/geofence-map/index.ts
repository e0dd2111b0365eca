import { defineModule } from '../../src/registry/define-module';
import { mapTableData, type MapData } from '../../src/ui/maps/map-model';
import type { GeofenceMapOptions } from './__generated__/options';
import { GeofenceMapView } from './GeofenceMapView';
import { transformGeofenceMap } from './transform';

export default defineModule<GeofenceMapOptions, MapData>({
  kind: 'geofence-map',
  View: GeofenceMapView,
  transform: transformGeofenceMap,
  isEmpty: (data) => data.listed.length === 0,
  tableData: (data) => mapTableData(data),
});
