import { CAMPAIGN_STATUS_FILTERS } from '../../src/domain/campaign-status';
import { numberOf, type Dataset, type Row } from '../../src/domain/layout/dataset';
import { formatValue, isPacingBehind, labelFor } from '../../src/domain/metric-format';
import type { ViewContext } from '../../src/registry/types';
import { flightText } from '../../src/ui/figures/figure-items';
import type { OrderControllerOptions } from './__generated__/options';

/** One order row, ready to show. */
export interface OrderRow {
  id: string;
  name: string;
  status: string;
  flight: string;
  campaigns: string;
  impressions: string;
  pacing: string;
  behind: boolean;
  /** Where activating the row goes. */
  path: string;
}

/** What the view draws: rows by end date, the status chips to offer and the Imps label of the tab. */
export interface OrderControllerData {
  rows: OrderRow[];
  statuses: string[];
  impressionsLabel: string;
}

/** The order summary screen of an order. */
export const orderPath = (id: string): string => `/orders?tab=ordersummary&order=${encodeURIComponent(id)}`;

/** Status of an order row; derived from its flight against the range end when the answer has none. */
export function orderStatus(row: Row, rangeEnd: string | undefined): string {
  if (typeof row.Status === 'string' && row.Status) return row.Status;
  const [start, end] = [String(row.StartDate ?? ''), String(row.EndDate ?? '')];
  if (!rangeEnd) return 'Live';
  if (end && end < rangeEnd) return 'Completed';
  return start && start > rangeEnd ? 'Reserved' : 'Live';
}

/** Order rows sorted by end date, soonest first (the list's end_asc default), then by id. */
export function transformOrders(
  dataset: Dataset,
  options: OrderControllerOptions,
  context: ViewContext,
): OrderControllerData {
  const sorted = [...dataset.rows]
    .filter((row) => row.OrderId !== null && row.OrderId !== undefined)
    .sort(
      (a, b) =>
        String(a.EndDate ?? '').localeCompare(String(b.EndDate ?? '')) ||
        String(a.OrderId).localeCompare(String(b.OrderId)),
    );
  const limited = options.itemLimit ? sorted.slice(0, options.itemLimit) : sorted;
  const rows = limited.map((row): OrderRow => {
    const id = String(row.OrderId);
    const pacing = numberOf(row.Pacing);
    return {
      id,
      name: typeof row.OrderName === 'string' && row.OrderName ? row.OrderName : `Order ${id}`,
      status: orderStatus(row, dataset.meta.EndDate),
      flight: flightText(row.StartDate, row.EndDate),
      campaigns: formatValue('Campaigns', row.Campaigns ?? null, 'integer'),
      impressions: formatValue('Impressions', row.Impressions ?? row.Delivered ?? null),
      pacing: formatValue('Pacing', pacing),
      behind: isPacingBehind(pacing),
      path: orderPath(id),
    };
  });
  const present = new Set(rows.map((row) => row.status));
  const known = CAMPAIGN_STATUS_FILTERS.filter((status) => status === 'All' || present.has(status));
  const statuses = [...known, ...[...present].filter((status) => !CAMPAIGN_STATUS_FILTERS.includes(status))];
  return { rows, statuses, impressionsLabel: labelFor('Impressions', context.campaignTypes) };
}
