/**
 * The scheduled-report calls' schemas (issue 25; 001 §7 "Scheduled reports"). `REPORT_INPUT` is the whole body of
 * scheduledReportCreate (src/domain/scheduled-reports.ts `ScheduledReportInput`) as JSON Schema: formats, ranges,
 * lengths and the schedule's fields. What a schema cannot say (a weekly schedule's days, a cron expression croner
 * reads, a known time zone, the advertisers' dashboards, recipients' domains) the service checks, naming the field.
 */
import { REPORT_FORMATS, REPORT_KINDS, REPORT_RANGES, SCHEDULE_FREQUENCIES } from '../../../domain/scheduled-reports';
import { listQuery, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

const ID = S.id();
const TIME_ZONE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' } as const;
const TAB = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9_-]+$' } as const;

/**
 * ReportSchedule; `timezone` may be left out (the agency's zone). `time` is required by the service for every
 * frequency but cron (whose expression holds the time), naming `schedule.time`.
 */
export const SCHEDULE = S.object(
  {
    frequency: { type: 'string', enum: SCHEDULE_FREQUENCIES },
    time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    days: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 7 },
      uniqueItems: true,
      maxItems: 7,
    },
    dayOfMonth: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 31 },
        { type: 'string', enum: ['last'] },
      ],
    },
    cron: { type: 'string', minLength: 1, maxLength: 120 },
    timezone: TIME_ZONE,
  },
  ['frequency'],
);

const ADVERTISER = S.object(
  {
    advertiserId: ID,
    tabs: { type: 'array', items: TAB, uniqueItems: true, maxItems: 40 },
    campaignIds: { type: 'array', items: ID, uniqueItems: true, maxItems: 500 },
  },
  ['advertiserId', 'tabs'],
);

const INPUT_PROPERTIES = {
  name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
  kind: { type: 'string', enum: REPORT_KINDS },
  agencyId: ID,
  advertiserId: S.nullableId(),
  advertisers: { type: 'array', items: ADVERTISER, minItems: 1, maxItems: 200 },
  formats: {
    type: 'array',
    items: { type: 'string', enum: REPORT_FORMATS },
    minItems: 1,
    uniqueItems: true,
  },
  dateRange: { type: 'string', enum: REPORT_RANGES },
  recipients: S.object(
    {
      userIds: { type: 'array', items: ID, uniqueItems: true, maxItems: 200 },
      emails: {
        type: 'array',
        items: { type: 'string', format: 'email', maxLength: 254 },
        uniqueItems: true,
        maxItems: 200,
      },
    },
    ['userIds', 'emails'],
  ),
  subject: { type: 'string', minLength: 1, maxLength: 200 },
  message: { type: 'string', maxLength: 4000 },
  schedule: SCHEDULE,
  readiness: S.object(
    {
      waitForData: { type: 'boolean' },
      deadlineHours: { type: 'integer', minimum: 1, maximum: 72 },
      atDeadline: { type: 'string', enum: ['send', 'hold'] },
    },
    ['waitForData', 'deadlineHours', 'atDeadline'],
  ),
  enabled: { type: 'boolean' },
  ownerUserId: ID,
} as const;

const INPUT_REQUIRED = [
  'name',
  'kind',
  'agencyId',
  'advertiserId',
  'advertisers',
  'formats',
  'dateRange',
  'recipients',
  'subject',
  'message',
  'schedule',
  'readiness',
  'enabled',
] as const;

/** POST /api/scheduledReportCreate. */
export const REPORT_INPUT = S.object(INPUT_PROPERTIES, INPUT_REQUIRED);
/** POST /api/scheduledReportUpdate: the same with the report's id and the Version it was read at. */
export const REPORT_UPDATE = S.object({ ...INPUT_PROPERTIES, id: ID, Version: S.integer(1, 2_147_483_647) }, [
  ...INPUT_REQUIRED,
  'id',
  'Version',
]);

export const REPORT_SORTS = ['name', 'nextRunAt', 'updatedAt'] as const;
const FILTER_BY_USER = { type: 'string', enum: ['true', 'false'] } as const;

/**
 * GET /api/scheduledReportSearchAgency/: the admin kit's list query, the agency and "only mine". `search` and the
 * agency are required, each with the spec's own message (checked by the route, so either is named when missing).
 */
