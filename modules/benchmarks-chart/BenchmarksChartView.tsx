import { Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { BENCHMARKS_HELP } from '../../src/domain/help-texts';
import type { ModuleViewProps } from '../../src/registry/types';
import { chartTable } from '../../src/ui/charts/category-data';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { BenchmarksChartOptions } from './__generated__/options';
import type { BenchmarksChartData } from './transform';

/** Advertiser and industry bars side by side per tactic and metric, with the help text under them. */
export function BenchmarksChartView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<BenchmarksChartOptions, BenchmarksChartData>): ReactElement {
  // The legend is what tells the two bars apart, so it shows unless the layout hides it.
  const legend = useMemo(() => ({ show: true, ...options.legend }), [options.legend]);
  const option = useMemo(
    () => cartesianOption(data, { legend, horizontal: options.horizontal }),
    [data, legend, options.horizontal],
  );
  return (
    <Stack gap="1">
      <EChart
        name="benchmarks-chart"
        option={option}
        colors={options.colors}
        height={options.height}
        print={context.print}
        figures={{ caption: title ?? 'Advertiser and industry benchmark', ...chartTable(data) }}
      />
      <Text fontSize="xs" color="fg.muted">
        {BENCHMARKS_HELP}
      </Text>
    </Stack>
  );
}
