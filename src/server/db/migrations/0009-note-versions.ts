import type { Kysely } from 'kysely';

/**
 * Campaign notes carry a version like layout customisations (issue 18, defect 13): an edit or delete names the
 * version it started from and is refused with a conflict when the note has changed since. Existing notes start at
 * version 1; every edit adds one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('campaign_notes')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaign_notes').dropColumn('version').execute();
}
