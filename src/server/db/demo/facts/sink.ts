import { bulkInsert } from '../../bulk-insert';
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

/** Buffers rows and writes them through Kysely with `bulkInsert`: part of the caller's transaction, any engine. */
export function kyselySink(db: Db): FactSink {
  let daily: DailyRow[] = [];
  let dims: DimRow[] = [];
  const flush = async (): Promise<void> => {
    await bulkInsert(db, 'fact_daily', DAILY_COLUMNS, daily);
    await bulkInsert(db, 'fact_dim_daily', DIM_COLUMNS, dims);
    daily = [];
    dims = [];
  };
  return {
    async write(rows) {
      for (const row of rows.daily) daily.push(row);
      for (const row of rows.dims) dims.push(row);
      if (daily.length + dims.length >= FLUSH_ROWS) await flush();
    },
    finish: flush,
  };
}
