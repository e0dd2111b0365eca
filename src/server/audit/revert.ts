/**
 * The core of an audit entry's revert (issue 20), shared by the audit log's revert (System Admin) and the campaign
 * history's undo (issue 23): in one transaction, refuse when a later entry concerns the same object, run the area's
 * handler (it puts the object back to the entry's `before`) and write the new entry (action 'revert', `reverts` =
 * the entry). Refused for an area without a handler. Answers the new entry's id.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServiceContext } from '../kernel/context';
import { AppError } from '../kernel/errors';
import { readableTime } from '../kernel/readable-time';
import type { AuditActor, AuditArea, AuditEntry } from './audit-log';

/** The newest entry about the same object written after entry `id`, if any. */
export function newerEntry(
  db: Kysely<Database>,
  entry: { id: number; area: string; objectType: string; objectId: string },
) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_email'])
    .where('area', '=', entry.area)
    .where('object_type', '=', entry.objectType)
    .where('object_id', '=', entry.objectId)
    .where('id', '>', entry.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Reverts `entry` for `actor`; answers the id of the new 'revert' entry. */
export async function revertEntry(ctx: ServiceContext, actor: AuditActor, entry: AuditEntry): Promise<number> {
  const handler = ctx.audit.reverterOf(entry.area);
  if (!handler) throw new AppError(409, 'auditNotRevertible', { params: { area: entry.area } });
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newer = await newerEntry(trx, entry);
    if (newer) {
      throw new AppError(409, 'auditChangedSince', {
        params: { object: labelOf(entry), changedBy: newer.actor_email, changedAt: readableTime(newer.at) },
        details: { changedBy: newer.actor_email, changedAt: newer.at, entryId: Number(newer.id) },
      });
    }
    const { before, after } = await handler(entry, trx, actor);
    return ctx.audit.write(trx, {
      actor,
      agencyId: entry.agencyId,
      area: entry.area as AuditArea,
      objectType: entry.objectType,
      objectId: entry.objectId,
      objectLabel: entry.objectLabel,
      action: 'revert',
      before: before ?? undefined,
      after: after ?? undefined,
      reverts: entry.id,
    });
  });
  // A revert may change what any data call answers: this instance's cached answers go once it is committed (other
  // instances follow the data generation the handler bumped).
  ctx.cache.clear();
  return id;
}

function labelOf(entry: AuditEntry): string {
  return entry.objectLabel ? `${entry.objectLabel} (${entry.objectId})` : entry.objectId;
}
