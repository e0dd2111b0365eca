/**
 * Data methods of the order screens (issue 24): the agency order list through `GET /api/orders` (paged, sorted and
 * filtered on the server) and the order summary's campaign list, geo list and conversions over time. Every one
 * answers nothing without an open order (or, for the list, always calls: it needs no order).
 */
import { EMPTY_DATASET, type Dataset } from '../../domain/layout/dataset';
import { DEFAULT_ORDER_LIST_QUERY, ORDER_FILTERS, ORDER_SORTS } from '../../domain/order-list';
import { apiFetch } from '../rest-client';
import { listDataset, metaOf, rowsAt } from './shape';
import type { DataMethod, DataRequest } from './types';

/** The largest page the order campaign list answers; the summary shows an order's campaigns whole. */
const CAMPAIGN_LIST_LIMIT = 1000;

/** Sort columns the order list's view asks for, each the prefix of an ORDER_SORTS key. */
export const ORDER_SORT_FIELDS = ['end', 'start', 'name', 'advertiser', 'goal', 'pacing'] as const;

/** The filter keys the order list's view sets (PagingControl.filters), as `GET /api/orders` names them. */
export const ORDER_LIST_FILTER_KEYS = ['orderStatus', 'filterBy', 'orderName'] as const;

/** The `sortBy` of `GET /api/orders` for a page's sort column and direction; the default end_asc otherwise. */
export function orderSortKey(field: string | undefined, desc: boolean): string {
  const key = `${field ?? ''}_${desc ? 'desc' : 'asc'}`;
  return (ORDER_SORTS as readonly string[]).includes(key) ? key : DEFAULT_ORDER_LIST_QUERY.sortBy;
}

/** The query of `GET /api/orders` for a request: the page, its sort and filters, the advertiser when there is one. */
export function orderListQuery(request: DataRequest): URLSearchParams {
  const page = request.page ?? { page: 0, perPage: DEFAULT_ORDER_LIST_QUERY.limit, sortDesc: false };
  const filters = page.filters ?? {};
  const filterBy = (ORDER_FILTERS as readonly string[]).includes(filters.filterBy ?? '')
    ? (filters.filterBy as string)
    : DEFAULT_ORDER_LIST_QUERY.filterBy;
  const query = new URLSearchParams({
    limit: String(page.perPage),
    offset: String(page.page * page.perPage),
    sortBy: orderSortKey(page.sortBy, page.sortDesc),
    filterBy,
    orderName: (filters.orderName ?? '').trim().slice(0, 200),
    orderStatus: filters.orderStatus || DEFAULT_ORDER_LIST_QUERY.orderStatus,
  });
  if (request.selection.advertiserId > 0) query.set('advertiserId', String(request.selection.advertiserId));
  return query;
}

/** The range as the order calls take it in their query: custom dates only for a custom range. */
function customDates(request: DataRequest): Record<string, string> {
  const { selection } = request;
  return selection.daterange === 'customRange' && selection.startDate && selection.endDate
    ? { startDate: selection.startDate, endDate: selection.endDate }
    : {};
}

/** Calls about one order answer nothing until an order is open. */
const needsOrder =
  (method: (request: DataRequest, orderId: string) => Promise<Dataset>): DataMethod =>
  (request) =>
    request.selection.orderId ? method(request, request.selection.orderId) : Promise.resolve(EMPTY_DATASET);

const reload = (request: DataRequest): Record<string, string> => (request.reload ? { reload: 'true' } : {});

/** Methods paged by the server: the frame's page is not cut again from their rows. */
export const SERVER_PAGED_METHODS: ReadonlySet<string> = new Set(['order-list']);

export const ORDER_DATA_METHODS: Readonly<Record<string, DataMethod>> = {
  'order-list': async (request) => {
    const body = await apiFetch(`/api/orders?${orderListQuery(request).toString()}`);
    // The screen's range travels with the rows: an order opened from the list keeps it.
    const meta = { ...metaOf(body, 'total'), daterange: request.selection.daterange };
    return { rows: rowsAt(body, 'orders'), totals: null, meta };
  },
  'order-campaign-list': needsOrder(async (request, orderId) => {
    const { advertiserId } = request.selection;
    // The catalogue's form: the list parameters in the last path segment. TV2OTT is left out by the server.
    const segment = `sortby=end_asc&limit=${CAMPAIGN_LIST_LIMIT}&offset=0&search=`;
    const body = await apiFetch(
      `/api/advertiser/order/campaign-list/${advertiserId}/${encodeURIComponent(orderId)}/${segment}`,
    );
    return listDataset(body, 'campaigns', 'total');
  }),
  'order-geo-list': needsOrder(async (request, orderId) => {
    const { advertiserId, daterange } = request.selection;
    const query = new URLSearchParams({
      geoType: request.params.geoType && request.params.geoType !== 'ALL' ? request.params.geoType : 'ZIPCODE',
      ...customDates(request),
      ...reload(request),
    });
    const body = await apiFetch(
      `/api/order/advertiser/${advertiserId}/order/${encodeURIComponent(orderId)}/impressions/geo-list/${daterange}?${query.toString()}`,
    );
    return listDataset(body, 'Rows');
  }),
  'order-conversions': needsOrder(async (request, orderId) => {
    const query = new URLSearchParams({
      advertiserId: String(request.selection.advertiserId),
      orderId,
      resolution: request.params.resolution ?? 'day',
      daterange: request.selection.daterange,
      ...customDates(request),
      ...reload(request),
    });
    const body = await apiFetch(`/api/advertiser/order/conversion?${query.toString()}`);
    const dataset = listDataset(body, 'Rows');
    const total = (body as { Conversions?: unknown } | null)?.Conversions;
    return typeof total === 'number' ? { ...dataset, totals: { Conversions: total } } : dataset;
  }),
};
