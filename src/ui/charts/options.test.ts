import { describe, expect, it } from 'vitest';
import { categoryChart } from './category-data';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from './echarts';
import { cartesianOption, legendOption, pieOption } from './options';
import { pieChartData } from './pie-data';
import { deviceDataset } from './sample-datasets';

const chart = categoryChart(
  deviceDataset.rows,
  'Device',
  [
    { key: 'Impressions', type: 'bar' },
    { key: 'ClickThrough', type: 'line', axis: 1 },
  ],
  [],
);

describe('chart options', () => {
  it('puts the categories on x and one value axis per side used', () => {
    const option = cartesianOption(chart);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Connected TV', 'Mobile', 'Desktop', 'Tablet'] });
    const axes = option.yAxis as { position: string; axisLabel: { formatter(v: number): string } }[];
    expect(axes.map((a) => a.position)).toEqual(['left', 'right']);
    expect(axes[0]?.axisLabel.formatter(182340)).toBe('182.3K');
    expect(axes[1]?.axisLabel.formatter(0.25)).toBe('0.25%');
  });

  it('formats tooltip values by metric', () => {
    const series = cartesianOption(chart).series as (BarSeriesOption | LineSeriesOption)[];
    expect(series.map((s) => [s.type, s.name, s.yAxisIndex])).toEqual([
      ['bar', 'Imps', 0],
      ['line', 'CTR', 1],
    ]);
    expect(series[0]?.tooltip?.valueFormatter?.(182340, 0)).toBe('182,340');
  });

  it('shows the legend for several series, at the position asked', () => {
    expect(legendOption(undefined, 1)).toMatchObject({ show: false });
    expect(legendOption({ position: 'right' }, 2)).toMatchObject({ show: true, orient: 'vertical', right: 0 });
    expect(legendOption({ show: false }, 3)).toMatchObject({ show: false });
  });

  it('draws a donut of the slices with the theme radius', () => {
    const pie = pieChartData(deviceDataset.rows, 'Device', 'Impressions', []);
    const series = (pieOption(pie, { radius: { inner: 0, outer: 60 } }).series as PieSeriesOption[])[0];
    expect(series?.radius).toEqual(['0%', '60%']);
    expect(series?.data).toHaveLength(4);
  });
});
