import { mapKindView } from '../../src/ui/maps/map-kind-view';
import type { GenericMapOptions } from './__generated__/options';

/** A choropleth of US states coloured by the map metric, with the list of figures and drill-down. */
export const GenericMapView = mapKindView<GenericMapOptions>('generic-map', 'Impressions by state', { drills: true });
