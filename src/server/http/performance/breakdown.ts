/** POST /api/advertiser/performance/breakdown (ours) and /getConversionBreakdown (001 §7). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppContext } from '../../context';
import { typedRoutes } from '../../kernel/route';
import { breakdown, type BreakdownRow } from '../../services/performance/breakdown';
import { answerOf, sendAnswerOf, sendCachedAnswer, type CachedCall } from '../../services/performance/cache';
import { BREAKDOWN_DIMENSIONS } from '../../services/performance/dimensions';
import { SORT_COLUMNS } from '../../services/performance/sort';
import { normalised, openRequest, type OpenedRequest, pairsBody, rangeEcho } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

/** Sort fields of the breakdown bodies. */
export const SORT_PROPS = { sortBy: { type: 'string', enum: SORT_COLUMNS }, sortDesc: { type: 'boolean' } } as const;

const breakdownBody = pairsBody({ dimension: { type: 'string', enum: BREAKDOWN_DIMENSIONS }, ...SORT_PROPS });
const conversionBreakdownBody = pairsBody(SORT_PROPS);

/** Body of the table breakdown, as its schema derives it. */
export type BreakdownBody = FromSchema<typeof breakdownBody>;

/** Body of the conversion breakdown (and its export), as its schema derives it. */
export type ConversionBreakdownBody = FromSchema<typeof conversionBreakdownBody>;

/** Registers the table breakdown and the conversion breakdown. */
export function registerBreakdownRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post(
    '/api/advertiser/performance/breakdown',
    { config: BATCHABLE, schema: { body: breakdownBody } },
    async (request, reply) => {
      const body = request.body ?? {};
      const { dimension, sortBy, sortDesc } = body;
      const opened = await openRequest(ctx, request, dimension ? body : {});
      const key = normalised(opened, { dimension, sortBy, sortDesc });
      return sendCachedAnswer(ctx, request, reply, 'breakdown', opened.access, key, async () => {
        const result = await breakdown(ctx.db, opened.campaigns, opened.range, dimension!, opened.access.view, {
          sortBy,
          sortDesc,
        });
        return { ...rangeEcho(opened.range), dimension, TotalRows: result.totalKeys, Rows: result.rows };
      });
    },
  );

  routes.post(
    '/api/advertiser/performance/getConversionBreakdown',
    { config: BATCHABLE, schema: { body: conversionBreakdownBody } },
    async (request, reply) =>
      sendAnswerOf(ctx, request, reply, await conversionBreakdownCall(ctx, request, request.body ?? {})),
  );
}

/** The conversion breakdown answer. */
export interface ConversionBreakdownAnswer extends ReturnType<typeof rangeEcho> {
  TotalConversions: number;
  Breakdown: BreakdownRow[];
}

/** The conversion breakdown after the pair-call checks; the binary export serves the same answer as a file. */
export async function conversionBreakdownAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: ConversionBreakdownBody,
  /** Told the campaigns the call reads (the binary export's freshness asks about them). */
  onOpened?: (opened: OpenedRequest) => void,
): Promise<ConversionBreakdownAnswer> {
  return answerOf(ctx, request, reply, await conversionBreakdownCall(ctx, request, body, onOpened));
}

/** The conversion breakdown's checks, cache key and loader, shared by the call and its export. */
async function conversionBreakdownCall(
  ctx: AppContext,
  request: FastifyRequest,
  body: ConversionBreakdownBody,
  onOpened?: (opened: OpenedRequest) => void,
): Promise<CachedCall<ConversionBreakdownAnswer>> {
  const { sortBy = 'Conversions', sortDesc } = body;
  const opened = await openRequest(ctx, request, body);
  onOpened?.(opened);
  const params = normalised(opened, { sortBy, sortDesc });
  return {
    call: 'conversion-breakdown',
    access: opened.access,
    params,
    load: async () => {
      const order = { sortBy, sortDesc: sortDesc ?? true };
      const result = await breakdown(ctx.db, opened.campaigns, opened.range, 'conversion', opened.access.view, order);
      const total = result.rows.reduce((sum, row) => sum + Number(row.Conversions ?? 0), 0);
      return { ...rangeEcho(opened.range), TotalConversions: total, Breakdown: result.rows };
    },
  };
}
