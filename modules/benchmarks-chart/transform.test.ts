import { describe, expect, it } from 'vitest';
import { benchmarkOptions, benchmarksDataset } from './fixtures';
import { comparisonLabel, transformBenchmarks } from './transform';

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
});
