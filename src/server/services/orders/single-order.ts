import type { ResolvedRange } from '../../../domain/date-presets';
import { tacticDisplayName } from '../../../domain/tactics';
import type { ServiceContext } from '../../kernel/context';
import type { OrderAccess, OrderCampaign } from '../../kernel/order-access';
import { campaignDays } from './facts';
import { flightOf, orderPacing } from './order-flight';
import { add, figures, measuresOf, ZERO, type Figures, type Measures } from './figures';
import { periodStart, type Period } from './periods';

/** Fields every single-order answer starts with. */
export interface OrderHead {
  AdvertiserId: number;
  OrderId: number;
  OrderName: string;
  daterange: string;
  StartDate: string;
  EndDate: string;
}

/** `summary`: the order's totals over the range, its flight, goal and pacing to date (the order-flight rule). */
export interface OrderSummary extends OrderHead, Figures {
  Campaigns: number;
  FlightStart: string | null;
  FlightEnd: string | null;
  ImpressionGoal: number | null;
  /** Flight-to-date delivery through yesterday against the even share of the goals; null without goals. */
  Pacing: number | null;
}

/** `campaigns`: one row per campaign of the performance list (TV2OTT removed). */
export interface OrderCampaignRow extends Figures {
  CampaignId: number;
  CampaignName: string;
  CampaignType: string;
  Tactic: string;
  Status: string;
  StartDate: string;
  EndDate: string;
  ImpressionGoal: number | null;
}

/** The head of an answer about an order over a range. */
export const orderHead = (order: OrderAccess, range: ResolvedRange): OrderHead => ({
  AdvertiserId: order.advertiserId,
  OrderId: order.orderId,
  OrderName: order.orderName,
  daterange: range.name,
  StartDate: range.startDate,
  EndDate: range.endDate,
});

/** Sums of each campaign over the range, with its spend. */
async function perCampaign(ctx: ServiceContext, campaigns: OrderCampaign[], range: ResolvedRange) {
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  const sums = new Map<number, Measures>();
  for (const row of await campaignDays(ctx, [...byId.keys()], range)) {
    sums.set(row.campaignId, add(sums.get(row.campaignId) ?? ZERO, measuresOf(byId.get(row.campaignId), row)));
  }
  return sums;
}

/** Pacing of the order by the order-flight rule: its delivering, started, goal-carrying campaigns through yesterday. */
export async function pacingOf(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
): Promise<number | null> {
  const paces = await orderPacing(ctx, [{ id: order.orderId, campaigns }], order.timeZone);
  return paces.get(order.orderId)?.Pacing ?? null;
}

/** The `summary` method. */
export async function orderSummary(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
): Promise<OrderSummary> {
  const sums = [...(await perCampaign(ctx, campaigns, range)).values()].reduce(add, ZERO);
  const flight = flightOf(campaigns);
  return {
    ...orderHead(order, range),
    ...figures(sums, order.view),
    Campaigns: campaigns.length,
    FlightStart: flight?.StartDate ?? null,
    FlightEnd: flight?.EndDate ?? null,
    ImpressionGoal: flight?.ImpressionGoal ?? null,
    Pacing: await pacingOf(ctx, order, campaigns),
  };
}

/** The `campaigns` method: every campaign of the performance list, in id order, zeros where nothing delivered. */
export async function orderCampaignRows(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
): Promise<OrderHead & { Campaigns: OrderCampaignRow[] }> {
  const sums = await perCampaign(ctx, campaigns, range);
  return {
    ...orderHead(order, range),
    Campaigns: campaigns.map((c) => ({
      CampaignId: c.id,
      CampaignName: c.friendly_name ?? c.name,
      CampaignType: c.campaign_type,
      Tactic: tacticDisplayName(c.campaign_type),
      Status: c.status,
      StartDate: c.start_date,
      EndDate: c.end_date,
      ImpressionGoal: c.impression_goal,
      ...figures(sums.get(c.id) ?? { ...ZERO, showsSpend: c.hide_spend === 0 }, order.view),
    })),
  };
}

/** The `daily` method: one row per day, week (from Monday) or month with delivery, in date order. */
export async function orderDaily(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
  period: Period,
): Promise<OrderHead & { period: Period; Daily: ({ Date: string } & Figures)[] }> {
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  const buckets = new Map<string, Measures>();
  for (const row of await campaignDays(ctx, [...byId.keys()], range)) {
    const key = periodStart(row.day, period);
    buckets.set(key, add(buckets.get(key) ?? ZERO, measuresOf(byId.get(row.campaignId), row)));
  }
  const Daily = [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, sums]) => ({ Date: date, ...figures(sums, order.view) }));
  return { ...orderHead(order, range), period, Daily };
}
