/** GET /api/advertiser/conversion (001 §7): conversions over time at a resolution. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { parseIdList } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { AppError } from '../../kernel/errors';
import { typedRoutes } from '../../kernel/route';
import { answerOf, sendAnswerOf, type CachedCall } from '../../services/performance/cache';
import { byPeriod, dailyMeasures, dayColumns, RESOLUTIONS } from '../../services/performance/daily';
import { S } from '../../kernel/schema';
import { EXTRA_PROPS, normalised, openRequest, type OpenedRequest, RANGE_PROPS, rangeEcho } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

/** Comma-separated campaign ids; anything else (or an id larger than any) is a missing parameter. */
function campaignIds(text: string | undefined): number[] {
  const ids = parseIdList(text ?? '');
  if (!ids?.length) throw new AppError(400, 'missingParameters');
  return ids;
}

/** One period of the conversions answer. */
export interface ConversionRow {
  Date: string;
  ShortDate: string;
  Impressions: number;
  Clicks: number;
  Conversions: number;
  /** Conversions per click, in percent. */
  ConversionRate: number | null;
}

/** The conversions answer. */
export interface ConversionAnswer extends ReturnType<typeof rangeEcho> {
  resolution: string;
  TotalConversions: number;
  Conversions: ConversionRow[];
}

/** Query schema of the conversions call; the binary export takes the same parameters. */
export const CONVERSION_QUERY = S.object({
  advertiserId: S.id(),
  campaignDashboardIds: S.string(4000),
  resolution: { type: 'string', enum: RESOLUTIONS },
  ...RANGE_PROPS,
  ...EXTRA_PROPS,
});

/** Query of the conversions call (and its export), as its schema derives it. */
export type ConversionQuery = FromSchema<typeof CONVERSION_QUERY>;

/** The conversions answer after the call's checks (400 'Missing parameters', tenancy 404, range 400). */
export async function conversionAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: ConversionQuery,
  /** Told the campaigns the call reads (the binary export's freshness asks about them). */
  onOpened?: (opened: OpenedRequest) => void,
): Promise<ConversionAnswer> {
  return answerOf(ctx, request, reply, await conversionCall(ctx, request, query, onOpened));
}

/** The conversions call's checks, cache key and loader, shared by the call and its export. */
async function conversionCall(
  ctx: AppContext,
  request: FastifyRequest,
  query: ConversionQuery,
  onOpened?: (opened: OpenedRequest) => void,
): Promise<CachedCall<ConversionAnswer>> {
  if (!query.resolution || !query.campaignDashboardIds) throw new AppError(400, 'missingParameters');
  const campaigns = campaignIds(query.campaignDashboardIds).map((id) => ({ id }));
  const opened = await openRequest(ctx, request, { ...query, campaigns });
  onOpened?.(opened);
  const resolution = query.resolution;
  const load = async (): Promise<ConversionAnswer> => {
    const periods = byPeriod(await dailyMeasures(ctx.db, opened.campaigns, opened.range), resolution);
    const rows = [...periods].map(([start, m]) => ({
      Date: start,
      ShortDate: dayColumns(start).ShortDate,
      Impressions: m.impressions,
      Clicks: m.clicks,
      Conversions: m.conversions,
      ConversionRate: m.clicks > 0 ? Math.round((m.conversions / m.clicks) * 10_000) / 100 : null,
    }));
    const total = rows.reduce((sum, row) => sum + row.Conversions, 0);
    return { ...rangeEcho(opened.range), resolution, TotalConversions: total, Conversions: rows };
  };
  return { call: 'conversion', access: opened.access, params: normalised(opened, { resolution }), load };
}

/** Registers the conversions call. */
export function registerConversionRoute(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/advertiser/conversion',
    { config: BATCHABLE, schema: { querystring: CONVERSION_QUERY } },
    async (request, reply) => sendAnswerOf(ctx, request, reply, await conversionCall(ctx, request, request.query)),
  );
}
