/**
 * The one place an advertiser's external objects are linked and unlinked (issue 26), for every source's calls:
 * - a linked object that carries data gets a campaign of the advertiser (its data lands there through the
 *   importer's path) and a queued backfill (`connector_syncs`, picked up by the sync engine);
 * - unlinking keeps the row and its campaign's data (`removed_at`), relinking revives it;
 * - the account-linking record's sections of the links are Enabled while a link of theirs is live (sections.ts: a
 *   section per campaign type where a source has two), in the same transaction, one Version per change at most;
 * - every change is audited (area 'connectors') in the same transaction.
 */
import { DateTime } from 'luxon';
import type { Selectable, Transaction } from 'kysely';
import { CONNECTORS } from '../../../../connectors';
import type { ConnectorId, LinkObjectKind } from '../../../domain/connectors';
import type { AuditActor, AuditLog } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ConnectorLinksTable } from '../../db/schema-connectors';
import { setLinksEnabled } from './sections';

export { emptyLinkingRecord, readLinkingRecord, updateSections, type LinkingRecord } from './sections';

/** A stored link. */
export type LinkRow = Selectable<ConnectorLinksTable>;

/** An object to link, as the source lists it. */
export interface LinkObject {
  kind: LinkObjectKind;
  externalId: string;
  name: string;
  accountId: string | null;
  /** The campaign type its data lands as; null for an object that holds no data itself (a manager account). */
  campaignType: string | null;
  /** Its flight, when the source knows it (yyyy-MM-dd): the campaign's dates and the backfill's start. */
  startDate?: string | null;
  endDate?: string | null;
}

export interface LinkRequest {
  advertiserId: number;
  agencyId: number;
  source: ConnectorId;
  credentialId: number | null;
  objects: LinkObject[];
  actor: AuditActor;
}

/** Campaign ids of linked objects start here, far above the demo's and an importer's own ids. */
export const LINKED_CAMPAIGN_BASE = 700_000_000;

type Executor = Transaction<Database> | Db;

