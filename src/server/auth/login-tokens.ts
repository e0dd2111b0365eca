import type { Db } from '../db/database';
import { randomToken, sha256 } from './secrets';

/** One-time sign-in links (e-mailed by admins) live 15 minutes and work once. */
export const LOGIN_TOKEN_MS = 15 * 60_000;

export async function createLoginToken(
  db: Db,
  userId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const expiresAt = now + LOGIN_TOKEN_MS;
  await db
    .insertInto('login_tokens')
    .values({ token_hash: sha256(token), user_id: userId, expires_at: expiresAt, used_at: null })
    .execute();
  return { token, expiresAt };
}

/** The user id of a valid, unused token, which is spent by this call; null otherwise. */
export async function consumeLoginToken(db: Db, token: string, now = Date.now()): Promise<number | null> {
  const hash = sha256(token);
  const result = await db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('login_tokens').select('user_id').where('token_hash', '=', hash).executeTakeFirst();
  return row?.user_id ?? null;
}
