import { useMemo, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { chartTable } from '../../src/ui/charts/category-data';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { StackedBarOptions } from './__generated__/options';
import type { StackedBarData } from './transform';

/** Stacked bars, the legend naming the parts, with every part's figure in a hidden table. */
export function StackedBarView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<StackedBarOptions, StackedBarData>): ReactElement {
  const option = useMemo(
    () => cartesianOption(data, { legend: options.legend, horizontal: options.horizontal }),
    [data, options.legend, options.horizontal],
  );
  return (
    <EChart
      name="stacked-bar"
      option={option}
      colors={options.colors}
      height={options.height}
      print={context.print}
      figures={{
        caption: title ?? `${data.series.map((s) => s.label).join(', ')} by ${data.dimensionLabel}`,
        ...chartTable(data),
      }}
    />
  );
}
