import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedRange } from '../../domain/date-presets';
import { AREA_RIGHTS } from '../../domain/rights';
import { inferDateRange } from '../../domain/date-range';
import { isOwnKey } from '../../domain/own';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import { openOrder, orderCampaigns, type OrderAccess, type OrderCampaign } from '../kernel/order-access';
import { BREAKDOWNS, orderBreakdown } from '../services/orders/breakdowns';
import { campaignList } from '../services/orders/campaign-list';
import { parseCampaignListParams } from '../services/orders/campaign-list-params';
import { orderConversions } from '../services/orders/conversion';
import { orderGeoList, orderMapSummary, type GeoType } from '../services/orders/geo';
import { DEFAULT_PERIOD, type Period } from '../services/orders/periods';
import { orderCampaignRows, orderDaily, orderSummary } from '../services/orders/single-order';
import { nowIn, rangeIn, type CustomDates } from '../kernel/date-range';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { DEFAULT_ORDER_LIST_QUERY, type OrderListQuery } from '../../domain/order-list';
import { orderList } from '../services/orders/order-list';
import { checkGrantedRange } from './performance/request';
import {
  campaignListParams,
  campaignListQuery,
  geoListQuery,
  orderConversionQuery,
  orderListQuery,
  orderRangeParams,
  orderRangeQuery,
  singleOrderParams,
} from './orders/schemas';
import { sendCachedReply } from './overview/cached-reply';
import { BATCHABLE } from '../kernel/batch-part';

/**
 * Every call of the order screens needs their right (000 §2), checked by the kernel guard; a share or export
 * guest whose grant names an order passes it, and `openOrder` admits that guest to that one order only.
 */
const ORDER_SCREENS = { rights: AREA_RIGHTS.orders, guestOrder: true, ...BATCHABLE };
/** The order list is for signed-in users with the right only: no guest lists orders. */
const ORDER_LIST = { rights: AREA_RIGHTS.orders };

const TAGS = ['orders'];

type OrderParams = { advertiserId: number; orderId: number; daterange: string };
type SingleOrderRequest = FastifyRequest<{
  Params: OrderParams & { method: string; period?: Period };
  Querystring: CustomDates;
}>;
type ListRequest = FastifyRequest<{
  Params: { advertiserId: number; orderId: number; params?: string };
  Querystring: Record<string, string | undefined>;
}>;

