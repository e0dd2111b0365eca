import type { ComponentType, ReactElement } from 'react';
import type { ModuleViewProps } from '../../registry/types';
import { MapBase } from './MapBase';
import type { MapData } from './map-model';

/** The options every map kind shares with the map base. */
export interface MapKindOptions {
  height?: number;
  colors?: string[];
  legend?: { show?: boolean };
}

/**
 * The view of a map kind: the map base under the kind's name, captioned by the module title (or the kind's own
 * caption), with the drill-down where the kind drills. The kinds differ in their data, not in how they draw it.
 */
export function mapKindView<Options extends MapKindOptions>(
  name: string,
  caption: string,
  { drills }: { drills: boolean },
): ComponentType<ModuleViewProps<Options, MapData>> {
  function MapKindView({ options, data, title, context, drill }: ModuleViewProps<Options, MapData>): ReactElement {
    return (
      <MapBase
        name={name}
        data={data}
        caption={title ?? caption}
        height={options.height}
        colors={options.colors}
        legend={options.legend?.show !== false}
        campaignTypes={context.campaignTypes}
        print={context.print}
        drill={drills ? drill : undefined}
      />
    );
  }
  MapKindView.displayName = `MapKindView(${name})`;
  return MapKindView;
}
