import type { ResolvedRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import type { OrderAccess, OrderCampaign } from '../../kernel/order-access';
import { campaignDays } from './facts';
import { rate } from './figures';
import { periodStart, type Period } from './periods';
import { orderHead, type OrderHead } from './single-order';

/** Conversion figures of one period or of the whole range. */
export interface ConversionFigures {
  Conversions: number;
  Impressions: number;
  Clicks: number;
  /** Conversions per 100 clicks; 0 without clicks. */
  ConversionRate: number;
}

/** Answer of `GET /api/advertiser/order/conversion`. */
export interface OrderConversionAnswer extends OrderHead, ConversionFigures {
  resolution: Period;
  Conversions: number;
  Rows: ({ Date: string } & ConversionFigures)[];
}

interface Sums {
  conversions: number;
  impressions: number;
  clicks: number;
}

const shape = (sums: Sums): ConversionFigures => ({
  Conversions: sums.conversions,
  Impressions: sums.impressions,
  Clicks: sums.clicks,
  ConversionRate: rate('ConversionRate', sums),
});

/** The order's conversions per day, week or month over the range, with totals. */
export async function orderConversions(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
  resolution: Period,
): Promise<OrderConversionAnswer> {
  const buckets = new Map<string, Sums>();
  const total: Sums = { conversions: 0, impressions: 0, clicks: 0 };
  for (const row of await campaignDays(
    ctx,
    campaigns.map((c) => c.id),
    range,
  )) {
    const key = periodStart(row.day, resolution);
    const bucket = buckets.get(key) ?? { conversions: 0, impressions: 0, clicks: 0 };
    for (const target of [bucket, total]) {
      target.conversions += row.conversions;
      target.impressions += row.impressions;
      target.clicks += row.clicks;
    }
    buckets.set(key, bucket);
  }
  return {
    ...orderHead(order, range),
    resolution,
    ...shape(total),
    Rows: [...buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, sums]) => ({ Date: date, ...shape(sums) })),
  };
}
