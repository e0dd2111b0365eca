import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import { audienceOf, type Audience, type OverviewFilter } from '../services/overview/audience';
import { rangeIn, nowIn, type CustomDates } from '../kernel/date-range';
import { activeFlights, activityCounts, type ActivityCounts } from '../services/overview/flights';
import {
  impressionsByClients,
  impressionsByTactic,
  impressionsOverview,
  rangeFields,
} from '../services/overview/impressions';
import { endingSoon, page, pacingOrders } from '../services/overview/order-lists';
import { previousFields, previousRange } from '../services/overview/previous';
import { cachedReply, sendCachedReply } from './overview/cached-reply';
import { daterangeParam, pageParams, rangeQuery, todayQuery } from './overview/schemas';
import { agencyTodayView, type TodayViewFilter } from './overview/today-views';
import { S } from '../kernel/schema';
import { registerOverviewFreshnessRoute } from './overview/freshness';
import { BATCHABLE } from '../kernel/batch-part';

const BASE = '/api/performance-overview';
const TAGS = ['performance overview'];

type RangeRequest = FastifyRequest<{ Params: { daterange: string }; Querystring: OverviewFilter & CustomDates }>;
type PageRequest = FastifyRequest<{
  Params: { daterange: string; limit: number; offset: number };
  Querystring: OverviewFilter & CustomDates;
}>;
type TodayRequest = FastifyRequest<{ Querystring: TodayViewFilter }>;

/**
 * The ten performance-overview calls of 001 §7, agency-wide over what the caller may see. Every call first works
 * out the audience (which may refuse with 501 for data volume), then answers through the response cache keyed
 * by the call, the resolved days (or sort key) and the audience, so concurrent identical requests compute once.
 */
