/**
 * Moving, cloning and re-linking campaigns (issue 23; 001 §7 "Campaign management"). Every call is scoped: the
 * campaign's advertiser must be in the caller's scope and the campaign that advertiser's (404 otherwise); a target
 * advertiser outside the scope answers 404 too, and one the caller sees in another agency 400. Each change writes
 * one audit entry per facet in its transaction and refreshes the rollups of every advertiser it touches (which bumps
 * the data generation, so no instance serves figures from before).
 */
import { PATTERNS } from '../../../domain/validation';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import { openAdvertiser, type AdvertiserAccess } from '../../kernel/access';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { isUniqueViolation } from '../../services/layout-editor-types';
import { bumpDataGeneration } from '../../services/data-generation';
import { refreshRollups } from '../../services/rollups';
import { actorOf } from '../../kernel/writing';
import { insertClone, nextCampaignId } from './clone';
import { CAMPAIGN_FACETS, type CampaignFacet } from './facets';
import { managedAnswer, managedCampaignById, type ManagedCampaign, type ManagedRow } from './managed';
import { moveCampaignRows, recordMove, removeFromLinks, type RemovedLink } from './moving';
import type { ShareLinkChoice } from './move-schemas';

/** A write's answer. */
export interface CampaignWrite {
  success: true;
  campaign: ManagedCampaign;
  auditId: number;
}

/** What the audit keeps of a move (`after` of a `campaign.advertiser` entry). */
export interface MoveRecord {
  advertiserId: number;
  moveId: number;
  shareLinks: ShareLinkChoice;
  /** The old advertiser's links the campaign was taken out of (put back on undo). */
  removedLinks: RemovedLink[];
}

export class CampaignMoveService {
  constructor(private readonly ctx: ServiceContext) {}

  /** POST /api/moveCampaign/. */
  async move(
    user: SessionUser,
    input: { targetAdvertiserId: number; currentAdvertiserId: number; campaignId: number; campaignType: string },
    shareLinks: ShareLinkChoice,
  ): Promise<CampaignWrite> {
    const from = await this.source(user, input.currentAdvertiserId);
    if (input.targetAdvertiserId === input.currentAdvertiserId) throw new AppError(400, 'campaignSameAdvertiser');
    const to = await this.target(user, from, input.targetAdvertiserId);
    return this.writing([from.advertiserId, to.advertiserId], async (trx) => {
      const campaign = await this.campaignOf(trx, from, input.campaignId, input.campaignType);
      const auditId = await this.moveWithin(trx, user, campaign, from, to.advertiserId, shareLinks);
      return { success: true, campaign: await managedAnswer(trx, campaign.id), auditId };
    });
  }

  /** POST /api/moveCampaignToProduct: another product (tactic) the agency sells. */
  async moveToProduct(
    user: SessionUser,
    input: { campaignType: string; advertiserId: number; campaignId: number; newProduct: string },
  ): Promise<CampaignWrite> {
    const access = await this.source(user, input.advertiserId);
    const product = input.newProduct.toUpperCase();
    return this.writing([access.advertiserId], async (trx) => {
      const campaign = await this.campaignOf(trx, access, input.campaignId, input.campaignType);
      if (campaign.campaign_type === product) throw new AppError(400, 'campaignSameProduct');
      const sold = await trx
        .selectFrom('agency_products')
        .select('product_code')
        .where('agency_id', '=', access.agencyId)
        .where('product_code', '=', product)
        .executeTakeFirst();
      if (!sold) throw new AppError(400, 'campaignProductNotSold');
      await trx
        .updateTable('campaigns')
        .set({ campaign_type: product, updated_at: this.ctx.now() })
        .where('id', '=', campaign.id)
        .execute();
      await refreshRollups(trx, [access.advertiserId]);
      const auditId = await this.audited(trx, user, access, campaign, CAMPAIGN_FACETS.product, 'moveProduct', {
        before: { campaignType: campaign.campaign_type },
        after: { campaignType: product },
      });
      return { success: true, campaign: await managedAnswer(trx, campaign.id), auditId };
    });
  }

