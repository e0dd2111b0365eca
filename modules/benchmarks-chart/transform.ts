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

/** Dataset (benchmarks rows) → an advertiser series and a benchmark series over the tactic/metric pairs. */
export function transformBenchmarks(
  dataset: Dataset,
  options: BenchmarksChartOptions,
  _context: ViewContext,
): BenchmarksChartData {
  const shown: readonly string[] | undefined = options.metrics;
  const rows = dataset.rows.filter((row) => !shown || shown.includes(String(row.Metric)));
  const series = (id: string, label: string, field: string): CategoryChart['series'][number] => ({
    id,
    key: PERCENT_KEY,
    label,
    values: rows.map((row) => numberOf(row[field])),
    type: 'bar',
    axis: 0,
  });
  return {
    dimension: 'Comparison',
    dimensionLabel: 'Tactic and metric',
    categories: rows.map(comparisonLabel),
    series: [series('Advertiser', 'Advertiser', 'Advertiser'), series('Benchmark', 'Industry benchmark', 'Benchmark')],
  };
}
