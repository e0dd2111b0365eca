import type { Dataset, Row } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import { labelFor } from '../../src/domain/metric-format';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import type { CategoryChart } from '../../src/ui/charts/category-data';
import type { BenchmarksChartOptions } from './__generated__/options';

/** Grouped bars: per tactic and metric, the advertiser's rate beside the industry's. */
export type BenchmarksChartData = CategoryChart;

/** Both series are percents: formatting them as a `Benchmark` keeps axis and tooltips in percent. */
const PERCENT_KEY = 'Benchmark';

/** "CTV CTR", "Video VCR"…: the tactic's display name and the metric's label on that type. */
export function comparisonLabel(row: Row): string {
  const type = String(row.CampaignType ?? '');
  const tactic = typeof row.Tactic === 'string' && row.Tactic !== '' ? row.Tactic : tacticDisplayName(type);
  return `${tactic} ${labelFor(String(row.Metric ?? ''), [type])}`;
}

/** A metric whose rates peak under this share of the largest one's gets the right axis (CTR beside VCR). */
const SMALL_SCALE = 1 / 10;

/**
 * The value axis of each row: its metric's scale decides. With CTR (0.02–0.3 %) and VCR (80–100 %) on one axis the
 * CTR bars would be invisible, so the metrics peaking under a tenth of the largest move to the right axis.
 */
export function benchmarkAxes(rows: readonly Row[]): (0 | 1)[] {
  const peakOf = (row: Row): number => Math.max(0, numberOf(row.Advertiser) ?? 0, numberOf(row.Benchmark) ?? 0);
  const peaks = new Map<string, number>();
  for (const row of rows) {
    const metric = String(row.Metric ?? '');
    peaks.set(metric, Math.max(peaks.get(metric) ?? 0, peakOf(row)));
  }
  const largest = Math.max(0, ...peaks.values());
  return rows.map((row) => ((peaks.get(String(row.Metric ?? '')) ?? 0) < largest * SMALL_SCALE ? 1 : 0));
}

/** Dataset (benchmarks rows) → an advertiser series and a benchmark series over the tactic/metric pairs. */
export function transformBenchmarks(
  dataset: Dataset,
  options: BenchmarksChartOptions,
  _context: ViewContext,
): BenchmarksChartData {
  const shown: readonly string[] | undefined = options.metrics;
  const rows = dataset.rows.filter((row) => !shown || shown.includes(String(row.Metric)));
  const axes = benchmarkAxes(rows);
  const series = (id: string, label: string, field: string): CategoryChart['series'][number] => ({
    id,
    key: PERCENT_KEY,
    label,
    values: rows.map((row) => numberOf(row[field])),
    type: 'bar',
    axis: axes[0] ?? 0,
    ...(axes.includes(1) ? { pointAxes: axes } : {}),
  });
  const metricsOn = (axis: 0 | 1): string =>
    [...new Set(rows.filter((_, i) => axes[i] === axis).map((row) => labelFor(String(row.Metric ?? ''))))].join(' · ');
  return {
    ...(axes.includes(1) && axes.includes(0) ? { axisNames: [metricsOn(0), metricsOn(1)] as [string, string] } : {}),
    dimension: 'Comparison',
    dimensionLabel: 'Tactic and metric',
    categories: rows.map(comparisonLabel),
    series: [series('Advertiser', 'Advertiser', 'Advertiser'), series('Benchmark', 'Industry benchmark', 'Benchmark')],
  };
}
