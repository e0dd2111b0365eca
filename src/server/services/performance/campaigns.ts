/** Campaign rows of one advertiser, and the check that campaigns named in a request are that advertiser's. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CampaignsTable } from '../../db/schema';
import { AppError } from '../../kernel/errors';

/** The campaign fields performance answers read: the stored row without its creation time. */
export type CampaignRow = Omit<Selectable<CampaignsTable>, 'created_at'>;

/** A campaign named in a request; `type`, when given, must match. */
export interface CampaignRef {
  id: number;
  type?: string;
}

/** Every campaign of the advertiser, by id. */
export async function advertiserCampaigns(db: Db, advertiserId: number): Promise<CampaignRow[]> {
  const rows = await db
    .selectFrom('campaigns')
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
