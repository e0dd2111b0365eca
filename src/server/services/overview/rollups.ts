import { sql } from 'kysely';
import type { ResolvedRange } from '../../../domain/date-presets';
import { metricValue } from '../../../domain/metric-catalogue';
import type { ServiceContext } from '../../kernel/context';
import { measureSums } from '../performance/measure-sql';
import { ROLLUP_MEASURES, type RollupMeasure } from '../rollups';
import type { Audience } from './audience';

/** Summed rollup measures (every column `ROLLUP_MEASURES` names). */
export type RollupMeasureSums = Record<RollupMeasure, number>;

/** Delivery sums of one group of rollup rows. */
export interface RollupSums extends RollupMeasureSums {
  group: string;
}

/** Columns an overview answer may group rollup rows by. */
export type RollupGroup = 'day' | 'campaign_type' | 'advertiser_id';

type RawSums = { group: string | number } & Record<string, unknown>;

/** The select list both rollup tables share (they have the same measure columns). */
const sumsBy = (group: RollupGroup) => [
  sql<string | number>`${sql.ref(group)}`.as('group'),
  ...measureSums(undefined, ROLLUP_MEASURES),
];

const toSums = (row: RawSums): RollupSums => {
  const sums = { group: String(row.group) } as RollupSums;
  for (const measure of ROLLUP_MEASURES) sums[measure] = Number(row[measure] ?? 0);
  return sums;
};

/** The sum of rollup sums, measure by measure. */
export function totalSums(rows: readonly RollupMeasureSums[]): RollupMeasureSums {
  const total = {} as RollupMeasureSums;
  for (const measure of ROLLUP_MEASURES) total[measure] = rows.reduce((sum, row) => sum + row[measure], 0);
  return total;
}

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

/** Click-through rate in percent to four decimals, the catalogue's ratio of the sums; 0 without impressions. */
export function clickThrough(sums: Pick<RollupMeasureSums, 'clicks' | 'impressions'>): number {
  return metricValue('ClickThrough', sums, 4) ?? 0;
}
