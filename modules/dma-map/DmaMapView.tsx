import { mapKindView } from '../../src/ui/maps/map-kind-view';
import type { DmaMapOptions } from './__generated__/options';

/** A choropleth of DMAs (or zip points) coloured by the map metric, with its list of figures and drill-down. */
export const DmaMapView = mapKindView<DmaMapOptions>('dma-map', 'Impressions by DMA', { drills: true });
