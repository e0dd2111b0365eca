import { useMemo, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { withAnnotations } from '../../src/ui/charts/annotations';
import { chartTable } from '../../src/ui/charts/category-data';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { LineBarChartOptions } from './__generated__/options';
import type { LineBarChartData } from './transform';

/** Bars and a line on two axes (notes marked on a date axis), with the figures as a hidden table. */
export function LineBarChartView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<LineBarChartOptions, LineBarChartData>): ReactElement {
  // Two series always: the legend says which is the bar and which the line unless the layout hides it.
  const legend = useMemo(() => ({ show: true, ...options.legend }), [options.legend]);
  const { annotations } = context;
  const option = useMemo(
    () => withAnnotations(cartesianOption(data, { legend }), data, annotations),
    [data, legend, annotations],
  );
  return (
    <EChart
      name="line-bar-chart"
      option={option}
      colors={options.colors}
      height={options.height}
      print={context.print}
      figures={{ caption: title ?? data.series.map((s) => s.label).join(' and '), ...chartTable(data) }}
    />
  );
}
