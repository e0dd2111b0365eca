import type { ResolvedRange } from '../../../domain/date-presets';
import type { ServiceContext } from '../../kernel/context';
import type { OrderAccess, OrderCampaign } from '../../kernel/order-access';
import { measureSums } from '../performance/measure-sql';
import { figures, measuresOf, rawMeasures, ZERO, add, ORDER_MEASURES, type Figures, type Measures } from './figures';
import { orderHead, type OrderHead } from './single-order';

/** Geography levels of the order geo list (000 §9 geo breakdown types, plus COUNTY). */
export const GEO_TYPES = ['ZIPCODE', 'CITY', 'COUNTY', 'STATE', 'DMA'] as const;

/** One geography level. */
export type GeoType = (typeof GEO_TYPES)[number];

interface ZipSums {
  zip: string;
  city: string;
  county: string;
  state: string;
  lat: number;
  lon: number;
  dmaCode: number | null;
  dma: string | null;
  sums: Measures;
}

/** A geo-list row: the place fields of its level, then the figures (no spend: rows mix campaigns). */
export type GeoRow = Record<string, string | number | null> & Figures;

/** Zip-level delivery of the campaigns with each zip's place; zips missing from `geo_zips` cannot be placed. */
async function zipSums(ctx: ServiceContext, campaigns: OrderCampaign[], range: ResolvedRange): Promise<ZipSums[]> {
  if (campaigns.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('fact_dim_daily as f')
    .innerJoin('geo_zips as z', 'z.zip', 'f.key')
    .leftJoin('geo_dmas as d', 'd.code', 'z.dma_code')
    .select(['z.zip', 'z.city', 'z.county', 'z.state', 'z.lat', 'z.lon', 'z.dma_code', 'd.name as dma'])
    .select(measureSums('f', ORDER_MEASURES))
    .where(
      'f.campaign_id',
      'in',
      campaigns.map((c) => c.id),
    )
    .where('f.dim', '=', 'zip')
    .where('f.day', '>=', range.start)
    .where('f.day', '<=', range.end)
    .groupBy(['z.zip', 'z.city', 'z.county', 'z.state', 'z.lat', 'z.lon', 'z.dma_code', 'd.name'])
    .execute();
  return rows.map((row) => ({
    zip: row.zip,
    city: row.city,
    county: row.county,
    state: row.state,
    lat: Number(row.lat),
    lon: Number(row.lon),
    dmaCode: row.dma_code === null ? null : Number(row.dma_code),
    dma: row.dma ?? null,
    sums: measuresOf(undefined, rawMeasures(row)),
  }));
}

/** The place fields of a zip at one level; equal fields mean the same row. */
function placeOf(zip: ZipSums, level: GeoType): Record<string, string | number | null> {
  switch (level) {
    case 'ZIPCODE':
      return {
        ZipCode: zip.zip,
        City: zip.city,
        County: zip.county,
        State: zip.state,
        DmaCode: zip.dmaCode,
        DMA: zip.dma,
        Lat: zip.lat,
        Lon: zip.lon,
      };
    case 'CITY':
      return { City: zip.city, State: zip.state };
    case 'COUNTY':
      return { County: zip.county, State: zip.state };
    case 'STATE':
      return { State: zip.state };
    case 'DMA':
      return { DmaCode: zip.dmaCode, DMA: zip.dma };
  }
}

/** Delivery by place at one level, largest first. */
function byLevel(zips: ZipSums[], level: GeoType): GeoRow[] {
  const groups = new Map<string, { place: Record<string, string | number | null>; sums: Measures }>();
  for (const zip of zips) {
    const place = placeOf(zip, level);
    const key = JSON.stringify(place);
    const group = groups.get(key);
    groups.set(key, { place, sums: add(group?.sums ?? ZERO, zip.sums) });
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        b.sums.impressions - a.sums.impressions || JSON.stringify(a.place).localeCompare(JSON.stringify(b.place)),
    )
    .map(({ place, sums }) => ({ ...place, ...figures(sums, null) }));
}

/** The order geo list at one level (default zip codes, with coordinates for the map). */
export async function orderGeoList(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
  level: GeoType,
): Promise<OrderHead & { geoType: GeoType; Rows: GeoRow[] }> {
  return { ...orderHead(order, range), geoType: level, Rows: byLevel(await zipSums(ctx, campaigns, range), level) };
}

/** The order summary map: placed totals with the state and DMA layers. */
export async function orderMapSummary(
  ctx: ServiceContext,
  order: OrderAccess,
  campaigns: OrderCampaign[],
  range: ResolvedRange,
): Promise<OrderHead & Figures & { States: GeoRow[]; Dmas: GeoRow[] }> {
  const zips = await zipSums(ctx, campaigns, range);
  const total = zips.reduce((sum, zip) => add(sum, zip.sums), ZERO);
  return {
    ...orderHead(order, range),
    ...figures(total, null),
    States: byLevel(zips, 'STATE'),
    Dmas: byLevel(zips, 'DMA'),
  };
}