export function registerOverviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rangeSchema = {
    tags: TAGS,
    params: S.object({ daterange: daterangeParam }, ['daterange']),
    querystring: rangeQuery,
  };

  /** The caller's audience, the range in its zone and the response cache key of one date-range call. */
  const keyOf = async (request: RangeRequest | PageRequest, call: string) => {
    const audience = await audienceOf(ctx, callerOf(request).user, request.query);
    const range = rangeIn(ctx, audience.timeZone, request.params.daterange, request.query);
    // Today is in the key too: ending-soon and pacing answers move with it even when the range does not.
    const today = nowIn(ctx, audience.timeZone).toISODate();
    return { audience, range, key: `overview:${call}|${range.start}-${range.end}|${today}|${audience.key}` };
  };
  /** Audience, range and a cached answer for one date-range call. */
  const answer = async <T>(
    request: RangeRequest | PageRequest,
    reply: FastifyReply,
    call: string,
    load: (audience: Audience, range: ReturnType<typeof rangeIn>) => Promise<T>,
  ): Promise<T> => {
    const { audience, range, key } = await keyOf(request, call);
    return cachedReply(ctx, request, reply, key, () => load(audience, range));
  };
  /** The same for a route that only returns the answer: a hit is written out as its stored bytes. */
  const send = async (
    request: RangeRequest,
    reply: FastifyReply,
    call: string,
    load: (audience: Audience, range: ReturnType<typeof rangeIn>) => Promise<unknown>,
  ): Promise<FastifyReply> => {
    const { audience, range, key } = await keyOf(request, call);
    return sendCachedReply(ctx, request, reply, key, () => load(audience, range));
  };
  /**
   * Active orders, advertisers and campaigns come from one cached read of the flights of the range and one of the
   * previous period (the same number of days ending the day before; the tiles' change, issue 24).
   */
  const activity = (request: RangeRequest, reply: FastifyReply, pick: keyof ActivityCounts) =>
    answer(request, reply, 'activity', async (audience, range) => {
      const previous = previousRange(range);
      const [now, before] = await Promise.all([
        activeFlights(ctx, audience, range),
        activeFlights(ctx, audience, previous),
      ]);
      return {
        ...rangeFields(range),
        ...activityCounts(now),
        Previous: { ...previousFields(previous), ...activityCounts(before) },
      };
    }).then((counts) => ({
      daterange: counts.daterange,
      StartDate: counts.StartDate,
      EndDate: counts.EndDate,
      [pick]: counts[pick],
      Previous: {
        StartDate: counts.Previous.StartDate,
        EndDate: counts.Previous.EndDate,
        [pick]: counts.Previous[pick],
      },
    }));

  app.get(
    `${BASE}/active-orders/:daterange`,
    { config: BATCHABLE, schema: rangeSchema },
    (request: RangeRequest, reply) => activity(request, reply, 'ActiveOrders'),
  );
  app.get(
    `${BASE}/active-advertisers/:daterange`,
    { config: BATCHABLE, schema: rangeSchema },
    (request: RangeRequest, reply) => activity(request, reply, 'ActiveAdvertisers'),
  );
  app.get(
    `${BASE}/active-campaigns/:daterange`,
    { config: BATCHABLE, schema: rangeSchema },
    (request: RangeRequest, reply) => activity(request, reply, 'ActiveCampaigns'),
  );
  app.get(
    `${BASE}/impressions/:daterange`,
    { config: BATCHABLE, schema: rangeSchema },
    (request: RangeRequest, reply) =>
      send(request, reply, 'impressions', (audience, range) => impressionsOverview(ctx, audience, range)),
  );
  app.get(
    `${BASE}/impressions/by-tactic/:daterange`,
    { config: BATCHABLE, schema: rangeSchema },
    (request: RangeRequest, reply) =>
      send(request, reply, 'by-tactic', (audience, range) => impressionsByTactic(ctx, audience, range)),
  );
  app.get(
    `${BASE}/impressions/by-clients/:daterange`,
    { config: BATCHABLE, schema: rangeSchema },
    (request: RangeRequest, reply) =>
      send(request, reply, 'by-clients', (audience, range) => impressionsByClients(ctx, audience, range)),
  );

  const pageSchema = { tags: TAGS, params: pageParams, querystring: rangeQuery };
  app.get(
    `${BASE}/ending-soon-orders/:limit/:offset/:daterange`,
    { config: BATCHABLE, schema: pageSchema },
    async (request: PageRequest, reply) => {
      const { limit, offset } = request.params;
      const { range, rows } = await answer(request, reply, 'ending-soon', async (audience, range) => ({
        range: rangeFields(range),
        rows: await endingSoon(
          ctx,
          await activeFlights(ctx, audience, range),
          audience.view,
          nowIn(ctx, audience.timeZone).toISODate()!,
        ),
      }));
      const { total, rows: orders } = page(rows, limit, offset);
      return { ...range, total, limit, offset, orders };
    },
  );
  app.get(
    `${BASE}/pacing-orders/:limit/:offset/:daterange`,
    { config: BATCHABLE, schema: pageSchema },
    async (request: PageRequest, reply) => {
      const { limit, offset } = request.params;
      const { range, rows } = await answer(request, reply, 'pacing', async (audience, range) => ({
        range: rangeFields(range),
        rows: await pacingOrders(ctx, await activeFlights(ctx, audience, range), audience.view, audience.timeZone),
      }));
      const { total, rows: orders } = page(rows, limit, offset);
      return { ...range, total, limit, offset, orders };
    },
  );

  const todaySchema = { tags: TAGS, querystring: todayQuery };
  app.get(`${BASE}/today-view-campaigns/`, { config: BATCHABLE, schema: todaySchema }, (request: TodayRequest, reply) =>
    agencyTodayView(ctx, request, reply, 'campaigns', request.query),
  );
  app.get(
    `${BASE}/today-view-advertisers/`,
    { config: BATCHABLE, schema: todaySchema },
    (request: TodayRequest, reply) => agencyTodayView(ctx, request, reply, 'advertisers', request.query),
  );
  registerOverviewFreshnessRoute(app, ctx);
}
