import type { Kysely } from 'kysely';

/**
 * "View as" (issue 21 §4): a session opened by an admin for another user, read-only. `view_as_by` is the admin's
 * user id (null for every ordinary session); the kernel guard refuses every write of such a session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('view_as_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('view_as_by').execute();
}
