/**
 * What data freshness reads (issue 27): the campaigns that expect data at a time, the last day of data of each, and
 * the connector links behind them. Campaigns are read through the one read path (kernel/campaigns.ts).
 */
import type { Db } from '../../db/database';
import { readCampaigns } from '../../kernel/campaigns';
import { dayIso, isoDay } from '../../services/performance/facts';

/** A campaign that expects data, with its tenant and flight. */
export interface FreshCampaign {
  id: number;
  advertiserId: number;
  advertiserName: string;
  agencyId: number;
  agencyName: string;
  type: string;
  feedSource: string;
  start: string;
  end: string;
}

/** A live connector link of an advertiser (campaign-level, or account-level covering the source's types). */
export interface FreshLink {
  advertiserId: number;
  source: string;
  campaignId: number | null;
  /** The last day the link's syncs loaded (yyyy-MM-dd), null before its first. */
  dataThrough: string | null;
  lastSyncAt: number | null;
}

/** Ids go into `in` lists in chunks this long (PostgreSQL and SQLite both take far more; plans stay small). */
const CHUNK = 500;

/**
 * Campaigns whose flight has started by `today` and whose data may still be owed: not ended, or ended within the
 * last `graceDays` (their last days still arrive after the flight ends). Scoped to agencies, or to advertisers.
 */
export async function campaignsExpectingData(
  db: Db,
  scope: { agencyIds?: readonly number[] | null; advertiserIds?: readonly number[]; campaignIds?: readonly number[] },
  today: string,
  graceDays: number,
): Promise<FreshCampaign[]> {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - graceDays * 86_400_000).toISOString().slice(0, 10);
  let query = readCampaigns(db)
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select([
      'campaigns.id',
      'campaigns.advertiser_id',
      'advertisers.name as advertiser_name',
      'agencies.id as agency_id',
      'agencies.name as agency_name',
      'campaigns.campaign_type',
      'campaigns.feed_source',
      'campaigns.start_date',
      'campaigns.end_date',
    ])
    .where('campaigns.start_date', '<=', today)
    .where('campaigns.end_date', '>=', since);
  if (scope.agencyIds) {
    if (scope.agencyIds.length === 0) return [];
    query = query.where('agencies.id', 'in', [...scope.agencyIds]);
  }
  if (scope.advertiserIds) {
    if (scope.advertiserIds.length === 0) return [];
    query = query.where('campaigns.advertiser_id', 'in', [...scope.advertiserIds]);
  }
  if (scope.campaignIds) {
    if (scope.campaignIds.length === 0) return [];
    query = query.where('campaigns.id', 'in', [...scope.campaignIds]);
  }
  const rows = await query.orderBy('campaigns.id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    advertiserId: Number(row.advertiser_id),
    advertiserName: row.advertiser_name,
    agencyId: Number(row.agency_id),
    agencyName: row.agency_name,
    type: row.campaign_type,
    feedSource: row.feed_source,
    start: row.start_date.slice(0, 10),
    end: row.end_date.slice(0, 10),
  }));
}

/** The last day with data (yyyy-MM-dd) of each campaign that has any, from `since` on. */
export async function lastDays(db: Db, campaignIds: readonly number[], since: string): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  for (let at = 0; at < campaignIds.length; at += CHUNK) {
    const rows = await db
      .selectFrom('fact_daily')
      .select((eb) => ['campaign_id', eb.fn.max('day').as('day')])
      .where('campaign_id', 'in', campaignIds.slice(at, at + CHUNK))
      .where('day', '>=', isoDay(since))
      .groupBy('campaign_id')
      .execute();
    for (const row of rows) {
      const day = dayIso(row.day === null ? null : Number(row.day));
      if (day) result.set(Number(row.campaign_id), day);
    }
  }
  return result;
}

/** The live (not removed) connector links of the advertisers. */
export async function liveLinks(db: Db, advertiserIds: readonly number[]): Promise<FreshLink[]> {
  const links: FreshLink[] = [];
  const unique = [...new Set(advertiserIds)];
  for (let at = 0; at < unique.length; at += CHUNK) {
    const rows = await db
      .selectFrom('connector_links')
      .select(['advertiser_id', 'source', 'campaign_id', 'data_through', 'last_sync_at'])
      .where('advertiser_id', 'in', unique.slice(at, at + CHUNK))
      .where('removed_at', 'is', null)
      .execute();
    for (const row of rows) {
      links.push({
        advertiserId: Number(row.advertiser_id),
        source: row.source,
        campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
        dataThrough: row.data_through === null ? null : row.data_through.slice(0, 10),
        lastSyncAt: row.last_sync_at === null ? null : Number(row.last_sync_at),
      });
    }
  }
  return links;
}
