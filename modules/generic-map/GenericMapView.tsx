import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { MapBase } from '../../src/ui/maps/MapBase';
import type { MapData } from '../../src/ui/maps/map-model';
import type { GenericMapOptions } from './__generated__/options';

/** A choropleth of US states coloured by the map metric, with the list of figures and drill-down. */
export function GenericMapView({
  options,
  data,
  title,
  context,
  drill,
}: ModuleViewProps<GenericMapOptions, MapData>): ReactElement {
  return (
    <MapBase
      name="generic-map"
      data={data}
      caption={title ?? 'Impressions by state'}
      height={options.height}
      colors={options.colors}
      legend={options.legend?.show !== false}
      campaignTypes={context.campaignTypes}
      print={context.print}
      drill={drill}
    />
  );
}
