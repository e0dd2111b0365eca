/**
 * The order-flight rule (issue 24), applied wherever an order's dates, goal, status or pacing are reported: the
 * order list, the overview's ending-soon and pacing lists and the single-order summary.
 *
 * An order's campaigns are those its performance list shows: the visible ones for the reader (`readCampaigns`:
 * not hidden, not archived, no internal ones for a client reader) on the order's own advertiser, TV2OTT
 * attribution entries left out (001 §7). Its *delivering* campaigns are those whose status is not Cancelled or
 * Proposal. Its flight is the first start and last end of its delivering campaigns, whether or not each overlaps
 * any range; its goal is the sum of their goals (null when none has one). When none delivers, flight and goal are
 * taken over all its campaigns. Its pacing is over its delivering campaigns that have a goal and have started
 * (by yesterday in the agency's zone), flight to date through yesterday.
 *
 * The rule is written twice, once here in code (`flightOf`) and once as SQL (`FLIGHT_SQL`) for the order list's
 * filters, sorts and paging; both sit in this file and the API tests hold them to the same answers.
 */
import { sql, type RawBuilder } from 'kysely';
import { CAMPAIGN_STATUSES } from '../../../domain/campaign-status';
import { dayNumber } from '../../../domain/date-presets';
import { expectedToDate, pacingPercent } from '../../../domain/pacing';
import type { SpendView } from '../../../domain/spend';
import type { Db } from '../../db/database';
import { readCampaigns } from '../../kernel/campaigns';
import type { ServiceContext } from '../../kernel/context';
import { nowIn } from '../../kernel/date-range';
import { ATTRIBUTION_TYPE } from '../../kernel/order-access';
import { deliveredByCampaign } from '../overview/delivered';
import { INACTIVE_STATUSES } from '../overview/flights';

/** The one status a row of orders shows: the first of these any of its campaigns has. */
export const STATUS_PRECEDENCE = [
  'Live',
  'Paused',
  'Partially Reserved',
  'Reserved',
  'Proposal',
  'Completed',
  'Cancelled',
] as const;

/** Every campaign status of 000 §4, in the spec's order (the keys of `Statuses`). */
const STATUSES: readonly string[] = CAMPAIGN_STATUSES.map((entry) => entry.status);

/** What the rule reads of a campaign. */
export interface FlightCampaign {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
  impression_goal: number | null;
}

/** An order's flight and goal by the rule. */
export interface OrderFlight {
  StartDate: string;
  EndDate: string;
  ImpressionGoal: number | null;
}

/** An order as the rule reports it, with the campaigns pacing reads. */
export interface OrderFlightDetail extends OrderFlight {
  OrderId: number;
  OrderName: string;
  AdvertiserId: number;
  AdvertiserName: string;
  Status: string;
  /** How many of its campaigns have each status (every status of 000 §4 is a key). */
  Statuses: Record<string, number>;
  Campaigns: number;
  campaigns: FlightCampaign[];
}

/** Delivery and pacing of an order, flight to date through yesterday. */
export interface OrderPace {
  Delivered: number;
  Expected: number;
  Pacing: number | null;
}

/** Whether a campaign delivers (its status is not Cancelled or Proposal). */
export function delivers(campaign: Pick<FlightCampaign, 'status'>): boolean {
  return !(INACTIVE_STATUSES as readonly string[]).includes(campaign.status);
}

/** The rule in code: flight and goal of an order's campaigns; null for an order without campaigns. */
export function flightOf(campaigns: readonly FlightCampaign[]): OrderFlight | null {
  if (campaigns.length === 0) return null;
  const delivering = campaigns.filter(delivers);
  const counted = delivering.length ? delivering : campaigns;
  const goals = counted.flatMap((c) => (c.impression_goal === null ? [] : [Number(c.impression_goal)]));
  return {
    StartDate: counted.reduce((min, c) => (c.start_date < min ? c.start_date : min), counted[0]!.start_date),
    EndDate: counted.reduce((max, c) => (c.end_date > max ? c.end_date : max), counted[0]!.end_date),
    ImpressionGoal: goals.length ? goals.reduce((a, b) => a + b, 0) : null,
  };
}

