/** Performance totals (000 §3) for groups of campaigns: per type (`<TYPE>Total`) and per campaign. */
import type { ResolvedRange } from '../../../domain/date-presets';
import { expectedToDate } from '../../../domain/pacing';
import { performanceTotals, type DeliverySums, type PerformanceTotals } from '../../../domain/performance-totals';
import { clientSpend, type SpendView } from '../../../domain/spend';
import type { Db } from '../../db/database';
import { FACT_MEASURES, type FactMeasure } from '../../db/fact-measures';
import { measuresOf, tacticMetrics } from '../../../domain/metric-catalogue';
import { feedSourceOf, type CampaignRow } from '../../kernel/campaigns';
import {
  dayIso,
  deliveredToDate,
  deploymentsByCampaign,
  lastDataDays,
  sumsByCampaign,
  type CampaignSums,
} from './facts';

/** Everything read from the facts for a set of campaigns and a range. */
export interface FactsSnapshot {
  range: ResolvedRange;
  sums: Map<number, CampaignSums>;
  lastDays: Map<number, number>;
  delivered: Map<number, number>;
  deployments: Map<number, number>;
}

/** Reads the facts the totals need, concurrently. */
export async function loadFacts(
  db: Db,
  campaigns: readonly CampaignRow[],
  range: ResolvedRange,
): Promise<FactsSnapshot> {
  const ids = campaigns.map((c) => c.id);
  const [sums, lastDays, delivered, deployments] = await Promise.all([
    sumsByCampaign(db, ids, range, totalsMeasuresFor(campaigns)),
    lastDataDays(db, ids),
    deliveredToDate(db, campaigns, range.end),
    deploymentsByCampaign(db, ids, range),
  ]);
  return { range, sums, lastDays, delivered, deployments };
}

const EMPTY = {
  ...Object.fromEntries(FACT_MEASURES.map((measure) => [measure, 0])),
  rows: 0,
  firstDay: null,
  lastDay: null,
} as CampaignSums;

/** Measures the common totals fields read. */
const COMMON_MEASURES: readonly string[] = [
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'completions',
  'reach',
  'households',
  'responses',
  'search_impressions',
  'eligible_impressions',
];
const totalsMeasuresCache = new Map<string, readonly FactMeasure[]>();

/** The measures totals of these campaigns read: the common fields' and those of each type's own metric set. */
function totalsMeasuresFor(campaigns: readonly CampaignRow[]): readonly FactMeasure[] {
  const types = [...new Set(campaigns.map((c) => c.campaign_type.toUpperCase()))].sort();
  const key = types.join(',');
  let measures = totalsMeasuresCache.get(key);
  if (!measures) {
    const needed = new Set<string>([...COMMON_MEASURES, ...types.flatMap((t) => tacticMetrics(t).flatMap(measuresOf))]);
    measures = FACT_MEASURES.filter((measure) => needed.has(measure));
    totalsMeasuresCache.set(key, measures);
  }
  return measures;
}

/** Summed keys of a campaign's sums: every fact measure and the row count. */
const SUMMED = [...FACT_MEASURES, 'rows'] as const;

/** Totals of one group of campaigns (a type, or a single campaign). */
export function totalsOf(campaigns: readonly CampaignRow[], facts: FactsSnapshot, view: SpendView): PerformanceTotals {
  const sums = { ...EMPTY, spend: 0 } as DeliverySums;
  let firstDay: number | null = null;
  let lastDay: number | null = null;
  let lastData: number | null = null;
  let goalDelivered = 0;
  let goalExpected = 0;
  let deployments = 0;
  for (const campaign of campaigns) {
    const own = facts.sums.get(campaign.id) ?? EMPTY;
    for (const key of SUMMED) sums[key] += own[key];
    sums.spend += clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, own);
    if (own.firstDay !== null) firstDay = firstDay === null ? own.firstDay : Math.min(firstDay, own.firstDay);
    if (own.lastDay !== null) lastDay = Math.max(lastDay ?? 0, own.lastDay);
    const last = facts.lastDays.get(campaign.id);
    if (last !== undefined) lastData = Math.max(lastData ?? 0, last);
    deployments += facts.deployments.get(campaign.id) ?? 0;
    if (campaign.impression_goal) {
      goalDelivered += facts.delivered.get(campaign.id) ?? 0;
      goalExpected += expectedToDate(
        campaign.impression_goal,
        campaign.start_date,
        campaign.end_date,
        facts.range.endDate,
      );
    }
  }
  const types = new Set(campaigns.map((c) => c.campaign_type));
  return performanceTotals({
    range: facts.range,
    campaigns: campaigns.map((c) => ({
      startDate: c.start_date,
      endDate: c.end_date,
      impressionGoal: c.impression_goal,
      hideSpend: c.hide_spend === 1,
      feedSource: feedSourceOf(c),
    })),
    sums,
    firstDeliveryDay: dayIso(firstDay),
    lastDeliveryDay: dayIso(lastDay),
    lastDataDay: dayIso(lastData),
    goalDelivered,
    goalExpected,
    deployments,
    view,
    campaignType: types.size === 1 ? [...types][0] : undefined,
  });
}

/** `<TYPE>Total` for every campaign type present, types in alphabetical order. */
export function totalsByType(
  campaigns: readonly CampaignRow[],
  facts: FactsSnapshot,
  view: SpendView,
): Record<string, PerformanceTotals> {
  const types = [...new Set(campaigns.map((c) => c.campaign_type))].sort();
  return Object.fromEntries(
    types.map((type) => [
      `${type}Total`,
      totalsOf(
        campaigns.filter((c) => c.campaign_type === type),
        facts,
        view,
      ),
    ]),
  );
}
