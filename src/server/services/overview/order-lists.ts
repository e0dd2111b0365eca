import { dayNumber } from '../../../domain/date-presets';
import { daysInclusive, expectedToDate, pacingPercent } from '../../../domain/pacing';
import type { ServiceContext } from '../../kernel/context';
import type { FlightRow } from './flights';
import { nowIn } from '../../kernel/date-range';
import { deliveredByCampaign } from './delivered';

/** One order of the overview's order lists; dates are the first start and last end of its active campaigns. */
export interface OverviewOrder {
  OrderId: number;
  OrderName: string;
  AdvertiserId: number;
  AdvertiserName: string;
  StartDate: string;
  EndDate: string;
  Campaigns: number;
  /** Sum of the goals of its campaigns that have one; null when none has. */
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

/** Groups active campaigns into orders (campaigns without an order are left out). */
export function ordersOf(flights: FlightRow[]): (OverviewOrder & { flights: FlightRow[] })[] {
  const byOrder = new Map<number, FlightRow[]>();
  for (const flight of flights) {
    if (flight.orderId === null) continue;
    byOrder.set(flight.orderId, [...(byOrder.get(flight.orderId) ?? []), flight]);
  }
  return [...byOrder.entries()].map(([orderId, rows]) => {
    const goals = rows.flatMap((r) => (r.impressionGoal === null ? [] : [r.impressionGoal]));
    return {
      OrderId: orderId,
      OrderName: rows[0]!.orderName ?? '',
      AdvertiserId: rows[0]!.advertiserId,
      AdvertiserName: rows[0]!.advertiserName,
      StartDate: rows.reduce((min, r) => (r.startDate < min ? r.startDate : min), rows[0]!.startDate),
      EndDate: rows.reduce((max, r) => (r.endDate > max ? r.endDate : max), rows[0]!.endDate),
      Campaigns: rows.length,
      ImpressionGoal: goals.length ? goals.reduce((a, b) => a + b, 0) : null,
      flights: rows,
    };
  });
}

/** Orders still running today (in the audience's zone), the soonest to end first. */
export function endingSoon(flights: FlightRow[], todayIso: string): EndingSoonOrder[] {
  return ordersOf(flights)
    .filter((order) => order.EndDate >= todayIso)
    .sort((a, b) => a.EndDate.localeCompare(b.EndDate) || a.OrderId - b.OrderId)
    .map(({ flights: _flights, ...order }) => ({ ...order, DaysLeft: daysInclusive(todayIso, order.EndDate) }));
}

/**
 * Orders with an impression goal that have started, the furthest behind first. Delivery is summed per campaign
 * from `fact_daily` through yesterday: the rollups have no campaign grain, so this reads the fact primary key
 * (campaign, day) of the listed campaigns only, never a range scan over all facts.
 */
export async function pacingOrders(
  ctx: ServiceContext,
  flights: FlightRow[],
  timeZone: string,
): Promise<PacingOrder[]> {
  const yesterday = nowIn(ctx, timeZone).startOf('day').minus({ days: 1 });
  const yesterdayIso = yesterday.toISODate()!;
  const started = flights.filter((f) => f.impressionGoal !== null && f.startDate <= yesterdayIso);
  const delivered = await deliveredByCampaign(
    ctx,
    started.map((f) => f.campaignId),
    dayNumber(yesterday),
  );
  return ordersOf(started)
    .map(({ flights: rows, ...order }) => {
      const expected = rows.reduce(
        (sum, f) => sum + expectedToDate(f.impressionGoal!, f.startDate, f.endDate, yesterdayIso),
        0,
      );
      const done = rows.reduce((sum, f) => sum + (delivered.get(f.campaignId) ?? 0), 0);
      return { ...order, Delivered: done, Expected: Math.round(expected), Pacing: pacingPercent(done, expected) };
    })
    .sort((a, b) => (a.Pacing ?? Infinity) - (b.Pacing ?? Infinity) || a.OrderId - b.OrderId);
}

/** One page of a sorted list. */
export function page<T>(rows: T[], limit: number, offset: number): { total: number; rows: T[] } {
  return { total: rows.length, rows: rows.slice(offset, offset + limit) };
}
