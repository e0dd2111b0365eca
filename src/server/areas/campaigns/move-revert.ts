/**
 * Undo of the move, product, clone and order facets (issue 23), reached through the audit log's revert (System
 * Admin's audit screen and the campaign history). Each puts the entry's `before` back inside the given transaction
 * when the campaign still is as the entry left it (409 otherwise), and refreshes the rollups it affects.
 */
import type { AuditEntry, RevertHandler } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { readableTime } from '../../kernel/readable-time';
import { bumpDataGeneration } from '../../services/data-generation';
import { refreshRollups } from '../../services/rollups';
import { deleteClone } from './clone';
import { CAMPAIGN_FACETS, type CampaignReverts } from './facets';
import { managedCampaignById, type ManagedRow } from './managed';
import { markMoveUndone, moveCampaignRows, removeFromLinks, restoreLinks, type RemovedLink } from './moving';

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

/** The campaign an entry is about, or 409 when it no longer exists. */
async function campaignOf(trx: Db, entry: AuditEntry): Promise<ManagedRow> {
  const campaign = await managedCampaignById(trx, Number(entry.objectId));
  if (!campaign) throw new AppError(409, 'auditObjectGone', { params: { object: entry.objectLabel } });
  return campaign;
}

/** 409: the campaign is no longer as the entry left it; names the latest later change of the campaign, if logged. */
async function changedSince(trx: Db, entry: AuditEntry, campaign: ManagedRow): Promise<AppError> {
  const later = await trx
    .selectFrom('audit_log')
    .select(['actor_email', 'at'])
    .where('area', '=', 'campaigns')
    .where('object_id', '=', entry.objectId)
    .where('id', '>', entry.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const at = later?.at ?? new Date(Number(campaign.updated_at ?? Date.parse(entry.at))).toISOString();
  return new AppError(409, 'auditChangedSince', {
    params: {
      object: entry.objectLabel,
      changedBy: later?.actor_email ?? entry.actorEmail,
      changedAt: readableTime(at),
    },
  });
}

/** Registers the four facets' undo. */
export function registerMoveReverts(ctx: ServiceContext, reverts: CampaignReverts): void {
  const revertMove: RevertHandler = async (entry, trx) => {
    const campaign = await campaignOf(trx, entry);
    const before = Number(fieldsOf(entry.before).advertiserId);
    const after = fieldsOf(entry.after);
    const movedTo = Number(after.advertiserId);
    if (campaign.advertiser_id !== movedTo) {
      throw new AppError(409, 'campaignMovedSince', { params: { object: entry.objectLabel } });
    }
    const now = ctx.now();
    await moveCampaignRows(trx, campaign.id, before, now);
    if (typeof after.moveId === 'number') await markMoveUndone(trx, after.moveId, now);
    // A link made for the new advertiser meanwhile loses the campaign as it goes back.
    await removeFromLinks(trx, movedTo, campaign.id, now);
    await restoreLinks(
      trx,
      campaign.id,
      (Array.isArray(after.removedLinks) ? after.removedLinks : []) as RemovedLink[],
    );
    await refreshRollups(trx, [before, movedTo]);
    return { before: { advertiserId: movedTo }, after: { advertiserId: before } };
  };

  const revertProduct: RevertHandler = async (entry, trx) => {
    const campaign = await campaignOf(trx, entry);
    const before = String(fieldsOf(entry.before).campaignType);
    if (campaign.campaign_type !== fieldsOf(entry.after).campaignType) throw await changedSince(trx, entry, campaign);
    await trx
      .updateTable('campaigns')
      .set({ campaign_type: before, updated_at: ctx.now() })
      .where('id', '=', campaign.id)
      .execute();
    await refreshRollups(trx, [campaign.advertiser_id]);
    return { before: { campaignType: campaign.campaign_type }, after: { campaignType: before } };
  };

  const revertClone: RevertHandler = async (entry, trx) => {
    const campaign = await campaignOf(trx, entry);
    await removeFromLinks(trx, campaign.advertiser_id, campaign.id, ctx.now());
    await deleteClone(trx, campaign.id);
    await refreshRollups(trx, [campaign.advertiser_id]);
    return { before: entry.after, after: null };
  };

  const revertOrder: RevertHandler = async (entry, trx) => {
    const campaign = await campaignOf(trx, entry);
    const before = fieldsOf(entry.before).orderId;
    if (campaign.order_id !== fieldsOf(entry.after).orderId) throw await changedSince(trx, entry, campaign);
    const orderId = typeof before === 'number' ? before : null;
    await trx
      .updateTable('campaigns')
      .set({ order_id: orderId, updated_at: ctx.now() })
      .where('id', '=', campaign.id)
      .execute();
    await bumpDataGeneration(trx);
    return { before: { orderId: campaign.order_id }, after: { orderId } };
  };

  reverts.register(CAMPAIGN_FACETS.advertiser, revertMove);
  reverts.register(CAMPAIGN_FACETS.product, revertProduct);
  reverts.register(CAMPAIGN_FACETS.clone, revertClone);
  reverts.register(CAMPAIGN_FACETS.order, revertOrder);
}
