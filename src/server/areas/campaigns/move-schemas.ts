/** Bodies of the move, clone and order calls (001 §7 "Campaign management", §3 "Campaign move or clone"). */
import { S } from '../../kernel/schema';

/** A product (tactic) code as the catalogue writes it. */
const PRODUCT = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' } as const;

/** What becomes of the old advertiser's share links that show a moved campaign. */
export const SHARE_LINK_CHOICES = ['remove', 'keep'] as const;
export type ShareLinkChoice = (typeof SHARE_LINK_CHOICES)[number];

/** POST /api/moveCampaign/. */
export const moveBody = S.object(
  {
    targetAdvertiserId: S.id(),
    currentAdvertiserId: S.id(),
    campaignId: S.id(),
    campaignType: PRODUCT,
    shareLinks: { type: 'string', enum: SHARE_LINK_CHOICES },
  },
  ['targetAdvertiserId', 'currentAdvertiserId', 'campaignId', 'campaignType'],
);

/** POST /api/moveCampaignToProduct. */
export const productBody = S.object(
  { campaignType: PRODUCT, advertiserId: S.id(), campaignId: S.id(), newProduct: PRODUCT },
  ['campaignType', 'advertiserId', 'campaignId', 'newProduct'],
);

/** POST /api/cloneCampaignToAdvertiser; `withHistory` false (the default) clones the campaign as a template. */
export const cloneBody = S.object(
  {
    campaignType: PRODUCT,
    campaignId: S.id(),
    sourceAdvertiserId: S.id(),
    targetAdvertiserId: S.id(),
    newCampaignName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    withHistory: { type: 'boolean' },
  },
  ['campaignType', 'campaignId', 'sourceAdvertiserId', 'targetAdvertiserId', 'newCampaignName'],
);

/** POST /api/associateOrderWithCampaign. */
export const orderBody = S.object(
  { campaignType: PRODUCT, advertiserId: S.id(), orderId: S.id(), campaignId: S.id(), currentAdvertiserId: S.id() },
  ['campaignType', 'advertiserId', 'orderId', 'campaignId', 'currentAdvertiserId'],
);
