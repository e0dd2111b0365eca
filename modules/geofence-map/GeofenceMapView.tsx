import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { MapBase } from '../../src/ui/maps/MapBase';
import type { MapData } from '../../src/ui/maps/map-model';
import type { GeofenceMapOptions } from './__generated__/options';

/** The advertiser's geofences coloured by the map metric, with the list of figures. */
export function GeofenceMapView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<GeofenceMapOptions, MapData>): ReactElement {
  return (
    <MapBase
      name="geofence-map"
      data={data}
      caption={title ?? 'Impressions by geofence'}
      height={options.height}
      colors={options.colors}
      legend={options.legend?.show !== false}
      campaignTypes={context.campaignTypes}
      print={context.print}
    />
  );
}
