/**
 * The catalogue's binary exports (001 §7 "Exports (binary download)"): conversions, the conversion breakdown and
 * the today view (agency-wide, and one advertiser's) as files. Each runs its JSON call's checks and answer (same
 * 400/404/501 texts, same cache), then builds the whole file in memory before sending, so an error never leaves
 * half a file.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import {
  conversionBreakdownTable,
  conversionsTable,
  todayAdvertisersTable,
  todayCampaignsTable,
  todayViewTable,
} from '../exports/answer-tables';
import { tableCsv } from '../exports/csv';
import { exportFileName } from '../exports/file-name';
import { exportFreshness } from '../exports/freshness-of';
import type { ReportFreshness, ReportTable } from '../exports/report';
import { agencySubject, exportSubject } from '../exports/subject';
import { buildTableWorkbook } from '../exports/xlsx';
import { AppError } from '../kernel/errors';
import { todayQuery } from './overview/schemas';
import { overviewFreshness } from './overview/freshness';
import { agencyTodayView, isTodayViewType } from './overview/today-views';
import { conversionBreakdownAnswer, SORT_PROPS } from './performance/breakdown';
import { CONVERSION_QUERY, conversionAnswer } from './performance/conversion';
import { OPTIONAL_ID_PARAM, optionalId, pairsBody, type OpenedRequest } from './performance/request';
import { TODAY_SORT_PROP, todayViewAnswer, TYPES_PROP } from './performance/today-view';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';
import { recordExport } from '../areas/usage/record';

/** File types of the conversion breakdown export. */
export const EXPORT_TYPES = ['xlsx', 'csv'] as const;
type ExportType = (typeof EXPORT_TYPES)[number];

const CONTENT_TYPES: Record<ExportType, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const isExportType = (value: string): value is ExportType => (EXPORT_TYPES as readonly string[]).includes(value);

/**
 * A table as a finished file of the given type, with the advertiser's name for the file name and how fresh the
 * numbers of `campaignIds` are: a sheet of its own in a workbook; a CSV stays rows only (its freshness travels in
 * the `X-Data-Through` header instead).
 */
async function tableFile(
  ctx: AppContext,
  type: ExportType,
  title: string,
  table: ReportTable,
  advertiserId: number,
  campaignIds: readonly number[],
): Promise<{ body: Buffer | string; advertiserName: string; freshness: ReportFreshness }> {
  const [subject, freshness] = await Promise.all([
    exportSubject(ctx, advertiserId),
    exportFreshness(ctx, advertiserId, campaignIds),
  ]);
  const body = type === 'csv' ? tableCsv(table) : await buildTableWorkbook(title, table, subject.brand, freshness);
  return { body, advertiserName: subject.advertiserName, freshness };
}

/** The campaigns a call read, once it has opened them. */
function campaignsSeen(): { ids: number[]; seen: (opened: OpenedRequest) => void } {
  const ids: number[] = [];
  return { ids, seen: (opened) => ids.push(...opened.campaigns.map((campaign) => campaign.id)) };
}

/**
 * Sends a finished file as a download that is never cached; `X-Data-Through` carries the earliest day the
 * sources' data runs through (absent when none has data), for a CSV the only place it can go.
 */
