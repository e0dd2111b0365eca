/** Shared fixtures of the performance API tests: a fixed clock, callers and independent SQL over the facts. */
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { TestServer } from './harness';

/** Riverside Auto Group: a campaign of every type, seen by the advertiser user. */
export const RIVERSIDE = 10000001;
/** The thirty days before 2026-06-15, i.e. `last30days` on the fixed clock. */
export const RANGE = { daterange: 'customRange', startDate: '2026-05-16', endDate: '2026-06-14' } as const;
export const RANGE_DAYS = { start: 20260516, end: 20260614 } as const;

/** Signs a demo user in and returns their access token. */
export async function tokenOf(server: TestServer, email: string): Promise<string> {
  return (await server.login(email)).accessToken;
}

/** Campaigns of an advertiser that delivered in the range, with their types. */
export async function deliveringCampaigns(db: Db, advertiserId: number): Promise<{ id: number; type: string }[]> {
  const { rows } = await sql<{ id: number; type: string }>`
    select c.id as id, c.campaign_type as type from campaigns c
    where c.advertiser_id = ${advertiserId}
      and exists (select 1 from fact_daily f where f.campaign_id = c.id and f.day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end} and f.impressions > 0)
    order by c.id`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), type: r.type }));
}

/** Sums over fact_daily for campaigns and days, computed directly (spend by the campaign's terms). */
export async function factSums(
  db: Db,
  ids: number[],
  days: { start: number; end: number } = RANGE_DAYS,
): Promise<{
  impressions: number;
  clicks: number;
  cost: number;
  spend: number;
  conversions: number;
  completions: number;
}> {
  const { rows } = await sql<Record<string, unknown>>`
    select sum(f.impressions) as impressions, sum(f.clicks) as clicks, sum(f.cost) as cost,
      sum(f.conversions) as conversions, sum(f.completions) as completions,
      sum(case c.spend_type when 'CPM' then f.impressions / 1000.0 * c.spend_rate
        when 'MARKUP' then f.cost * (1 + c.spend_rate) else f.cost end) as spend
    from fact_daily f join campaigns c on c.id = f.campaign_id
    where f.campaign_id in (${sql.join(ids)}) and f.day between ${days.start} and ${days.end}`.execute(db);
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    impressions: n('impressions'),
    clicks: n('clicks'),
    cost: n('cost'),
    spend: n('spend'),
    conversions: n('conversions'),
    completions: n('completions'),
  };
}

/** Sums over fact_dim_daily rows of one dimension, per key, computed directly. */
export async function dimSums(
  db: Db,
  ids: number[],
  dim: string,
  days: { start: number; end: number } = RANGE_DAYS,
): Promise<Map<string, { impressions: number; clicks: number }>> {
  const { rows } = await sql<{ key: string; impressions: unknown; clicks: unknown }>`
    select key, sum(impressions) as impressions, sum(clicks) as clicks from fact_dim_daily
    where campaign_id in (${sql.join(ids)}) and dim = ${dim} and day between ${days.start} and ${days.end}
    group by key`.execute(db);
  return new Map(rows.map((r) => [r.key, { impressions: Number(r.impressions), clicks: Number(r.clicks) }]));
}
