/** The SQL sums of every fact measure, built once from the catalogue's measure list. */
import { sql, type AliasedRawBuilder } from 'kysely';
import { FACT_MEASURES, FRACTION_MEASURES, type FactMeasure } from '../../db/fact-measures';

const cache = new Map<string, readonly AliasedRawBuilder<number, string>[]>();

/**
 * `sum(col) as col` for each measure of `measures` (by default all of `FACT_MEASURES`: both fact tables carry
 * them all), columns qualified with `qualifier` when given. Callers pass only the measures their campaign types
 * need (`rowMeasuresFor`, `totalsMeasuresFor`): summing thirty columns where ten are read would slow every scan. Fractions (money, seconds, GRPs) are summed in double precision: PostgreSQL would
 * otherwise sum `real` in single precision.
 */
export function measureSums(
  qualifier?: string,
  measures: readonly FactMeasure[] = FACT_MEASURES,
): readonly AliasedRawBuilder<number, string>[] {
  const key = `${qualifier ?? ''}|${measures.join(',')}`;
  let sums = cache.get(key);
  if (!sums) {
    sums = measures.map((measure) => {
      const column = sql.ref(qualifier ? `${qualifier}.${measure}` : measure);
      const sum = FRACTION_MEASURES.has(measure)
        ? sql<number>`sum(cast(${column} as double precision))`
        : sql<number>`sum(${column})`;
      return sum.as(measure);
    });
    cache.set(key, sums);
  }
  return sums;
}
