import { dayNumber } from '../../../domain/date-presets';
import { expectedToDate, pacingPercent } from '../../../domain/pacing';
import { tacticDisplayName } from '../../../domain/tactics';
import type { ServiceContext } from '../../kernel/context';
import { nowIn } from '../../kernel/date-range';
import { deliveredByCampaign } from '../overview/delivered';
import type { OrderAccess, OrderCampaign } from '../../kernel/order-access';
import type { CampaignListParams, CampaignListSort } from './campaign-list-params';

/** One entry of the order campaign list. */
export interface CampaignListEntry {
  id: number;
  CampaignId: number;
  CampaignName: string;
  FriendlyName: string | null;
  CampaignType: string;
  Tactic: string;
  Status: string;
  StartDate: string;
  EndDate: string;
  ImpressionGoal: number | null;
  FeedSource: string | string[];
  /** Impressions from the flight start through yesterday. */
  Impressions: number;
  /** Flight-to-date pacing against the goal; null without a goal or before the start. */
  Pacing: number | null;
}

/** A page of the order campaign list. */
export interface CampaignListAnswer extends Omit<CampaignListParams, 'type'> {
  AdvertiserId: number;
  OrderId: number;
  OrderName: string;
  type: string | null;
  total: number;
  campaigns: CampaignListEntry[];
}

const nameOf = (c: OrderCampaign): string => c.friendly_name ?? c.name;

const COMPARE: Record<CampaignListSort, (a: OrderCampaign, b: OrderCampaign) => number> = {
  end_asc: (a, b) => a.end_date.localeCompare(b.end_date),
  end_desc: (a, b) => b.end_date.localeCompare(a.end_date),
  start_asc: (a, b) => a.start_date.localeCompare(b.start_date),
  start_desc: (a, b) => b.start_date.localeCompare(a.start_date),
  name_asc: (a, b) => nameOf(a).localeCompare(nameOf(b)),
  name_desc: (a, b) => nameOf(b).localeCompare(nameOf(a)),
};

function feedSource(text: string): string | string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(String);
  } catch {
    // A plain, unquoted feed name.
  }
  return text;
}

/**
 * Filters, sorts (in code, so both engines order names alike; ties by id) and pages the order's performance
 * list, then adds flight-to-date delivery and pacing for the page's campaigns only.
 */
export async function campaignList(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  params: CampaignListParams,
): Promise<CampaignListAnswer> {
  const search = params.search.toLowerCase();
  const matching = campaigns
    .filter(
      (c) => !search || c.name.toLowerCase().includes(search) || !!c.friendly_name?.toLowerCase().includes(search),
    )
    .filter((c) => params.campaignStatus === 'All' || c.status === params.campaignStatus)
    .filter((c) => params.type === null || c.campaign_type === params.type)
    .sort((a, b) => COMPARE[params.sortBy](a, b) || a.id - b.id);
  const pageRows = matching.slice(params.offset, params.offset + params.limit);
  const yesterday = nowIn(ctx, order.timeZone).startOf('day').minus({ days: 1 });
  const delivered = await deliveredByCampaign(
    ctx,
    pageRows.map((c) => c.id),
    dayNumber(yesterday),
  );
  return {
    AdvertiserId: order.advertiserId,
    OrderId: order.orderId,
    OrderName: order.orderName,
    ...params,
    total: matching.length,
    campaigns: pageRows.map((c) => {
      const impressions = delivered.get(c.id) ?? 0;
      const expected =
        c.impression_goal === null
          ? 0
          : expectedToDate(c.impression_goal, c.start_date, c.end_date, yesterday.toISODate()!);
      return {
        id: c.id,
        CampaignId: c.id,
        CampaignName: nameOf(c),
        FriendlyName: c.friendly_name,
        CampaignType: c.campaign_type,
        Tactic: tacticDisplayName(c.campaign_type),
        Status: c.status,
        StartDate: c.start_date,
        EndDate: c.end_date,
        ImpressionGoal: c.impression_goal,
        FeedSource: feedSource(c.feed_source),
        Impressions: impressions,
        Pacing: pacingPercent(impressions, expected),
      };
    }),
  };
}
