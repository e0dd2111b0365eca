/** Top-N bucketing of breakdown tables (000 §9 help texts). */

/** Label of the bucket that sums every row beyond the top ones. */
export const OTHER_LABEL = 'Other';

/** Publishers and zip codes: 100 records, the top 99 plus 'Other'. */
export const TOP_RECORDS = 100;

/**
 * OTT platforms: 10 records, the top 9 plus 'Other'. The spec's help texts say top 5 in one place and top 9 in
 * another; 9 + Other keeps the "N − 1 named plus Other" shape of the 100-record rule and hides fewer platforms.
 */
export const OTT_PLATFORM_RECORDS = 10;

/**
 * Keeps at most `records` rows: when there are more, the `records − 1` largest by `rank` (ties keep input
 * order) and one row merged from the rest, last. With `records` rows or fewer nothing is merged.
 */
export function topNWithOther<T>(
  rows: readonly T[],
  records: number,
  rank: (row: T) => number,
  mergeRest: (rest: T[]) => T,
): T[] {
  if (rows.length <= records) return [...rows];
  const ranked = rows.map((row, index) => ({ row, index, value: rank(row) }));
  ranked.sort((a, b) => b.value - a.value || a.index - b.index);
  const top = ranked.slice(0, records - 1).map((entry) => entry.row);
  const rest = ranked.slice(records - 1).map((entry) => entry.row);
  return [...top, mergeRest(rest)];
}
