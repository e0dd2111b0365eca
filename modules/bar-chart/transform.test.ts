import { describe, expect, it } from 'vitest';
import type { BarSeriesOption } from '../../src/ui/charts/echarts';
import { cartesianOption } from '../../src/ui/charts/options';
import { densePublisherDataset, deviceDataset, deviceOptions, publisherDataset, publisherOptions } from './fixtures';
import { transformBarChart } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('bar-chart transform', () => {
  it('draws one bar per device, largest first, labelled Imps', () => {
    const data = transformBarChart(deviceDataset, { ...deviceOptions, sortDesc: false }, context);
    expect(data.categories).toEqual(['Tablet', 'Desktop', 'Mobile', 'Connected TV']);
    expect(data.series.map((s) => s.label)).toEqual(['Imps']);
    expect(data.series[0]?.values).toEqual([12450, 41870, 96120, 182340]);
  });

  it('finds the category field when the options name none', () => {
    const data = transformBarChart(publisherDataset, { metric: 'Clicks' }, context);
    expect(data.dimension).toBe('Publisher');
    expect(data.dimensionLabel).toBe('Publisher');
    expect(data.categories.at(-1)).toBe('Other');
  });

  it('keeps itemLimit bars and moves a small metric to the right axis', () => {
    const data = transformBarChart(densePublisherDataset, publisherOptions, context);
    expect(data.categories).toHaveLength(10);
    expect(data.series.map((s) => [s.key, s.axis])).toEqual([
      ['Impressions', 0],
      ['Clicks', 1],
    ]);
  });

  it('drops all-zero rows with hideZeros', () => {
    const dataset = { ...deviceDataset, rows: [...deviceDataset.rows, { Device: 'Game console', Impressions: 0 }] };
    expect(transformBarChart(dataset, { ...deviceOptions, hideZeros: true }, context).categories).toHaveLength(4);
  });

  it('builds horizontal bars with the categories on the y axis', () => {
    const option = cartesianOption(transformBarChart(publisherDataset, publisherOptions, context), {
      horizontal: true,
    });
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect((option.series as BarSeriesOption[]).map((s) => [s.type, s.xAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 1],
    ]);
  });
});
