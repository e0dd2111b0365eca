/**
 * The campaign as campaign management answers it (issue 23 `ManagedCampaign`), shared by every part of the area:
 * the select list over `campaigns` joined to its advertiser, the row-to-wire mapping, and the scoped read of one
 * campaign. Reads go through `readManagedCampaigns`, so hidden and archived campaigns are found too; the caller has
 * admitted the user to the advertiser first (kernel `openAdvertiser`).
 */
import type { Db } from '../../db/database';
import type { CampaignAudience } from '../../db/schema';
import { readManagedCampaigns } from '../../kernel/campaigns';
import { AppError } from '../../kernel/errors';

/** A campaign on the wire of the management calls. */
export interface ManagedCampaign {
  CampaignId: number;
  AdvertiserId: number;
  AdvertiserName: string;
  CampaignName: string;
  FriendlyName: string | null;
  CampaignType: string;
  StartDate: string;
  EndDate: string;
  ImpressionGoal: number | null;
  Status: string;
  OrderId: number | null;
  SpendType: string;
  SpendRate: number;
  HideSpend: boolean;
  Audience: CampaignAudience;
  Hidden: boolean;
  HiddenAt: number | null;
  HiddenBy: string | null;
  Archived: boolean;
  ArchivedAt: number | null;
  ArchivedBy: string | null;
  ClonedFrom: number | null;
  UpdatedAt: number | null;
}

/** The columns `managedOf` needs (select them from `managedCampaigns(db)`). */
export const MANAGED_COLUMNS = [
  'campaigns.id',
  'campaigns.advertiser_id',
  'advertisers.name as advertiser_name',
  'advertisers.agency_id',
  'campaigns.name',
  'campaigns.friendly_name',
  'campaigns.campaign_type',
  'campaigns.analytics_type',
  'campaigns.feed_source',
  'campaigns.start_date',
  'campaigns.end_date',
  'campaigns.impression_goal',
  'campaigns.status',
  'campaigns.order_id',
  'campaigns.spend_type',
  'campaigns.spend_rate',
  'campaigns.hide_spend',
  'campaigns.audience',
  'campaigns.hidden_at',
  'campaigns.hidden_by',
  'campaigns.archived_at',
  'campaigns.archived_by',
  'campaigns.archive_batch',
  'campaigns.cloned_from',
  'campaigns.updated_at',
] as const;

/** Every campaign row (hidden and archived too) joined to its advertiser, to narrow, count or select from. */
export function managedFrom(db: Db) {
  return readManagedCampaigns(db).innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id');
}

/** The same, selecting `MANAGED_COLUMNS`. */
export function managedCampaigns(db: Db) {
  return managedFrom(db).select(MANAGED_COLUMNS);
}

/** One row of `managedCampaigns`. */
export type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedCampaigns>['executeTakeFirstOrThrow']>>;

const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

/** The wire form of a row (PostgreSQL answers bigint and numeric columns as strings: numbers here). */
export function managedOf(row: ManagedRow): ManagedCampaign {
  return {
    CampaignId: Number(row.id),
    AdvertiserId: Number(row.advertiser_id),
    AdvertiserName: row.advertiser_name,
    CampaignName: row.name,
    FriendlyName: row.friendly_name,
    CampaignType: row.campaign_type,
    StartDate: row.start_date,
    EndDate: row.end_date,
    ImpressionGoal: numberOrNull(row.impression_goal),
    Status: row.status,
    OrderId: numberOrNull(row.order_id),
    SpendType: row.spend_type,
    SpendRate: Number(row.spend_rate),
    HideSpend: Number(row.hide_spend) === 1,
    Audience: row.audience,
    Hidden: row.hidden_at != null,
    HiddenAt: numberOrNull(row.hidden_at),
    HiddenBy: row.hidden_by,
    Archived: row.archived_at != null,
    ArchivedAt: numberOrNull(row.archived_at),
    ArchivedBy: row.archived_by,
    ClonedFrom: numberOrNull(row.cloned_from),
    UpdatedAt: numberOrNull(row.updated_at),
  };
}

/** A campaign of the advertiser (hidden and archived ones too), or 404 'Campaign not found'. */
export async function managedCampaign(db: Db, advertiserId: number, campaignId: number): Promise<ManagedRow> {
  const row = await managedCampaigns(db)
    .where('campaigns.id', '=', campaignId)
    .where('campaigns.advertiser_id', '=', advertiserId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'campaignNotFound');
  return row;
}

/** A campaign by id alone (the revert handlers, which find it wherever it is now), or null. */
export async function managedCampaignById(db: Db, campaignId: number): Promise<ManagedRow | null> {
  return (await managedCampaigns(db).where('campaigns.id', '=', campaignId).executeTakeFirst()) ?? null;
}

/** A campaign by id as the calls answer it, read again after a change; 404 'Campaign not found' when gone. */
export async function managedAnswer(db: Db, campaignId: number): Promise<ManagedCampaign> {
  const row = await managedCampaignById(db, campaignId);
  if (!row) throw new AppError(404, 'campaignNotFound');
  return managedOf(row);
}

/** The label of a campaign in the audit log: its friendly name, else its name. */
export function labelOf(row: Pick<ManagedRow, 'name' | 'friendly_name'>): string {
  return row.friendly_name || row.name;
}
