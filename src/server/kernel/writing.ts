/**
 * The admin areas' one way to write: a transaction, and a failure that is not the caller's as the spec's text
 * (advertisers, sales, campaign moves).
 */
import type { SessionUser } from '../../domain/user';
import type { AuditActor } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { ServiceContext } from './context';
import { isDatabaseUnavailable } from './database-health';
import { AppError } from './errors';

/** Runs a write in one transaction; anything unexpected becomes 500 'Error occurred, please try again'. */
export async function writing<T>(ctx: ServiceContext, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    const failure = new AppError(500, 'errorOccurred');
    failure.cause = error;
    throw failure;
  }
}

/** The audit log's actor of a caller. */
export function actorOf(user: SessionUser): AuditActor {
  return { id: user.user_id, email: user.email };
}