export const agencySearchQuery = S.object(
  { ...listQuery(REPORT_SORTS).properties, agency: ID, filterByCurrentUser: FILTER_BY_USER },
  [],
);
/** GET /api/scheduledReportSearchAdvertiser/. */
export const advertiserSearchQuery = S.object(
  { ...listQuery(REPORT_SORTS).properties, advertiserId: ID, filterByCurrentUser: FILTER_BY_USER },
  [],
);

export const idBody = S.object({ id: ID }, ['id']);
export const logIdBody = S.object({ logId: ID }, ['logId']);
export const productListBody = S.object(
  { advertiserIds: { type: 'array', items: ID, minItems: 1, maxItems: 200, uniqueItems: true } },
  ['advertiserIds'],
);
export const previewBody = S.object({ schedule: SCHEDULE }, ['schedule']);

/** An answer object whose listed fields are documented; any other field passes through. */
const open = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, additionalProperties: true }) as const;
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const run = S.object({ local: string, utc: string }, ['local', 'utc']);

const ints = { type: 'array', items: integer } as const;
const strings = { type: 'array', items: string } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const REPORT_FIELDS = {
  id: integer,
  name: string,
  kind: { type: 'string', enum: REPORT_KINDS },
  agencyId: integer,
  advertiserId: nullableInteger,
  advertisers: {
    type: 'array',
    items: S.object({ advertiserId: integer, tabs: strings, campaignIds: ints }, ['advertiserId', 'tabs']),
  },
  formats: { type: 'array', items: { type: 'string', enum: REPORT_FORMATS } },
  dateRange: { type: 'string', enum: REPORT_RANGES },
  recipients: S.object({ userIds: ints, emails: strings }, ['userIds', 'emails']),
  subject: string,
  message: string,
  schedule: S.object(
    {
      frequency: { type: 'string', enum: SCHEDULE_FREQUENCIES },
      time: string,
      days: ints,
      dayOfMonth: { anyOf: [integer, { type: 'string', enum: ['last'] }] },
      cron: string,
      timezone: string,
    },
    ['frequency', 'time', 'timezone'],
  ),
  readiness: S.object(
    {
      waitForData: { type: 'boolean' },
      deadlineHours: integer,
      atDeadline: { type: 'string', enum: ['send', 'hold'] },
    },
    ['waitForData', 'deadlineHours', 'atDeadline'],
  ),
  enabled: { type: 'boolean' },
  ownerUserId: integer,
  ownerName: string,
  createdBy: integer,
  createdByName: string,
  state: { type: 'string', enum: ['active', 'stopped'] },
  stoppedReason: { type: ['string', 'null'] },
  nextRunAt: nullableInteger,
  lastRunAt: nullableInteger,
  Version: integer,
  createdAt: integer,
  updatedAt: integer,
} as const;
const REPORT_REQUIRED = Object.keys(REPORT_FIELDS) as (keyof typeof REPORT_FIELDS)[];

/** A report as the calls answer it (src/domain/scheduled-reports.ts `ScheduledReport`). */
export const reportAnswer = S.object(REPORT_FIELDS, REPORT_REQUIRED);
/** scheduledReportSingleReport: the report and its next five runs. */
export const singleAnswer = S.object({ ...REPORT_FIELDS, nextRuns: { type: 'array', items: run } }, [
  ...REPORT_REQUIRED,
  'nextRuns',
]);
export const reportPageAnswer = pageSchema(reportAnswer);
export const deletedAnswer = S.object({ id: integer, deleted: { type: 'boolean' } }, ['id', 'deleted']);
export const logIdAnswer = S.object({ logId: integer }, ['logId']);
export const previewAnswer = S.object({ runs: { type: 'array', items: run } }, ['runs']);
export const productListAnswer = S.object(
  {
    products: {
      type: 'array',
      items: S.object({ tab: string, title: string, formats: { type: 'array', items: string } }, [
        'tab',
        'title',
        'formats',
      ]),
    },
  },
  ['products'],
);
/** `{ error }`, with `field` when a rule names the body's field and `ErrorMessage` on create and update (001 §8). */
export const errorAnswer = open({ error: string, field: string, ErrorMessage: string });
