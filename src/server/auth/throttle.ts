import { sql } from 'kysely';
import { usesPostgres } from '../db/bulk-insert';
import type { Db } from '../db/database';
import { AppError } from '../kernel/errors';

export interface ThrottleLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

/** Five failures per account or twenty per address within fifteen minutes pause sign-in there. */
export const DEFAULT_LIMITS: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 };

/** An attempt let through: it counts as a failure until it is settled as a success or released. */
export interface ThrottleAttempt {
  /** The account's key in `login_attempts`. */
  readonly accountKey: string;
  /** The rows this attempt recorded (one for the account, one for the address). */
  readonly ids: readonly number[];
}

/** Whether an attempt may go on; when not, how long until the account or address may try again (ms). */
export type ThrottleDecision = { allowed: true; attempt: ThrottleAttempt } | { allowed: false; waitMs: number };

/**
 * Failed sign-ins counted in the database, so every instance behind a load balancer sees the same count.
 * An attempt is recorded before the password is checked and decided in the same transaction, so concurrent
 * attempts cannot all slip under the limit; one that succeeds or turns out not to be a failure is settled after.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records an attempt for the account and the address and decides whether it may go on. A refused attempt
   * leaves no trace, so hammering a paused account does not prolong the pause or count against the address.
   */
  async attempt(account: string, address: string): Promise<ThrottleDecision> {
    const at = this.now();
    const since = at - this.limits.windowMs;
    const keys = [
      { key: `acct:${account}`, limit: this.limits.perAccount },
      { key: `ip:${address}`, limit: this.limits.perAddress },
    ];
    const names = keys.map(({ key }) => key);
    const decision = await this.db.transaction().execute(async (trx): Promise<ThrottleDecision> => {
      // PostgreSQL: attempts on the same keys queue here until this transaction ends (sorted: no deadlock).
      // SQLite: the insert below takes the database's write lock first, which serialises writers as well.
      if (usesPostgres(trx)) {
        for (const key of [...names].sort())
          await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
      const inserted = await trx
        .insertInto('login_attempts')
        .values(names.map((key) => ({ key, at })))
        .returning('id')
        .execute();
      const ids = inserted.map((row) => row.id);
      const counts = await trx
        .selectFrom('login_attempts')
        .select((eb) => ['key', eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
        .where('key', 'in', names)
        .where('at', '>', since)
        .groupBy('key')
        .execute();
      // This attempt is among the counted rows: it may go on while no key holds more than its limit.
      const blocked = keys
        .map(({ key, limit }) => ({ limit, row: counts.find((c) => c.key === key) }))
        .filter(({ limit, row }) => Number(row?.n ?? 0) > limit);
      if (blocked.length === 0) return { allowed: true, attempt: { accountKey: names[0]!, ids } };
      await trx.deleteFrom('login_attempts').where('id', 'in', ids).execute();
      const oldest = Math.max(...blocked.map(({ row }) => Number(row!.oldest)));
      return { allowed: false, waitMs: Math.max(1, oldest + this.limits.windowMs - at) };
    });
    // Old rows are of no further use; prune them as we go rather than by a job.
    await this.db.deleteFrom('login_attempts').where('at', '<', since).execute();
    return decision;
  }

  /** A successful sign-in: the account's failures are forgotten, and this attempt's row of the address too. */
  async succeeded(attempt: ThrottleAttempt): Promise<void> {
    await this.db
      .deleteFrom('login_attempts')
      .where((eb) => eb.or([eb('key', '=', attempt.accountKey), eb('id', 'in', attempt.ids)]))
      .execute();
  }

  /** An attempt that was no failure (e.g. an expired link, a missing password): it stops counting. */
  async release(attempt: ThrottleAttempt): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('id', 'in', attempt.ids).execute();
  }
}

/** The 429 of a paused sign-in, saying how long to wait in whole minutes (at least one). */
export function signInPaused(waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1
    ? new AppError(429, 'signInPausedOneMinute')
    : new AppError(429, 'signInPausedMinutes', { params: { minutes } });
}
