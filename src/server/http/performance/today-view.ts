/**
 * GET /api/advertiser/today-view/{advertiserId} (path ours): the today view of the performance overview (001 §7)
 * for one advertiser: its live campaigns, today's delivery by hour and the day's pacing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { callerOf } from '../../kernel/guard';
import type { AppContext } from '../../context';
import type { Audience } from '../../services/overview/audience';
import { nowIn } from '../../kernel/date-range';
import { todayCampaigns, type TodayCampaign } from '../../services/overview/today';
import { DEFAULT_TODAY_SORT, TODAY_SORTS } from '../../services/overview/today-sort';
import { openAdvertiser } from '../../kernel/access';
import { cachedAnswer } from '../../services/performance/cache';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { OPTIONAL_ID_PARAM, optionalId } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

/** `types` of the today view: comma-separated campaign types. */
export const TYPES_PROP = { type: 'string', maxLength: 2000, pattern: '^[A-Za-z0-9_, ]*$' } as const;

/** `sortBy` of the today view. */
export const TODAY_SORT_PROP = { type: 'string', enum: [...TODAY_SORTS], default: DEFAULT_TODAY_SORT } as const;

const query = S.object({
  types: {
    ...TYPES_PROP,
    description: 'Comma-separated campaign types to keep (the layout’s todayViewFilters); all when absent',
  },
  sortBy: TODAY_SORT_PROP,
  reload: { type: 'boolean', description: 'Bypass the response cache' },
});

/** Query of the today view, as its schema derives it (`sortBy` is always there: ajv fills in the default). */
export type TodayViewQuery = FromSchema<typeof query>;

/** The campaign types a `types` filter names, upper-cased, unique and sorted; null for no filter. */
function typeFilter(types: string | undefined): string[] | null {
  const list = (types ?? '')
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter(Boolean);
  return list.length ? [...new Set(list)].sort() : null;
}

/** Registers the advertiser's today view. */
export function registerTodayViewRoute(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/advertiser/today-view/:advertiserId?',
    {
      config: { ...BATCHABLE, missingMessage: 'missingAdvertiserId' },
      schema: { params: S.object({ advertiserId: OPTIONAL_ID_PARAM }), querystring: query },
    },
    async (request, reply) => {
      const advertiserId = optionalId(request.params.advertiserId, 'missingAdvertiserId');
      return todayViewAnswer(ctx, request, reply, advertiserId, request.query);
    },
  );
}

/** The advertiser's today view: the day, the local hour and its live campaigns. */
export interface TodayViewAnswer {
  Date: string;
  Hour: number;
  rows: TodayCampaign[];
}

/** The today view after the tenancy check (404 outside the caller's scope); the binary export reuses it. */
export async function todayViewAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  advertiserId: number,
  query: Omit<TodayViewQuery, 'reload'>,
): Promise<TodayViewAnswer> {
  const access = await openAdvertiser(ctx, callerOf(request).user, advertiserId);
  const types = typeFilter(query.types);
  const sortBy = query.sortBy ?? DEFAULT_TODAY_SORT;
  // The expected share of the daily goal moves with the local hour, so the hour is part of the key.
  const hour = nowIn(ctx, access.timeZone).toFormat('yyyyMMddHH');
  const key = { advertiserId, types, sortBy, hour };
  return cachedAnswer(ctx, request, reply, 'today-view', access, key, async () => {
    const audience: Audience = {
      key: `advertiser:${advertiserId}:${access.view}`,
      timeZone: access.timeZone,
      view: access.view,
      agencyIds: null,
      advertiserIds: [advertiserId],
    };
    const today = await todayCampaigns(ctx, audience, sortBy);
    const rows = types ? today.rows.filter((row) => types.includes(row.CampaignType)) : today.rows;
    return { Date: today.Date, Hour: today.Hour, rows };
  });
}
