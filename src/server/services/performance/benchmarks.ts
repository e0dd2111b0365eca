/**
 * Industry benchmarks (000 §4 "benchmarks chart"; help text: benchmarks compare to the same industry): the
 * advertiser's click-through rate, and completion rate where the type has one, beside the `benchmarks` figures
 * of the advertiser's industry for the same campaign type.
 */
import type { ResolvedRange } from '../../../domain/date-presets';
import { tacticDisplayName } from '../../../domain/tactics';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../kernel/campaigns';
import { sumsByCampaign } from './facts';

/** A metric the benchmarks compare. */
export type BenchmarkMetric = 'ClickThrough' | 'VCR';

/** One comparison: the advertiser's rate and the industry's, both percents with two decimals. */
export interface BenchmarkRow {
  CampaignType: string;
  Tactic: string;
  Metric: BenchmarkMetric;
  /** The advertiser's rate over the range; null without impressions. */
  Advertiser: number | null;
  Benchmark: number;
}

/** The industry and its comparison rows. */
export interface BenchmarkAnswer {
  Industry: string;
  Rows: BenchmarkRow[];
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
/** Benchmarks are stored as ratios (0.0025 is 0.25%). */
const fromRatio = (ratio: number): number => Math.round(Number(ratio) * 10_000) / 100;

/**
 * For each campaign type of `campaigns` that has a benchmark in the advertiser's industry (types in alphabetical
 * order): a ClickThrough row, then a VCR row when the benchmark has a completion rate (video and audio types).
 */
export async function benchmarkComparison(
  db: Db,
  advertiserId: number,
  campaigns: readonly CampaignRow[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
): Promise<BenchmarkAnswer> {
  const { industry } = await db
    .selectFrom('advertisers')
    .select('industry')
    .where('id', '=', advertiserId)
    .executeTakeFirstOrThrow();
  const types = [...new Set(campaigns.map((c) => c.campaign_type))].sort();
  if (types.length === 0) return { Industry: industry, Rows: [] };
  const [figures, sums] = await Promise.all([
    db
      .selectFrom('benchmarks')
      .select(['campaign_type', 'ctr', 'vcr'])
      .where('industry', '=', industry)
      .where('campaign_type', 'in', types)
      .execute(),
    sumsByCampaign(
      db,
      campaigns.map((c) => c.id),
      range,
    ),
  ]);
  const byType = new Map(figures.map((f) => [f.campaign_type, f]));
  const rows: BenchmarkRow[] = [];
  for (const type of types) {
    const benchmark = byType.get(type);
    if (!benchmark) continue;
    let impressions = 0;
    let clicks = 0;
    let completions = 0;
    for (const campaign of campaigns) {
      if (campaign.campaign_type !== type) continue;
      const own = sums.get(campaign.id);
      impressions += own?.impressions ?? 0;
      clicks += own?.clicks ?? 0;
      completions += own?.completions ?? 0;
    }
    const base = { CampaignType: type, Tactic: tacticDisplayName(type) };
    rows.push({
      ...base,
      Metric: 'ClickThrough',
      Advertiser: percent(clicks, impressions),
      Benchmark: fromRatio(benchmark.ctr),
    });
    if (benchmark.vcr !== null) {
      rows.push({
        ...base,
        Metric: 'VCR',
        Advertiser: percent(completions, impressions),
        Benchmark: fromRatio(benchmark.vcr),
      });
    }
  }
  return { Industry: industry, Rows: rows };
}
