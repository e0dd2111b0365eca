/** Day-by-day delivery (the daily call, conversions over time and daily-by-geo). */
import { DateTime } from 'luxon';
import { dayToIso, type ResolvedRange } from '../../../domain/date-presets';
import { formatDate } from '../../../domain/format-date';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../kernel/campaigns';
import type { FactMeasure } from '../../db/fact-measures';
import { measureSums } from './measure-sql';
import { addMeasures, emptyMeasures, measuresFrom, rowMeasuresFor, type Measures } from './measures';

/** A geography to narrow daily delivery to (the zip rows inside it). */
export type GeoFilter =
  | { geoType: 'ZIPCODE'; zipcode: string }
  | { geoType: 'CITY'; city: string; state?: string }
  | { geoType: 'STATE'; state: string }
  | { geoType: 'DMA'; dmaCode: number };

/** Summed measures per day (yyyymmdd), days without rows absent, in day order. */
export async function dailyMeasures(
  db: Db,
  campaigns: readonly CampaignRow[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  geo?: GeoFilter,
): Promise<Map<number, Measures>> {
  const days = new Map<number, Measures>();
  if (campaigns.length === 0) return days;
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  const measures = rowMeasuresFor(campaigns);
  const rows = geo
    ? await geoDaily(db, [...byId.keys()], range, geo, measures)
    : await plainDaily(db, [...byId.keys()], range, measures);
  for (const row of rows) {
    const day = Number(row.day);
    const measures = days.get(day) ?? emptyMeasures();
    addMeasures(measures, measuresFrom(row), byId.get(Number(row.campaign_id)));
    days.set(day, measures);
  }
  return new Map([...days.entries()].sort(([a], [b]) => a - b));
}

function plainDaily(
  db: Db,
  ids: number[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  measures: readonly FactMeasure[],
) {
  return db
    .selectFrom('fact_daily')
    .select(['campaign_id', 'day'])
    .select(measureSums(undefined, measures))
    .where('campaign_id', 'in', ids)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .groupBy(['campaign_id', 'day'])
    .execute();
}

function geoDaily(
  db: Db,
  ids: number[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  geo: GeoFilter,
  measures: readonly FactMeasure[],
) {
  let query = db
    .selectFrom('fact_dim_daily as f')
    .leftJoin('geo_zips as z', 'z.zip', 'f.key')
    .where('f.campaign_id', 'in', ids)
    .where('f.dim', '=', 'zip')
    .where('f.day', '>=', range.start)
    .where('f.day', '<=', range.end);
  if (geo.geoType === 'ZIPCODE') query = query.where('f.key', '=', geo.zipcode);
  if (geo.geoType === 'STATE') query = query.where('z.state', '=', geo.state.toUpperCase());
  if (geo.geoType === 'DMA') query = query.where('z.dma_code', '=', geo.dmaCode);
  if (geo.geoType === 'CITY') {
    query = query.where((eb) => eb(eb.fn('lower', ['z.city']), '=', geo.city.toLowerCase()));
    if (geo.state) query = query.where('z.state', '=', geo.state.toUpperCase());
  }
  return query
    .select(['f.campaign_id', 'f.day'])
    .select(measureSums('f', measures))
    .groupBy(['f.campaign_id', 'f.day'])
    .execute();
}

/** Conversion resolutions; the long forms are accepted too. */
export const RESOLUTIONS = ['day', 'week', 'month', 'daily', 'weekly', 'monthly'] as const;

/** First day (ISO) of the period a day falls in: the day, its ISO week's Monday, or its month's first day. */
export function periodStart(day: number, resolution: string): string {
  const date = DateTime.fromISO(dayToIso(day), { zone: 'utc' });
  if (resolution.startsWith('week')) return date.startOf('week').toISODate()!;
  if (resolution.startsWith('month')) return date.startOf('month').toISODate()!;
  return date.toISODate()!;
}

/** Merges daily measures into periods, in order. */
export function byPeriod(days: Map<number, Measures>, resolution: string): Map<string, Measures> {
  const periods = new Map<string, Measures>();
  for (const [day, measures] of days) {
    const key = periodStart(day, resolution);
    const sum = periods.get(key) ?? emptyMeasures();
    addMeasures(sum, measures);
    periods.set(key, sum);
  }
  return periods;
}

/** Day columns of a daily row: ISO `Day` and the display `ShortDate` (M/dd/yy). */
export function dayColumns(day: number | string): { Day: string; ShortDate: string } {
  if (typeof day === 'number') return { Day: dayToIso(day), ShortDate: shortDate(day) };
  return { Day: day, ShortDate: formatDate(day) };
}

/** M/dd/yy of a yyyymmdd day by arithmetic: luxon's formatting was most of the daily call's time. */
function shortDate(day: number): string {
  const month = Math.floor(day / 100) % 100;
  const date = day % 100;
  const year = Math.floor(day / 10_000) % 100;
  return `${month}/${String(date).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
}
