import { chakra, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { chartTable } from '../../src/ui/charts/category-data';
import { EChart } from '../../src/ui/charts/EChart';
import { cartesianOption } from '../../src/ui/charts/options';
import type { DynamicLineChartOptions } from './__generated__/options';
import { initialMetric, pickSeries, type DynamicLineChartData } from './transform';

/** A line of the metric the viewer picks; the pick is this view's own state, not the dashboard's. */
export function DynamicLineChartView({
  options,
  data,
  title,
  context,
}: ModuleViewProps<DynamicLineChartOptions, DynamicLineChartData>): ReactElement {
  const [metric, setMetric] = useState(() => initialMetric(options));
  const selectId = useId();
  const shown = useMemo(() => pickSeries(data, metric), [data, metric]);
  const { legend, area = true } = options;
  const option = useMemo(() => cartesianOption(shown, { legend, area }), [shown, legend, area]);
  const label = shown.series[0]?.label ?? metric;
  return (
    <Stack gap="2">
      {context.print ? null : (
        <HStack justify="flex-end" gap="2">
          <chakra.label htmlFor={selectId} fontSize="sm">
            Metric
          </chakra.label>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field id={selectId} value={metric} onChange={(e) => setMetric(e.currentTarget.value)}>
              {data.series.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      )}
      <EChart
        name="dynamic-line-chart"
        option={option}
        colors={options.colors}
        height={options.height}
        print={context.print}
        figures={{ caption: title ? `${title}: ${label}` : label, ...chartTable(shown) }}
      />
    </Stack>
  );
}
