import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { MapBase } from '../../src/ui/maps/MapBase';
import type { MapData } from '../../src/ui/maps/map-model';
import type { StationMapOptions } from './__generated__/options';

/** Broadcast stations at their market, coloured by the map metric, with the list of figures. */
export function StationMapView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<StationMapOptions, MapData>): ReactElement {
  return (
    <MapBase
      name="station-map"
      data={data}
      caption={title ?? 'Impressions by station'}
      height={options.height}
      colors={options.colors}
      legend={options.legend?.show !== false}
      campaignTypes={context.campaignTypes}
      print={context.print}
    />
  );
}
