/*
 * Dataset encoding this kind reads (the data method must match it):
 * - order-list (`GET /api/orders`, paged, sorted and filtered by the server): rows one per order,
 *   `{ OrderId, OrderName, AdvertiserId, AdvertiserName, StartDate, EndDate (flight, yyyy-MM-dd), Status,
 *   Campaigns (count), ImpressionGoal, Delivered, Pacing }`; totals null; meta `totalRows` (the answer's `total`)
 *   and `daterange` (the screen's, carried into the summary a row opens). Rows keep the server's order. An older
 *   answer may send `Impressions` for `Delivered` and no Status: the status is then derived from the flight and
 *   the range end (ended → Completed, not started → Reserved, else Live).
 */
import { DEFAULT_DATE_RANGE } from '../../src/domain/constants';
import { numberOf, type Dataset, type Row } from '../../src/domain/layout/dataset';
import { formatValue, isPacingBehind, labelFor } from '../../src/domain/metric-format';
import { ORDER_STATUS_FILTERS } from '../../src/domain/order-list';
import type { ViewContext } from '../../src/registry/types';
import { flightText } from '../../src/ui/figures/figure-items';
import type { OrderControllerOptions } from './__generated__/options';

/** One order row, ready to show. */
export interface OrderRow {
  id: string;
  name: string;
  advertiser: string;
  status: string;
  flight: string;
  start: string;
  end: string;
  campaigns: string;
  goal: string;
  impressions: string;
  pacing: string;
  behind: boolean;
  /** Where activating the row goes. */
  path: string;
}

/** What the view draws: the rows in the server's order, the status chips and the Imps label of the tab. */
export interface OrderControllerData {
  rows: OrderRow[];
  statuses: readonly string[];
  impressionsLabel: string;
}

/** What a row needs to open its order's summary. */
export interface OrderTarget {
  orderId: string;
  orderName: string;
  advertiserId?: string;
  advertiserName?: string;
  daterange?: string;
}

/** The order summary screen of an order: `/orders?tab=ordersummary&advertiserId&advertiserName&orderId&orderName&daterange`. */
export function orderPath(target: OrderTarget): string {
  const search = new URLSearchParams({ tab: 'ordersummary' });
  if (target.advertiserId) search.set('advertiserId', target.advertiserId);
  if (target.advertiserName) search.set('advertiserName', target.advertiserName);
  search.set('orderId', target.orderId);
  if (target.orderName) search.set('orderName', target.orderName);
  search.set('daterange', target.daterange ?? DEFAULT_DATE_RANGE);
  return `/orders?${search.toString()}`;
}

/** Status of an order row; derived from its flight against the range end when the answer has none. */
export function orderStatus(row: Row, rangeEnd: string | undefined): string {
  if (typeof row.Status === 'string' && row.Status) return row.Status;
  const [start, end] = [String(row.StartDate ?? ''), String(row.EndDate ?? '')];
  if (!rangeEnd) return 'Live';
  if (end && end < rangeEnd) return 'Completed';
  return start && start > rangeEnd ? 'Reserved' : 'Live';
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Order rows in the order the server sent them (it sorts); in print, up to itemLimit. */
export function transformOrders(
  dataset: Dataset,
  options: OrderControllerOptions,
  context: ViewContext,
): OrderControllerData {
  const listed = dataset.rows.filter((row) => row.OrderId !== null && row.OrderId !== undefined);
  const limited = options.itemLimit ? listed.slice(0, options.itemLimit) : listed;
  const daterange = typeof dataset.meta.daterange === 'string' ? dataset.meta.daterange : undefined;
  const rows = limited.map((row): OrderRow => {
    const id = String(row.OrderId);
    const pacing = numberOf(row.Pacing);
    const name = typeof row.OrderName === 'string' && row.OrderName ? row.OrderName : `Order ${id}`;
    const advertiser = text(row.AdvertiserName);
    return {
      id,
      name,
      advertiser,
      status: orderStatus(row, dataset.meta.EndDate),
      flight: flightText(row.StartDate, row.EndDate),
      start: flightText(row.StartDate, null).replace(/ – open$/, ''),
      end: flightText(row.EndDate, null).replace(/ – open$/, ''),
      campaigns: formatValue('Campaigns', row.Campaigns ?? null, 'integer'),
      goal: formatValue('ImpressionGoal', row.ImpressionGoal ?? null),
      impressions: formatValue('Impressions', row.Delivered ?? row.Impressions ?? null),
      pacing: formatValue('Pacing', pacing),
      behind: isPacingBehind(pacing),
      path: orderPath({
        orderId: id,
        orderName: name,
        advertiserId: text(row.AdvertiserId),
        advertiserName: advertiser,
        daterange,
      }),
    };
  });
  return { rows, statuses: ORDER_STATUS_FILTERS, impressionsLabel: labelFor('Impressions', context.campaignTypes) };
}
