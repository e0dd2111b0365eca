import { describe, expect, it } from 'vitest';
import type { BarSeriesOption, LineSeriesOption } from '../../src/ui/charts/echarts';
import { cartesianOption } from '../../src/ui/charts/options';
import { dailyDataset, dailyOptions, densePublisherDataset, publisherOptions } from './fixtures';
import { transformLineBarChart } from './transform';

const context = { campaignTypes: ['PREROLL'], print: false };

describe('line-bar-chart transform', () => {
  it('puts the bar metric on the left axis and the line metric on the right', () => {
    const data = transformLineBarChart(dailyDataset, dailyOptions, context);
    expect(data.series.map((s) => [s.type, s.label, s.axis])).toEqual([
      ['bar', 'Imps', 0],
      ['line', 'CTR', 1],
    ]);
    const option = cartesianOption(data);
    expect((option.series as (BarSeriesOption | LineSeriesOption)[]).map((s) => s.yAxisIndex)).toEqual([0, 1]);
    expect((option.yAxis as unknown[]).length).toBe(2);
  });

  it('sorts by the bar metric and keeps itemLimit categories', () => {
    const data = transformLineBarChart(densePublisherDataset, publisherOptions, context);
    expect(data.categories).toHaveLength(12);
    const bars = data.series[0]?.values ?? [];
    expect([...bars].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(bars);
  });

  it('keeps a null rate as a gap, not a zero', () => {
    const rows = [
      { ShortDate: '6/01/26', Impressions: 0, ClickThrough: null },
      { ShortDate: '6/02/26', Impressions: 10, ClickThrough: 0.2 },
    ];
    const data = transformLineBarChart({ rows, totals: null, meta: {} }, dailyOptions, context);
    expect(data.series[1]?.values).toEqual([null, 0.2]);
  });

  it('draws no line, and lists none in the legend, for a rate with no figure on any day', () => {
    const rows = [{ ShortDate: '6/01/26', Impressions: 5, ClickThrough: null }];
    const data = transformLineBarChart({ rows, totals: null, meta: {} }, dailyOptions, context);
    expect(data.series.map((s) => s.label)).toEqual(['Imps']);
    expect(cartesianOption(data).legend).toMatchObject({ show: false });
  });
});
