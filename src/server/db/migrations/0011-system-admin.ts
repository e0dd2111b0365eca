import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType, isPostgres } from './helpers';

/**
 * The System Admin wave (issue 20):
 * - `audit_log`: every admin change, append-only (the application only inserts and reads it): who, when, which
 *   tenant, which area and object, the action, the object before and after as JSON text (secrets redacted), and
 *   for a revert the entry it reverted.
 * - `images`: uploaded pictures after re-encoding (logos, favicons, publisher logos), addressed by the SHA-256 of
 *   their stored bytes, so the same picture uploaded twice is one row and a URL never changes meaning.
 * - `publisher_logos` with `publisher_logo_aliases` and `publisher_logo_prefixes`: the logo of a publisher name,
 *   matched by name, alias or prefix (001 §7). An alias or a prefix belongs to one logo.
 * - `agency_disabled_modules`: module kinds an agency has switched off (none by default).
 * - `usage_events`: one row per sign-in, dashboard view, export, share, share-link open and scheduled run, by
 *   agency and day, for the usage reports.
 * - `tooltips.updated_by`: who last edited a tooltip.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  const blob = isPostgres(db) ? 'bytea' : 'blob';

  await s
    .createTable('audit_log')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('agency_id', 'integer')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('object_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reverts', 'integer')
    .execute();
  await s.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await s.createIndex('audit_log_area_at').on('audit_log').columns(['area', 'at']).execute();
  await s.createIndex('audit_log_agency_at').on('audit_log').columns(['agency_id', 'at']).execute();
  await s.createIndex('audit_log_object').on('audit_log').columns(['area', 'object_type', 'object_id']).execute();

  await s
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('publisher_logos')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('publisher_logo_aliases')
    .addColumn('alias', 'text', (c) => c.primaryKey())
    .addColumn('logo_name', 'text', (c) => c.notNull().references('publisher_logos.name').onDelete('cascade'))
    .execute();
  await s
    .createTable('publisher_logo_prefixes')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('logo_name', 'text', (c) => c.notNull().references('publisher_logos.name').onDelete('cascade'))
    .execute();
  await s.createIndex('publisher_logo_aliases_logo').on('publisher_logo_aliases').column('logo_name').execute();
  await s.createIndex('publisher_logo_prefixes_logo').on('publisher_logo_prefixes').column('logo_name').execute();

  await s
    .createTable('agency_disabled_modules')
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text', (c) => c.notNull())
    .addColumn('disabled_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agency_disabled_modules_pk', ['agency_id', 'kind'])
    .execute();

  await s
    .createTable('usage_events')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('agency_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('advertiser_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('format', 'text')
    .addCheckConstraint(
      'usage_events_kind',
      sql`kind in ('sign_in', 'dashboard_view', 'export', 'share_create', 'share_open', 'scheduled_run')`,
    )
    .execute();
  await s.createIndex('usage_events_day').on('usage_events').columns(['day', 'agency_id']).execute();

  await s
    .alterTable('tooltips')
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tooltips').dropColumn('updated_by').execute();
  for (const table of [
    'usage_events',
    'agency_disabled_modules',
    'publisher_logo_prefixes',
    'publisher_logo_aliases',
    'publisher_logos',
    'images',
    'audit_log',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
