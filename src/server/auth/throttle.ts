import type { Db } from '../db/database';

export interface ThrottleLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

/** Five failures per account or twenty per address within fifteen minutes pause sign-in there. */
export const DEFAULT_LIMITS: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 };

/**
 * Failed sign-ins counted in the database, so every instance behind a load balancer sees the same count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the account or address may try again; 0 when it may try now. */
  async waitFor(account: string, address: string): Promise<number> {
    const since = this.now() - this.limits.windowMs;
    const [byAccount, byAddress] = await Promise.all([
      this.failures(`acct:${account}`, since),
      this.failures(`ip:${address}`, since),
    ]);
    const blocked = [
      byAccount.length >= this.limits.perAccount ? byAccount : null,
      byAddress.length >= this.limits.perAddress ? byAddress : null,
    ].filter((list): list is number[] => list !== null);
    if (blocked.length === 0) return 0;
    const oldest = Math.max(...blocked.map((list) => Math.min(...list)));
    return Math.max(1, oldest + this.limits.windowMs - this.now());
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const at = this.now();
    await this.db
      .insertInto('login_attempts')
      .values([
        { key: `acct:${account}`, at },
        { key: `ip:${address}`, at },
      ])
      .execute();
    // Old rows are of no further use; prune them as we go rather than by a job.
    await this.db
      .deleteFrom('login_attempts')
      .where('at', '<', at - this.limits.windowMs)
      .execute();
  }

  async recordSuccess(account: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '=', `acct:${account}`).execute();
  }

  private async failures(key: string, since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .execute();
    return rows.map((r) => r.at);
  }
}

/** How long a throttled caller waits, in words for the catalogue's `signInThrottled` ("1 minute", "5 minutes"). */
export function waitText(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
