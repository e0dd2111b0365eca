import { describe, expect, it } from 'vitest';
import type { LineSeriesOption } from '../../src/ui/charts/echarts';
import { cartesianOption } from '../../src/ui/charts/options';
import { dailyDataset, dailyOptions, densePublisherDataset, publisherCtrOptions } from './fixtures';
import { transformLineChart } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('line-chart transform', () => {
  it('keeps the days in the order the call gives them', () => {
    const data = transformLineChart(dailyDataset, dailyOptions, context);
    expect(data.categories).toHaveLength(30);
    expect(data.categories.slice(0, 2)).toEqual(['5/16/26', '5/17/26']);
    expect(data.dimensionLabel).toBe('Date');
  });

  it('draws clicks on the right axis beside impressions', () => {
    const data = transformLineChart(dailyDataset, dailyOptions, context);
    expect(data.series.map((s) => [s.label, s.axis])).toEqual([
      ['Imps', 0],
      ['Clicks', 1],
    ]);
  });

  it('defaults to the date field and to impressions', () => {
    const data = transformLineChart(dailyDataset, {}, context);
    expect(data.dimension).toBe('ShortDate');
    expect(data.series.map((s) => s.key)).toEqual(['Impressions']);
  });

  it('shades areas when asked and hides symbols on long series', () => {
    const option = cartesianOption(transformLineChart(densePublisherDataset, publisherCtrOptions, context), {
      area: true,
    });
    const [line] = option.series as LineSeriesOption[];
    expect(line?.areaStyle).toBeDefined();
    expect(line?.showSymbol).toBe(false);
  });
});
