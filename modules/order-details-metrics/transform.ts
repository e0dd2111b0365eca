import { numberOf, type Dataset } from '../../src/domain/layout/dataset';
import { formatValue } from '../../src/domain/metric-format';
import { isSummaryMetricHidden } from '../../src/domain/summary-metrics';
import type { ViewContext } from '../../src/registry/types';
import { figureItem, flightText, type FigureItem } from '../../src/ui/figures/figure-items';
import type { OrderDetailsMetricsOptions } from './__generated__/options';

/** What the view draws: the order's name and its tiles in order. */
export interface OrderDetailsData {
  orderName: string | null;
  items: FigureItem[];
}

const DEFAULT_METRICS = ['Impressions', 'Clicks', 'ClickThrough', 'Conversions', 'VCR', 'SpendVal'];

const plain = (key: string, label: string, value: string): FigureItem => ({ key, label, value, behind: false });

/** Order summary → tiles: the metrics (summary filtering applied), then flight, campaigns, goal and pacing. */
export function transformOrderDetails(
  dataset: Dataset,
  options: OrderDetailsMetricsOptions,
  context: ViewContext,
): OrderDetailsData {
  const totals = dataset.totals;
  if (!totals) return { orderName: null, items: [] };
  const goal = numberOf(totals.ImpressionGoal);
  const shown = (key: string): boolean =>
    !isSummaryMetricHidden(key, { value: totals[key], spend: numberOf(totals.SpendVal), impressionGoal: goal });
  const items = (options.metrics ?? DEFAULT_METRICS)
    .filter(shown)
    .flatMap((key) => figureItem(totals, key, context.campaignTypes) ?? []);
  if (options.showFlight !== false && (totals.FlightStart || totals.FlightEnd)) {
    items.push(plain('Flight', 'Flight', flightText(totals.FlightStart, totals.FlightEnd)));
  }
  if (numberOf(totals.Campaigns) !== null)
    items.push(plain('Campaigns', 'Campaigns', formatValue('Campaigns', totals.Campaigns, 'integer')));
  if (options.showGoal !== false && goal) {
    items.push(plain('ImpressionGoal', 'Impression goal', formatValue('ImpressionGoal', goal, 'integer')));
    const pacing = shown('Pacing') ? figureItem(totals, 'Pacing', context.campaignTypes) : null;
    if (pacing) items.push(pacing);
  }
  const name = totals.OrderName;
  return { orderName: typeof name === 'string' && name ? name : null, items };
}
