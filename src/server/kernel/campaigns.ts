/**
 * The one read path for campaigns. Every data call, export, share and schedule reads the campaigns table through
 * `readCampaigns` (or `campaignSubquery` inside a condition): a test proves no other server file does, so the
 * campaign-management work leaves hidden and archived campaigns out here, once. Also: the campaign rows of one
 * advertiser, and the check that campaigns named in a request are that advertiser's.
 */
import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { CampaignsTable, Database } from '../db/schema';
import { AppError } from './errors';

/** Campaigns as every read sees them, to select from, join and narrow further. */
export function readCampaigns(db: Db): SelectQueryBuilder<Database, 'campaigns', object> {
  return db.selectFrom('campaigns');
}

/** The same campaigns as a subquery of a condition on another table (`exists`, `in`). */
export function campaignSubquery<TB extends keyof Database>(
  eb: ExpressionBuilder<Database, TB>,
): SelectQueryBuilder<Database, TB | 'campaigns', object> {
  return eb.selectFrom('campaigns');
}

/** The campaign fields performance answers read: the stored row without its creation time. */
export type CampaignRow = Omit<Selectable<CampaignsTable>, 'created_at'>;

/** A campaign named in a request; `type`, when given, must match. */
export interface CampaignRef {
  id: number;
  type?: string;
}

/** Every campaign of the advertiser, by id. */
export async function advertiserCampaigns(db: Db, advertiserId: number): Promise<CampaignRow[]> {
  const rows = await readCampaigns(db)
    .select([
      'id',
      'advertiser_id',
      'order_id',
      'name',
      'friendly_name',
      'campaign_type',
      'analytics_type',
      'feed_source',
      'impression_goal',
      'hide_spend',
      'start_date',
      'end_date',
      'status',
      'spend_type',
      'spend_rate',
    ])
    .where('advertiser_id', '=', advertiserId)
    .orderBy('id')
    .execute();
  // Fixed in place rather than spread into new objects: this runs on every performance call.
  for (const row of rows) {
    row.spend_rate = Number(row.spend_rate);
    row.impression_goal = numberOrNull(row.impression_goal);
  }
  return rows;
}

/**
 * The requested campaigns, each checked to be the advertiser's (and of the named type): one that is not
 * answers 404, so a caller cannot probe another advertiser's campaigns. Without refs, every campaign.
 */
export async function requestedCampaigns(
  db: Db,
  advertiserId: number,
  refs?: readonly CampaignRef[],
): Promise<CampaignRow[]> {
  const all = await advertiserCampaigns(db, advertiserId);
  if (!refs) return all;
  const byId = new Map(all.map((c) => [c.id, c]));
  const picked = new Map<number, CampaignRow>();
  for (const ref of refs) {
    const campaign = byId.get(ref.id);
    if (!campaign || (ref.type && ref.type.toUpperCase() !== campaign.campaign_type)) {
      throw new AppError(404, 'campaignNotFound');
    }
    picked.set(campaign.id, campaign);
  }
  return [...picked.values()];
}

/** FeedSource as the list item carries it: a string, or an array when the campaign has several feeds. */
export function feedSourceOf(campaign: Pick<CampaignRow, 'feed_source'>): string | string[] {
  try {
    const parsed: unknown = JSON.parse(campaign.feed_source);
    if (typeof parsed === 'string') return parsed;
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // Older rows hold the bare source name, not JSON.
  }
  return campaign.feed_source;
}

function numberOrNull(value: number | null): number | null {
  return value === null ? null : Number(value);
}