/** Order calls (001 §7 "Order and conversion data"); every one admits the caller to the order first (404 otherwise). */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The agency order list (issue 24): the caller's orders, filtered, sorted and paged by the server. */
  typedRoutes(app).get(
    '/api/orders',
    { config: ORDER_LIST, schema: { tags: TAGS, querystring: orderListQuery } },
    (request) => {
      const { advertiserId, ...given } = request.query;
      const query: OrderListQuery = {
        ...DEFAULT_ORDER_LIST_QUERY,
        ...given,
        ...(advertiserId === undefined ? {} : { advertiserId }),
      };
      return orderList(ctx, callerOf(request).user, query);
    },
  );

  /** Admits the caller, resolves the range in the agency's zone and answers from the response cache. */
  const orderAnswer = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    ids: { advertiserId: number; orderId: number },
    dates: CustomDates & { daterange: string },
    call: string,
    load: (order: OrderAccess, campaigns: OrderCampaign[], range: ResolvedRange) => Promise<T>,
  ): Promise<FastifyReply> => {
    const { user, grant } = callerOf(request);
    const order = await openOrder(ctx, user, ids.advertiserId, ids.orderId);
    // A guest reads its grant's range (unless the link lets it pick another).
    if (grant) checkGrantedRange(grant, dates);
    const range = rangeIn(ctx, order.timeZone, dates.daterange, dates);
    // Today is in the key: pacing runs through yesterday even when a custom range stays put.
    const today = nowIn(ctx, order.timeZone).toISODate();
    const key = `order:${call}|${order.advertiserId}|${order.orderId}|${range.start}-${range.end}|${today}|${order.view}`;
    return sendCachedReply(ctx, request, reply, key, async () => load(order, await orderCampaigns(ctx, order), range));
  };

  const singleOrder = (request: SingleOrderRequest, reply: FastifyReply) => {
    const { method, period = DEFAULT_PERIOD } = request.params;
    const dates = { ...request.query, daterange: request.params.daterange };
    return orderAnswer<unknown>(
      request,
      reply,
      request.params,
      dates,
      `${method}:${period}`,
      (order, campaigns, range) => {
        if (method === 'summary') return orderSummary(ctx, order, campaigns, range);
        if (method === 'daily') return orderDaily(ctx, order, campaigns, range, period);
        if (method === 'campaigns') return orderCampaignRows(ctx, order, campaigns, range);
        if (isOwnKey(BREAKDOWNS, method)) return orderBreakdown(ctx, order, campaigns, range, method);
        throw new AppError(400, 'unknownMethod', { params: { method } });
      },
    );
  };
  const base = '/api/advertiser/single-order/:method/:advertiserId/:orderId/:daterange';
  app.get(
    base,
    { config: ORDER_SCREENS, schema: { tags: TAGS, params: singleOrderParams(false), querystring: orderRangeQuery } },
    singleOrder,
  );
  app.get(
    `${base}/:period`,
    { config: ORDER_SCREENS, schema: { tags: TAGS, params: singleOrderParams(true), querystring: orderRangeQuery } },
    singleOrder,
  );

  app.get(
    '/api/advertiser/:advertiserId/order/:orderId/summary/:daterange',
    { config: ORDER_SCREENS, schema: { tags: TAGS, params: orderRangeParams, querystring: orderRangeQuery } },
    (request: FastifyRequest<{ Params: OrderParams; Querystring: CustomDates }>, reply) =>
      orderAnswer(
        request,
        reply,
        request.params,
        { ...request.query, ...request.params },
        'map',
        (order, campaigns, range) => orderMapSummary(ctx, order, campaigns, range),
      ),
  );

  app.get(
    '/api/order/advertiser/:advertiserId/order/:orderId/impressions/geo-list/:daterange',
    { config: ORDER_SCREENS, schema: { tags: TAGS, params: orderRangeParams, querystring: geoListQuery } },
    (request: FastifyRequest<{ Params: OrderParams; Querystring: CustomDates & { geoType?: GeoType } }>, reply) => {
      const level = request.query.geoType ?? 'ZIPCODE';
      return orderAnswer(
        request,
        reply,
        request.params,
        { ...request.query, ...request.params },
        `geo:${level}`,
        (order, campaigns, range) => orderGeoList(ctx, order, campaigns, range, level),
      );
    },
  );

  /** The list parameters arrive in the last path segment (`sortby=end_asc&limit=10…`) or as a query string. */
  const list = async (request: ListRequest) => {
    const order = await openOrder(ctx, callerOf(request).user, request.params.advertiserId, request.params.orderId);
    // The raw segment, not the decoded param: an encoded '&' or '=' inside `search` must stay a value.
    const segment = request.params.params === undefined ? undefined : request.url.split('?')[0]!.split('/').at(-1);
    const params = parseCampaignListParams(segment, request.query);
    return campaignList(ctx, order, await orderCampaigns(ctx, order), params);
  };
  const listBase = '/api/advertiser/order/campaign-list/:advertiserId/:orderId';
  app.get(
    listBase,
    {
      config: ORDER_SCREENS,
      schema: { tags: TAGS, params: campaignListParams(false), querystring: campaignListQuery },
    },
    list,
  );
  app.get(
    `${listBase}/:params`,
    { config: ORDER_SCREENS, schema: { tags: TAGS, params: campaignListParams(true), querystring: campaignListQuery } },
    list,
  );

  app.get(
    '/api/advertiser/order/conversion',
    {
      config: { ...ORDER_SCREENS, missingMessage: 'missingParameters' },
      schema: { tags: TAGS, querystring: orderConversionQuery },
    },
    (
      request: FastifyRequest<{
        Querystring: CustomDates & { advertiserId: number; orderId: number; resolution: Period; daterange?: string };
      }>,
      reply,
    ) => {
      const { advertiserId, orderId, resolution, startDate, endDate } = request.query;
      if (!request.query.daterange && !(startDate && endDate)) throw new AppError(400, 'missingParameters');
      const daterange = inferDateRange(request.query.daterange, startDate, endDate);
      return orderAnswer(
        request,
        reply,
        { advertiserId, orderId },
        { daterange, startDate, endDate },
        `conversion:${resolution}`,
        (order, campaigns, range) => orderConversions(ctx, order, campaigns, range, resolution),
      );
    },
  );
}
