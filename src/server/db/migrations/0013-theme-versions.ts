import type { Kysely } from 'kysely';

/**
 * The theme editor (issue 20): a theme row carries its version (compare-and-set, so two editors never overwrite
 * each other silently) and who changed it last, and when. Seeded themes start at version 1, never edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('themes')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('themes').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('themes').addColumn('updated_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_by', 'updated_at', 'version']) {
    await db.schema.alterTable('themes').dropColumn(column).execute();
  }
}
