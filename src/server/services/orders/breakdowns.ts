import type { ResolvedRange } from '../../../domain/date-presets';
import { compareDayparts } from '../../../domain/dayparts';
import { OTHER_LABEL, TOP_RECORDS, topNWithOther } from '../../../domain/top-n';
import type { ServiceContext } from '../../kernel/context';
import type { OrderAccess, OrderCampaign } from '../../kernel/order-access';
import { dimensionSums, type KeySums } from './facts';
import { figures, measuresOf, type Figures } from './figures';
import { orderHead, type OrderHead } from './single-order';

/** Breakdown methods of the single-order call, with the `fact_dim_daily` dimension and the row label field. */
export const BREAKDOWNS = {
  publishers: { dim: 'publisher', label: 'Publisher', topN: true },
  devices: { dim: 'device', label: 'Device', topN: false },
  dayparts: { dim: 'daypart', label: 'Daypart', topN: false },
  zips: { dim: 'zip', label: 'ZipCode', topN: true },
} as const;

/** One breakdown method. */
export type BreakdownMethod = keyof typeof BREAKDOWNS;

/** A breakdown row: the label field (Publisher, Device, Daypart or ZipCode; zips with City and State), then the figures, without spend. */
export type BreakdownRow = { [label: string]: string | number | null | undefined } & Figures;

const sumRows = (rows: KeySums[]): KeySums =>
  rows.reduce(
    (sum, row) => ({
      key: OTHER_LABEL,
      impressions: sum.impressions + row.impressions,
      clicks: sum.clicks + row.clicks,
      conversions: sum.conversions + row.conversions,
      completions: sum.completions + row.completions,
      cost: sum.cost + row.cost,
    }),
    { key: OTHER_LABEL, impressions: 0, clicks: 0, conversions: 0, completions: 0, cost: 0 },
  );

/**
 * A breakdown of the order's delivery by one dimension, largest first (dayparts in daypart order). Publishers
 * and zip codes keep the top 99 plus 'Other'. Zip rows carry the city and state of the zip code.
 */
export async function orderBreakdown(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
  method: BreakdownMethod,
): Promise<OrderHead & { Rows: BreakdownRow[] }> {
  const { dim, label, topN } = BREAKDOWNS[method];
  let rows = await dimensionSums(
    ctx,
    campaigns.map((c) => c.id),
    dim,
    range,
  );
  if (topN) rows = topNWithOther(rows, TOP_RECORDS, (row) => row.impressions, sumRows);
  if (method === 'dayparts') rows = [...rows].sort((a, b) => compareDayparts(a.key, b.key));
  const places =
    method === 'zips'
      ? await zipPlaces(
          ctx,
          rows.map((row) => row.key),
        )
      : new Map<string, Place>();
  return {
    ...orderHead(order, range),
    Rows: rows.map((row) => {
      const place = places.get(row.key);
      const extra = method === 'zips' ? { City: place?.city ?? null, State: place?.state ?? null } : {};
      // Breakdown rows carry no spend: the markup applies per campaign, and these rows mix campaigns.
      return { [label]: row.key, ...extra, ...figures(measuresOf(undefined, row), null) };
    }),
  };
}

interface Place {
  city: string;
  state: string;
}

async function zipPlaces(ctx: ServiceContext, zips: string[]): Promise<Map<string, Place>> {
  const wanted = zips.filter((zip) => zip !== OTHER_LABEL);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('geo_zips')
    .select(['zip', 'city', 'state'])
    .where('zip', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.zip, { city: row.city, state: row.state }]));
}
