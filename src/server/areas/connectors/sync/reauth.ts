/**
 * Marks a credential as needing a new grant (issue 26). Helper A owns the real `markNeedsReauth` (credentials area:
 * status, reason, one audit entry); until it is merged this local function with the same name and signature stands
 * in (status and reason only, and only once: a credential already waiting keeps its first reason). At merge the
 * lead replaces this file's import in engine.ts with A's.
 */
import type { Db } from '../../../db/database';

export async function markNeedsReauth(db: Db, credentialId: number, reason: string): Promise<void> {
  await db
    .updateTable('connector_credentials')
    .set({ status: 'needs_reauth', status_reason: reason })
    .where('id', '=', credentialId)
    .where('status', '=', 'healthy')
    .execute();
}
