import { sql } from 'kysely';
import type { Db } from '../../database';

/**
 * The secondary indexes of the fact tables (as migration 0002 creates them). The bulk load drops them and
 * builds them again at the end: one sort per index is cheaper than maintaining them row by row.
 */
export const FACT_INDEXES = [
  {
    name: 'fact_daily_advertiser_day',
    create: 'create index fact_daily_advertiser_day on fact_daily (advertiser_id, day)',
  },
  {
    name: 'fact_dim_daily_advertiser',
    create: 'create index fact_dim_daily_advertiser on fact_dim_daily (advertiser_id, dim, day)',
  },
] as const;

/** Drops the fact indexes through Kysely (PostgreSQL path). */
export async function dropFactIndexes(db: Db): Promise<void> {
  for (const index of FACT_INDEXES) await sql`drop index if exists ${sql.raw(index.name)}`.execute(db);
}

/** Builds the fact indexes again through Kysely (PostgreSQL path). */
export async function createFactIndexes(db: Db): Promise<void> {
  for (const index of FACT_INDEXES) await sql.raw(index.create).execute(db);
}
