import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Layout customisations, their history, the configurability log and the tooltip catalogue.
 *
 * - `layout_customizations`: one stored layout document (JSON text) per scope (an agency or an advertiser) and
 *   tab; `version` counts saves (optimistic concurrency).
 * - `layout_versions`: every saved version of a customisation.
 * - `configurability_log`: who saved or reset which layout, when.
 * - `tooltips`: help texts by key (metric field names and `help.*` keys).
 *
 * Times in these tables are ISO-8601 text, users are e-mail addresses (the log outlives accounts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('layout_customizations')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('scope_kind', 'text', (c) => c.notNull())
    .addColumn('scope_id', 'integer', (c) => c.notNull())
    .addColumn('tactic', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('layout_customizations_scope', ['scope_kind', 'scope_id', 'tactic'])
    .addCheckConstraint('layout_customizations_kind', sql`scope_kind in ('agency', 'advertiser')`)
    .execute();

  await s
    .createTable('layout_versions')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('customization_id', 'integer', (c) =>
      c.notNull().references('layout_customizations.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('layout_versions_version', ['customization_id', 'version'])
    .execute();

  await s
    .createTable('configurability_log')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('scope_kind', 'text', (c) => c.notNull())
    .addColumn('scope_id', 'integer', (c) => c.notNull())
    .addColumn('tactic', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addCheckConstraint('configurability_log_kind', sql`scope_kind in ('agency', 'advertiser')`)
    .addCheckConstraint('configurability_log_action', sql`action in ('save', 'reset')`)
    .execute();
  await s.createIndex('configurability_log_at').on('configurability_log').columns(['at']).execute();
  await s
    .createIndex('configurability_log_scope')
    .on('configurability_log')
    .columns(['scope_kind', 'scope_id', 'at'])
    .execute();

  await s
    .createTable('tooltips')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tooltips', 'configurability_log', 'layout_versions', 'layout_customizations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
