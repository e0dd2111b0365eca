import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Automated alerts (issue 27). Times are epoch ms.
 * - `alert_settings`: the agency's settings and its advertisers' and campaigns' overrides (JSON), recipients and a
 *   version; one row per level and object (`scope_key`).
 * - `alerts`: one alert of one rule about one object; one live (pending or firing) row per rule × object, a new row
 *   when a resolved condition comes back.
 * - `alert_events`: every state change and who made it.
 * - `alert_claims`: an agency's evaluation and digest of one window, claimed once across instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('alert_settings')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('scope_key', 'text', (c) => c.notNull().unique())
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('advertiser_id', 'integer')
    .addColumn('campaign_id', 'integer')
    .addColumn('override', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('{"roles":[],"userIds":[]}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await s.createIndex('alert_settings_agency').on('alert_settings').column('agency_id').execute();

  await s
    .createTable('alerts')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('advertiser_id', 'integer')
    .addColumn('campaign_id', 'integer')
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('object_label', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('fired_at', 'bigint')
    .addColumn('resolved_at', 'bigint')
    .addColumn('acknowledged_by', 'text')
    .addColumn('acknowledged_at', 'bigint')
    .addColumn('snoozed_until', 'bigint')
    .addColumn('snoozed_by', 'text')
    .addColumn('client_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data_late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('value', 'double precision')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('digested_in', 'text')
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addCheckConstraint('alerts_state', sql`state in ('pending', 'firing', 'resolved')`)
    .execute();
  await s.createIndex('alerts_live').on('alerts').columns(['agency_id', 'state', 'rule', 'object_key']).execute();
  await s.createIndex('alerts_advertiser').on('alerts').columns(['advertiser_id', 'state']).execute();

  await s
    .createTable('alert_events')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('by', 'text')
    .execute();
  await s.createIndex('alert_events_alert').on('alert_events').columns(['alert_id', 'at']).execute();

  await s
    .createTable('alert_claims')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alert_claims', 'alert_events', 'alerts', 'alert_settings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
