/**
 * The one read path for campaigns. Every data call, export, share and schedule reads the campaigns table through
 * `readCampaigns` (or `campaignSubquery` inside a condition): a test proves no other server file does. Here, once,
 * hidden and archived campaigns are left out of every read (issue 23), and so are internal campaigns (audience
 * 'staff') for a caller with the client spend view (advertiser users and guests). Campaign management alone reads
 * every row, through `readManagedCampaigns`. Also: the campaign rows of one advertiser, and the check that campaigns
 * named in a request are that advertiser's.
 */
import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { SpendView } from '../../domain/spend';
import type { Db } from '../db/database';
import type { CampaignsTable, Database } from '../db/schema';
import { AppError } from './errors';

/** Who reads: the spend view of the caller (000 §3); 'client' readers never see internal campaigns. */
export interface CampaignReader {
  view?: SpendView;
  /**
   * A share or export grant's advertiser: its guests also read the campaigns that moved away from it with the
   * agency's choice to keep its share links (a `campaign_moves` row with keep_share_links = 1, not undone). Only the
   * guest paths pass it, and the grant's own campaign ids still narrow what they read (docs/decisions.md, issue 23).
   */
  keptFor?: number;
}

type Narrowable<TB extends keyof Database> = SelectQueryBuilder<Database, TB, object>;

/** Leaves out hidden and archived campaigns, and internal ones for a client reader. */
function visibleOnly<TB extends keyof Database>(query: Narrowable<TB>, reader: CampaignReader): Narrowable<TB> {
  const visible = query.where(sql<boolean>`campaigns.hidden_at is null and campaigns.archived_at is null`);
  return reader.view === 'client' ? visible.where(sql<boolean>`campaigns.audience = 'all'`) : visible;
}

/** Campaigns as every read sees them (not hidden, not archived), to select from, join and narrow further. */
export function readCampaigns(db: Db, reader: CampaignReader = {}): SelectQueryBuilder<Database, 'campaigns', object> {
  return visibleOnly(db.selectFrom('campaigns'), reader);
}

/** The same campaigns as a subquery of a condition on another table (`exists`, `in`). */
export function campaignSubquery<TB extends keyof Database>(
  eb: ExpressionBuilder<Database, TB>,
  reader: CampaignReader = {},
): SelectQueryBuilder<Database, TB | 'campaigns', object> {
  return visibleOnly(eb.selectFrom('campaigns'), reader);
}

/**
 * Every campaign row, hidden and archived ones included: only campaign management (the hidden list, the archive,
 * the undo of its actions) reads through this, always narrowed by the caller's scope.
 */
export function readManagedCampaigns(db: Db): SelectQueryBuilder<Database, 'campaigns', object> {
  return db.selectFrom('campaigns');
}

/** The campaign fields performance answers read: the stored row without its creation and management fields. */
export type CampaignRow = Omit<
  Selectable<CampaignsTable>,
  | 'created_at'
  | 'hidden_at'
  | 'hidden_by'
  | 'archived_at'
  | 'archived_by'
  | 'archive_batch'
  | 'audience'
  | 'cloned_from'
  | 'updated_at'
>;

/** A campaign named in a request; `type`, when given, must match. */
export interface CampaignRef {
  id: number;
  type?: string;
}

/** Every campaign of the advertiser the reader sees, by id. */
export async function advertiserCampaigns(
  db: Db,
  advertiserId: number,
  reader: CampaignReader = {},
): Promise<CampaignRow[]> {
  const rows = await readCampaigns(db, reader)
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
    .where((eb) =>
      reader.keptFor === undefined
        ? eb('advertiser_id', '=', advertiserId)
        : eb.or([eb('advertiser_id', '=', advertiserId), eb('id', 'in', keptCampaigns(eb, reader.keptFor))]),
    )
    .orderBy('id')
    .execute();
  // Fixed in place rather than spread into new objects: this runs on every performance call.
  for (const row of rows) {
    row.spend_rate = Number(row.spend_rate);
    row.impression_goal = numberOrNull(row.impression_goal);
  }
  return rows;
}

/** Ids of the campaigns moved away from an advertiser whose share links were kept (and the move not undone). */
function keptCampaigns(eb: ExpressionBuilder<Database, 'campaigns'>, advertiserId: number) {
  return eb
    .selectFrom('campaign_moves')
    .select('campaign_moves.campaign_id')
    .where('campaign_moves.from_advertiser_id', '=', advertiserId)
    .where('campaign_moves.keep_share_links', '=', 1)
    .where('campaign_moves.undone_at', 'is', null);
}

/**
 * The requested campaigns, each checked to be the advertiser's (and of the named type): one that is not
 * answers 404, so a caller cannot probe another advertiser's campaigns. Without refs, every campaign.
 */
export async function requestedCampaigns(
  db: Db,
  advertiserId: number,
  refs?: readonly CampaignRef[],
  reader: CampaignReader = {},
): Promise<CampaignRow[]> {
  return pickRequested(await advertiserCampaigns(db, advertiserId, reader), refs);
}

/** `requestedCampaigns` over campaign rows already read: 404 for a ref that is not among them. */
export function pickRequested(all: readonly CampaignRow[], refs?: readonly CampaignRef[]): CampaignRow[] {
  if (!refs) return [...all];
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

/**
 * The campaigns of a grant (a share link's or an export's) that the reader still sees. A campaign hidden, archived
 * or made internal after the link was made drops out of the link, which keeps working for the rest, rather than
 * answering 404 as a campaign a caller names does (`requestedCampaigns`).
 */
export async function grantCampaigns(
  db: Db,
  advertiserId: number,
  ids: readonly number[],
  reader: CampaignReader = {},
): Promise<CampaignRow[]> {
  const granted = new Set(ids);
  return (await advertiserCampaigns(db, advertiserId, reader)).filter((campaign) => granted.has(campaign.id));
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
