/**
 * What the sync engine writes after a stored chunk (engine.ts): the sync's progress, the link's last sync and
 * data-through day, and the BackfillComplete of the link's own linking sections (sections.ts).
 */
import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { ConnectorId, SyncStatus } from '../../../../domain/connectors';
import type { Database } from '../../../db/schema';
import type { ServiceContext } from '../../../kernel/context';
import { sectionsOfLink, sectionsWithLinks, setSectionFlags } from '../sections';

/** The claimed sync a chunk works, with its link. */
export interface ClaimedSync {
  id: number;
  link_id: number;
  source: ConnectorId;
  kind: string;
  range_start: string;
  range_end: string;
  days_total: number;
  days_done: number;
  attempts: number;
  advertiser_id: number;
  external_id: string;
  account_id: string | null;
  credential_id: number | null;
  campaign_id: number | null;
  campaign_type: string | null;
  removed_at: number | null;
}

export const plusDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;

/** Days from `start` to `end` inclusive. */
function daysFrom(start: string, end: string): number {
  return Math.round(DateTime.fromISO(end).diff(DateTime.fromISO(start), 'days').days) + 1;
}

/** After a stored chunk: progress, the link's last sync and data-through day, BackfillComplete at the end. */
export async function recordProgress(
  ctx: ServiceContext,
  instanceId: string,
  sync: ClaimedSync,
  end: string,
): Promise<SyncStatus> {
  const now = ctx.now();
  const daysDone = Math.min(
    sync.days_total,
    sync.days_done + daysFrom(plusDays(sync.range_start, sync.days_done), end),
  );
  const done = end >= sync.range_end;
  const status: SyncStatus = done ? 'done' : 'queued';
  await ctx.db.transaction().execute(async (trx) => {
    const wrote = await trx
      .updateTable('connector_syncs')
      .set({
        status,
        days_done: daysDone,
        attempts: 0,
        error: null,
        claimed_by: null,
        claimed_until: null,
        next_attempt_at: now,
        updated_at: now,
        finished_at: done ? now : null,
      })
      .where('id', '=', sync.id)
      .where('claimed_by', '=', instanceId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(wrote.numUpdatedRows) !== 1) return;
    const link = await trx
      .selectFrom('connector_links')
      .select(['data_through'])
      .where('id', '=', sync.link_id)
      .executeTakeFirstOrThrow();
    const through = link.data_through && link.data_through > end ? link.data_through : end;
    await trx
      .updateTable('connector_links')
      .set({
        last_sync_at: now,
        data_through: through,
        last_error: null,
        ...(done && sync.kind === 'backfill' ? { backfill_complete: 1 } : {}),
      })
      .where('id', '=', sync.link_id)
      .execute();
    if (sync.kind === 'backfill') await markBackfill(trx, sync, done, now);
  });
  return status;
}

/**
 * BackfillComplete of the link's sections: true once no live data link of the section waits for its backfill, false
 * while one runs (written only when it changes, so the record's Version moves only then). A search campaign's
 * backfill sets GoogleAds, never GoogleAdsVideo.
 */
async function markBackfill(trx: Transaction<Database>, sync: ClaimedSync, done: boolean, now: number) {
  const sections = sectionsOfLink(sync.source, sync.campaign_type);
  if (sections.length === 0) return;
  const waiting = done ? await sectionsWithLinks(trx, sync.advertiser_id, sections, true) : new Set(sections);
  const values = new Map(sections.map((section) => [section, !waiting.has(section)] as const));
  await setSectionFlags(trx, sync.advertiser_id, 'BackfillComplete', values, null, now);
}
