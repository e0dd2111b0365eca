import { Box } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { chartTable } from '../../src/ui/charts/category-data';
import { ChartPager } from '../../src/ui/charts/ChartPager';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { SelfFetchingBarOptions } from './__generated__/options';
import type { SelfFetchingBarData } from './transform';

/** The current page's bars, with Previous/Next when the breakdown spans several pages. */
export function SelfFetchingBarView({
  options,
  data,
  title,
  context,
  paging,
}: ModuleViewProps<SelfFetchingBarOptions, SelfFetchingBarData>): ReactElement {
  const option = useMemo(
    () => cartesianOption(data, { legend: options.legend, horizontal: options.horizontal }),
    [data, options.legend, options.horizontal],
  );
  return (
    <Box>
      <EChart
        name="self-fetching-bar"
        option={option}
        colors={options.colors}
        height={options.height}
        print={context.print}
        figures={{ caption: title ?? data.series.map((s) => s.label).join(', '), ...chartTable(data) }}
      />
      {paging && !context.print ? <ChartPager paging={paging} label="Bars" /> : null}
    </Box>
  );
}
