import { useMemo, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { withAnnotations } from '../../src/ui/charts/annotations';
import { chartTable } from '../../src/ui/charts/category-data';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { LineChartOptions } from './__generated__/options';
import type { LineChartData } from './transform';

/** Lines of the chosen metrics along the x axis (notes marked on a date axis), with the figures as a hidden table. */
export function LineChartView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<LineChartOptions, LineChartData>): ReactElement {
  const { legend, area, smooth } = options;
  const { annotations } = context;
  const option = useMemo(
    () => withAnnotations(cartesianOption(data, { legend, area, smooth }), data, annotations),
    [data, legend, area, smooth, annotations],
  );
  return (
    <EChart
      name="line-chart"
      option={option}
      colors={options.colors}
      height={options.height}
      print={context.print}
      figures={{ caption: title ?? data.series.map((s) => s.label).join(', '), ...chartTable(data) }}
    />
  );
}
