import type { ExpressionBuilder } from 'kysely';
import type { ResolvedRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import { ALL_ROWS, NO_ROWS } from '../../db/conditions';
import type { Database } from '../../db/schema';
import type { Audience } from './audience';
import { readCampaigns } from '../../kernel/campaigns';

/** Statuses that never deliver: such campaigns do not count as active whatever their flight says. */
export const INACTIVE_STATUSES = ['Cancelled', 'Proposal'] as const;

/** One campaign whose flight overlaps the range, with its order and advertiser. */
export interface FlightRow {
  campaignId: number;
  orderId: number | null;
  orderName: string | null;
  advertiserId: number;
  advertiserName: string;
  campaignType: string;
  startDate: string;
  endDate: string;
  impressionGoal: number | null;
}

type FlightExpr = ExpressionBuilder<Database, 'campaigns' | 'advertisers'>;

/** Narrows a campaigns ⋈ advertisers query to the audience. */
export function inAudience(audience: Audience) {
  return (eb: FlightExpr) => {
    if (audience.advertiserIds) {
      return audience.advertiserIds.length ? eb('campaigns.advertiser_id', 'in', audience.advertiserIds) : NO_ROWS;
    }
    return audience.agencyIds === 'all' ? ALL_ROWS : eb('advertisers.agency_id', 'in', audience.agencyIds);
  };
}

/**
 * Campaigns of the audience that are active during the range: the flight overlaps it and the status is one that
 * delivers. Metadata only (the campaigns table), so the overview's counts never touch facts.
 */
export async function activeFlights(
  ctx: ServiceContext,
  audience: Audience,
  range: ResolvedRange,
): Promise<FlightRow[]> {
  const rows = await readCampaigns(ctx.db, { view: audience.view })
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .leftJoin('orders', 'orders.id', 'campaigns.order_id')
    .select([
      'campaigns.id as campaignId',
      'campaigns.order_id as orderId',
      'orders.name as orderName',
      'advertisers.id as advertiserId',
      'advertisers.name as advertiserName',
      'campaigns.campaign_type as campaignType',
      'campaigns.start_date as startDate',
      'campaigns.end_date as endDate',
      'campaigns.impression_goal as impressionGoal',
    ])
    .where(inAudience(audience))
    .where('campaigns.start_date', '<=', range.endDate)
    .where('campaigns.end_date', '>=', range.startDate)
    .where('campaigns.status', 'not in', [...INACTIVE_STATUSES])
    .orderBy('campaigns.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    impressionGoal: row.impressionGoal === null ? null : Number(row.impressionGoal),
  }));
}

/** How many orders, advertisers and campaigns are active during the range. */
export interface ActivityCounts {
  ActiveOrders: number;
  ActiveAdvertisers: number;
  ActiveCampaigns: number;
}

/** Counts of active orders, advertisers and campaigns, from one read of the flights. */
export function activityCounts(flights: FlightRow[]): ActivityCounts {
  return {
    ActiveOrders: new Set(flights.flatMap((f) => (f.orderId === null ? [] : [f.orderId]))).size,
    ActiveAdvertisers: new Set(flights.map((f) => f.advertiserId)).size,
    ActiveCampaigns: flights.length,
  };
}
