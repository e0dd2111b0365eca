import { bulkInsert, type BulkColumn } from '../../bulk-insert';
import type { Db } from '../../database';
import type { CampaignRows } from './campaign-facts';
import { DAILY_COLUMNS, DIM_COLUMNS, type DailyRow, type DimRow } from './rows';

/** Where generated fact rows go; campaigns arrive in id order, each campaign's rows in primary-key order. */
export interface FactSink {
  write(rows: CampaignRows): Promise<void>;
  /** Writes whatever is buffered. */
  finish(): Promise<void>;
}

const FLUSH_ROWS = 40_000;
const DAILY_IDENTITY = 3;
const DIM_IDENTITY = 5;

/** Rows of campaigns that use the same measures, narrowed to those columns. */
interface Bucket {
  dailyColumns: BulkColumn[];
  dimColumns: BulkColumn[];
  /** Positions of the used measures among the measure columns. */
  measures: number[];
  daily: DailyRow[];
  dims: DimRow[];
}

/**
 * Buffers rows and writes them through Kysely with `bulkInsert`: part of the caller's transaction, any engine.
 * Each campaign writes only the measure columns its daily rows use (its breakdowns never use more; the rest
 * default to 0): a display campaign has no sessions or airings, and binding thirty zeros a row would make
 * seeding twice as slow.
 */
export function kyselySink(db: Db): FactSink {
  const buckets = new Map<string, Bucket>();
  let buffered = 0;
  const flush = async (): Promise<void> => {
    for (const bucket of buckets.values()) {
      await bulkInsert(db, 'fact_daily', bucket.dailyColumns, bucket.daily);
      await bulkInsert(db, 'fact_dim_daily', bucket.dimColumns, bucket.dims);
      bucket.daily = [];
      bucket.dims = [];
    }
    buffered = 0;
  };
  const bucketOf = (daily: readonly DailyRow[]): Bucket => {
    const count = DAILY_COLUMNS.length - DAILY_IDENTITY;
    const measures: number[] = [];
    for (let m = 0; m < count; m++) {
      if (daily.some((row) => row[DAILY_IDENTITY + m] !== 0)) measures.push(m);
    }
    const key = measures.join(',');
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = {
        dailyColumns: [
          ...DAILY_COLUMNS.slice(0, DAILY_IDENTITY),
          ...measures.map((m) => DAILY_COLUMNS[DAILY_IDENTITY + m]!),
        ],
        dimColumns: [...DIM_COLUMNS.slice(0, DIM_IDENTITY), ...measures.map((m) => DIM_COLUMNS[DIM_IDENTITY + m]!)],
        measures,
        daily: [],
        dims: [],
      };
      buckets.set(key, bucket);
    }
    return bucket;
  };
  const narrow = (row: (number | string)[], identity: number, measures: number[]): (number | string)[] => {
    const out = row.slice(0, identity);
    for (const m of measures) out.push(row[identity + m]!);
    return out;
  };
  return {
    async write(rows) {
      const bucket = bucketOf(rows.daily);
      for (const row of rows.daily) bucket.daily.push(narrow(row, DAILY_IDENTITY, bucket.measures));
      for (const row of rows.dims) bucket.dims.push(narrow(row, DIM_IDENTITY, bucket.measures));
      buffered += rows.daily.length + rows.dims.length;
      if (buffered >= FLUSH_ROWS) await flush();
    },
    finish: flush,
  };
}
