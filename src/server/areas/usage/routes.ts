/**
 * System Admin usage reports (issue 20), MANAGE_SYSTEM: the table by agency (paged, sorted, searched on the
 * server), the per-day counts for the chart, and the table as an XLSX workbook.
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { AppContext } from '../../context';
import { contentDisposition } from '../../exports/file-name';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { dailyAnswer, dailyQuery, errorAnswer, usageAnswer, usageQuery } from './schemas';
import { UsageService } from './service';

const TAGS = ['system admin'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const config = { rights: AREA_RIGHTS.systemAdmin };

/** Registers GET /api/admin/usage, /api/admin/usage/daily and /api/admin/usage/export.xlsx. */
export function registerUsageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  const usage = new UsageService(ctx);
  const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

  routes.get(
    '/api/admin/usage',
    { config, schema: { tags: TAGS, querystring: usageQuery, response: { 200: usageAnswer, ...errors } } },
    async (request) => usage.report(request.query, listWindow(request.query, 'agencyName')),
  );

  routes.get(
    '/api/admin/usage/daily',
    { config, schema: { tags: TAGS, querystring: dailyQuery, response: { 200: dailyAnswer, ...errors } } },
    async (request) => usage.daily(request.query),
  );

  routes.get(
    '/api/admin/usage/export.xlsx',
    { config, schema: { tags: TAGS, querystring: usageQuery } },
    async (request, reply) => {
      const { file, fileName } = await usage.workbook(request.query, listWindow(request.query, 'agencyName'));
      return reply
        .type(XLSX)
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
