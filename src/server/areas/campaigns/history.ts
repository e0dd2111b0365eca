/**
 * A campaign's history and the undo of its management actions (issue 23 §3, helper S3), and the impact preview's
 * service. The history is the campaign's audit entries (area 'campaigns', object = the campaign, plus the clone
 * entries that name it as their source), newest first. An entry can be undone while it is younger than UNDO_DAYS,
 * is the latest entry of its facet for its campaign (a later hide, rename or undo comes first) and its facet has a
 * revert handler; the undo runs the audit log's revert core (audit/revert.ts), so it writes an entry with `reverts`.
 * Every call is scoped: a campaign whose current advertiser the caller does not see answers 404.
 */
import { sql } from 'kysely';
import { entryOf, type AuditActor, type AuditEntry } from '../../audit/audit-log';
import { revertEntry } from '../../audit/revert';
import type { SessionUser } from '../../../domain/user';
import { openAdvertiser, type AdvertiserAccess } from '../../kernel/access';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { messageText } from '../../../domain/messages';
import { CAMPAIGN_FACETS, isCampaignEntry, UNDO_DAYS, type CampaignReverts } from './facets';
import { managedCampaignById, managedCampaigns, managedOf, type ManagedCampaign, type ManagedRow } from './managed';
import {
  countedCampaigns,
  countSource,
  flightTotals,
  IMPACT_SOURCES,
  layoutsOf,
  notesOf,
  shareLinksShowing,
  sumOf,
  tabsOf,
  type ImpactAction,
  type ImpactShareLink,
  type ImpactSourceCount,
  type Totals,
} from './impact';

const DAY_MS = 24 * 60 * 60 * 1000;
const FACET_TYPES = Object.values(CAMPAIGN_FACETS);

/** One history row. */
export interface HistoryEntry {
  id: number;
  at: string;
  actorEmail: string;
  facet: string;
  action: string;
  before: unknown;
  after: unknown;
  reverts: number | null;
  undoable: boolean;
  undoReason: string | null;
}

/** The impact preview's answer. */
export interface Impact {
  campaigns: { CampaignId: number; CampaignName: string; FriendlyName: string | null; CampaignType: string }[];
  shareLinks: { count: number; links: ImpactShareLink[] };
  layouts: { scope: 'agency' | 'advertiser'; tab: string }[];
  notes: number;
  scheduledReports: ImpactSourceCount;
  alerts: ImpactSourceCount;
  figures: { advertiser: FigureSide; target?: FigureSide };
  tabs?: { before: string[]; after: string[] };
}

interface FigureSide {
  id: number;
  name: string;
  before: Totals;
  after: Totals;
}

/** The impact query of one campaign. */
export interface ImpactQuery {
  advertiserId: number;
  action: ImpactAction;
  targetAdvertiserId?: number;
  newProduct?: string;
}

/** The archive impact query of a tactic or a year. */
export interface ArchiveImpactQuery {
  advertiserId: number;
  scope: 'tactic' | 'year';
  campaignType?: string;
  year?: number;
}

/** 1 when no later entry concerns the same facet of the same campaign, else 0. */
function latestFlag(id: unknown) {
  return sql<number>`case when exists (select 1 from audit_log later where later.area = audit_log.area
    and later.object_type = audit_log.object_type and later.object_id = audit_log.object_id
    and later.id > ${id}) then 0 else 1 end`;
}