export class LinkStore {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly now: () => number,
    /** Told once a link made campaigns of an advertiser: the response cache forgets its kept campaign rows. */
    private readonly campaignsChanged: (advertiserId: number) => void = () => {},
  ) {}

  /** Live links of an advertiser for a source (all sources when omitted), oldest first. */
  async list(advertiserId: number, source?: ConnectorId, executor: Executor = this.db): Promise<LinkRow[]> {
    let query = executor
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .where('removed_at', 'is', null);
    if (source) query = query.where('source', '=', source);
    return query.orderBy('id').execute();
  }

  /**
   * Links the objects not linked yet (reviving removed ones), in one transaction: campaigns for data objects, a
   * queued backfill each, the links' sections Enabled, one audit entry. Answers the links it created or revived.
   */
  async link(request: LinkRequest): Promise<LinkRow[]> {
    const created = await this.#link(request);
    if (created.length > 0) this.campaignsChanged(request.advertiserId);
    return created;
  }

  async #link(request: LinkRequest): Promise<LinkRow[]> {
    return this.db.transaction().execute(async (trx) => {
      const created: LinkRow[] = [];
      for (const object of request.objects) {
        const row = await this.#linkOne(trx, request, object);
        if (row) created.push(row);
      }
      if (created.length > 0) {
        await setLinksEnabled(trx, request.advertiserId, created, true, request.actor.id, this.now());
        await this.audit.write(trx, {
          actor: request.actor,
          agencyId: request.agencyId,
          area: 'connectors',
          objectType: 'link',
          objectId: `${request.advertiserId}:${request.source}`,
          objectLabel: `${CONNECTORS[request.source].title}: ${created.map((r) => r.external_name).join(', ')}`,
          action: 'link',
          after: created.map(linkSummary),
        });
      }
      return created;
    });
  }

  /** Unlinks objects by external id; a section is disabled when no live link of its campaign types is left. */
  async unlink(request: Omit<LinkRequest, 'objects' | 'credentialId'> & { externalIds: string[] }): Promise<LinkRow[]> {
    if (request.externalIds.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('connector_links')
        .selectAll()
        .where('advertiser_id', '=', request.advertiserId)
        .where('source', '=', request.source)
        .where('external_id', 'in', request.externalIds)
        .where('removed_at', 'is', null)
        .execute();
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      await trx
        .updateTable('connector_links')
        .set({ removed_at: this.now(), removed_by: request.actor.email })
        .where('id', 'in', ids)
        .execute();
      // Queued work of an unlinked object is dropped; data already stored stays with its campaign.
      await trx.deleteFrom('connector_syncs').where('link_id', 'in', ids).where('status', '=', 'queued').execute();
      await setLinksEnabled(trx, request.advertiserId, rows, false, request.actor.id, this.now());
      await this.audit.write(trx, {
        actor: request.actor,
        agencyId: request.agencyId,
        area: 'connectors',
        objectType: 'link',
        objectId: `${request.advertiserId}:${request.source}`,
        objectLabel: `${CONNECTORS[request.source].title}: ${rows.map((r) => r.external_name).join(', ')}`,
        action: 'unlink',
        before: rows.map(linkSummary),
      });
      return rows;
    });
  }

  async #linkOne(trx: Transaction<Database>, request: LinkRequest, object: LinkObject): Promise<LinkRow | null> {
    const existing = await trx
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', request.advertiserId)
      .where('source', '=', request.source)
      .where('object_kind', '=', object.kind)
      .where('external_id', '=', object.externalId)
      .executeTakeFirst();
    if (existing && existing.removed_at === null) return null;
    const now = this.now();
    let link: LinkRow;
    if (existing) {
      link = await trx
        .updateTable('connector_links')
        .set({
          removed_at: null,
          removed_by: null,
          external_name: object.name,
          credential_id: request.credentialId,
          connected_at: now,
          connected_by: request.actor.email,
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      link = await trx
        .insertInto('connector_links')
        .values({
          advertiser_id: request.advertiserId,
          agency_id: request.agencyId,
          source: request.source,
          object_kind: object.kind,
          external_id: object.externalId,
          external_name: object.name,
          account_id: object.accountId,
          credential_id: request.credentialId,
          campaign_id: null,
          campaign_type: object.campaignType,
          connected_at: now,
          connected_by: request.actor.email,
          removed_at: null,
          removed_by: null,
          last_sync_at: null,
          data_through: null,
          last_error: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (object.campaignType === null) return link;
    if (link.campaign_id === null) link = await this.#createCampaign(trx, request, object, link);
    const manifest = CONNECTORS[request.source];
    if (manifest.flags.backfill) {
      const today = DateTime.fromMillis(now, { zone: 'utc' }).startOf('day');
      const earliest = today.minus({ days: manifest.budget.backfillDays }).toISODate()!;
      const start = object.startDate && object.startDate > earliest ? object.startDate : earliest;
      const yesterday = today.minus({ days: 1 }).toISODate()!;
      const end = object.endDate && object.endDate < yesterday ? object.endDate : yesterday;
      // Nothing to load yet (a later flight): complete now; its daily syncs pick it up.
      link = await trx
        .updateTable('connector_links')
        .set({ backfill_complete: start <= end ? 0 : 1 })
        .where('id', '=', link.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (start <= end) {
        await trx
          .insertInto('connector_syncs')
          .values({
            link_id: link.id,
            source: request.source,
            kind: 'backfill',
            status: 'queued',
            range_start: start,
            range_end: end,
            days_total: daysBetween(start, end),
            next_attempt_at: now,
            claimed_by: null,
            claimed_until: null,
            error: null,
            requested_by: request.actor.email,
            created_at: now,
            updated_at: now,
            finished_at: null,
          })
          .execute();
      }
    }
    return link;
  }

  async #createCampaign(
    trx: Transaction<Database>,
    request: LinkRequest,
    object: LinkObject,
    link: LinkRow,
  ): Promise<LinkRow> {
    const now = this.now();
    const today = DateTime.fromMillis(now, { zone: 'utc' }).toISODate()!;
    const id = LINKED_CAMPAIGN_BASE + link.id;
    // An object without a flight (a page, a site, a property) runs from the first day its backfill loads.
    const first = DateTime.fromISO(today).minus({ days: CONNECTORS[request.source].budget.backfillDays });
    const start = object.startDate ?? first.toISODate()!;
    const end = object.endDate ?? DateTime.fromISO(today).plus({ years: 1 }).toISODate()!;
    await trx
      .insertInto('campaigns')
      .values({
        id,
        advertiser_id: request.advertiserId,
        order_id: null,
        name: object.name,
        friendly_name: null,
        campaign_type: object.campaignType!,
        analytics_type: object.campaignType === 'GA' ? 'GA4' : null,
        feed_source: JSON.stringify(CONNECTORS[request.source].title),
        impression_goal: null,
        hide_spend: 0,
        start_date: start,
        end_date: end,
        status: end < today ? 'Completed' : start > today ? 'Reserved' : 'Live',
        spend_type: 'FLAT',
        spend_rate: 0,
        created_at: now,
        hidden_at: null,
        hidden_by: null,
        archived_at: null,
        archived_by: null,
        archive_batch: null,
        cloned_from: null,
        updated_at: null,
      })
      .execute();
    return trx
      .updateTable('connector_links')
      .set({ campaign_id: id })
      .where('id', '=', link.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

/** Days from `start` to `end` inclusive (yyyy-MM-dd). */
export function daysBetween(start: string, end: string): number {
  return DateTime.fromISO(end).diff(DateTime.fromISO(start), 'days').days + 1;
}

function linkSummary(row: LinkRow): Record<string, unknown> {
  return {
    id: row.id,
    source: row.source,
    kind: row.object_kind,
    externalId: row.external_id,
    name: row.external_name,
    campaignId: row.campaign_id,
  };
}
