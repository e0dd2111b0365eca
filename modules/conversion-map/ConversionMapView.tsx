import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { MapBase } from '../../src/ui/maps/MapBase';
import type { MapData } from '../../src/ui/maps/map-model';
import type { ConversionMapOptions } from './__generated__/options';

/** Zip codes with conversions as points coloured by conversions, with the list of figures and drill-down. */
export function ConversionMapView({
  options,
  data,
  title,
  context,
  drill,
}: ModuleViewProps<ConversionMapOptions, MapData>): ReactElement {
  return (
    <MapBase
      name="conversion-map"
      data={data}
      caption={title ?? 'Conversions by zip code'}
      height={options.height}
      colors={options.colors}
      legend={options.legend?.show !== false}
      campaignTypes={context.campaignTypes}
      print={context.print}
      drill={drill}
    />
  );
}
