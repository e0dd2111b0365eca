/**
 * POST /api/overview/freshness (issue 27): how fresh the agency overview's numbers are. The advertisers counted are
 * the overview's own audience (the caller's agency, sub-agency or station, narrowed by the "Filter By" fields; the
 * same data-volume refusal), never another agency's; the answer has the shape of the dashboard's freshness call
 * so the same line renders it. Not cached: the answer moves with the clock and with every sync.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bySource, campaignFreshness } from '../../areas/health/freshness';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import type { SessionUser } from '../../../domain/user';
import { audienceOf, type Audience, type OverviewFilter } from '../../services/overview/audience';
import { earliestDay, type FreshnessAnswer } from '../performance/freshness';
import { overviewFilter } from './schemas';
import { BATCHABLE } from '../../kernel/batch-part';

const body = S.object({ ...overviewFilter });

/** The freshness scope of an audience: whole agencies (null: every agency) or the advertisers counted. */
function scopeOf(audience: Audience): { agencyIds: readonly number[] | null } | { advertiserIds: readonly number[] } {
  if (audience.agencyIds !== null) return { agencyIds: audience.agencyIds === 'all' ? null : audience.agencyIds };
  return { advertiserIds: audience.advertiserIds };
}

/** How fresh the numbers of a caller's overview (with its "Filter By") are; the call's answer and its exports'. */
export async function overviewFreshness(
  ctx: AppContext,
  user: SessionUser,
  filter: OverviewFilter,
): Promise<FreshnessAnswer> {
  const scope = scopeOf(await audienceOf(ctx, user, filter));
  if ('advertiserIds' in scope && scope.advertiserIds.length === 0) return { dataThrough: null, sources: [] };
  const sources = bySource(await campaignFreshness(ctx.db, scope, ctx.now()));
  return { dataThrough: earliestDay(sources), sources };
}

/** Registers the overview's freshness call. */
export function registerOverviewFreshnessRoute(app: FastifyInstance, ctx: AppContext): void {
  typedRoutes(app).post(
    '/api/overview/freshness',
    { config: BATCHABLE, schema: { tags: ['performance overview'], body } },
    async (request): Promise<FreshnessAnswer> => overviewFreshness(ctx, callerOf(request).user, request.body ?? {}),
  );
}
