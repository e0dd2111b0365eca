import type { Dataset } from '../../src/domain/layout/dataset';
import type { BenchmarksChartOptions } from './__generated__/options';

const RANGE = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' } as const;

/** The benchmarks call: CTR per type, and VCR for video types; percents with two decimals. */
export const benchmarksDataset: Dataset = {
  rows: [
    { CampaignType: 'DISPLAY', Tactic: 'Display', Metric: 'ClickThrough', Advertiser: 0.12, Benchmark: 0.09 },
    { CampaignType: 'OTT', Tactic: 'CTV', Metric: 'ClickThrough', Advertiser: 0.08, Benchmark: 0.1 },
    { CampaignType: 'OTT', Tactic: 'CTV', Metric: 'VCR', Advertiser: 96.4, Benchmark: 94.1 },
    { CampaignType: 'PREROLL', Tactic: 'Video', Metric: 'ClickThrough', Advertiser: null, Benchmark: 0.21 },
    { CampaignType: 'PREROLL', Tactic: 'Video', Metric: 'VCR', Advertiser: null, Benchmark: 71.5 },
  ],
  totals: null,
  meta: RANGE,
};

/** Many types with long tactic names. */
export const denseBenchmarksDataset: Dataset = {
  rows: Array.from({ length: 16 }, (_, i) => ({
    CampaignType: `TYPE${i}`,
    Tactic: `Programmatic premium inventory tactic number ${i + 1}`,
    Metric: 'ClickThrough',
    Advertiser: Math.round((0.05 + i * 0.013) * 100) / 100,
    Benchmark: 0.1,
  })),
  totals: null,
  meta: RANGE,
};

/** No delivery: the advertiser's rates are zero. */
export const zeroBenchmarksDataset: Dataset = {
  ...benchmarksDataset,
  rows: benchmarksDataset.rows.map((row) => ({ ...row, Advertiser: 0, Benchmark: 0 })),
};

/** Both metrics. */
export const benchmarkOptions: BenchmarksChartOptions = { metrics: ['ClickThrough', 'VCR'] };
