/**
 * The campaign as the move, clone and order calls answer it (the contract's ManagedCampaign). A private stand-in
 * for the area's shared mapper (managed.ts, written beside this in parallel): one read and one mapping function, so
 * the two are easy to swap for the shared ones.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CampaignsTable } from '../../db/schema';
import { readManagedCampaigns } from '../../kernel/campaigns';
import { AppError } from '../../kernel/errors';

/** A campaign for campaign management: every field an admin sees or changes. */
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
  Audience: 'all' | 'staff';
  Hidden: boolean;
  HiddenAt: number | null;
  HiddenBy: string | null;
  Archived: boolean;
  ArchivedAt: number | null;
  ArchivedBy: string | null;
  ClonedFrom: number | null;
  UpdatedAt: number | null;
}

/** A stored campaign row with its advertiser's name. */
export type ManagedRow = Selectable<CampaignsTable> & { advertiser_name: string };

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The wire shape of a row. */
export function managedCampaignOf(row: ManagedRow): ManagedCampaign {
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
    Audience: row.audience === 'staff' ? 'staff' : 'all',
    Hidden: row.hidden_at !== null,
    HiddenAt: numberOrNull(row.hidden_at),
    HiddenBy: row.hidden_by,
    Archived: row.archived_at !== null,
    ArchivedAt: numberOrNull(row.archived_at),
    ArchivedBy: row.archived_by,
    ClonedFrom: numberOrNull(row.cloned_from),
    UpdatedAt: numberOrNull(row.updated_at),
  };
}

/** One campaign row (hidden and archived included) with its advertiser's name, or undefined. */
export async function managedRow(db: Db, campaignId: number): Promise<ManagedRow | undefined> {
  return readManagedCampaigns(db)
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .selectAll('campaigns')
    .select('advertisers.name as advertiser_name')
    .where('campaigns.id', '=', campaignId)
    .executeTakeFirst();
}

/** The campaign as answered, read again after a change. */
export async function managedCampaign(db: Db, campaignId: number): Promise<ManagedCampaign> {
  const row = await managedRow(db, campaignId);
  if (!row) throw new AppError(404, 'campaignNotFound');
  return managedCampaignOf(row);
}
