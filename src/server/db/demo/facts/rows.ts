import type { BulkColumn } from '../../bulk-insert';
import { FACT_MEASURES, FRACTION_MEASURES, type FactMeasure } from '../../fact-measures';

/** The measure columns of both fact tables, in catalogue order (`FACT_MEASURES`). */
const MEASURE_COLUMNS: BulkColumn[] = FACT_MEASURES.map((name) => ({
  name,
  pg: FRACTION_MEASURES.has(name) ? 'float8' : 'int8',
}));

/** Column order of a `fact_daily` row array. */
export const DAILY_COLUMNS: BulkColumn[] = [
  { name: 'campaign_id', pg: 'int4' },
  { name: 'day', pg: 'int4' },
  { name: 'advertiser_id', pg: 'int4' },
  ...MEASURE_COLUMNS,
];

/** Column order of a `fact_dim_daily` row array. */
export const DIM_COLUMNS: BulkColumn[] = [
  { name: 'campaign_id', pg: 'int4' },
  { name: 'dim', pg: 'text' },
  { name: 'day', pg: 'int4' },
  { name: 'key', pg: 'text' },
  { name: 'advertiser_id', pg: 'int4' },
  ...MEASURE_COLUMNS,
];

/** A row of `fact_daily` in `DAILY_COLUMNS` order. */
export type DailyRow = (number | string)[];
/** A row of `fact_dim_daily` in `DIM_COLUMNS` order. */
export type DimRow = (number | string)[];

/** Measures a row carries besides its identity; cost arrives as whole `cents`, absent measures are 0. */
export type DimMeasures = Partial<Record<Exclude<FactMeasure, 'cost'>, number>> & { cents?: number };

/** The measure values of a row in `FACT_MEASURES` order, cost in dollars. */
function measureValues(row: (number | string)[], m: DimMeasures): (number | string)[] {
  for (const measure of FACT_MEASURES) row.push(measure === 'cost' ? (m.cents ?? 0) / 100 : (m[measure] ?? 0));
  return row;
}

/** Builds a dimension row; cost arrives in cents and leaves in dollars. */
export function dimRow(
  campaignId: number,
  dim: string,
  day: number,
  key: string,
  advertiserId: number,
  m: DimMeasures,
): DimRow {
  return measureValues([campaignId, dim, day, key, advertiserId], m);
}

/** Builds a daily row from a day's measures; cost arrives in cents and leaves in dollars. */
export function dailyRow(campaignId: number, day: number, advertiserId: number, m: DimMeasures): DailyRow {
  return measureValues([campaignId, day, advertiserId], m);
}
