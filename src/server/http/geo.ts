/**
 * Geography calls (paths ours; 000 §3 map modules): reference shapes of states, counties and DMAs by zoom, the
 * DMA list, an advertiser's delivered zip centroids and its geofence polygons. Bodies are prepared once
 * (JSON, gzip, ETag) and answered 304 to a matching If-None-Match; see docs/api/geo.md.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import {
  CACHE_REFERENCE,
  CACHE_REVALIDATE,
  prepareBody,
  sendPrepared,
  type PreparedBody,
} from '../services/geo/cached-body';
import { advertiserPolygons } from '../services/geo/polygons';
import { dmaListBody, layerBody } from '../services/geo/reference-bodies';
import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, type ShapeLayer } from '../services/geo/shapes';
import { advertiserZips } from '../services/geo/zips';
import { hasRange, openAdvertiser, resolveRange } from '../kernel/access';
import { wantsReload } from '../services/performance/cache';
import { AppError } from '../kernel/errors';
import { OPTIONAL_ID_PARAM, optionalId, RANGE_PROPS } from './performance/request';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

const TAGS = ['geo'];
const zoomQuery = S.object({
  zoom: S.integer(MIN_ZOOM, MAX_ZOOM, {
    default: DEFAULT_ZOOM,
    description: 'Simplification level, 0 (national, coarsest) to 12 (finest)',
  }),
});

/** A per-advertiser body through the response cache (data generation aware); null means nothing to show. */
async function cachedBody(
  ctx: AppContext,
  request: FastifyRequest,
  key: string,
  advertiserId: number,
  load: () => Promise<unknown | null>,
): Promise<PreparedBody> {
  const outcome = await ctx.cache.get(
    `geo:${key}`,
    async () => {
      const value = await load();
      return value === null ? null : prepareBody(value);
    },
    { bypass: wantsReload(request), advertiserId },
  );
  if (!outcome.value) throw new AppError(404, 'noPolygons');
  return outcome.value;
}

/** Registers the geography routes; every one needs a signed-in caller. */
export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  const shapeRoute = (path: string, layer: ShapeLayer, summary: string): void => {
    routes.get(
      path,
      { schema: { tags: TAGS, summary, querystring: zoomQuery } },
      async (request, reply): Promise<FastifyReply> =>
        sendPrepared(request, reply, layerBody(layer, request.query.zoom ?? DEFAULT_ZOOM), CACHE_REFERENCE),
    );
  };
  shapeRoute('/api/geo/states', 'states', 'US states and territories: id = postal code; { code, name, fips }');
  shapeRoute('/api/geo/counties', 'counties', 'US counties: id = five-digit FIPS; { fips, name, state }');
  shapeRoute('/api/geo/dma', 'dma', 'The 206 Nielsen DMA shapes: id = DMA code; { code, name, tvHomes }');

  routes.get(
    '/api/geo/dma-list',
    { schema: { tags: TAGS, summary: 'All 210 Nielsen markets with hasShape', querystring: S.none() } },
    async (request, reply): Promise<FastifyReply> => sendPrepared(request, reply, dmaListBody(), CACHE_REFERENCE),
  );

  routes.get(
    '/api/geo/zips',
    {
      config: { missingMessage: 'missingAdvertiserId' },
      schema: {
        tags: TAGS,
        summary: 'Centroids of the zip codes the advertiser delivered in over the range',
        querystring: S.object({ advertiserId: S.id(), ...RANGE_PROPS, reload: { type: 'boolean' } }),
      },
    },
    async (request, reply): Promise<FastifyReply> => {
      const { advertiserId } = request.query;
      if (advertiserId === undefined) throw new AppError(400, 'missingAdvertiserId');
      if (!hasRange(request.query)) throw new AppError(400, 'missingParameters');
      const access = await openAdvertiser(ctx, callerOf(request).user, advertiserId);
      const range = resolveRange(ctx, access, request.query);
      const body = await cachedBody(
        ctx,
        request,
        `zips|${advertiserId}|${range.start}|${range.end}`,
        advertiserId,
        async () => {
          const zips = await advertiserZips(ctx.db, advertiserId, range);
          return zips.length ? { zips } : null;
        },
      );
      return sendPrepared(request, reply, body, CACHE_REVALIDATE);
    },
  );

  routes.get(
    '/api/geo/advertiser-polygons/:advertiserId?',
    {
      config: { missingMessage: 'missingAdvertiserId' },
      schema: {
        tags: TAGS,
        summary: 'The advertiser’s geofences as polygons (radius fences as 32-point circles)',
        params: S.object({ advertiserId: OPTIONAL_ID_PARAM }),
        querystring: S.object({ reload: { type: 'boolean' } }),
      },
    },
    async (request, reply): Promise<FastifyReply> => {
      const advertiserId = optionalId(request.params.advertiserId, 'missingAdvertiserId');
      await openAdvertiser(ctx, callerOf(request).user, advertiserId);
      const body = await cachedBody(ctx, request, `polygons|${advertiserId}`, advertiserId, async () => {
        const collection = await advertiserPolygons(ctx.db, advertiserId);
        return collection.features.length ? collection : null;
      });
      return sendPrepared(request, reply, body, CACHE_REVALIDATE);
    },
  );
}
