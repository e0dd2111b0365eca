import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { MapBase } from '../../src/ui/maps/MapBase';
import type { MapData } from '../../src/ui/maps/map-model';
import type { DmaMapOptions } from './__generated__/options';

/** A choropleth of DMAs (or zip points) coloured by the map metric, with its list of figures and drill-down. */
export function DmaMapView({
  options,
  data,
  title,
  context,
  drill,
}: ModuleViewProps<DmaMapOptions, MapData>): ReactElement {
  return (
    <MapBase
      name="dma-map"
      data={data}
      caption={title ?? 'Impressions by DMA'}
      height={options.height}
      colors={options.colors}
      legend={options.legend?.show !== false}
      campaignTypes={context.campaignTypes}
      print={context.print}
      drill={drill}
    />
  );
}
