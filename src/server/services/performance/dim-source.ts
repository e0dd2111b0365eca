/**
 * Where a breakdown's rows come from: whole months and weeks of the range from the rollups (`fact_dim_period`), the
 * leftover days from `fact_dim_daily`, as one UNION ALL that callers sum per key. A 90-day zip breakdown so reads
 * about a tenth of the rows it read from the daily facts alone, with the same sums.
 */
import type { SelectQueryBuilder } from 'kysely';
import { splitRange, type DayRange } from '../../../domain/rollup-periods';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/database';
import type { FactMeasure } from '../../db/fact-measures';
import { UNROLLED_DIMENSIONS } from '../dim-rollups';

/** A row of the union: campaign, key and the raw (per-period or per-day) measures. */
type SourceRow = { campaign_id: number; key: string } & Record<FactMeasure, number>;
type Source = SelectQueryBuilder<Database, 'fact_dim_daily' | 'fact_dim_period', SourceRow>;

/** Past this many bound ids in one statement the rollups are skipped: SQLite binds at most 32 766 parameters. */
const MAX_BOUND_IDS = 24_000;
const PAD_LIMIT = 1024;

/**
 * The campaign ids padded to the next power of two by repeating the last one (an `in` list means the same with
 * duplicates): a handful of statement texts per dimension instead of one per selection size, so prepared statements
 * are reused.
 */
export function paddedIds(ids: readonly number[]): number[] {
  if (ids.length === 0 || ids.length > PAD_LIMIT) return [...ids];
  let size = 1;
  while (size < ids.length) size *= 2;
  const padded = [...ids];
  while (padded.length < size) padded.push(ids[ids.length - 1]!);
  return padded;
}

/**
 * The rows of dimension `dim` for the campaigns over `range`, from rollups where whole periods allow (see
 * `splitRange`), else from the daily facts. Sum them per key (and campaign): the sums equal those of the daily rows.
 * `rollups: false` reads the daily facts alone (dimensions whose rows must be filtered one by one never use rollups).
 */
export function dimSource(
  db: Db,
  ids: readonly number[],
  dim: string,
  range: DayRange,
  measures: readonly FactMeasure[],
  rollups = true,
): Source {
  const bound = paddedIds(ids);
  const daily = (days: DayRange): Source =>
    db
      .selectFrom('fact_dim_daily')
      .select(['campaign_id', 'key', ...measures])
      .where('campaign_id', 'in', bound)
      .where('dim', '=', dim)
      .where('day', '>=', days.start)
      .where('day', '<=', days.end) as unknown as Source;
  const parts = splitRange(range);
  const branches = (parts.months ? 1 : 0) + parts.weeks.length + parts.days.length;
  if (!rollups || UNROLLED_DIMENSIONS.has(dim) || branches * bound.length > MAX_BOUND_IDS || branches === 0) {
    return daily(range);
  }
  const period = (grain: 'week' | 'month', periods: DayRange): Source =>
    db
      .selectFrom('fact_dim_period')
      .select(['campaign_id', 'key', ...measures])
      .where('campaign_id', 'in', bound)
      .where('dim', '=', dim)
      .where('grain', '=', grain)
      .where('period', '>=', periods.start)
      .where('period', '<=', periods.end) as unknown as Source;
  const sources: Source[] = [
    ...(parts.months ? [period('month', parts.months)] : []),
    ...parts.weeks.map((weeks) => period('week', weeks)),
    ...parts.days.map(daily),
  ];
  return sources.slice(1).reduce((union, next) => union.unionAll(next), sources[0]!);
}
