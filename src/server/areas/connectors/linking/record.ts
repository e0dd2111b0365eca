/**
 * Saving an advertiser's account-linking record (issue 26, helper B; 001 §3): one conditional write per save, so a
 * caller holding a stale Version is refused with 409 and nothing is written (even when two saves race: the write
 * only lands on the Version it read), and one audit entry in the same transaction. The links' own changes
 * (LinkStore) write through `updateSections` of links.ts.
 */
import type { Transaction } from 'kysely';
import { LINKING_SOURCES, withTextViewId, type LinkingSource } from '../../../../domain/account-linking';
import type { AuditActor, AuditLog } from '../../../audit/audit-log';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../kernel/errors';
import { readLinkingRecord, type LinkingRecord } from '../links';

/** The record as callers read it (001 §3): every section with its defaults, the analytics ViewId as text. */
export interface LinkingAnswer {
  id: number;
  Version: number;
  [section: string]: unknown;
}

/** The internal fields a section keeps beside the ones 001 §3 shows (the analytics grant chosen by addGaToken). */
export const INTERNAL_FIELDS = ['GoogleUserId'] as const;

/** A record in the answer's shape: sections with defaults, SiteLinks a list, ViewId text, internal fields kept out. */
export function answerOf(advertiserId: number, record: LinkingRecord, version: number): LinkingAnswer {
  const answer: LinkingAnswer = { id: advertiserId, Version: version };
  for (const source of LINKING_SOURCES) {
    const section: Record<string, unknown> = { ...(record[source] ?? {}) };
    for (const field of INTERNAL_FIELDS) delete section[field];
    section.Enabled = section.Enabled === true;
    if (source !== 'GoogleAdManager') section.BackfillComplete = section.BackfillComplete === true;
    if (source === 'GoogleAnalytics') {
      for (const field of ['AccountId', 'ViewId', 'WebPropertyId', 'GA4PropertyId'])
        section[field] = section[field] == null || section[field] === '' ? null : String(section[field]);
    }
    if (source === 'GoogleSearchConsole')
      section.SiteLinks = Array.isArray(section.SiteLinks) ? section.SiteLinks.map(String) : [];
    answer[source] = section;
  }
  return answer;
}

export interface RecordSave {
  advertiserId: number;
  agencyId: number;
  /** The Version the caller read; null: no check (a change that is not a whole-record save, e.g. the GA status). */
  expectedVersion: number | null;
  actor: AuditActor;
  /** Audit action and label. */
  action: string;
  label: string;
  change: (record: LinkingRecord) => void;
}

/**
 * Applies `change` to the record and stores it as the next Version in `trx`, audited; 409 'accountLinkingStale'
 * (with the current Version) when `expectedVersion` is not the stored one or another save landed first.
 */
export async function saveRecord(
  trx: Transaction<Database>,
  audit: AuditLog,
  now: number,
  save: RecordSave,
): Promise<{ record: LinkingRecord; version: number }> {
  const { record, version } = await readLinkingRecord(trx, save.advertiserId);
  const stale = () => new AppError(409, 'accountLinkingStale', { details: { Version: version } });
  if (save.expectedVersion !== null && save.expectedVersion !== version) throw stale();
  const before = structuredClone(record);
  save.change(record);
  const next = withTextViewId(record as { GoogleAnalytics?: { ViewId?: string | number | null } }) as LinkingRecord;
  const text = JSON.stringify(next);
  if (version === 0) {
    const exists = await trx
      .selectFrom('account_links')
      .select('advertiser_id')
      .where('advertiser_id', '=', save.advertiserId)
      .executeTakeFirst();
    if (exists) throw stale();
    // Two first saves racing: the second insert meets the key and is the stale one (the transaction rolls back).
    await trx
      .insertInto('account_links')
      .values({
        advertiser_id: save.advertiserId,
        record: text,
        version: 1,
        updated_at: now,
        updated_by: save.actor.id,
      })
      .execute()
      .catch(() => {
        throw stale();
      });
  } else {
    const result = await trx
      .updateTable('account_links')
      .set({ record: text, version: version + 1, updated_at: now, updated_by: save.actor.id })
      .where('advertiser_id', '=', save.advertiserId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw stale();
  }
  await audit.write(trx, {
    actor: save.actor,
    agencyId: save.agencyId,
    area: 'connectors',
    objectType: 'accountLinking',
    objectId: String(save.advertiserId),
    objectLabel: save.label,
    action: save.action,
    before: changedSections(before, next, 'before'),
    after: changedSections(before, next, 'after'),
  });
  return { record: next, version: version + 1 };
}

/** The sections a save changed, as they were before or are after (the audit entry's two sides). */
function changedSections(before: LinkingRecord, after: LinkingRecord, side: 'before' | 'after') {
  const changed: Partial<Record<LinkingSource, unknown>> = {};
  for (const source of LINKING_SOURCES) {
    if (JSON.stringify(before[source] ?? null) !== JSON.stringify(after[source] ?? null))
      changed[source] = (side === 'before' ? before : after)[source] ?? null;
  }
  return changed;
}
