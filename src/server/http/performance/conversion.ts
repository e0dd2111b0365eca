/** GET /api/advertiser/conversion (001 §7): conversions over time at a resolution. */
import type { FastifyInstance } from 'fastify';
import { MISSING } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { cachedAnswer } from '../../services/performance/cache';
import { byPeriod, dailyMeasures, dayColumns, RESOLUTIONS } from '../../services/performance/daily';
import { HttpError } from '../errors';
import { S } from '../schemas';
import { EXTRA_PROPS, normalised, openRequest, RANGE_PROPS, rangeEcho } from './request';

interface ConversionQuery {
  advertiserId?: number;
  campaignDashboardIds?: string;
  resolution?: string;
  daterange?: string;
  startDate?: string;
  endDate?: string;
  token?: string;
  reload?: boolean;
}

/** Comma-separated campaign ids; anything else is a missing parameter. */
function campaignIds(text: string | undefined): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id))) throw new HttpError(400, MISSING.PARAMETERS);
  return ids.map(Number);
}

/** Registers the conversions call. */
export function registerConversionRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ConversionQuery }>(
    '/api/advertiser/conversion',
    {
      schema: {
        querystring: S.object({
          advertiserId: S.id(),
          campaignDashboardIds: S.string(4000),
          resolution: { type: 'string', enum: RESOLUTIONS },
          ...RANGE_PROPS,
          ...EXTRA_PROPS,
        }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!query.resolution || !query.campaignDashboardIds) throw new HttpError(400, MISSING.PARAMETERS);
      const campaigns = campaignIds(query.campaignDashboardIds).map((id) => ({ id }));
      const opened = await openRequest(ctx, request, { ...query, campaigns });
      const resolution = query.resolution;
      return cachedAnswer(
        ctx,
        request,
        reply,
        'conversion',
        opened.access,
        normalised(opened, { resolution }),
        async () => {
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
        },
      );
    },
  );
}