  /** POST /api/cloneCampaignToAdvertiser: a new campaign of the target advertiser made from this one. */
  async clone(
    user: SessionUser,
    input: {
      campaignType: string;
      campaignId: number;
      sourceAdvertiserId: number;
      targetAdvertiserId: number;
      newCampaignName: string;
      withHistory?: boolean;
    },
  ): Promise<CampaignWrite> {
    const from = await this.source(user, input.sourceAdvertiserId);
    const to =
      input.targetAdvertiserId === input.sourceAdvertiserId
        ? from
        : await this.target(user, from, input.targetAdvertiserId);
    const name = input.newCampaignName.trim();
    if (!PATTERNS.nameWithDigits.test(name)) throw new AppError(400, 'campaignCloneName');
    const withHistory = input.withHistory ?? false;
    const attempt = () =>
      this.writing([to.advertiserId], async (trx) => {
        const source = await this.campaignOf(trx, from, input.campaignId, input.campaignType);
        const id = await nextCampaignId(trx);
        const now = this.ctx.now();
        await insertClone(trx, { id, source, advertiserId: to.advertiserId, name, withHistory, now });
        // With history the figures change; a template only adds to the campaign lists (cached per generation too).
        if (withHistory) await refreshRollups(trx, [to.advertiserId]);
        else await bumpDataGeneration(trx);
        const campaign = await managedAnswer(trx, id);
        const auditId = await this.ctx.audit.write(trx, {
          actor: actorOf(user),
          agencyId: to.agencyId,
          area: 'campaigns',
          objectType: CAMPAIGN_FACETS.clone,
          objectId: id,
          objectLabel: name,
          action: 'clone',
          after: { ...campaign, sourceCampaignId: source.id, withHistory },
        });
        return { success: true, campaign, auditId } as const;
      });
    try {
      return await attempt();
    } catch (error) {
      // Two clones took the same next id at once: the second tries again with the one after.
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  /**
   * POST /api/associateOrderWithCampaign: links the campaign to an order of `advertiserId`; when that is not the
   * campaign's advertiser, the campaign moves there first (as moveCampaign, its share links taken out).
   */
  async associateOrder(
    user: SessionUser,
    input: {
      campaignType: string;
      advertiserId: number;
      orderId: number;
      campaignId: number;
      currentAdvertiserId: number;
    },
  ): Promise<CampaignWrite & { moveAuditId: number | null }> {
    const from = await this.source(user, input.currentAdvertiserId);
    const moving = input.advertiserId !== input.currentAdvertiserId;
    const to = moving ? await this.target(user, from, input.advertiserId) : from;
    return this.writing([from.advertiserId, to.advertiserId], async (trx) => {
      const campaign = await this.campaignOf(trx, from, input.campaignId, input.campaignType);
      const order = await trx
        .selectFrom('orders')
        .select('id')
        .where('id', '=', input.orderId)
        .where('advertiser_id', '=', to.advertiserId)
        .executeTakeFirst();
      if (!order) throw new AppError(404, 'orderNotFound');
      if (!moving && campaign.order_id === order.id) throw new AppError(400, 'campaignOrderSame');
      const moveAuditId = moving ? await this.moveWithin(trx, user, campaign, from, to.advertiserId, 'remove') : null;
      await trx
        .updateTable('campaigns')
        .set({ order_id: order.id, updated_at: this.ctx.now() })
        .where('id', '=', campaign.id)
        .execute();
      // The campaign list carries OrderId: every instance's cached answers are stale now.
      if (!moving) await bumpDataGeneration(trx);
      const auditId = await this.audited(trx, user, to, campaign, CAMPAIGN_FACETS.order, 'associateOrder', {
        before: { orderId: campaign.order_id },
        after: { orderId: order.id },
      });
      return { success: true, campaign: await managedAnswer(trx, campaign.id), auditId, moveAuditId };
    });
  }

  /** The move itself, inside a caller's transaction: rows, record, share links, rollups and the audit entry. */
  private async moveWithin(
    trx: Db,
    user: SessionUser,
    campaign: ManagedRow,
    from: AdvertiserAccess,
    to: number,
    shareLinks: ShareLinkChoice,
  ): Promise<number> {
    const now = this.ctx.now();
    await moveCampaignRows(trx, campaign.id, to, now);
    const keep = shareLinks === 'keep';
    const moveId = await recordMove(trx, {
      campaignId: campaign.id,
      from: from.advertiserId,
      to,
      keep,
      at: now,
      by: user.email,
    });
    const removedLinks = keep ? [] : await removeFromLinks(trx, from.advertiserId, campaign.id, now);
    await refreshRollups(trx, [from.advertiserId, to]);
    const after: MoveRecord = { advertiserId: to, moveId, shareLinks, removedLinks };
    return this.audited(trx, user, from, campaign, CAMPAIGN_FACETS.advertiser, 'move', {
      before: { advertiserId: from.advertiserId },
      after,
    });
  }

  /** The campaign's advertiser, in the caller's scope (404 'Advertiser not found'). */
  private source(user: SessionUser, advertiserId: number): Promise<AdvertiserAccess> {
    return openAdvertiser(this.ctx, user, advertiserId);
  }

  /** A target advertiser: in the caller's scope (404) and of the campaign's agency (400). */
  private async target(user: SessionUser, from: AdvertiserAccess, advertiserId: number): Promise<AdvertiserAccess> {
    const to = await openAdvertiser(this.ctx, user, advertiserId);
    if (to.agencyId !== from.agencyId) throw new AppError(400, 'campaignOtherAgency');
    return to;
  }

  /** The advertiser's campaign (hidden and archived included), of the named type. */
  private async campaignOf(db: Db, access: AdvertiserAccess, campaignId: number, type: string): Promise<ManagedRow> {
    const campaign = await managedCampaignById(db, campaignId);
    if (!campaign || campaign.advertiser_id !== access.advertiserId) throw new AppError(404, 'campaignNotFound');
    if (campaign.campaign_type !== type.toUpperCase()) {
      throw new AppError(400, 'campaignTypeMismatch', { params: { type } });
    }
    return campaign;
  }

  private audited(
    trx: Db,
    user: SessionUser,
    access: AdvertiserAccess,
    campaign: ManagedRow,
    facet: CampaignFacet,
    action: string,
    change: { before: unknown; after: unknown },
  ): Promise<number> {
    return this.ctx.audit.write(trx, {
      actor: actorOf(user),
      agencyId: access.agencyId,
      area: 'campaigns',
      objectType: facet,
      objectId: campaign.id,
      objectLabel: campaign.friendly_name ?? campaign.name,
      action,
      ...change,
    });
  }

  /**
   * One transaction (the routes turn anything unexpected into the catalogue's failure text); once committed, this
   * instance forgets the touched advertisers' cached answers and re-reads the data generation at once (the others
   * follow within their generation check).
   */
  private async writing<T>(touched: readonly number[], work: (trx: Db) => Promise<T>): Promise<T> {
    const result = await this.ctx.db.transaction().execute(work);
    for (const advertiserId of new Set(touched)) this.ctx.cache.clearAdvertiser(advertiserId);
    return result;
  }
}
