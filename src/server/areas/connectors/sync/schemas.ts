/**
 * The exact answers of the sync and feed-tools calls (sync/routes.ts, feed/routes.ts): fastify serialises by them,
 * so every field the screens read is listed here, and nothing else leaves the server.
 */
import { CONNECTION_STATES, CONNECTOR_IDS, SYNC_KINDS, SYNC_STATUSES } from '../../../../domain/connectors';
import { S } from '../../../kernel/schema';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const source = { type: 'string', enum: [...CONNECTOR_IDS] } as const;
const state = { type: 'string', enum: [...CONNECTION_STATES] } as const;
const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** The latest sync of a link (status.ts SyncView). */
export const syncView = S.object(
  {
    id: integer,
    kind: { type: 'string', enum: [...SYNC_KINDS] },
    status: { type: 'string', enum: [...SYNC_STATUSES] },
    rangeStart: text,
    rangeEnd: text,
    daysDone: integer,
    daysTotal: integer,
    error: nullableText,
  },
  ['id', 'kind', 'status', 'rangeStart', 'rangeEnd', 'daysDone', 'daysTotal', 'error'],
);

const linkProperties = {
  linkId: integer,
  advertiserId: integer,
  source,
  kind: text,
  externalId: text,
  name: text,
  campaignId: nullableInteger,
  campaignType: nullableText,
  state,
  stateLabel: text,
  backfillComplete: { type: 'boolean' },
  lastSyncAt: nullableText,
  dataThrough: nullableText,
  lastError: nullableText,
  sync: nullable(syncView),
} as const;
const linkRequired = Object.keys(linkProperties) as (keyof typeof linkProperties)[];

/** A link's state and latest sync (status.ts LinkStatus). */
export const linkStatus = S.object(linkProperties, linkRequired);

/** A source of an advertiser (status.ts SourceStatus). */
export const sourceStatus = S.object(
  {
    source,
    title: text,
    state,
    stateLabel: text,
    progress: nullable(
      S.object({ daysDone: integer, daysTotal: integer, percent: integer }, ['daysDone', 'daysTotal', 'percent']),
    ),
    lastSyncAt: nullableText,
    dataThrough: nullableText,
    lastError: nullableText,
    links: { type: 'array', items: linkStatus },
  },
  ['source', 'title', 'state', 'stateLabel', 'progress', 'lastSyncAt', 'dataThrough', 'lastError', 'links'],
);

/** GET /api/connectors/sync/status. */
export const syncStatusAnswer = S.object({ advertiserId: integer, sources: { type: 'array', items: sourceStatus } }, [
  'advertiserId',
  'sources',
]);

/** POST /api/connectors/sync/resync. */
export const resyncAnswer = S.object(
  {
    syncId: integer,
    linkId: integer,
    kind: { type: 'string', enum: ['resync'] },
    status: { type: 'string', enum: ['queued'] },
    rangeStart: text,
    rangeEnd: text,
    daysTotal: integer,
  },
  ['syncId', 'linkId', 'kind', 'status', 'rangeStart', 'rangeEnd', 'daysTotal'],
);

/** A page of the feed tools' lists. */
export function pageOf<T extends object>(item: T) {
  return S.object({ items: { type: 'array', items: item }, total: integer, limit: integer, offset: integer }, [
    'items',
    'total',
    'limit',
    'offset',
  ]);
}

/** GET /api/feed/connections: a link of the caller's scope with its advertiser's name. */
export const connectionRow = S.object({ ...linkProperties, advertiserName: text }, [...linkRequired, 'advertiserName']);

const refusal = S.object({ line: integer, message: text }, ['line', 'message']);

/** POST /api/feed/import. */
export const importAnswer = S.object(
  {
    loadId: integer,
    fileName: text,
    status: { type: 'string', enum: ['loaded', 'refused'] },
    rowsTotal: integer,
    rowsLoaded: integer,
    dailyRows: integer,
    breakdownRows: integer,
    campaigns: integer,
    firstDay: nullableInteger,
    lastDay: nullableInteger,
    dataGeneration: integer,
    refusals: { type: 'array', items: refusal },
  },
  [
    'loadId',
    'fileName',
    'status',
    'rowsTotal',
    'rowsLoaded',
    'dailyRows',
    'breakdownRows',
    'campaigns',
    'firstDay',
    'lastDay',
    'dataGeneration',
    'refusals',
  ],
);

/** GET /api/feed/loads: one load. */
export const loadRow = S.object(
  {
    id: integer,
    agencyId: nullableInteger,
    fileName: text,
    status: { type: 'string', enum: ['loaded', 'refused'] },
    rowsTotal: integer,
    rowsLoaded: integer,
    refusals: { type: 'array', items: refusal },
    createdAt: text,
    createdBy: nullableText,
  },
  ['id', 'agencyId', 'fileName', 'status', 'rowsTotal', 'rowsLoaded', 'refusals', 'createdAt', 'createdBy'],
);
