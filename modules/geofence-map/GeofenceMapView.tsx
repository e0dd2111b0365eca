import { mapKindView } from '../../src/ui/maps/map-kind-view';
import type { GeofenceMapOptions } from './__generated__/options';

/** The advertiser's geofences coloured by the map metric, with the list of figures. */
export const GeofenceMapView = mapKindView<GeofenceMapOptions>('geofence-map', 'Impressions by geofence', {
  drills: false,
});
