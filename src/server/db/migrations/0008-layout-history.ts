import type { Kysely } from 'kysely';

/**
 * Layout editor history (issue 7). A reset no longer has to delete a customisation (which would drop its history):
 * `layout_customizations.active` is 0 after a reset, so the scope shows what it inherits while its versions stay.
 * Each `layout_versions` row says what made it (`action`: save, reset, restore), which version a restore brought
 * back, and a readable summary of what changed against the version before. A reset's row keeps the JSON text
 * `null` as its document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('layout_customizations')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('layout_versions')
    .addColumn('action', 'text', (c) => c.notNull().defaultTo('save'))
    .execute();
  await db.schema.alterTable('layout_versions').addColumn('restored_from', 'integer').execute();
  await db.schema
    .alterTable('layout_versions')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layout_versions').dropColumn('summary').execute();
  await db.schema.alterTable('layout_versions').dropColumn('restored_from').execute();
  await db.schema.alterTable('layout_versions').dropColumn('action').execute();
  await db.schema.alterTable('layout_customizations').dropColumn('active').execute();
}
