import type { ServiceContext } from '../../kernel/context';
import { measureSums } from '../performance/measure-sql';

/** Ids per query, well under the bind-parameter limits of SQLite and PostgreSQL. */
const CHUNK = 500;

/**
 * Impressions per campaign through a day (flight to date), from the `fact_daily` primary key (campaign, day) of
 * the given campaigns only: the rollups have no campaign grain, and pacing needs it.
 */
export async function deliveredByCampaign(
  ctx: ServiceContext,
  ids: number[],
  throughDay: number,
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await ctx.db
      .selectFrom('fact_daily')
      .select('campaign_id')
      .select(measureSums(undefined, ['impressions']))
      .where('campaign_id', 'in', ids.slice(i, i + CHUNK))
      .where('day', '<=', throughDay)
      .groupBy('campaign_id')
      .execute();
    for (const row of rows) totals.set(row.campaign_id, Number(row['impressions'] ?? 0));
  }
  return totals;
}
