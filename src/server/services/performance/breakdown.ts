/**
 * Breakdown tables: delivery of a set of campaigns by one dimension over a range, with client spend applied
 * per campaign, top-N bucketing (publishers and zips) and sorting by the spec's sortable columns.
 */
import { sql } from 'kysely';
import { MIN_AIRING_SECONDS } from '../../../domain/constants';
import type { ResolvedRange } from '../../../domain/date-presets';
import type { SpendView } from '../../../domain/spend';
import { OTHER_LABEL, OTT_PLATFORM_RECORDS, TOP_RECORDS, topNWithOther } from '../../../domain/top-n';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../kernel/campaigns';
import { DIMENSIONS, sourceOf, type BreakdownDimension, type DimensionSpec } from './dimensions';
import { dimSource } from './dim-source';
import { measureSums } from './measure-sql';
import {
  addMeasures,
  addRecord,
  emptyMeasures,
  rowMeasuresFor,
  rowMetricsFor,
  withMeasures,
  type Measures,
} from './measures';
import type { FactMeasure } from '../../db/fact-measures';
import { sortRows, type SortOrder } from './sort';

/** Summed measures of one dimension key. */
interface Group {
  columns: BreakdownRow;
  measures: Measures;
  other?: boolean;
}

/** One table row: the dimension's columns and the measures. */
export type BreakdownRow = Record<string, string | number | null>;

type Cell = string | number | null;
type GroupKey = Cell;

/**
 * The Map key of a tuple of group values. One value is its own key (a Map tells 1, '1' and null apart);
 * several are joined with a type tag each, which was much cheaper per row than JSON.stringify.
 */
function groupKeyOf(values: Cell[]): GroupKey {
  if (values.length === 1) return values[0] ?? null;
  let key = '';
  for (const value of values)
    key += value === null ? '\u0001~' : `\u0001${typeof value === 'number' ? 'n' : 's'}${value}`;
  return key;
}

/** A breakdown answer: rows (bucketed and sorted) and how many distinct keys there were before bucketing. */
export interface Breakdown {
  rows: BreakdownRow[];
  totalKeys: number;
}

const OTT_TYPES = new Set(['OTT', 'SIMPOTT']);

/** How many records a dimension keeps: 100 for publishers and zips, 10 for OTT platforms, else all. */
export function recordLimit(dimension: BreakdownDimension, campaigns: readonly CampaignRow[]): number | null {
  if (dimension === 'publisher' && campaigns.length > 0 && campaigns.every((c) => OTT_TYPES.has(c.campaign_type))) {
    return OTT_PLATFORM_RECORDS;
  }
  return dimension === 'publisher' || dimension === 'zip' ? TOP_RECORDS : null;
}

/** Reads, sums, buckets and sorts one breakdown. */
export async function breakdown(
  db: Db,
  campaigns: readonly CampaignRow[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  dimension: BreakdownDimension,
  view: SpendView,
  order: SortOrder,
): Promise<Breakdown> {
  const groups = [...(await groupedMeasures(db, campaigns, range, dimension)).values()];
  const hideSpend = campaigns.some((c) => c.hide_spend === 1);
  const limit = recordLimit(dimension, campaigns);
  const first = Object.keys(groups[0]?.columns ?? {})[0] ?? 'Key';
  const kept =
    limit === null
      ? groups
      : topNWithOther(
          groups,
          limit,
          (group) => group.measures.impressions,
          (rest) => {
            const measures = emptyMeasures();
            for (const group of rest) addMeasures(measures, group.measures);
            const blank = Object.fromEntries(Object.keys(rest[0]!.columns).map((k) => [k, null]));
            return { columns: { ...blank, [first]: OTHER_LABEL }, measures, other: true };
          },
        );
  // Object.assign, not a spread: spreading each row's columns cost ~10 µs a row on Node 20.
  const extra = rowMetricsFor(campaigns);
  const rows = kept.map((group) =>
    withMeasures(Object.assign({}, group.columns), group.measures, view, hideSpend, extra),
  );
  const other = kept.length < groups.length ? rows.at(-1) : undefined;
  return { rows: sortRows(rows, order, (row) => row === other), totalKeys: groups.length };
}

/** Sums per dimension key, with each campaign's spend terms applied before keys are merged. */
async function groupedMeasures(
  db: Db,
  campaigns: readonly CampaignRow[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  dimension: BreakdownDimension,
): Promise<Map<GroupKey, Group>> {
  const spec = DIMENSIONS[dimension];
  const groups = new Map<GroupKey, Group>();
  if (campaigns.length === 0) return groups;
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  // Sum per campaign and key first, then join the geography to those few rows rather than to every fact row.
  const measures = rowMeasuresFor(campaigns);
  const perKey = perKeyQuery(db, [...byId.keys()], range, dimension, measures);
  const rows = spec.geo
    ? await geoGrouped(db, perKey, spec, measures)
    : await perKey.select(sql<string>`key`.as('k0')).execute();
  const aliases = spec.keys.map((_, i) => `k${i}`);
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const values = aliases.map((alias) => (record[alias] ?? null) as Cell);
    const groupKey = groupKeyOf(values);
    const group = groups.get(groupKey) ?? { columns: spec.columns(values), measures: emptyMeasures() };
    const campaign = byId.get(Number(record.campaign_id))!;
    addRecord(group.measures, record, measures, campaign);
    groups.set(groupKey, group);
  }
  return groups;
}

/**
 * Delivery summed per key and campaign over the range: whole months and weeks from the rollups, the other days from
 * the daily facts (`dimSource`), summed again here.
 */
function perKeyQuery(
  db: Db,
  ids: number[],
  range: Pick<ResolvedRange, 'start' | 'end'>,
  dimension: BreakdownDimension,
  measures: readonly FactMeasure[],
) {
  const days = { start: range.start, end: range.end };
  // Broadcast airings shorter than 4.0 seconds are not counted (000 §9): airing rows are one spot each, filtered
  // one by one, so they never come from the rollups.
  const rows =
    dimension === 'airing'
      ? dimSource(db, ids, 'airing', days, measures, false).where(
          sql<boolean>`seconds >= ${MIN_AIRING_SECONDS} * airings`,
        )
      : dimSource(db, ids, sourceOf(dimension), days, measures);
  return (
    db
      .selectFrom(rows.as('f'))
      .select(['campaign_id', 'key'])
      .select(measureSums(undefined, measures))
      // Key first: rows then come in key order, which fixes the order of groups (and of ties) as before.
      .groupBy(['key', 'campaign_id'])
  );
}

type PerKeyQuery = ReturnType<typeof perKeyQuery>;

/**
 * Geographic dimensions: the per-campaign-and-zip sums joined to the zip's geography and summed again per
 * geographic key (a city, a state…). Other dimensions' only key is `f.key`, already unique per campaign in
 * those sums, so they skip this second pass.
 */
function geoGrouped(db: Db, perKey: PerKeyQuery, spec: DimensionSpec, measures: readonly FactMeasure[]) {
  return db
    .selectFrom(perKey.as('f'))
    .leftJoin('geo_zips as z', 'z.zip', 'f.key')
    .leftJoin('geo_dmas as d', 'd.code', 'z.dma_code')
    .select(spec.keys.map((expr, i) => expr.as(`k${i}`)))
    .select('f.campaign_id')
    .select(measureSums('f', measures))
    .groupBy([...spec.keys, sql`f.campaign_id`])
    .execute();
}
