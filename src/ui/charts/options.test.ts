import { describe, expect, it } from 'vitest';
import { categoryChart, chartTable } from './category-data';
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
    const formatter = cartesianOption(chart).tooltip as { formatter(params: unknown): string };
    const text = formatter.formatter([
      { name: 'Connected TV', seriesName: 'Imps', value: 182340, marker: '' },
      { name: 'Connected TV', seriesName: 'CTR', value: 0.25, marker: '' },
    ]);
    expect(text).toBe('<b>Connected TV</b><br/>Imps&nbsp;&nbsp;<b>182,340</b><br/>CTR&nbsp;&nbsp;<b>0.25%</b>');
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

  it('cuts long category labels with an ellipsis and keeps the full text in the tooltip and the figures', () => {
    const long = 'Riverside Auto Group – Spring Clearance Event Creative 300x250 Version B';
    const rows = [long, 'Short', 'Another rather long creative name', 'D', 'E', 'F'].map((name, i) => ({
      CreativeName: name,
      Impressions: 100 + i,
    }));
    const chart = categoryChart(rows, 'CreativeName', [{ key: 'Impressions', type: 'bar' }], []);
    const option = cartesianOption(chart);
    const axis = option.xAxis as { data: string[]; axisLabel: { overflow: string; width: number; rotate: number } };
    expect(axis.axisLabel.overflow).toBe('truncate');
    expect(axis.axisLabel.width).toBeLessThanOrEqual(110);
    expect(axis.axisLabel.rotate).toBeGreaterThan(0);
    expect(axis.data[0]).toBe(long);
    const tooltip = option.tooltip as { formatter(params: unknown): string };
    expect(tooltip.formatter([{ name: long, seriesName: 'Imps', value: 100 }])).toContain(long);
    expect(chartTable(chart).rows[0]?.CreativeName).toBe(long);
    // Horizontal bars cut their labels too, without turning them.
    const side = cartesianOption(chart, { horizontal: true }).yAxis as {
      axisLabel: { overflow: string; rotate: number };
    };
    expect(side.axisLabel).toMatchObject({ overflow: 'truncate', rotate: 0 });
  });

  it('names the two value axes by their series', () => {
    const axes = cartesianOption(chart).yAxis as { name?: string }[];
    expect(axes.map((a) => a.name)).toEqual(['Imps', 'CTR']);
    const one = categoryChart(deviceDataset.rows, 'Device', [{ key: 'Impressions', type: 'bar' }], []);
    expect((cartesianOption(one).yAxis as { name?: string }[])[0]?.name).toBeUndefined();
  });
});
