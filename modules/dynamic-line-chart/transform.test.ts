import { describe, expect, it } from 'vitest';
import { dailyDataset, dailyOptions, publisherOptions } from './fixtures';
import { initialMetric, pickSeries, transformDynamicLineChart } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('dynamic-line-chart transform', () => {
  it('offers one line per metric, labelled for the tab', () => {
    const data = transformDynamicLineChart(dailyDataset, dailyOptions, context);
    expect(data.series.map((s) => s.label)).toEqual(['Imps', 'Clicks', 'CTR']);
    expect(data.categories).toHaveLength(30);
  });

  it('starts on the configured metric when it is offered, else the first', () => {
    expect(initialMetric(publisherOptions)).toBe('CompletionRate');
    expect(initialMetric({ ...dailyOptions, metric: 'SpendVal' })).toBe('Impressions');
  });

  it('keeps only the picked line', () => {
    const data = transformDynamicLineChart(dailyDataset, dailyOptions, context);
    expect(pickSeries(data, 'Clicks').series.map((s) => s.key)).toEqual(['Clicks']);
    expect(pickSeries(data, 'Unknown').series.map((s) => s.key)).toEqual(['Impressions']);
  });
});