function sendFile(
  reply: FastifyReply,
  type: ExportType,
  fileName: string,
  body: Buffer | string,
  freshness?: ReportFreshness,
): FastifyReply {
  if (freshness?.dataThrough) void reply.header('x-data-through', freshness.dataThrough);
  return reply
    .type(CONTENT_TYPES[type])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** Sheet titles of the agency-wide today view exports. */
const TODAY_TITLES = { campaigns: 'Today Campaigns', advertisers: 'Today Advertisers' } as const;

/**
 * GET /api/export/getTodayView?type (001 §7): the agency-wide today view of campaigns or advertisers as XLSX, the
 * rows the overview's today-view call answers this caller for the same `sortBy` and "Filter By" values. Served
 * with and without the trailing slash, as the overview calls are; `/getTodayView/{advertiserId}` is one
 * advertiser's.
 */
function registerAgencyTodayViewExport(app: FastifyInstance, ctx: AppContext): void {
  const querystring = S.object({ ...todayQuery.properties, type: S.string(40) });
  const routes = typedRoutes(app);
  for (const path of ['/api/export/getTodayView', '/api/export/getTodayView/']) {
    routes.get(path, { schema: { querystring } }, async (request, reply) => {
      const { type, ...filter } = request.query;
      if (!isTodayViewType(type)) throw new AppError(400, 'invalidTodayViewType');
      const answer = await agencyTodayView(ctx, request, reply, type, filter);
      const table = type === 'campaigns' ? todayCampaignsTable(answer.rows) : todayAdvertisersTable(answer.rows);
      const user = callerOf(request).user;
      // The overview's own freshness: the same audience and "Filter By" as its rows.
      const [subject, freshness] = await Promise.all([agencySubject(ctx, user), overviewFreshness(ctx, user, filter)]);
      const body = await buildTableWorkbook(TODAY_TITLES[type], table, subject.brand, freshness);
      const name = exportFileName(subject.agencyName, `today-view-${type}`, [answer.Date], 'xlsx');
      await recordExport(ctx, user, 'xlsx');
      return sendFile(reply, 'xlsx', name, body, freshness);
    });
  }
}

/** Registers the binary-export calls. */
export function registerBinaryExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post('/api/export/getConversions', { schema: { querystring: CONVERSION_QUERY } }, async (request, reply) => {
    const campaigns = campaignsSeen();
    const answer = await conversionAnswer(ctx, request, reply, request.query, campaigns.seen);
    const table = conversionsTable(answer.Conversions);
    const advertiserId = request.query.advertiserId!;
    const file = await tableFile(ctx, 'xlsx', 'Conversions', table, advertiserId, campaigns.ids);
    const name = exportFileName(file.advertiserName, 'conversions', [answer.StartDate, answer.EndDate], 'xlsx');
    await recordExport(ctx, callerOf(request).user, 'xlsx', advertiserId);
    return sendFile(reply, 'xlsx', name, file.body, file.freshness);
  });

  routes.post(
    '/api/export/getConversionBreakdown',
    { schema: { body: pairsBody({ ...SORT_PROPS, exportType: S.string(20) }) } },
    async (request, reply) => {
      const { exportType, ...body } = request.body ?? {};
      if (!exportType) throw new AppError(400, 'missingParameters');
      if (!isExportType(exportType)) throw new AppError(400, 'invalidExportType');
      const campaigns = campaignsSeen();
      const answer = await conversionBreakdownAnswer(ctx, request, reply, body, campaigns.seen);
      const table = conversionBreakdownTable(answer.Breakdown);
      const title = 'Conversion Breakdown';
      const file = await tableFile(ctx, exportType, title, table, body.advertiserId!, campaigns.ids);
      const dates = [answer.StartDate, answer.EndDate];
      const name = exportFileName(file.advertiserName, 'conversion-breakdown', dates, exportType);
      await recordExport(ctx, callerOf(request).user, exportType, body.advertiserId!);
      return sendFile(reply, exportType, name, file.body, file.freshness);
    },
  );

  routes.get(
    '/api/export/getTodayView/:advertiserId',
    {
      config: { missingMessage: 'missingAdvertiserId' },
      schema: {
        params: S.object({ advertiserId: OPTIONAL_ID_PARAM }),
        querystring: S.object({ type: TYPES_PROP, sortBy: TODAY_SORT_PROP, reload: { type: 'boolean' } }),
      },
    },
    async (request, reply) => {
      const advertiserId = optionalId(request.params.advertiserId, 'missingAdvertiserId');
      const { type, sortBy } = request.query;
      if (!type?.trim()) throw new AppError(400, 'missingParameters');
      const answer = await todayViewAnswer(ctx, request, reply, advertiserId, { types: type, sortBy });
      const ids = answer.rows.map((row) => row.CampaignId);
      const file = await tableFile(ctx, 'xlsx', 'Today', todayViewTable(answer.rows), advertiserId, ids);
      const name = exportFileName(file.advertiserName, `today-view-${type}`, [answer.Date], 'xlsx');
      await recordExport(ctx, callerOf(request).user, 'xlsx', advertiserId);
      return sendFile(reply, 'xlsx', name, file.body, file.freshness);
    },
  );
  registerAgencyTodayViewExport(app, ctx);
}
