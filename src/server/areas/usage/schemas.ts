/** Route schemas of the usage report: the period and agency filter, the table's paging, and the answers. */
import { listQuery, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

/** The period and the agency, shared by the three calls; the dates are checked by the service (our texts). */
const period = { from: S.string(40), to: S.string(40), agencyId: S.id() };

/** The figures of a row, in table order. */
const FIGURE_KEYS = [
  'signIns',
  'activeUsers',
  'dashboardViews',
  'exportsPdf',
  'exportsPpt',
  'exportsXls',
  'exportsCsv',
  'sharesCreated',
  'shareOpens',
  'scheduledRuns',
] as const;

/** Sort keys of the table: the agency's name or any figure. */
export const USAGE_SORT_KEYS = ['agencyName', ...FIGURE_KEYS] as const;

/** GET /api/admin/usage and its workbook: the table's query. */
export const usageQuery = listQuery(USAGE_SORT_KEYS, period);

/** GET /api/admin/usage/daily. */
export const dailyQuery = S.object(period);

const count = { type: 'integer' } as const;
const figures = S.object(
  {
    signIns: count,
    activeUsers: count,
    dashboardViews: count,
    exportsPdf: count,
    exportsPpt: count,
    exportsXls: count,
    exportsCsv: count,
    sharesCreated: count,
    shareOpens: count,
    scheduledRuns: count,
  },
  FIGURE_KEYS,
);

const usageRow = S.object({ agencyId: count, agencyName: { type: 'string' }, ...figures.properties }, [
  'agencyId',
  'agencyName',
  ...FIGURE_KEYS,
]);

/** The table's answer (a page, the period served and the totals). */
export const usageAnswer = S.object(
  { ...pageSchema(usageRow).properties, from: { type: 'string' }, to: { type: 'string' }, totals: figures },
  ['items', 'total', 'limit', 'offset', 'from', 'to', 'totals'],
);

const usageDay = S.object(
  {
    day: { type: 'string' },
    signIns: count,
    dashboardViews: count,
    exports: count,
    sharesCreated: count,
    shareOpens: count,
    scheduledRuns: count,
  },
  ['day', 'signIns', 'dashboardViews', 'exports', 'sharesCreated', 'shareOpens', 'scheduledRuns'],
);

/** The chart's answer. */
export const dailyAnswer = S.object(
  { from: { type: 'string' }, to: { type: 'string' }, days: { type: 'array', items: usageDay } },
  ['from', 'to', 'days'],
);

/** The answer of a refused call. */
export const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
