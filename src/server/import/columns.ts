/** The CSV columns the importer knows (see docs/import.md). */
import { FACT_MEASURES, FRACTION_MEASURES, type FactMeasure } from '../db/fact-measures';

/** Every file has these. */
export const REQUIRED_COLUMNS = ['campaign_id', 'date', 'impressions', 'clicks', 'cost', 'conversions'] as const;

/**
 * Optional on any row: every other measure of the metric catalogue (`FACT_MEASURES`). Both fact tables carry all
 * of them since migration 0010, so a daily row may carry sessions or calls and a breakdown row reach or GRPs.
 */
export const SHARED_OPTIONAL_COLUMNS: readonly FactMeasure[] = FACT_MEASURES.filter(
  (measure) => !(REQUIRED_COLUMNS as readonly string[]).includes(measure),
);

/** Turn a row into a breakdown row of `fact_dim_daily`. */
export const BREAKDOWN_COLUMNS = ['dimension', 'key'] as const;

/** Every measure column, in the order they are stored. */
export const MEASURE_COLUMNS: readonly FactMeasure[] = FACT_MEASURES;

/** One measure column. */
export type MeasureColumn = FactMeasure;

/** Measures that may have decimals (money, seconds, GRPs); every other one is a whole count. */
export const DECIMAL_COLUMNS: ReadonlySet<MeasureColumn> = FRACTION_MEASURES;

/** Every column the importer accepts. */
export const KNOWN_COLUMNS: ReadonlySet<string> = new Set([
  ...REQUIRED_COLUMNS,
  ...SHARED_OPTIONAL_COLUMNS,
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