export class CampaignHistoryService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly reverts: CampaignReverts,
  ) {}

  /** The campaign (any state) when the caller's scope sees its current advertiser, else 404. */
  private async scopedCampaign(user: SessionUser, campaignId: number, advertiserId?: number) {
    const row = await managedCampaignById(this.ctx.db, campaignId);
    if (advertiserId !== undefined) {
      const access = await openAdvertiser(this.ctx, user, advertiserId);
      if (!row || Number(row.advertiser_id) !== advertiserId) throw new AppError(404, 'campaignNotFound');
      return { row, access };
    }
    if (!row) throw new AppError(404, 'campaignNotFound');
    return { row, access: await openAdvertiser(this.ctx, user, Number(row.advertiser_id)) };
  }

  async history(
    user: SessionUser,
    campaignId: number,
    limit: number,
    offset: number,
  ): Promise<{ entries: HistoryEntry[]; total: number }> {
    await this.scopedCampaign(user, campaignId);
    const id = String(campaignId);
    const query = this.ctx.db
      .selectFrom('audit_log')
      .where('area', '=', 'campaigns')
      .where((eb) =>
        eb.or([
          eb.and([eb('object_id', '=', id), eb('object_type', 'in', FACET_TYPES)]),
          // A clone's entry is about the clone; its `after` names the source (JSON text without spaces).
          eb.and([
            eb('object_type', '=', CAMPAIGN_FACETS.clone),
            eb.or([
              eb('after', 'like', `%"sourceCampaignId":${campaignId},%`),
              eb('after', 'like', `%"sourceCampaignId":${campaignId}}%`),
            ]),
          ]),
        ]),
      );
    const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('audit_log')
      .select((eb) => latestFlag(eb.ref('audit_log.id')).as('latest'))
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { entries: rows.map((row) => this.view(entryOf(row), Number(row.latest) === 1)), total: Number(total) };
  }

  /** Undoes history entry `entryId`; answers the new entry and the campaign as it is now (null once deleted). */
  async undo(user: SessionUser, entryId: number): Promise<{ entry: HistoryEntry; campaign: ManagedCampaign | null }> {
    const stored = await this.ctx.db.selectFrom('audit_log').selectAll().where('id', '=', entryId).executeTakeFirst();
    const entry = stored ? entryOf(stored) : null;
    if (!entry || !isCampaignEntry(entry) || !/^\d+$/.test(entry.objectId)) {
      throw new AppError(404, 'campaignHistoryEntryNotFound');
    }
    const campaignId = Number(entry.objectId);
    await this.scopedCampaign(user, campaignId);
    if (this.tooOld(entry)) throw new AppError(409, 'campaignUndoTooOld', { params: { days: UNDO_DAYS } });
    const actor: AuditActor = { id: user.user_id, email: user.email };
    const newId = await revertEntry(this.ctx, actor, entry);
    const written = await this.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', newId)
      .executeTakeFirstOrThrow();
    const campaign = await managedCampaignById(this.ctx.db, campaignId);
    return { entry: this.view(entryOf(written), true), campaign: campaign ? managedOf(campaign) : null };
  }

  private tooOld(entry: AuditEntry): boolean {
    return this.ctx.now() - Date.parse(entry.at) > UNDO_DAYS * DAY_MS;
  }

  private view(entry: AuditEntry, latest: boolean): HistoryEntry {
    const undoReason = !this.reverts.has(entry.objectType)
      ? messageText('campaignUndoNoHandler')
      : this.tooOld(entry)
        ? messageText('campaignUndoTooOld', { days: UNDO_DAYS })
        : !latest
          ? messageText('campaignUndoLaterChange')
          : null;
    return {
      id: entry.id,
      at: entry.at,
      actorEmail: entry.actorEmail,
      facet: entry.objectType,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      reverts: entry.reverts,
      undoable: undoReason === null,
      undoReason,
    };
  }

  /** The impact of an action on one campaign. */
  async impact(user: SessionUser, campaignId: number, query: ImpactQuery): Promise<Impact> {
    const { row, access } = await this.scopedCampaign(user, campaignId, query.advertiserId);
    if (access.view === 'client' && row.audience === 'staff') throw new AppError(404, 'campaignNotFound');
    const db = this.ctx.db;
    const before = await countedCampaigns(db, access.advertiserId, access.view);
    const beforeIds = new Set(before.map((c) => c.id));
    const afterIds = new Set(beforeIds);
    const id = Number(row.id);
    let target: { access: AdvertiserAccess; name: string; before: Set<number>; after: Set<number> } | undefined;
    let tabs: Impact['tabs'];
    switch (query.action) {
      case 'hide':
      case 'archive':
        afterIds.delete(id);
        break;
      case 'unhide':
      case 'restore': {
        const stillOut = query.action === 'unhide' ? row.archived_at != null : row.hidden_at != null;
        if (!stillOut) afterIds.add(id);
        break;
      }
      case 'move': {
        if (query.targetAdvertiserId === undefined) throw new AppError(400, 'campaignImpactNeedsTarget');
        const targetAccess = await openAdvertiser(this.ctx, user, query.targetAdvertiserId);
        // Another agency's advertiser is never a target; the preview does not say whether it exists.
        if (targetAccess.agencyId !== access.agencyId) throw new AppError(404, 'advertiserNotFound');
        const targetBefore = new Set(
          (await countedCampaigns(db, targetAccess.advertiserId, access.view)).map((c) => c.id),
        );
        const targetAfter = new Set(targetBefore);
        if (beforeIds.has(id)) {
          afterIds.delete(id);
          targetAfter.add(id);
        }
        target = {
          access: targetAccess,
          name: await this.advertiserName(targetAccess.advertiserId),
          before: targetBefore,
          after: targetAfter,
        };
        break;
      }
      case 'moveProduct': {
        const product = query.newProduct?.trim();
        if (!product) throw new AppError(400, 'campaignImpactNeedsProduct');
        const types = before.map((c) => c.type);
        const afterTypes = before.map((c) => (c.id === id ? product.toUpperCase() : c.type));
        tabs = { before: tabsOf(types), after: tabsOf(afterTypes) };
        break;
      }
    }
    const totals = await flightTotals(db, [...new Set([...beforeIds, id, ...(target?.before ?? [])])]);
    const figures: Impact['figures'] = {
      advertiser: {
        id: access.advertiserId,
        name: String(row.advertiser_name),
        before: sumOf(beforeIds, totals, access.view),
        after: sumOf(afterIds, totals, access.view),
      },
    };
    if (target) {
      figures.target = {
        id: target.access.advertiserId,
        name: target.name,
        before: sumOf(target.before, totals, access.view),
        after: sumOf(target.after, totals, access.view),
      };
    }
    const impact = await this.common(access, [row]);
    return { ...impact, figures, ...(tabs ? { tabs } : {}) };
  }

  /** The impact of archiving a tactic or a year of the advertiser's campaigns. */
  async archiveImpact(user: SessionUser, query: ArchiveImpactQuery): Promise<Impact> {
    const access = await openAdvertiser(this.ctx, user, query.advertiserId);
    const type = query.campaignType?.trim().toUpperCase();
    if (query.scope === 'tactic' && !type) throw new AppError(400, 'campaignImpactNeedsType');
    if (query.scope === 'year' && query.year === undefined) throw new AppError(400, 'campaignImpactNeedsYear');
    const db = this.ctx.db;
    // Every campaign not yet archived (hidden ones too: an archive of a tactic or year takes them along).
    let select = managedCampaigns(db)
      .where('campaigns.advertiser_id', '=', access.advertiserId)
      .where('campaigns.archived_at', 'is', null);
    if (type) select = select.where('campaigns.campaign_type', '=', type);
    if (query.scope === 'year') select = select.where('campaigns.end_date', 'like', `${query.year}-%`);
    if (access.view === 'client') select = select.where('campaigns.audience', '=', 'all');
    const rows = await select.orderBy('campaigns.id').execute();
    const before = await countedCampaigns(db, access.advertiserId, access.view);
    const beforeIds = new Set(before.map((c) => c.id));
    const afterIds = new Set(beforeIds);
    for (const row of rows) afterIds.delete(Number(row.id));
    const totals = await flightTotals(db, [...beforeIds]);
    const name = rows[0]?.advertiser_name ?? (await this.advertiserName(access.advertiserId));
    const impact = await this.common(access, rows);
    return {
      ...impact,
      figures: {
        advertiser: {
          id: access.advertiserId,
          name,
          before: sumOf(beforeIds, totals, access.view),
          after: sumOf(afterIds, totals, access.view),
        },
      },
    };
  }

  /** What every preview shows of its campaigns: links, layouts, notes and the plug points. */
  private async common(access: AdvertiserAccess, rows: readonly ManagedRow[]) {
    const db = this.ctx.db;
    const ids = rows.map((row) => Number(row.id));
    const links = await shareLinksShowing(db, access.advertiserId, ids, this.ctx.now());
    return {
      campaigns: rows.map((row) => ({
        CampaignId: Number(row.id),
        CampaignName: row.name,
        FriendlyName: row.friendly_name,
        CampaignType: row.campaign_type,
      })),
      shareLinks: { count: links.length, links },
      layouts: await layoutsOf(db, access.advertiserId, access.agencyId, tabsOf(rows.map((r) => r.campaign_type))),
      notes: await notesOf(db, ids),
      scheduledReports: await countSource(IMPACT_SOURCES.scheduledReports, db, ids, access.advertiserId),
      alerts: await countSource(IMPACT_SOURCES.alerts, db, ids, access.advertiserId),
    };
  }

  private async advertiserName(id: number): Promise<string> {
    const row = await this.ctx.db.selectFrom('advertisers').select('name').where('id', '=', id).executeTakeFirst();
    return row?.name ?? '';
  }
}
