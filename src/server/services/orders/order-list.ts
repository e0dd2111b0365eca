/**
 * `GET /api/orders`: the agency order list (000 §3 defaults, issue 24). Scoped to the advertisers the caller sees
 * (kernel tenancy, as the overview's audience, but never refused for data volume: it pages), campaigns read as
 * every call reads them. Filtered, sorted, counted and paged in SQL; the rows of the page then get the
 * order-flight rule's statuses and their pacing, for the page's orders only. A pacing sort has to know every
 * matching order's pacing, so it computes it over the filtered set and pages in code.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { OrderListAnswer, OrderListQuery, OrderListRow, OrderSort } from '../../../domain/order-list';
import type { SessionUser } from '../../../domain/user';
import { spendViewOf } from '../../kernel/access';
import type { ServiceContext } from '../../kernel/context';
import { agencyTimeZone, nowIn } from '../../kernel/date-range';
import { likePattern } from '../../kernel/listing';
import { visibleAdvertisers } from '../../kernel/tenancy';
import {
  FLIGHT_SQL,
  hasStatus,
  orderCampaignsQuery,
  orderFlights,
  orderPacing,
  type OrderFlightDetail,
  type OrderPace,
} from './order-flight';

/** The status filter that lets every order through. */
const ALL_STATUSES = 'All';

type Column = 'end' | 'start' | 'name' | 'advertiser' | 'goal' | 'pacing';

/** The column and direction of a sort key (`end_asc` → ['end', 'asc']). */
function sortOf(sortBy: OrderSort): [Column, 'asc' | 'desc'] {
  const [column, direction] = sortBy.split('_') as [Column, 'asc' | 'desc'];
  return [column, direction];
}

/** The SQL of a column to order the grouped rows by (pacing is ordered in code). */
const SORT_SQL: Record<Exclude<Column, 'pacing'>, RawBuilder<unknown>[]> = {
  end: [FLIGHT_SQL.end],
  start: [FLIGHT_SQL.start],
  name: [sql`lower(orders.name)`],
  advertiser: [sql`lower(advertisers.name)`, sql`lower(orders.name)`],
  goal: [FLIGHT_SQL.goal],
};

/** The flight condition of a `filterBy` value against today (yyyy-MM-dd in the agency's zone). */
function flightCondition(filterBy: OrderListQuery['filterBy'], today: string): RawBuilder<SqlBool> | null {
  switch (filterBy) {
    case 'active':
      return sql<SqlBool>`${FLIGHT_SQL.start} <= ${today} and ${FLIGHT_SQL.end} >= ${today}`;
    case 'upcoming':
      return sql<SqlBool>`${FLIGHT_SQL.start} > ${today}`;
    case 'ended':
      return sql<SqlBool>`${FLIGHT_SQL.end} < ${today}`;
    case 'all':
      return null;
  }
}

/** The list for a caller and a query whose defaults are filled. */
export async function orderList(
  ctx: ServiceContext,
  user: SessionUser,
  query: OrderListQuery,
): Promise<OrderListAnswer> {
  const scope = await ctx.users.scopeOf(user);
  const view = spendViewOf(scope);
  const timeZone = await agencyTimeZone(ctx, user.active_agency_id);
  const today = nowIn(ctx, timeZone).toISODate()!;

  let matching = orderCampaignsQuery(ctx.db, view)
    .innerJoin('advertisers', 'advertisers.id', 'orders.advertiser_id')
    .where('orders.advertiser_id', 'in', visibleAdvertisers(ctx.db, scope, user).select('advertisers.id'));
  if (query.advertiserId !== undefined) matching = matching.where('orders.advertiser_id', '=', query.advertiserId);
  const search = query.orderName.trim();
  if (search) {
    const pattern = likePattern(search);
    matching = matching.where(
      sql<SqlBool>`(lower(orders.name) like ${pattern} escape '\\' or lower(advertisers.name) like ${pattern} escape '\\')`,
    );
  }
  let grouped = matching.groupBy(['orders.id', 'orders.name', 'advertisers.id', 'advertisers.name']);
  const flight = flightCondition(query.filterBy, today);
  if (flight) grouped = grouped.having(flight);
  if (query.orderStatus !== ALL_STATUSES) grouped = grouped.having(hasStatus(query.orderStatus));

  const [column, direction] = sortOf(query.sortBy);
  let ids: number[];
  let total: number;
  let paces = new Map<number, OrderPace>();
  let details: Map<number, OrderFlightDetail>;
  if (column === 'pacing') {
    const all = (await grouped.select('orders.id').execute()).map((row) => row.id);
    total = all.length;
    details = await orderFlights(ctx, all, view);
    paces = await orderPacing(ctx, detailList(details, all), timeZone);
    const sign = direction === 'asc' ? 1 : -1;
    const pacingOf = (id: number) => paces.get(id)?.Pacing ?? null;
    ids = [...all]
      .sort((a, b) => {
        const [pa, pb] = [pacingOf(a), pacingOf(b)];
        if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0) || a - b;
        return sign * (pa - pb) || a - b;
      })
      .slice(query.offset, query.offset + query.limit);
  } else {
    const counted = await ctx.db
      .selectFrom(grouped.select('orders.id').as('matching'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
    let paged = grouped.select('orders.id');
    for (const expression of SORT_SQL[column])
      paged = paged.orderBy(expression, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
    const rows = await paged.orderBy('orders.id').limit(query.limit).offset(query.offset).execute();
    ids = rows.map((row) => row.id);
    details = await orderFlights(ctx, ids, view);
    paces = await orderPacing(ctx, detailList(details, ids), timeZone);
  }
  const orders = ids.flatMap((id) => {
    const detail = details.get(id);
    return detail ? [rowOf(detail, paces.get(id))] : [];
  });
  return { ...query, total, orders };
}

/** The details of the given orders, in their order, for pacing. */
function detailList(details: Map<number, OrderFlightDetail>, ids: readonly number[]) {
  return ids.flatMap((id) => {
    const detail = details.get(id);
    return detail ? [{ id, campaigns: detail.campaigns }] : [];
  });
}

/** One row of the answer. */
function rowOf(detail: OrderFlightDetail, pace: OrderPace | undefined): OrderListRow {
  const { campaigns: _campaigns, ...order } = detail;
  return {
    OrderId: order.OrderId,
    OrderName: order.OrderName,
    AdvertiserId: order.AdvertiserId,
    AdvertiserName: order.AdvertiserName,
    StartDate: order.StartDate,
    EndDate: order.EndDate,
    Status: order.Status,
    Statuses: order.Statuses,
    Campaigns: order.Campaigns,
    ImpressionGoal: order.ImpressionGoal,
    Delivered: pace?.Delivered ?? 0,
    Expected: pace?.Expected ?? 0,
    Pacing: pace?.Pacing ?? null,
  };
}
