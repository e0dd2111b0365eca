import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { PieEChart } from '../../src/ui/charts/PieEChart';
import type { PieChartOptions } from './__generated__/options';
import type { PieChartData } from './transform';

/** A pie of the metric's shares, with the slices as a hidden table. */
export function PieChartView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<PieChartOptions, PieChartData>): ReactElement {
  return (
    <PieEChart
      name="pie-chart"
      pie={data}
      caption={title ?? `${data.metricLabel} share`}
      legend={options.legend}
      colors={options.colors}
      height={options.height}
      print={context.print}
      showLabels={options.showLabels}
    />
  );
}
