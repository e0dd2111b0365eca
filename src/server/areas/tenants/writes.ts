/**
 * What every tenant tree write shares: one transaction with its audit entry (area 'tenants'), a failure that is not
 * the caller's answered as the spec's 'Error occurred, please try again', and the checks of an allow-list and a time
 * zone that answer 400 naming the field.
 */
import { firstWidening, normalDomains } from '../../../domain/email-domains';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor } from '../../audit/audit-log';
import { bumpUsersGeneration } from '../../auth/users-generation';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';

export const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

export interface TenantChange {
  agencyId: number;
  objectType: 'agency' | 'subAgency' | 'station';
  objectId: number;
  objectLabel: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

export class TenantWrites {
  constructor(readonly ctx: ServiceContext) {}

  /** One write in one transaction; a new id that another write took meanwhile is tried once more. */
  async writing<T>(work: (trx: Db) => Promise<T>, retried = false): Promise<T> {
    try {
      const result = await this.ctx.db.transaction().execute(work);
      // This instance forgets its cached sessions at once; the others follow the generation `audited` moved.
      this.ctx.users.invalidate();
      return result;
    } catch (error) {
      if (!retried && isUniqueConflict(error)) return this.writing(work, true);
      throw failure(error);
    }
  }

  /**
   * The change's audit entry; the users' cached sessions are told too, since their agency lists name the agency's
   * sub-agencies and stations (the pickers of the chrome and of the admin screens).
   */
  async audited(trx: Db, user: SessionUser, change: TenantChange): Promise<void> {
    await this.ctx.audit.write(trx, { actor: actorOf(user), area: 'tenants', ...change });
    await bumpUsersGeneration(trx);
  }

  now(): number {
    return this.ctx.now();
  }
}

function failure(error: unknown): unknown {
  if (error instanceof AppError || isDatabaseUnavailable(error)) return error;
  const wrapped = new AppError(500, 'errorOccurred');
  wrapped.cause = error;
  return wrapped;
}

function isUniqueConflict(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? '')}` : '';
  return /UNIQUE constraint|duplicate key|23505/i.test(text);
}

/** An IANA time zone Intl knows; 400 naming the field otherwise. */
export function checkTimeZone(zone: string, field: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new AppError(400, 'tenantBadTimeZone', { params: { zone, field }, details: { field } });
  }
}

/**
 * A child's own allow-list as stored (lower-cased, each once; null inherits), refused with 400 naming the first
 * domain the parent's effective list does not allow.
 */
export function narrowedList(
  list: readonly string[] | null | undefined,
  parentList: readonly string[] | null,
  parent: string,
  field: string,
): string[] | null {
  if (list == null) return null;
  const own = normalDomains(list);
  const domain = firstWidening(own, parentList);
  if (domain !== null)
    throw new AppError(400, 'tenantDomainWidens', { params: { domain, parent, field }, details: { field } });
  return own;
}
