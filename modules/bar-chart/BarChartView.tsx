import { useMemo, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { chartTable } from '../../src/ui/charts/category-data';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { BarChartOptions } from './__generated__/options';
import type { BarChartData } from './transform';

/** Bars of the chosen metrics by category, with the figures as a hidden table. */
export function BarChartView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<BarChartOptions, BarChartData>): ReactElement {
  const option = useMemo(
    () => cartesianOption(data, { legend: options.legend, horizontal: options.horizontal }),
    [data, options.legend, options.horizontal],
  );
  return (
    <EChart
      name="bar-chart"
      option={option}
      colors={options.colors}
      height={options.height}
      print={context.print}
      figures={{ caption: title ?? data.series.map((s) => s.label).join(', '), ...chartTable(data) }}
    />
  );
}
