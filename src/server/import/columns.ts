/** The CSV columns the importer knows (see docs/import.md). */

/** Every file has these. */
export const REQUIRED_COLUMNS = ['campaign_id', 'date', 'impressions', 'clicks', 'cost', 'conversions'] as const;

/** Measures only `fact_daily` has: allowed on daily rows (no dimension) only. */
export const DAILY_ONLY_COLUMNS = [
  'q25',
  'q50',
  'q75',
  'reach',
  'households',
  'responses',
  'search_impressions',
  'eligible_impressions',
] as const;

/** Measures only `fact_dim_daily` has: allowed on breakdown rows only. */
export const BREAKDOWN_ONLY_COLUMNS = ['sessions', 'pageviews', 'calls', 'airings', 'seconds'] as const;

/** Optional on any row. */
export const SHARED_OPTIONAL_COLUMNS = ['completions'] as const;

/** Turn a row into a breakdown row of `fact_dim_daily`. */
export const BREAKDOWN_COLUMNS = ['dimension', 'key'] as const;

/** Every measure column, in the order they are stored. */
export const MEASURE_COLUMNS = [
  'impressions',
  'clicks',
  'cost',
  'conversions',
  ...SHARED_OPTIONAL_COLUMNS,
  ...DAILY_ONLY_COLUMNS,
  ...BREAKDOWN_ONLY_COLUMNS,
] as const;

/** One measure column. */
export type MeasureColumn = (typeof MEASURE_COLUMNS)[number];

/** Measures that may have decimals (money and seconds); every other one is a whole count. */
export const DECIMAL_COLUMNS: ReadonlySet<MeasureColumn> = new Set(['cost', 'seconds']);

/** Every column the importer accepts. */
export const KNOWN_COLUMNS: ReadonlySet<string> = new Set([
  ...REQUIRED_COLUMNS,
  ...SHARED_OPTIONAL_COLUMNS,
  ...DAILY_ONLY_COLUMNS,
  ...BREAKDOWN_ONLY_COLUMNS,
  ...BREAKDOWN_COLUMNS,
]);

/** Problems with the header line: unknown columns and missing required ones. Empty when the header is fine. */
export function headerProblems(header: readonly string[]): string[] {
  const problems = header.filter((name) => !KNOWN_COLUMNS.has(name)).map((name) => `unknown column "${name}"`);
  for (const name of REQUIRED_COLUMNS) if (!header.includes(name)) problems.push(`missing column "${name}"`);
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) problems.push(`column "${name}" appears twice`);
    seen.add(name);
  }
  return problems;
}
