/**
 * A grant the source refused (a 401 from its API): the credential needs re-authorisation and nothing retries it until
 * a new grant (issue 26). Helper A's credentials area exports the same `markNeedsReauth(db, credentialId, reason)`;
 * at merge this file gives way to it (one import line in service.ts).
 */
import type { Db } from '../../../db/database';

/** Marks a healthy credential needs_reauth with the reason; answers whether it changed (once, not per caller). */
export async function markNeedsReauth(db: Db, credentialId: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('connector_credentials')
    .set({ status: 'needs_reauth', status_reason: reason.slice(0, 500), updated_at: Date.now() })
    .where('id', '=', credentialId)
    .where('status', '=', 'healthy')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
