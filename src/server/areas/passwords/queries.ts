/** The password links' Kysely queries, taking the executor (the database or a transaction); no rules here. */
import type { Kysely } from 'kysely';
import type { Database, UserTokenPurpose } from '../../db/schema';

type Executor = Kysely<Database>;

/** A user as the links need them. */
export interface LinkUser {
  id: number;
  email: string;
  full_name: string;
  status: number;
}

export function findUser(db: Executor, id: number): Promise<LinkUser | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'full_name', 'status']).where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<LinkUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'status'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The agencies a user belongs to, first membership first. */
export async function membershipsOf(db: Executor, userId: number): Promise<{ agencyId: number; themeCode: string }[]> {
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
    .select(['user_agencies.agency_id', 'agencies.theme_code'])
    .where('user_agencies.user_id', '=', userId)
    .orderBy('user_agencies.position')
    .orderBy('user_agencies.agency_id')
    .execute();
  return rows.map((row) => ({ agencyId: row.agency_id, themeCode: row.theme_code }));
}

/** Revokes the user's open links (of one purpose, or all); answers how many were open. */
export async function revokeOpenTokens(
  db: Executor,
  userId: number,
  now: number,
  purpose?: UserTokenPurpose,
): Promise<number> {
  let update = db
    .updateTable('user_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (purpose) update = update.where('purpose', '=', purpose);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertToken(
  db: Executor,
  row: {
    user_id: number;
    purpose: UserTokenPurpose;
    token_hash: string;
    created_at: number;
    expires_at: number;
    created_by: number | null;
  },
): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({ ...row, used_at: null, revoked_at: null })
    .execute();
}

/** A link by its hash, with its user. */
export function findToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select([
      'user_tokens.id',
      'user_tokens.user_id',
      'user_tokens.purpose',
      'user_tokens.expires_at',
      'user_tokens.used_at',
      'user_tokens.revoked_at',
      'users.email',
      'users.full_name',
      'users.status',
    ])
    .where('user_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a link once: only the first of several concurrent uses changes the row. */
export async function useToken(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPasswordHash(db: Executor, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Ends every session of the user (their refresh tokens stop working at once, access tokens within a second). */
export async function revokeSessions(db: Executor, userId: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The open (unused, unrevoked, unexpired) invitation of each user, by user id. */
export async function openInvitations(
  db: Executor,
  userIds: readonly number[],
  now: number,
): Promise<Map<number, { createdAt: number; expiresAt: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_tokens')
    .select(['user_id', 'created_at', 'expires_at'])
    .where('user_id', 'in', [...userIds])
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { createdAt: row.created_at, expiresAt: row.expires_at }]));
}
