import { Text } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { EChart } from '../../../ui/charts/EChart';
import type { ChartOption } from '../../../ui/charts/echarts';
import type { CacheStats } from './api';

/** Props of the entries-per-advertiser chart. */
export interface AdvertiserEntriesChartProps {
  rows: CacheStats['byAdvertiser'];
}

const COLUMNS = [
  { key: 'name', label: 'Advertiser', format: 'text' },
  { key: 'entries', label: 'Entries', format: 'integer' },
] as const;

/** Horizontal bars of cached entries per advertiser (the top 20), most at the top. */
export function AdvertiserEntriesChart({ rows }: AdvertiserEntriesChartProps): ReactElement {
  const option = useMemo<ChartOption>(() => {
    const shown = [...rows].reverse();
    return {
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: shown.map((r) => r.name), axisLabel: { width: 160, overflow: 'truncate' } },
      tooltip: { trigger: 'axis' },
      series: [{ type: 'bar', name: 'Entries', barMaxWidth: 20, data: shown.map((r) => r.entries) }],
    };
  }, [rows]);
  if (rows.length === 0) return <Text color="fg.muted">No advertiser has cached answers yet.</Text>;
  return (
    <EChart
      name="cache-by-advertiser"
      option={option}
      height={Math.max(120, rows.length * 28 + 24)}
      figures={{ caption: 'Cached entries per advertiser', columns: COLUMNS, rows }}
    />
  );
}