/** How many campaigns have each status. */
export function statusCounts(campaigns: readonly Pick<FlightCampaign, 'status'>[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const { status } of campaigns) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The row's one status: the first of STATUS_PRECEDENCE that any campaign has ('' without campaigns). */
export function orderStatusOf(statuses: Readonly<Record<string, number>>): string {
  return (
    STATUS_PRECEDENCE.find((status) => (statuses[status] ?? 0) > 0) ??
    Object.keys(statuses).find((status) => (statuses[status] ?? 0) > 0) ??
    ''
  );
}

/** The campaigns pacing reads: delivering, with a goal, started by `yesterdayIso`. */
export function pacedCampaigns(campaigns: readonly FlightCampaign[], yesterdayIso: string): FlightCampaign[] {
  return campaigns.filter((c) => delivers(c) && c.impression_goal !== null && c.start_date <= yesterdayIso);
}

/**
 * Delivery and pacing of orders through yesterday in `timeZone`, over each order's delivering, started,
 * goal-carrying campaigns; one read of `fact_daily` by its primary key for every order at once. An order without
 * such campaigns shows what its delivering, started campaigns delivered, nothing expected and no pacing.
 */
export async function orderPacing(
  ctx: ServiceContext,
  orders: readonly { id: number; campaigns: readonly FlightCampaign[] }[],
  timeZone: string,
): Promise<Map<number, OrderPace>> {
  const yesterday = nowIn(ctx, timeZone).startOf('day').minus({ days: 1 });
  const yesterdayIso = yesterday.toISODate()!;
  const counted = new Map(
    orders.map((order) => {
      const paced = pacedCampaigns(order.campaigns, yesterdayIso);
      const started = order.campaigns.filter((c) => delivers(c) && c.start_date <= yesterdayIso);
      return [order.id, { paced, read: paced.length ? paced : started }] as const;
    }),
  );
  const ids = [...new Set([...counted.values()].flatMap(({ read }) => read.map((c) => c.id)))];
  const delivered = ids.length ? await deliveredByCampaign(ctx, ids, dayNumber(yesterday)) : new Map<number, number>();
  const answer = new Map<number, OrderPace>();
  for (const [id, { paced, read }] of counted) {
    const done = read.reduce((sum, c) => sum + (delivered.get(c.id) ?? 0), 0);
    const expected = paced.reduce(
      (sum, c) => sum + expectedToDate(Number(c.impression_goal), c.start_date, c.end_date, yesterdayIso),
      0,
    );
    answer.set(id, { Delivered: done, Expected: Math.round(expected), Pacing: pacingPercent(done, expected) });
  }
  return answer;
}

/**
 * The campaigns of orders as the rule reads them (visible to the reader, on the order's advertiser, no TV2OTT),
 * joined to `orders`, to select from and narrow further.
 */
export function orderCampaignsQuery(db: Db, view: SpendView) {
  return readCampaigns(db, { view })
    .innerJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'campaigns.order_id').onRef('orders.advertiser_id', '=', 'campaigns.advertiser_id'),
    )
    .where('campaigns.campaign_type', '!=', ATTRIBUTION_TYPE);
}

/** Ids per query, well under the bind-parameter limits of SQLite and PostgreSQL. */
const CHUNK = 500;

/** The rule applied to the given orders for a reader: one entry per order that has a campaign it sees. */
export async function orderFlights(
  ctx: ServiceContext,
  orderIds: readonly number[],
  view: SpendView,
): Promise<Map<number, OrderFlightDetail>> {
  const unique = [...new Set(orderIds)];
  const byOrder = new Map<number, OrderFlightDetail>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await orderCampaignsQuery(ctx.db, view)
      .innerJoin('advertisers', 'advertisers.id', 'orders.advertiser_id')
      .select([
        'campaigns.id',
        'campaigns.status',
        'campaigns.start_date',
        'campaigns.end_date',
        'campaigns.impression_goal',
        'orders.id as orderId',
        'orders.name as orderName',
        'advertisers.id as advertiserId',
        'advertisers.name as advertiserName',
      ])
      .where('orders.id', 'in', unique.slice(i, i + CHUNK))
      .orderBy('campaigns.id')
      .execute();
    for (const row of rows) {
      const campaign: FlightCampaign = {
        id: row.id,
        status: row.status,
        start_date: row.start_date,
        end_date: row.end_date,
        impression_goal: row.impression_goal === null ? null : Number(row.impression_goal),
      };
      const known = byOrder.get(row.orderId);
      if (known) known.campaigns.push(campaign);
      else
        byOrder.set(row.orderId, {
          OrderId: row.orderId,
          OrderName: row.orderName,
          AdvertiserId: row.advertiserId,
          AdvertiserName: row.advertiserName,
          StartDate: '',
          EndDate: '',
          ImpressionGoal: null,
          Status: '',
          Statuses: {},
          Campaigns: 0,
          campaigns: [campaign],
        });
    }
  }
  for (const order of byOrder.values()) {
    Object.assign(order, flightOf(order.campaigns));
    order.Statuses = statusCounts(order.campaigns);
    order.Status = orderStatusOf(order.Statuses);
    order.Campaigns = order.campaigns.length;
  }
  return byOrder;
}

/** `status not in ('Cancelled', 'Proposal')` on the campaigns row. */
const DELIVERING = sql<boolean>`campaigns.status not in (${sql.join([...INACTIVE_STATUSES])})`;

/**
 * The rule as aggregate SQL over `orderCampaignsQuery` grouped by order (the same answers as `flightOf`): the
 * flight of the delivering campaigns, else of all; the goal likewise. Portable to SQLite and PostgreSQL.
 */
export const FLIGHT_SQL: { start: RawBuilder<string>; end: RawBuilder<string>; goal: RawBuilder<unknown> } = {
  start: sql<string>`coalesce(min(case when ${DELIVERING} then campaigns.start_date end), min(campaigns.start_date))`,
  end: sql<string>`coalesce(max(case when ${DELIVERING} then campaigns.end_date end), max(campaigns.end_date))`,
  goal: sql`case when sum(case when ${DELIVERING} then 1 else 0 end) > 0
    then sum(case when ${DELIVERING} then campaigns.impression_goal end) else sum(campaigns.impression_goal) end`,
};

/** `sum(...) > 0` when some campaign of the group has the status. */
export function hasStatus(status: string): RawBuilder<boolean> {
  return sql<boolean>`sum(case when campaigns.status = ${status} then 1 else 0 end) > 0`;
}
