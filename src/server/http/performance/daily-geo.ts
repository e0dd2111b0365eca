/** /daily, /geo-performance, /geo-list and /by-state (001 §7), and POST /api/performance/daily-by-geo. */
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { GEO_TYPES } from '../../../domain/metrics';
import type { AppContext } from '../../context';
import { breakdown } from '../../services/performance/breakdown';
import { sendCachedAnswer } from '../../services/performance/cache';
import { dailyMeasures, dayColumns, type GeoFilter } from '../../services/performance/daily';
import type { BreakdownDimension } from '../../services/performance/dimensions';
import { rowMetricsFor, withMeasures } from '../../services/performance/measures';
import { AppError } from '../../kernel/errors';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { EXTRA_PROPS, normalised, openRequest, pairsBody, RANGE_PROPS, rangeEcho } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

const GEO_DIMENSIONS: Record<string, BreakdownDimension> = { ZIPCODE: 'zip', CITY: 'city', STATE: 'state', DMA: 'dma' };

const geoBody = pairsBody({ geoType: { type: 'string', enum: GEO_TYPES } });

/** Body of the geographic calls, as its schema derives it. */
type GeoBody = FromSchema<typeof geoBody>;

const dailyByGeoBody = S.object(
  {
    advertiserId: S.id(),
    campaignIds: { type: 'array', maxItems: 500, items: S.id() },
    campaignType: S.string(40, 1),
    geoType: { type: 'string', enum: ['ZIPCODE', 'CITY', 'STATE', 'DMA'] },
    ...RANGE_PROPS,
    ...EXTRA_PROPS,
    zipcode: S.string(10, 1),
    city: S.string(120, 1),
    state: S.string(2, 2),
    dmaCode: S.id(),
  },
  ['advertiserId', 'campaignIds', 'campaignType', 'geoType'],
);

/** Body of the daily-by-geo call, as its schema derives it. */
type DailyByGeoBody = FromSchema<typeof dailyByGeoBody>;

/** Registers the daily and geographic calls. */
export function registerDailyGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post(
    '/api/advertiser/performance/daily',
    { config: BATCHABLE, schema: { body: pairsBody() } },
    async (request, reply) => {
      const opened = await openRequest(ctx, request, request.body ?? {});
      return sendCachedAnswer(ctx, request, reply, 'daily', opened.access, normalised(opened), async () => {
        const hideSpend = opened.campaigns.some((c) => c.hide_spend === 1);
        const extra = rowMetricsFor(opened.campaigns);
        const days = await dailyMeasures(ctx.db, opened.campaigns, opened.range);
        const rows = [...days].map(([day, m]) =>
          withMeasures(dayColumns(day), m, opened.access.view, hideSpend, extra),
        );
        return { ...rangeEcho(opened.range), Daily: rows };
      });
    },
  );

  const geoCall = (path: string, call: string, types: (body: GeoBody) => string[]): void => {
    routes.post(path, { config: BATCHABLE, schema: { body: geoBody } }, async (request, reply) => {
      const body = request.body ?? {};
      const opened = await openRequest(ctx, request, body);
      const wanted = types(body);
      return sendCachedAnswer(ctx, request, reply, call, opened.access, normalised(opened, { wanted }), async () => {
        const answer: Record<string, unknown> = { ...rangeEcho(opened.range) };
        for (const geoType of wanted) {
          const dimension = GEO_DIMENSIONS[geoType]!;
          const result = await breakdown(ctx.db, opened.campaigns, opened.range, dimension, opened.access.view, {});
          answer[geoType] = result.rows;
        }
        return answer;
      });
    });
  };
  const chosen = (body: GeoBody): string[] =>
    !body.geoType || body.geoType === 'ALL' ? Object.keys(GEO_DIMENSIONS) : [body.geoType];
  geoCall('/api/advertiser/performance/geo-performance', 'geo-performance', chosen);
  geoCall('/api/advertiser/performance/geo-list', 'geo-list', () => ['ZIPCODE']);
  geoCall('/api/advertiser/performance/by-state', 'by-state', () => ['STATE']);

  routes.post(
    '/api/performance/daily-by-geo',
    { config: { ...BATCHABLE, missingMessage: 'missingParameters' }, schema: { body: dailyByGeoBody } },
    async (request, reply) => {
      const body = request.body;
      const geo = geoFilter(body);
      const campaigns = body.campaignIds.map((id) => ({ id, type: body.campaignType }));
      const opened = await openRequest(ctx, request, { ...body, campaigns });
      return sendCachedAnswer(
        ctx,
        request,
        reply,
        'daily-by-geo',
        opened.access,
        normalised(opened, { geo }),
        async () => {
          const hideSpend = opened.campaigns.some((c) => c.hide_spend === 1);
          const extra = rowMetricsFor(opened.campaigns);
          const days = await dailyMeasures(ctx.db, opened.campaigns, opened.range, geo);
          const rows = [...days].map(([day, m]) =>
            withMeasures(dayColumns(day), m, opened.access.view, hideSpend, extra),
          );
          return { ...rangeEcho(opened.range), ...geo, Daily: rows };
        },
      );
    },
  );
}

/** The geography named by geoType, or 400 'Missing parameters' when its field is absent. */
function geoFilter(body: DailyByGeoBody): GeoFilter {
  switch (body.geoType) {
    case 'ZIPCODE':
      if (body.zipcode) return { geoType: 'ZIPCODE', zipcode: body.zipcode };
      break;
    case 'CITY':
      if (body.city) return { geoType: 'CITY', city: body.city, ...(body.state ? { state: body.state } : {}) };
      break;
    case 'STATE':
      if (body.state) return { geoType: 'STATE', state: body.state };
      break;
    case 'DMA':
      if (body.dmaCode !== undefined) return { geoType: 'DMA', dmaCode: body.dmaCode };
      break;
  }
  throw new AppError(400, 'missingParameters');
}
