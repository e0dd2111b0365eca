import { sql } from 'kysely';
import type { ResolvedRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import type { Audience } from './audience';

/** Delivery sums of one group of rollup rows. */
export interface RollupSums {
  group: string;
  impressions: number;
  clicks: number;
  conversions: number;
}

/** Columns an overview answer may group rollup rows by. */
export type RollupGroup = 'day' | 'campaign_type' | 'advertiser_id';

interface RawSums {
  group: string | number;
  impressions: string | number | null;
  clicks: string | number | null;
  conversions: string | number | null;
}

/** The select list both rollup tables share (they have the same measure columns). */
const sumsBy = (group: RollupGroup) => [
  sql<string | number>`${sql.ref(group)}`.as('group'),
  sql<string>`sum(impressions)`.as('impressions'),
  sql<string>`sum(clicks)`.as('clicks'),
  sql<string>`sum(conversions)`.as('conversions'),
];

const toSums = (row: RawSums): RollupSums => ({
  group: String(row.group),
  impressions: Number(row.impressions ?? 0),
  clicks: Number(row.clicks ?? 0),
  conversions: Number(row.conversions ?? 0),
});

/**
 * Sums rollup rows of the audience over the range, grouped by one column. Whole agencies read
 * `rollup_agency_day` (one row per agency, day and type) unless the grouping needs advertisers; everything else
 * reads `rollup_advertiser_day` through its primary key or its (agency, day) index. Facts are never scanned.
 */
export async function rollupSums(
  ctx: ServiceContext,
  audience: Audience,
  range: ResolvedRange,
  group: RollupGroup,
): Promise<RollupSums[]> {
  if (audience.agencyIds !== null && group !== 'advertiser_id') {
    let query = ctx.db
      .selectFrom('rollup_agency_day')
      .select(sumsBy(group))
      .where('day', '>=', range.start)
      .where('day', '<=', range.end);
    if (audience.agencyIds !== 'all') query = query.where('agency_id', 'in', audience.agencyIds);
    const rows = await query.groupBy(group).orderBy(group).execute();
    return rows.map(toSums);
  }
  if (audience.advertiserIds?.length === 0) return [];
  let query = ctx.db
    .selectFrom('rollup_advertiser_day')
    .select(sumsBy(group))
    .where('day', '>=', range.start)
    .where('day', '<=', range.end);
  if (audience.advertiserIds) query = query.where('advertiser_id', 'in', audience.advertiserIds);
  else if (audience.agencyIds !== 'all') query = query.where('agency_id', 'in', audience.agencyIds);
  const rows = await query.groupBy(group).orderBy(group).execute();
  return rows.map(toSums);
}

/** Click-through rate in percent, 0 without impressions. */
export function clickThrough(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 1_000_000) / 10_000 : 0;
}
