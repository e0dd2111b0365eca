import { mapKindView } from '../../src/ui/maps/map-kind-view';
import type { ConversionMapOptions } from './__generated__/options';

/** Zip codes with conversions as points coloured by conversions, with the list of figures and drill-down. */
export const ConversionMapView = mapKindView<ConversionMapOptions>('conversion-map', 'Conversions by zip code', {
  drills: true,
});
