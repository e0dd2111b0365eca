import { mapKindView } from '../../src/ui/maps/map-kind-view';
import type { StationMapOptions } from './__generated__/options';

/** Broadcast stations at their market, coloured by the map metric, with the list of figures. */
export const StationMapView = mapKindView<StationMapOptions>('station-map', 'Impressions by station', {
  drills: false,
});
