/** The measures stored as columns of `fact_daily` and `fact_dim_daily`, read from the metric catalogue. */
import { MEASURES, type Measure } from '../../domain/metric-catalogue';

/** A measure that is a fact column: every catalogue measure but client spend and e-mail deployments (computed). */
export type FactMeasure = Exclude<Measure, 'spend' | 'deployments'>;

/** Every fact column measure, in catalogue order: both fact tables carry all of them (migration 0010). */
export const FACT_MEASURES: readonly FactMeasure[] = MEASURES.filter(
  (m): m is FactMeasure => m !== 'spend' && m !== 'deployments',
);

/** Measures holding fractions (seconds, GRPs): double precision on PostgreSQL, summed as such. */
export const FRACTION_MEASURES: ReadonlySet<FactMeasure> = new Set([
  'cost',
  'seconds',
  'session_seconds',
  'call_seconds',
  'grps',
]);
