/**
 * The agency order list (/orders, tab 'orderlist'): its query, its sort keys and filters, and the row the server
 * answers. Shared by the server call `GET /api/orders` and the client's order controller.
 */
import { CAMPAIGN_STATUS_FILTERS } from './campaign-status';
import { ORDER_LIST_DEFAULTS } from './constants';

/** Sort keys: a column and a direction; `end_asc` (000 §3) first. */
export const ORDER_SORTS = [
  'end_asc',
  'end_desc',
  'start_asc',
  'start_desc',
  'name_asc',
  'name_desc',
  'advertiser_asc',
  'advertiser_desc',
  'goal_asc',
  'goal_desc',
  'pacing_asc',
  'pacing_desc',
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * Which orders by their flight against today (in the agency's zone): `active` runs today (first start ≤ today ≤
 * last end), `upcoming` starts after today, `ended` ended before today, `all` every order.
 */
export const ORDER_FILTERS = ['active', 'upcoming', 'ended', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Status filter options ('All' first, then the campaign statuses of 000 §4). */
export const ORDER_STATUS_FILTERS: readonly string[] = CAMPAIGN_STATUS_FILTERS;

/** The order list's query (000 §3 / 001 §9 defaults in ORDER_LIST_DEFAULTS). */
export interface OrderListQuery {
  limit: number;
  offset: number;
  sortBy: OrderSort;
  filterBy: OrderFilter;
  /** Search in the order name and the advertiser name; empty for every order. */
  orderName: string;
  /** An order matches a status when at least one of its campaigns has it; 'All' for every order. */
  orderStatus: string;
  /** Only this advertiser's orders (project addition). */
  advertiserId?: number;
}

/** The defaults, typed. */
export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = {
  limit: ORDER_LIST_DEFAULTS.limit,
  offset: ORDER_LIST_DEFAULTS.offset,
  sortBy: ORDER_LIST_DEFAULTS.sortBy,
  filterBy: ORDER_LIST_DEFAULTS.filterBy,
  orderName: ORDER_LIST_DEFAULTS.orderName,
  orderStatus: ORDER_LIST_DEFAULTS.orderStatus,
};

/** One order of the list. Flight and goal follow the order-flight rule (docs/decisions.md, issue 24). */
export interface OrderListRow {
  OrderId: number;
  OrderName: string;
  AdvertiserId: number;
  AdvertiserName: string;
  /** The order's real flight: first start and last end of its delivering campaigns (yyyy-MM-dd). */
  StartDate: string;
  EndDate: string;
  /** One status for the row: the first of Live, Paused, Partially Reserved, Reserved, Proposal, Completed,
   *  Cancelled that any of its campaigns has. */
  Status: string;
  /** How many of its campaigns have each status. */
  Statuses: Record<string, number>;
  Campaigns: number;
  ImpressionGoal: number | null;
  /** Impressions delivered through yesterday over the whole flight. */
  Delivered: number;
  /** Impressions an even delivery of the goals would have reached by yesterday. */
  Expected: number;
  /** (Delivered ÷ Expected − 1) × 100; null without a goal or before the flight. */
  Pacing: number | null;
}

/** `GET /api/orders` answer. */
export interface OrderListAnswer extends OrderListQuery {
  total: number;
  orders: OrderListRow[];
}
