/**
 * The orders screen's state, with the URL as its single source (as the advertiser dashboard's selection):
 * `/orders?tab=orderlist|ordersummary&advertiserId&advertiserName&orderId&orderName&daterange&startdate&enddate`
 * and the order list's own `status, filterBy, q, sortBy, offset` (docs/issue-24/b.md). A reload or a pasted link
 * restores the same view; malformed values fall back to their defaults and defaults stay out of the URL.
 */
import { ORDER_LIST_DEFAULTS } from '../../domain/constants';
import { inferDateRange } from '../../domain/date-range';
import { ORDER_FILTERS, ORDER_SORTS, ORDER_STATUS_FILTERS } from '../../domain/order-list';
import type { FramePage } from '../../renderer/frame-query';

/** The two tabs; the list first. */
export const ORDER_TABS = ['orderlist', 'ordersummary'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The order list's state: the filters and the page the frame asks `GET /api/orders` for. */
export interface OrderListState {
  orderStatus: string;
  filterBy: string;
  orderName: string;
  sortBy: string;
  offset: number;
}

/** The screen's state. */
export interface OrdersSelection {
  tab: OrderTab;
  advertiserId: number | null;
  advertiserName: string;
  orderId: number | null;
  orderName: string;
  daterange: string;
  startdate?: string;
  enddate?: string;
  list: OrderListState;
}

const positiveInt = (text: string | undefined): number | null => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
};
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (value: string | undefined, allowed: readonly string[], fallback: string): string =>
  value !== undefined && allowed.includes(value) ? value : fallback;

/** Reads the screen's state from flat query parameters. */
export function parseOrdersSearch(search: Readonly<Record<string, string>>): OrdersSelection {
  const startdate = ISO_DAY.test(search.startdate ?? '') ? search.startdate : undefined;
  const enddate = ISO_DAY.test(search.enddate ?? '') ? search.enddate : undefined;
  const offset = Number(search.offset);
  return {
    tab: oneOf(search.tab, ORDER_TABS, 'orderlist') as OrderTab,
    advertiserId: positiveInt(search.advertiserId),
    advertiserName: search.advertiserName ?? '',
    orderId: positiveInt(search.orderId),
    orderName: search.orderName ?? '',
    daterange: inferDateRange(search.daterange, startdate, enddate),
    ...(startdate ? { startdate } : {}),
    ...(enddate ? { enddate } : {}),
    list: {
      orderStatus: oneOf(search.status, ORDER_STATUS_FILTERS, ORDER_LIST_DEFAULTS.orderStatus),
      filterBy: oneOf(search.filterBy, ORDER_FILTERS, ORDER_LIST_DEFAULTS.filterBy),
      orderName: (search.q ?? '').slice(0, 200),
      sortBy: oneOf(search.sortBy, ORDER_SORTS, ORDER_LIST_DEFAULTS.sortBy),
      offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    },
  };
}

/** Writes the screen's state as flat query parameters, leaving the list's defaults out. */
export function ordersSearch(selection: OrdersSelection): Record<string, string> {
  const search: Record<string, string> = { tab: selection.tab };
  if (selection.advertiserId) search.advertiserId = String(selection.advertiserId);
  if (selection.advertiserName) search.advertiserName = selection.advertiserName;
  if (selection.orderId) search.orderId = String(selection.orderId);
  if (selection.orderName) search.orderName = selection.orderName;
  search.daterange = selection.daterange;
  if (selection.daterange === 'customRange' && selection.startdate && selection.enddate) {
    search.startdate = selection.startdate;
    search.enddate = selection.enddate;
  }
  const { list } = selection;
  if (list.orderStatus !== ORDER_LIST_DEFAULTS.orderStatus) search.status = list.orderStatus;
  if (list.filterBy !== ORDER_LIST_DEFAULTS.filterBy) search.filterBy = list.filterBy;
  if (list.orderName) search.q = list.orderName;
  if (list.sortBy !== ORDER_LIST_DEFAULTS.sortBy) search.sortBy = list.sortBy;
  if (list.offset > 0) search.offset = String(list.offset);
  return search;
}

/** The list's state as the frame's page (the list's perPage turns the offset into a page). */
export function listPage(list: OrderListState, perPage: number = ORDER_LIST_DEFAULTS.limit): FramePage {
  const [field, direction] = list.sortBy.split('_');
  return {
    page: Math.floor(list.offset / perPage),
    sortBy: field,
    sortDesc: direction === 'desc',
    filters: { orderStatus: list.orderStatus, filterBy: list.filterBy, orderName: list.orderName },
  };
}

/** The frame's page as the list's state. */
export function pageList(page: FramePage, perPage: number = ORDER_LIST_DEFAULTS.limit): OrderListState {
  const sortBy = `${page.sortBy ?? 'end'}_${page.sortDesc ? 'desc' : 'asc'}`;
  return {
    orderStatus: oneOf(page.filters.orderStatus, ORDER_STATUS_FILTERS, ORDER_LIST_DEFAULTS.orderStatus),
    filterBy: oneOf(page.filters.filterBy, ORDER_FILTERS, ORDER_LIST_DEFAULTS.filterBy),
    orderName: page.filters.orderName ?? '',
    sortBy: oneOf(sortBy, ORDER_SORTS, ORDER_LIST_DEFAULTS.sortBy),
    offset: page.page * perPage,
  };
}
