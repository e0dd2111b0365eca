import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/migrations/helpers';
import { refreshDimRollups } from '../services/dim-rollups';
import { refreshRollups } from '../services/rollups';
import { MEASURE_COLUMNS, type MeasureColumn } from './columns';
import type { ImportRow } from './validate';

const BATCH = 400;
/**
 * The PostgreSQL advisory lock every fact load holds for its transaction: two loads at once (the connector syncs of
 * several instances, a CSV import beside them) would both rebuild the same advertiser's or agency's rollups and one
 * would fail on the rollups' keys; held, they run one after the other. SQLite serialises writers by itself.
 */
export const FACT_LOAD_LOCK = 260_026;
/** Both fact tables carry every measure (migration 0010). */
const DAILY_MEASURES = MEASURE_COLUMNS;
const BREAKDOWN_MEASURES = MEASURE_COLUMNS;

/**
 * Stores validated rows in one transaction. A daily row replaces the stored campaign-day; the breakdown rows of a
 * campaign, dimension and day replace every stored row of that group, so a re-imported breakdown never keeps
 * keys the new file dropped. Then the breakdown rollups of the touched weeks and months and the touched advertisers'
 * rollups are rebuilt and the data generation bumped.
 */
export async function storeRows(db: Db, rows: ImportRow[]): Promise<void> {
  const daily = rows.filter((r) => r.dimension === null);
  const breakdown = rows.filter((r) => r.dimension !== null);
  await db.transaction().execute(async (trx) => {
    if (isPostgres(db as unknown as Kysely<unknown>))
      await sql`select pg_advisory_xact_lock(${FACT_LOAD_LOCK})`.execute(trx);
    for (let i = 0; i < daily.length; i += BATCH) {
      const values = daily.slice(i, i + BATCH).map((r) => ({
        campaign_id: r.campaignId,
        day: r.day,
        advertiser_id: r.advertiserId,
        ...pick(r, DAILY_MEASURES),
      }));
      await trx
        .insertInto('fact_daily')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['campaign_id', 'day']).doUpdateSet((eb) => ({
            advertiser_id: eb.ref('excluded.advertiser_id'),
            ...Object.fromEntries(DAILY_MEASURES.map((m) => [m, eb.ref(`excluded.${m}` as 'excluded.impressions')])),
          })),
        )
        .execute();
    }
    const groups = new Map<string, ImportRow>();
    for (const row of breakdown) groups.set(`${row.campaignId}|${row.dimension}|${row.day}`, row);
    for (const row of groups.values()) {
      await trx
        .deleteFrom('fact_dim_daily')
        .where('campaign_id', '=', row.campaignId)
        .where('dim', '=', row.dimension!)
        .where('day', '=', row.day)
        .execute();
    }
    for (let i = 0; i < breakdown.length; i += BATCH) {
      const values = breakdown.slice(i, i + BATCH).map((r) => ({
        campaign_id: r.campaignId,
        dim: r.dimension!,
        day: r.day,
        key: r.key!,
        advertiser_id: r.advertiserId,
        ...pick(r, BREAKDOWN_MEASURES),
      }));
      await trx.insertInto('fact_dim_daily').values(values).execute();
    }
    // Only the weeks and months holding a written day are summed again, in this transaction.
    await refreshDimRollups(
      trx,
      [...groups.values()].map((r) => ({ campaignId: r.campaignId, dim: r.dimension!, day: r.day })),
    );
    await refreshRollups(trx, [...new Set(rows.map((r) => r.advertiserId))]);
  });
}

function pick(row: ImportRow, columns: readonly MeasureColumn[]): Partial<Record<MeasureColumn, number>> {
  return Object.fromEntries(columns.map((c) => [c, row.measures[c]]));
}
