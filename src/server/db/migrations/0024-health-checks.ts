import type { Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Health checks (issue 27):
 * - `health_check_runs`: every run of every check (kept 7 days). `agencies`: on freshness runs, each agency's
 *   rolled-up status (JSON `{ "<agencyId>": status }`), so an agency admin's history shows their agencies only;
 *   `payload`: the freshness tree of the newest freshness run only (older runs' are cleared).
 * - `health_heartbeats`: each instance's last tick of a background loop ('sync', 'health'; the report scheduler
 *   writes its own `scheduler_heartbeats`), so every instance counts.
 * - `health_slots`: the claim of one scheduled slot of the checks (one instance runs each slot).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_check_runs')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('ran_at', 'bigint', (c) => c.notNull())
    .addColumn('agencies', 'text')
    .addColumn('payload', 'text')
    .execute();
  await db.schema
    .createIndex('health_check_runs_name_at')
    .on('health_check_runs')
    .columns(['name', 'ran_at'])
    .execute();
  await db.schema
    .createTable('health_heartbeats')
    .addColumn('loop', 'text', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('beat_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('health_heartbeats_pk', ['loop', 'instance'])
    .execute();
  await db.schema
    .createTable('health_slots')
    .addColumn('slot', 'bigint', (c) => c.primaryKey())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['health_slots', 'health_heartbeats', 'health_check_runs'])
    await db.schema.dropTable(table).ifExists().execute();
}
