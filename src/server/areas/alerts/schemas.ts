/** The alert calls' schemas (issue 27, contract "Alerts"). */
import { ALERT_RULES, ALERT_STATES } from '../../../domain/alerts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

const ID = S.id();
const DAY = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const number = { type: 'number' } as const;

export const listQuery = S.object({
  agencyId: ID,
  advertiserId: ID,
  state: { type: 'string', enum: ['open', 'resolved', 'all'] },
  limit: S.limit(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: S.offset(0),
});
export const idBody = S.object({ id: ID }, ['id']);
export const snoozeBody = S.object({ id: ID, until: DAY }, ['id', 'until']);
export const visibleBody = S.object({ id: ID, visible: bool }, ['id', 'visible']);
export const evaluateBody = S.object({ agencyId: ID }, ['agencyId']);
export const logQuery = S.object({
  name: S.string(200),
  after: DAY,
  limit: S.limit(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: S.offset(0),
});

const SETTING_FIELDS = {
  pacingLowPercent: number,
  pacingHighPercent: number,
  dropPercent: number,
  baselineWeeks: number,
  minBaselineVolume: number,
  endingWithinDays: number,
  holdFor: number,
  clearFor: number,
} as const;
const RECIPIENTS = S.object(
  {
    roles: { type: 'array', items: S.string(40, 1), maxItems: 20 },
    userIds: { type: 'array', items: ID, maxItems: 200 },
  },
  ['roles', 'userIds'],
);
export const settingsQuery = S.object({ agencyId: ID, advertiserId: ID, campaignId: ID }, ['agencyId']);
export const settingsBody = S.object(
  {
    agencyId: ID,
    advertiserId: ID,
    campaignId: ID,
    override: S.object(SETTING_FIELDS),
    recipients: RECIPIENTS,
    version: S.integer(0, 2_147_483_647),
  },
  ['agencyId', 'override', 'recipients', 'version'],
);

const settingsObject = S.object(SETTING_FIELDS, Object.keys(SETTING_FIELDS) as (keyof typeof SETTING_FIELDS)[]);
export const settingsAnswer = S.object(
  {
    level: { type: 'string', enum: ['agency', 'advertiser', 'campaign'] },
    settings: settingsObject,
    override: S.object(SETTING_FIELDS),
    inherited: settingsObject,
    recipients: RECIPIENTS,
    version: { type: 'integer' },
  },
  ['level', 'settings', 'override', 'inherited', 'recipients', 'version'],
);

const ALERT_FIELDS = {
  id: { type: 'integer' },
  rule: { type: 'string', enum: ALERT_RULES },
  ruleLabel: string,
  state: { type: 'string', enum: ALERT_STATES },
  agencyId: { type: 'integer' },
  advertiserId: nullableInteger,
  advertiserName: nullableString,
  campaignId: nullableInteger,
  campaignName: nullableString,
  objectLabel: string,
  message: string,
  value: { type: ['number', 'null'] },
  dataLate: bool,
  firstSeen: string,
  lastSeen: string,
  firedAt: nullableString,
  resolvedAt: nullableString,
  acknowledgedBy: nullableString,
  acknowledgedAt: nullableString,
  snoozedUntil: nullableString,
  clientVisible: bool,
} as const;
const ALERT_REQUIRED = Object.keys(ALERT_FIELDS) as (keyof typeof ALERT_FIELDS)[];
export const alertAnswer = S.object(ALERT_FIELDS, ALERT_REQUIRED);
export const alertPage = pageSchema(alertAnswer);
export const logPage = pageSchema(
  S.object(
    {
      ...ALERT_FIELDS,
      agencyName: string,
      recipients: { type: 'array', items: string },
      changes: {
        type: 'array',
        items: S.object({ at: string, change: string, by: nullableString }, ['at', 'change', 'by']),
      },
    },
    [...ALERT_REQUIRED, 'agencyName', 'recipients', 'changes'],
  ),
);
export const evaluateAnswer = S.object(
  {
    evaluated: { type: 'integer' },
    fired: { type: 'integer' },
    resolved: { type: 'integer' },
    digests: { type: 'integer' },
  },
  ['evaluated', 'fired', 'resolved', 'digests'],
);
export const errorAnswer = {
  type: 'object',
  properties: { error: string, field: string },
  additionalProperties: true,
} as const;
