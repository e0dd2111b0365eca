/**
 * POST /api/advertiser/performance/freshness (issue 27; path and body ours, in the style of the other
 * /api/advertiser/performance/* calls): how fresh the numbers of a dashboard are. For the campaigns in view (all
 * the caller may see when none are named; a share link's guest: its link's), narrowed to a tab's campaign types
 * by `tactic`, the sources behind them with the day their data runs through, their last sync and their status,
 * and the earliest of those days. Not cached: the answer moves with the clock and with every sync.
 */
import type { FastifyInstance } from 'fastify';
import { TACTIC_SUMMARY_RANGE } from '../../../domain/constants';
import { tabToTypes } from '../../../domain/tactics';
import type { AppContext } from '../../context';
import { freshnessOfAdvertiser, type SourceFreshness } from '../../areas/health/freshness';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { CAMPAIGN_PAIRS, EXTRA_PROPS, openRequest } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

const body = S.object({ advertiserId: S.id(), campaigns: CAMPAIGN_PAIRS, tactic: S.string(40, 1), ...EXTRA_PROPS });

/** The freshness answer: the earliest day among the sources (null when none has data yet), and each source. */
export interface FreshnessAnswer {
  dataThrough: string | null;
  sources: SourceFreshness[];
}

/** The earliest `dataThrough` of the sources that have one. */
export function earliestDay(sources: readonly SourceFreshness[]): string | null {
  const days = sources.map((s) => s.dataThrough).filter((day): day is string => day !== null);
  return days.length > 0 ? days.reduce((a, b) => (a < b ? a : b)) : null;
}

/** Registers the freshness call. */
export function registerFreshnessRoute(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post('/api/advertiser/performance/freshness', { config: BATCHABLE, schema: { body } }, async (request) => {
    const params = request.body ?? {};
    // The range plays no part: the unranged calls' fixed range keeps a guest's range check out of the way.
    const opened = await openRequest(ctx, request, params, {
      campaignsRequired: false,
      fixedRange: TACTIC_SUMMARY_RANGE,
      message: 'missingAdvertiserId',
    });
    const types = params.tactic ? tabToTypes(params.tactic.toLowerCase()) : null;
    const ids = opened.campaigns.filter((c) => !types || types.includes(c.campaign_type)).map((c) => c.id);
    if (ids.length === 0) return { dataThrough: null, sources: [] } satisfies FreshnessAnswer;
    const sources = await freshnessOfAdvertiser(ctx.db, opened.access.advertiserId, ids, ctx.now());
    return { dataThrough: earliestDay(sources), sources } satisfies FreshnessAnswer;
  });
}
