import { describe, expect, it } from 'vitest';
import { benchmarkOptions, benchmarksDataset } from './fixtures';
import type { BarSeriesOption } from '../../src/ui/charts/echarts';
import { cartesianOption } from '../../src/ui/charts/options';
import { benchmarkAxes, comparisonLabel, transformBenchmarks } from './transform';

const context = { campaignTypes: ['OTT', 'DISPLAY', 'PREROLL'], print: false };

describe('benchmarks-chart transform', () => {
  it('names each pair by tactic and metric label', () => {
    const data = transformBenchmarks(benchmarksDataset, benchmarkOptions, context);
    expect(data.categories).toEqual(['Display CTR', 'CTV CTR', 'CTV VCR', 'Video CTR', 'Video VCR']);
    expect(comparisonLabel({ CampaignType: 'OTT', Metric: 'ClickThrough' })).toBe('CTV CTR');
  });

  it('puts the advertiser beside the industry benchmark, a missing rate as a gap', () => {
    const data = transformBenchmarks(benchmarksDataset, benchmarkOptions, context);
    expect(data.series.map((s) => s.label)).toEqual(['Advertiser', 'Industry benchmark']);
    expect(data.series[0]?.values).toEqual([0.12, 0.08, 96.4, null, null]);
    expect(data.series[1]?.values).toEqual([0.09, 0.1, 94.1, 0.21, 71.5]);
  });

  it('keeps only the metrics asked for', () => {
    const data = transformBenchmarks(benchmarksDataset, { metrics: ['VCR'] }, context);
    expect(data.categories).toEqual(['CTV VCR', 'Video VCR']);
  });

  it('gives CTR its own axis beside VCR, so its bars are not flattened', () => {
    const data = transformBenchmarks(benchmarksDataset, benchmarkOptions, context);
    // Display CTR, CTV CTR, CTV VCR, Video CTR, Video VCR.
    expect(benchmarkAxes(benchmarksDataset.rows)).toEqual([1, 1, 0, 1, 0]);
    expect(data.axisNames).toEqual(['VCR', 'CTR']);
    const option = cartesianOption(data, { legend: { show: true } });
    const axes = option.yAxis as { position: string; name: string; axisLabel: { formatter(v: number): string } }[];
    expect(axes.map((a) => [a.position, a.name])).toEqual([
      ['left', 'VCR'],
      ['right', 'CTR'],
    ]);
    expect(axes[1]?.axisLabel.formatter(0.2)).toBe('0.2%');
    const series = option.series as BarSeriesOption[];
    const advertiserCtr = series.find((s) => s.name === 'Advertiser' && s.yAxisIndex === 1);
    expect(advertiserCtr?.data).toEqual([0.12, 0.08, null, null, null]);
    const advertiserVcr = series.find((s) => s.name === 'Advertiser' && s.yAxisIndex === 0);
    expect(advertiserVcr?.data).toEqual([null, null, 96.4, null, null]);
    // One legend entry per series, and the two halves share a bar slot.
    expect(option.legend).toMatchObject({ show: true });
    expect(advertiserCtr?.stack).toBe(advertiserVcr?.stack);
  });

  it('keeps one axis when every metric has the same scale', () => {
    const data = transformBenchmarks(benchmarksDataset, { metrics: ['VCR'] }, context);
    expect(data.series[0]?.pointAxes).toBeUndefined();
    expect((cartesianOption(data).yAxis as unknown[]).length).toBe(1);
  });
});
