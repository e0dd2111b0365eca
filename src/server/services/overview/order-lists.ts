import { daysInclusive } from '../../../domain/pacing';
import type { SpendView } from '../../../domain/spend';
import type { ServiceContext } from '../../kernel/context';
import { nowIn } from '../../kernel/date-range';
import { ATTRIBUTION_TYPE } from '../../kernel/order-access';
import { orderFlights, orderPacing, pacedCampaigns, type OrderFlightDetail } from '../orders/order-flight';
import type { FlightRow } from './flights';

/**
 * One order of the overview's order lists, by the order-flight rule: its real flight (first start and last end of
 * its delivering campaigns), the goal of those campaigns, and how many campaigns its performance list has.
 */
export interface OverviewOrder {
  OrderId: number;
  OrderName: string;
  AdvertiserId: number;
  AdvertiserName: string;
  StartDate: string;
  EndDate: string;
  Campaigns: number;
  /** Sum of the goals of its delivering campaigns that have one; null when none has. */
  ImpressionGoal: number | null;
}

/** An order of the ending-soon list. */
export interface EndingSoonOrder extends OverviewOrder {
  /** Days from today to the end date, both included (1 = ends today). */
  DaysLeft: number;
}

/** An order of the pacing list: delivery through yesterday against the even share of its goals. */
export interface PacingOrder extends OverviewOrder {
  Delivered: number;
  Expected: number;
  /** (Delivered ÷ Expected − 1) × 100; null when nothing was expected yet. */
  Pacing: number | null;
}

/** A page of an order list. */
export interface OrderPage<T> {
  daterange: string;
  StartDate: string;
  EndDate: string;
  total: number;
  limit: number;
  offset: number;
  orders: T[];
}

/**
 * The orders the overview's lists consider: those with at least one active campaign of their performance list
 * (TV2OTT left out) during the range, each reported by the order-flight rule (real flight and goal over all its
 * campaigns, not only the ones in the range).
 */
async function rangeOrders(
  ctx: ServiceContext,
  flights: FlightRow[],
  view: SpendView,
): Promise<Map<number, OrderFlightDetail>> {
  const ids = flights.flatMap((f) => (f.orderId === null || f.campaignType === ATTRIBUTION_TYPE ? [] : [f.orderId]));
  return orderFlights(ctx, ids, view);
}

/** The fields of an overview order. */
const overviewOrder = (order: OrderFlightDetail): OverviewOrder => ({
  OrderId: order.OrderId,
  OrderName: order.OrderName,
  AdvertiserId: order.AdvertiserId,
  AdvertiserName: order.AdvertiserName,
  StartDate: order.StartDate,
  EndDate: order.EndDate,
  Campaigns: order.Campaigns,
  ImpressionGoal: order.ImpressionGoal,
});

/**
 * Orders active during the range whose real end date (the order-flight rule) is today or later (in the
 * audience's zone), the soonest to end first.
 */
export async function endingSoon(
  ctx: ServiceContext,
  flights: FlightRow[],
  view: SpendView,
  todayIso: string,
): Promise<EndingSoonOrder[]> {
  return [...(await rangeOrders(ctx, flights, view)).values()]
    .filter((order) => order.EndDate >= todayIso)
    .sort((a, b) => a.EndDate.localeCompare(b.EndDate) || a.OrderId - b.OrderId)
    .map((order) => ({ ...overviewOrder(order), DaysLeft: daysInclusive(todayIso, order.EndDate) }));
}

/**
 * Orders active during the range with a goal-carrying delivering campaign that has started, the furthest behind
 * first. Pacing follows the order-flight rule: delivery through yesterday of all the order's delivering, started
 * campaigns with a goal (not only those in the range) against the even share of their goals, read from the
 * `fact_daily` primary key (campaign, day) of those campaigns only, never a range scan over all facts.
 */
export async function pacingOrders(
  ctx: ServiceContext,
  flights: FlightRow[],
  view: SpendView,
  timeZone: string,
): Promise<PacingOrder[]> {
  const yesterdayIso = nowIn(ctx, timeZone).startOf('day').minus({ days: 1 }).toISODate()!;
  const orders = [...(await rangeOrders(ctx, flights, view)).values()].filter(
    (order) => pacedCampaigns(order.campaigns, yesterdayIso).length > 0,
  );
  const paces = await orderPacing(
    ctx,
    orders.map((order) => ({ id: order.OrderId, campaigns: order.campaigns })),
    timeZone,
  );
  return orders
    .map((order) => ({ ...overviewOrder(order), ...paces.get(order.OrderId)! }))
    .sort((a, b) => (a.Pacing ?? Infinity) - (b.Pacing ?? Infinity) || a.OrderId - b.OrderId);
}

/** One page of a sorted list. */
export function page<T>(rows: T[], limit: number, offset: number): { total: number; rows: T[] } {
  return { total: rows.length, rows: rows.slice(offset, offset + limit) };
}
