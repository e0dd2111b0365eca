import { Skeleton } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { USAGE_DAY_SERIES, type UsageDay } from '../../../domain/usage';
import { EChart } from '../../../ui/charts/EChart';
import { usageChartOption } from './usage-chart-option';

/** Props of the usage chart. */
export interface UsageChartProps {
  /** Every day of the period; undefined while loading. */
  days: readonly UsageDay[] | undefined;
  /** @default 280 */
  height?: number;
}

const COLUMNS = [
  { key: 'day', label: 'Day', format: 'text' as const },
  ...USAGE_DAY_SERIES.map((s) => ({ key: s.key, label: s.label, format: 'integer' as const })),
];

/** Events per day by kind as stacked bars in the agency's chart colours, with the figures as a hidden table. */
export function UsageChart({ days, height = 280 }: UsageChartProps): ReactElement {
  const option = useMemo(() => usageChartOption(days ?? []), [days]);
  if (!days) return <Skeleton height={`${height}px`} aria-label="Loading the chart" />;
  return (
    <EChart
      name="usage-by-day"
      option={option}
      height={height}
      figures={{ caption: 'Usage per day', columns: COLUMNS, rows: days.map((day) => ({ ...day })) }}
    />
  );
}
