/** Route schemas of the campaign state calls (issue 23, helper S1): hide, the hidden list, data, names, spend, archive. */
import { CAMPAIGN_STATUSES } from '../../../domain/campaign-status';
import { S } from '../../kernel/schema';

/** The hidden list's and the archive's default and largest page. */
export const STATE_PAGE = { default: 25, max: 200 } as const;
/** The longest campaign name or friendly name. */
export const CAMPAIGN_NAME_MAX = 200;
/** The largest spend rate (CPM dollars; a MARKUP fraction stays far below). */
export const SPEND_RATE_MAX = 10_000;
/** The largest impression goal. */
export const IMPRESSION_GOAL_MAX = 2_147_483_647;

export const SPEND_TYPES = ['CPM', 'MARKUP', 'FLAT'] as const;
export const ARCHIVE_SCOPES = ['campaign', 'tactic', 'year'] as const;
export const AUDIENCES = ['all', 'staff'] as const;
export const STATUSES = CAMPAIGN_STATUSES.map(({ status }) => status);

/** A date as the calls take it; `checkDate` also proves it real. */
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** hideCampaign / unhideCampaign. */
export const campaignRefBody = S.object({ advertiserId: S.id(), campaignId: S.id() }, ['advertiserId', 'campaignId']);

/** getHiddenCampaigns and the archive list. */
export const stateListQuery = S.object({
  limit: S.limit(STATE_PAGE.max, STATE_PAGE.default),
  offset: S.offset(0),
  search: S.string(200),
  advertiserId: S.id(),
});

/** updateCampaignData (dates, names and status are checked further in the service). */
export const campaignDataBody = S.object(
  {
    advertiserId: S.id(),
    campaignId: S.id(),
    data: S.object({
      name: S.string(CAMPAIGN_NAME_MAX),
      friendlyName: { type: ['string', 'null'], maxLength: CAMPAIGN_NAME_MAX },
      startDate: DATE,
      endDate: DATE,
      impressionGoal: S.nullableInteger(0, IMPRESSION_GOAL_MAX),
      status: S.string(40),
    }),
  },
  ['advertiserId', 'campaignId', 'data'],
);

/** setCampaignFriendlyName and POST /api/campaign/friendlyName ('' is missing: the service answers so). */
export const friendlyNameBody = S.object(
  { advertiserId: S.id(), campaignId: S.id(), friendlyName: { type: 'string', maxLength: CAMPAIGN_NAME_MAX } },
  ['advertiserId', 'campaignId', 'friendlyName'],
);

/** setCampaignSpendType. */
export const spendBody = S.object(
  {
    advertiserId: S.id(),
    campaignId: S.id(),
    spendType: { type: 'string', enum: SPEND_TYPES },
    rate: { type: 'number', minimum: 0, maximum: SPEND_RATE_MAX },
    hideSpend: { type: 'boolean' },
  },
  ['advertiserId', 'campaignId', 'spendType', 'rate'],
);

/** archiveCampaign. */
export const archiveBody = S.object(
  {
    advertiserId: S.id(),
    scope: { type: 'string', enum: ARCHIVE_SCOPES },
    campaignId: S.id(),
    campaignType: S.string(40, 1),
    year: S.integer(1900, 9999),
  },
  ['advertiserId', 'scope'],
);

/** POST /api/admin/campaigns/restore. */
export const restoreBody = S.object(
  { advertiserId: S.id(), campaignIds: { type: 'array', minItems: 1, maxItems: STATE_PAGE.max, items: S.id() } },
  ['advertiserId', 'campaignIds'],
);

/** PUT /api/admin/campaigns/permissions. */
export const audienceBody = S.object(
  { advertiserId: S.id(), campaignId: S.id(), audience: { type: 'string', enum: AUDIENCES } },
  ['advertiserId', 'campaignId', 'audience'],
);
