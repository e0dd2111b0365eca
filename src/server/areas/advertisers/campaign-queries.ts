/** The campaign search's Kysely read, through the kernel's one campaign read path; no rules here. */
import { sql } from 'kysely';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import { readCampaigns } from '../../kernel/campaigns';
import { likePattern } from '../../kernel/listing';
import { visibleAdvertisers, type Scope } from '../../kernel/tenancy';
import { spendViewOf } from '../../kernel/access';
import type { Window } from './queries';
import type { CampaignSort } from './schemas';

/** The campaign search's filters; null filters nothing. */
export interface CampaignFilters {
  campaignName: string | null;
  advertiserName: string | null;
  partners: number[] | null;
  types: string[] | null;
  advertiserId: number | null;
}

/** CampaignItem of the contract. */
export interface CampaignItem {
  id: number;
  name: string;
  friendly_name: string | null;
  campaign_type: string;
  advertiser_id: number;
  advertiser_name: string;
  start_date: string;
  end_date: string;
  status: string;
}

const CAMPAIGN_ORDER = {
  name: 'campaigns.name',
  advertiser: 'advertisers.name',
  start: 'campaigns.start_date',
  end: 'campaigns.end_date',
  type: 'campaigns.campaign_type',
  status: 'campaigns.status',
} as const satisfies Record<CampaignSort, string>;

const contains = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;

/** One page of the campaigns of the advertisers the caller may see, and its total. */
export async function campaignPage(
  db: Db,
  scope: Scope,
  user: SessionUser,
  filters: CampaignFilters,
  window: Window<CampaignSort>,
): Promise<{ rows: CampaignItem[]; total: number }> {
  let query = readCampaigns(db, { view: spendViewOf(scope) })
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .where('campaigns.advertiser_id', 'in', visibleAdvertisers(db, scope, user).select('advertisers.id'));
  const { campaignName, advertiserName, partners, types, advertiserId } = filters;
  if (campaignName) {
    query = query.where((eb) =>
      eb.or([contains('campaigns.name', campaignName), contains('campaigns.friendly_name', campaignName)]),
    );
  }
  if (advertiserName) query = query.where(contains('advertisers.name', advertiserName));
  if (partners) query = query.where('advertisers.agency_id', 'in', partners);
  if (types) query = query.where('campaigns.campaign_type', 'in', types);
  if (advertiserId !== null) query = query.where('campaigns.advertiser_id', '=', advertiserId);
  const [rows, total] = await Promise.all([
    query
      .select([
        'campaigns.id',
        'campaigns.name',
        'campaigns.friendly_name',
        'campaigns.campaign_type',
        'campaigns.advertiser_id',
        'advertisers.name as advertiser_name',
        'campaigns.start_date',
        'campaigns.end_date',
        'campaigns.status',
      ])
      .orderBy(CAMPAIGN_ORDER[window.sort], window.desc ? 'desc' : 'asc')
      .orderBy('campaigns.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
