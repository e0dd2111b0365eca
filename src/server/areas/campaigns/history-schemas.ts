/** The schemas of the impact preview, history and undo calls (issue 23, helper S3). */
import { S } from '../../kernel/schema';
import { IMPACT_ACTIONS } from './impact';

/** The most history entries one page answers. */
export const HISTORY_MAX_LIMIT = 200;
export const HISTORY_DEFAULT_LIMIT = 50;

export const campaignParams = S.object({ campaignId: S.id() }, ['campaignId']);
export const entryParams = S.object({ entryId: S.id() }, ['entryId']);

export const impactQuery = S.object(
  {
    advertiserId: S.id(),
    action: { type: 'string', enum: IMPACT_ACTIONS },
    targetAdvertiserId: S.id(),
    newProduct: S.string(40),
  },
  ['advertiserId', 'action'],
);

export const archiveImpactQuery = S.object(
  {
    advertiserId: S.id(),
    scope: { type: 'string', enum: ['tactic', 'year'] },
    campaignType: S.string(40),
    year: S.integer(1900, 9999),
  },
  ['advertiserId', 'scope'],
);

export const historyQuery = S.object({
  limit: S.limit(HISTORY_MAX_LIMIT, HISTORY_DEFAULT_LIMIT),
  offset: S.offset(0),
});

const json = {};
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

const totals = S.object(
  {
    impressions: { type: 'number' },
    clicks: { type: 'number' },
    cost: nullableNumber,
    conversions: { type: 'number' },
  },
  ['impressions', 'clicks', 'cost', 'conversions'],
);
const figureSide = S.object({ id: { type: 'integer' }, name: { type: 'string' }, before: totals, after: totals }, [
  'id',
  'name',
  'before',
  'after',
]);
const sourceCount = S.object({ available: { type: 'boolean' }, count: { type: 'integer' } }, ['available', 'count']);
const stringList = { type: 'array', items: { type: 'string' } } as const;

export const impactAnswer = S.object(
  {
    campaigns: {
      type: 'array',
      items: S.object(
        {
          CampaignId: { type: 'integer' },
          CampaignName: { type: 'string' },
          FriendlyName: nullableString,
          CampaignType: { type: 'string' },
        },
        ['CampaignId', 'CampaignName', 'FriendlyName', 'CampaignType'],
      ),
    },
    shareLinks: S.object(
      {
        count: { type: 'integer' },
        links: {
          type: 'array',
          items: S.object(
            {
              id: { type: 'integer' },
              shortId: { type: 'string' },
              tab: { type: 'string' },
              createdByName: { type: 'string' },
              createdAt: { type: 'number' },
              campaignCount: { type: 'integer' },
              onlyThese: { type: 'boolean' },
            },
            ['id', 'shortId', 'tab', 'createdByName', 'createdAt', 'campaignCount', 'onlyThese'],
          ),
        },
      },
      ['count', 'links'],
    ),
    layouts: {
      type: 'array',
      items: S.object({ scope: { type: 'string', enum: ['agency', 'advertiser'] }, tab: { type: 'string' } }, [
        'scope',
        'tab',
      ]),
    },
    notes: { type: 'integer' },
    scheduledReports: sourceCount,
    alerts: sourceCount,
    figures: S.object({ advertiser: figureSide, target: figureSide }, ['advertiser']),
    tabs: S.object({ before: stringList, after: stringList }, ['before', 'after']),
  },
  ['campaigns', 'shareLinks', 'layouts', 'notes', 'scheduledReports', 'alerts', 'figures'],
);

export const historyEntry = S.object(
  {
    id: { type: 'integer' },
    at: { type: 'string' },
    actorEmail: { type: 'string' },
    facet: { type: 'string' },
    action: { type: 'string' },
    before: json,
    after: json,
    reverts: { type: ['integer', 'null'] },
    undoable: { type: 'boolean' },
    undoReason: nullableString,
  },
  ['id', 'at', 'actorEmail', 'facet', 'action', 'before', 'after', 'reverts', 'undoable', 'undoReason'],
);

export const historyAnswer = S.object({ entries: { type: 'array', items: historyEntry }, total: { type: 'integer' } }, [
  'entries',
  'total',
]);

const managedCampaign = S.object(
  {
    CampaignId: { type: 'integer' },
    AdvertiserId: { type: 'integer' },
    AdvertiserName: { type: 'string' },
    CampaignName: { type: 'string' },
    FriendlyName: nullableString,
    CampaignType: { type: 'string' },
    StartDate: { type: 'string' },
    EndDate: { type: 'string' },
    ImpressionGoal: nullableNumber,
    Status: { type: 'string' },
    OrderId: { type: ['integer', 'null'] },
    SpendType: { type: 'string' },
    SpendRate: { type: 'number' },
    HideSpend: { type: 'boolean' },
    Audience: { type: 'string', enum: ['all', 'staff'] },
    Hidden: { type: 'boolean' },
    HiddenAt: nullableNumber,
    HiddenBy: nullableString,
    Archived: { type: 'boolean' },
    ArchivedAt: nullableNumber,
    ArchivedBy: nullableString,
    ClonedFrom: { type: ['integer', 'null'] },
    UpdatedAt: nullableNumber,
  },
  [
    'CampaignId',
    'AdvertiserId',
    'AdvertiserName',
    'CampaignName',
    'FriendlyName',
    'CampaignType',
    'StartDate',
    'EndDate',
    'ImpressionGoal',
    'Status',
    'OrderId',
    'SpendType',
    'SpendRate',
    'HideSpend',
    'Audience',
    'Hidden',
    'HiddenAt',
    'HiddenBy',
    'Archived',
    'ArchivedAt',
    'ArchivedBy',
    'ClonedFrom',
    'UpdatedAt',
  ],
);

export const undoAnswer = S.object(
  {
    success: { type: 'boolean' },
    entry: historyEntry,
    campaign: { anyOf: [managedCampaign, { type: 'null' }] },
  },
  ['success', 'entry', 'campaign'],
);

export const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
