import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const KEY = 'users_generation';

/**
 * A number kept in the `settings` table that goes up with every change to a user (status, profile, roles, rights,
 * memberships). Each instance's SessionUserLoader compares it (at most once a second) before serving a cached user,
 * so a change made through any instance reaches every instance's caches.
 */
export async function currentUsersGeneration(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** Increments the generation atomically, inside the change's own transaction when given one. */
export async function bumpUsersGeneration(executor: Kysely<Database>): Promise<void> {
  await executor
    .insertInto('settings')
    .values({ key: KEY, value: '1' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`cast(cast(settings.value as integer) + 1 as text)` }))
    .execute();
}
