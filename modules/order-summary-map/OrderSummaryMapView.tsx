import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { MapBase } from '../../src/ui/maps/MapBase';
import type { MapData } from '../../src/ui/maps/map-model';
import type { OrderSummaryMapOptions } from './__generated__/options';

/** An order's delivery by DMA coloured by the map metric, with the list of figures. */
export function OrderSummaryMapView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<OrderSummaryMapOptions, MapData>): ReactElement {
  return (
    <MapBase
      name="order-summary-map"
      data={data}
      caption={title ?? 'Impressions of the order by DMA'}
      height={options.height}
      colors={options.colors}
      legend={options.legend?.show !== false}
      campaignTypes={context.campaignTypes}
      print={context.print}
    />
  );
}
