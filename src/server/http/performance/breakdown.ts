/** POST /api/advertiser/performance/breakdown (ours) and /getConversionBreakdown (001 §7). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { breakdown, type BreakdownRow } from '../../services/performance/breakdown';
import { cachedAnswer } from '../../services/performance/cache';
import { BREAKDOWN_DIMENSIONS, type BreakdownDimension } from '../../services/performance/dimensions';
import { SORT_COLUMNS } from '../../services/performance/sort';
import { normalised, openRequest, pairsBody, rangeEcho, type PairsBody } from './request';

export interface BreakdownBody extends PairsBody {
  dimension?: BreakdownDimension;
  sortBy?: string;
  sortDesc?: boolean;
}

/** Sort fields of the breakdown bodies. */
export const SORT_PROPS = { sortBy: { type: 'string', enum: SORT_COLUMNS }, sortDesc: { type: 'boolean' } };

/** Registers the table breakdown and the conversion breakdown. */
export function registerBreakdownRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: BreakdownBody }>(
    '/api/advertiser/performance/breakdown',
    { schema: { body: pairsBody({ dimension: { type: 'string', enum: BREAKDOWN_DIMENSIONS }, ...SORT_PROPS }) } },
    async (request, reply) => {
      const body: BreakdownBody = request.body ?? {};
      const { dimension, sortBy, sortDesc } = body;
      const opened = await openRequest(ctx, request, dimension ? body : {});
      const key = normalised(opened, { dimension, sortBy, sortDesc });
      return cachedAnswer(ctx, request, reply, 'breakdown', opened.access, key, async () => {
        const result = await breakdown(ctx.db, opened.campaigns, opened.range, dimension!, opened.access.view, {
          sortBy,
          sortDesc,
        });
        return { ...rangeEcho(opened.range), dimension, TotalRows: result.totalKeys, Rows: result.rows };
      });
    },
  );

  app.post<{ Body: BreakdownBody }>(
    '/api/advertiser/performance/getConversionBreakdown',
    { schema: { body: pairsBody(SORT_PROPS) } },
    async (request, reply) => conversionBreakdownAnswer(ctx, request, reply, request.body ?? {}),
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
  body: BreakdownBody,
): Promise<ConversionBreakdownAnswer> {
  const { sortBy = 'Conversions', sortDesc } = body;
  const opened = await openRequest(ctx, request, body);
  const key = normalised(opened, { sortBy, sortDesc });
  return cachedAnswer(ctx, request, reply, 'conversion-breakdown', opened.access, key, async () => {
    const order = { sortBy, sortDesc: sortDesc ?? true };
    const result = await breakdown(ctx.db, opened.campaigns, opened.range, 'conversion', opened.access.view, order);
    const total = result.rows.reduce((sum, row) => sum + Number(row.Conversions ?? 0), 0);
    return { ...rangeEcho(opened.range), TotalConversions: total, Breakdown: result.rows };
  });
}
