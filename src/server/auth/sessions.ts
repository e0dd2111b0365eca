import type { Kysely } from 'kysely';
import { SESSION_SECONDS } from '../../domain/constants';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import type { ActiveScope } from './session-user';

export interface SessionRow extends ActiveScope {
  id: string;
  user_id: number;
  /** The admin viewing the portal as this session's user (read-only), or null for an ordinary session. */
  view_as_by?: number | null;
}

/** What makes a session other than an ordinary sign-in. */
export interface SessionOptions {
  /** A view-as session: the admin who opened it. */
  viewAsBy?: number | null;
  /** Its lifetime (s); SESSION_SECONDS by default. */
  seconds?: number;
  /** Writes through this transaction (the change it belongs to) instead of one of its own. */
  executor?: Kysely<Database>;
}

export type RotateResult =
  { ok: true; session: SessionRow; refreshToken: string } | { ok: false; reason: 'unknown' | 'reused' | 'expired' };

/** How long a session row read for `isActive` is trusted (ms): the revocation delay across instances. */
export const SESSION_CHECK_MS = 1_000;
const RECENT_SESSIONS = 10_000;

interface SeenSession {
  row: { user_id: number; revoked_at: number | null; expires_at: number } | null;
  /** performance.now() of the read: a monotonic clock, unaffected by the app's (possibly fixed) clock. */
  readAt: number;
}

/** Sessions last 30 days; refresh tokens are stored hashed and rotate on every use. */
export class SessionStore {
  private readonly recent = new Map<string, SeenSession>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async create(
    userId: number,
    scope: ActiveScope,
    options: SessionOptions = {},
  ): Promise<{ session: SessionRow; refreshToken: string; createdAt: number; expiresAt: number }> {
    const at = this.now();
    const viewAsBy = options.viewAsBy ?? null;
    const session = { id: randomToken(18), user_id: userId, ...scope, view_as_by: viewAsBy };
    const refreshToken = randomToken();
    const expiresAt = at + (options.seconds ?? SESSION_SECONDS) * 1000;
    const write = async (trx: Kysely<Database>) => {
      await trx
        .insertInto('sessions')
        .values({ ...session, created_at: at, expires_at: expiresAt, revoked_at: null })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: sha256(refreshToken), session_id: session.id, issued_at: at, rotated_at: null })
        .execute();
    };
    if (options.executor) await write(options.executor);
    else await this.db.transaction().execute(write);
    return { session, refreshToken, createdAt: at, expiresAt };
  }

  /**
   * Exchanges a refresh token for a new one. A token that was already rotated is a sign of theft:
   * the whole session is revoked, so neither the thief nor the owner can go on with it.
   */
  async rotate(refreshToken: string, scope: ActiveScope | null): Promise<RotateResult> {
    const at = this.now();
    const hash = sha256(refreshToken);
    const result = await this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await trx
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select([
          'refresh_tokens.rotated_at',
          'sessions.id',
          'sessions.user_id',
          'sessions.agency_id',
          'sessions.sub_agency_id',
          'sessions.station_id',
          'sessions.expires_at',
          'sessions.revoked_at',
          'sessions.view_as_by',
        ])
        .where('refresh_tokens.token_hash', '=', hash)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null) return { ok: false, reason: 'unknown' };
      if (row.expires_at <= at) return { ok: false, reason: 'expired' };
      const claimed = await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: at })
        .where('token_hash', '=', hash)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      if (row.rotated_at !== null || Number(claimed.numUpdatedRows) !== 1) {
        await trx.updateTable('sessions').set({ revoked_at: at }).where('id', '=', row.id).execute();
        return { ok: false, reason: 'reused' };
      }
      const next = randomToken();
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: sha256(next), session_id: row.id, issued_at: at, rotated_at: null })
        .execute();
      const active = scope ?? {
        agency_id: row.agency_id,
        sub_agency_id: row.sub_agency_id,
        station_id: row.station_id,
      };
      if (scope) await trx.updateTable('sessions').set(scope).where('id', '=', row.id).execute();
      return {
        ok: true,
        session: { id: row.id, user_id: row.user_id, ...active, view_as_by: row.view_as_by },
        refreshToken: next,
      };
    });
    // A reused token revokes its session: its access tokens must stop working at once here too.
    if (!result.ok && result.reason === 'reused') this.recent.clear();
    return result;
  }

  /** The user a refresh token belongs to, used to check a requested scope before rotating. */
  async ownerOf(refreshToken: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select('sessions.user_id')
      .where('refresh_tokens.token_hash', '=', sha256(refreshToken))
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /**
   * Whether the session may be used by this user: it is theirs, not revoked and not expired. Every authenticated
   * request asks, so the row is remembered for SESSION_CHECK_MS: a revocation through this instance applies at
   * once (`revoke` forgets the row), one made through another instance within that time. Expiry is checked
   * against the clock on every call.
   */
  async isActive(sessionId: string, userId: number): Promise<boolean> {
    let seen = this.recent.get(sessionId);
    if (!seen || performance.now() - seen.readAt >= SESSION_CHECK_MS) {
      const row = await this.db
        .selectFrom('sessions')
        .select(['user_id', 'revoked_at', 'expires_at'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
      seen = { row: row ?? null, readAt: performance.now() };
      this.remember(sessionId, seen);
    }
    const { row } = seen;
    return !!row && row.user_id === userId && row.revoked_at === null && row.expires_at > this.now();
  }

  private remember(sessionId: string, seen: SeenSession): void {
    // Bounded: the oldest entry goes first (Map keeps insertion order).
    this.recent.delete(sessionId);
    if (this.recent.size >= RECENT_SESSIONS) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(sessionId, seen);
  }

  /**
   * Ends every live session of a user (deactivated or deleted), inside the change's transaction: their refresh
   * tokens stop rotating and their access tokens are refused at the next check. Call `forgetAll` once it commits.
   */
  async revokeAllOf(executor: Kysely<Database>, userId: number): Promise<void> {
    await executor
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      // The user's own sessions, and the visits they opened as someone else (view as).
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('view_as_by', '=', userId)]))
      .where('revoked_at', 'is', null)
      .execute();
    this.recent.clear();
  }

  /** Forgets every remembered session row, so the next check of each reads the database. */
  forgetAll(): void {
    this.recent.clear();
  }

  async setScope(sessionId: string, scope: ActiveScope): Promise<void> {
    await this.db.updateTable('sessions').set(scope).where('id', '=', sessionId).execute();
  }

  /** Ends a session; given `userId`, only when the session is that user's (sign-out by a token's claims). */
  async revoke(sessionId: string, userId?: number): Promise<void> {
    this.recent.delete(sessionId);
    let update = this.db
      .updateTable('sessions')
      .set({ revoked_at: this.now() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null);
    if (userId !== undefined) update = update.where('user_id', '=', userId);
    await update.execute();
    // Again after the write: a check that read the row just before it may have remembered it meanwhile.
    this.recent.delete(sessionId);
  }
}
