import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { ChartPager } from '../../src/ui/charts/ChartPager';
import type { PieChartData } from '../../src/ui/charts/pie-data';
import { PieEChart } from '../../src/ui/charts/PieEChart';
import type { SelfFetchingPieOptions } from './__generated__/options';

/** The current page's slices, with Previous/Next when the breakdown spans several pages. */
export function SelfFetchingPieView({
  options,
  data,
  title,
  context,
  paging,
}: ModuleViewProps<SelfFetchingPieOptions, PieChartData>): ReactElement {
  return (
    <Box>
      <PieEChart
        name="self-fetching-pie"
        pie={data}
        caption={title ?? `${data.metricLabel} share`}
        legend={options.legend}
        colors={options.colors}
        height={options.height}
        print={context.print}
        showLabels={options.showLabels}
      />
      {paging && !context.print ? <ChartPager paging={paging} label="Slices" /> : null}
    </Box>
  );
}
