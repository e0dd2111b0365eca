/** Products (tactics) an advertiser currently runs, for GET /api/getProductsForAdvertiser/{advertiserId}. */
import type { Db } from '../../db/database';
import type { AdvertiserAccess } from '../../kernel/access';
import { readCampaigns } from '../../kernel/campaigns';

/** Statuses of a campaign that is running or booked to run; Cancelled, Completed and Proposal are not. */
export const ACTIVE_STATUSES = ['Live', 'Paused', 'Partially Reserved', 'Reserved'] as const;

/** One product of the list. */
export interface AdvertiserProduct {
  code: string;
  name: string;
  tacticGroup: string;
  tab: string;
  AllowSingleCampaignView: boolean;
  activeCampaigns: number;
}

/** Products the advertiser's agency sells and the advertiser has an active campaign of, by name. */
export async function activeProducts(db: Db, access: AdvertiserAccess): Promise<AdvertiserProduct[]> {
  const rows = await readCampaigns(db, { view: access.view })
    .innerJoin('products', 'products.code', 'campaigns.campaign_type')
    .innerJoin('agency_products', (join) =>
      join
        .onRef('agency_products.product_code', '=', 'products.code')
        .on('agency_products.agency_id', '=', access.agencyId),
    )
    .select((eb) => [
      'products.code',
      'products.name',
      'products.tactic_group',
      'products.allow_single_campaign_view',
      eb.fn.countAll<number>().as('n'),
    ])
    .where('campaigns.advertiser_id', '=', access.advertiserId)
    .where('campaigns.status', 'in', [...ACTIVE_STATUSES])
    .groupBy(['products.code', 'products.name', 'products.tactic_group', 'products.allow_single_campaign_view'])
    .orderBy('products.name')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    tacticGroup: row.tactic_group,
    tab: row.code.toLowerCase(),
    AllowSingleCampaignView: row.allow_single_campaign_view === 1,
    activeCampaigns: Number(row.n),
  }));
}
