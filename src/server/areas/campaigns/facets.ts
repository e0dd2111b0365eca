/**
 * The facets of a campaign that management actions change (issue 23). Each action writes one audit entry in the
 * area 'campaigns' whose object type is the facet it changed and whose object id is the campaign's id, so the audit
 * log's "no later change to the same object" rule applies per facet: hiding a campaign and renaming it later leaves
 * the hide undoable. Each facet registers how its entries are taken back; the audit log calls one handler for the
 * area, which dispatches here.
 */
import type { AuditEntry } from '../../../domain/audit';
import type { RevertHandler } from '../../audit/audit-log';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';

/** Audit object type per facet. */
export const CAMPAIGN_FACETS = {
  /** hideCampaign / unhideCampaign: `{ hidden: boolean }`. */
  visibility: 'campaign.visibility',
  /** archiveCampaign / restore: `{ archived: boolean, batch: string | null }`. */
  archive: 'campaign.archive',
  /** Who sees the campaign: `{ audience: 'all' | 'staff' }`. */
  audience: 'campaign.audience',
  /** setCampaignFriendlyName and the editor's inline rename: `{ friendlyName: string | null }`. */
  name: 'campaign.name',
  /** updateCampaignData: the editable fields it changed, by their wire names. */
  data: 'campaign.data',
  /** setCampaignSpendType: `{ SpendType, Rate, HideSpend }`. */
  spend: 'campaign.spend',
  /** moveCampaign: `{ advertiserId, moveId }`. */
  advertiser: 'campaign.advertiser',
  /** moveCampaignToProduct: `{ campaignType }`. */
  product: 'campaign.product',
  /** cloneCampaignToAdvertiser: the clone is the object; `after` describes it, undo deletes it. */
  clone: 'campaign.clone',
  /** associateOrderWithCampaign: `{ orderId }`. */
  order: 'campaign.order',
} as const;

/** One facet's audit object type. */
export type CampaignFacet = (typeof CAMPAIGN_FACETS)[keyof typeof CAMPAIGN_FACETS];

/** How long an action stays undoable from the campaign's history (issue 23 §3). */
export const UNDO_DAYS = 30;

const FACETS: ReadonlySet<string> = new Set(Object.values(CAMPAIGN_FACETS));

/** Whether an audit entry is a campaign-management entry (of a known facet). */
export function isCampaignEntry(entry: Pick<AuditEntry, 'area' | 'objectType'>): boolean {
  return entry.area === 'campaigns' && FACETS.has(entry.objectType);
}

/**
 * The revert handlers of the campaign facets for one app: each part of the area registers its facets, and the
 * audit log's revert (System Admin's audit screen and the campaign history's undo) reaches them through one
 * handler for the area 'campaigns'.
 */
export class CampaignReverts {
  private readonly handlers = new Map<string, RevertHandler>();

  constructor(ctx: ServiceContext) {
    ctx.audit.onRevert('campaigns', (entry, trx, actor) => {
      const handler = this.handlers.get(entry.objectType);
      if (!handler) throw new AppError(409, 'auditNotRevertible', { params: { area: entry.objectType } });
      return handler(entry, trx, actor);
    });
  }

  /** Registers how entries of a facet are taken back (once per facet). */
  register(facet: CampaignFacet, handler: RevertHandler): void {
    if (this.handlers.has(facet)) throw new Error(`The campaign facet ${facet} has a revert handler already`);
    this.handlers.set(facet, handler);
  }

  /** Whether entries of this object type can be taken back. */
  has(objectType: string): boolean {
    return this.handlers.has(objectType);
  }
}
