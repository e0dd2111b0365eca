import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A secret shared by every instance on the same database: read from the settings table, created once.
 * An explicit value (from the environment) wins.
 */
export async function sharedSecret(db: Db, key: string, explicit: string | null): Promise<string> {
  if (explicit) return explicit;
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (row) return row.value;
  await db
    .insertInto('settings')
    .values({ key, value: randomToken(48) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return stored.value;
}
