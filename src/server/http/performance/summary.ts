/**
 * Summary, ad, all-time ad, campaign ad and tactic summary performance (000 §4 data blocks). Paths and bodies
 * are ours (the catalogue does not show them), in the style of /api/advertiser/performance/*.
 */
import type { FastifyInstance } from 'fastify';
import { TACTIC_SUMMARY_RANGE } from '../../../domain/constants';
import type { MessageKey } from '../../../domain/messages';
import { tabToTypes } from '../../../domain/tactics';
import type { AppContext } from '../../context';
import { sendCachedAnswer } from '../../services/performance/cache';
import { campaignPerformance, flightPerformance } from '../../services/performance/campaign-performance';
import { loadFacts, totalsByType } from '../../services/performance/totals';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { CAMPAIGN_PAIRS, EXTRA_PROPS, normalised, openRequest, rangeEcho, RANGE_PROPS } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

const rangedBody = S.object({ advertiserId: S.id(), ...RANGE_PROPS, campaigns: CAMPAIGN_PAIRS, ...EXTRA_PROPS });
const unrangedBody = S.object({ advertiserId: S.id(), campaigns: CAMPAIGN_PAIRS, ...EXTRA_PROPS });
const tacticBody = S.object({ advertiserId: S.id(), tactic: S.string(40, 1), ...EXTRA_PROPS });

/** Registers the five performance blocks. */
export function registerSummaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post(
    '/api/advertiser/performance/summary',
    { config: BATCHABLE, schema: { body: rangedBody } },
    async (request, reply) => {
      const opened = await openRequest(ctx, request, request.body ?? {}, { campaignsRequired: false });
      return sendCachedAnswer(ctx, request, reply, 'summary', opened.access, normalised(opened), async () => {
        const facts = await loadFacts(ctx.db, opened.campaigns, opened.range);
        return { ...rangeEcho(opened.range), ...totalsByType(opened.campaigns, facts, opened.access.view) };
      });
    },
  );

  const adPerformance = (path: string, call: string, fixedRange?: string, message?: MessageKey): void => {
    routes.post(
      path,
      { config: BATCHABLE, schema: { body: fixedRange ? unrangedBody : rangedBody } },
      async (request, reply) => {
        const opened = await openRequest(ctx, request, request.body ?? {}, {
          campaignsRequired: false,
          fixedRange,
          message,
        });
        return sendCachedAnswer(ctx, request, reply, call, opened.access, normalised(opened), () =>
          campaignPerformance(ctx, opened),
        );
      },
    );
  };
  adPerformance('/api/advertiser/performance/ad', 'ad');
  adPerformance('/api/advertiser/performance/ad/alltime', 'ad-alltime', TACTIC_SUMMARY_RANGE, 'missingAdvertiserId');

  routes.post(
    '/api/advertiser/performance/campaign-ad',
    { config: BATCHABLE, schema: { body: unrangedBody } },
    async (request, reply) => {
      const opened = await openRequest(ctx, request, request.body ?? {}, {
        campaignsRequired: false,
        fixedRange: TACTIC_SUMMARY_RANGE,
        message: 'missingAdvertiserId',
      });
      return sendCachedAnswer(ctx, request, reply, 'campaign-ad', opened.access, normalised(opened), () =>
        flightPerformance(ctx, opened),
      );
    },
  );

  routes.post(
    '/api/advertiser/performance/tactic-summary',
    { config: BATCHABLE, schema: { body: tacticBody } },
    async (request, reply) => {
      const body = request.body ?? {};
      const { tactic } = body;
      const opened = await openRequest(ctx, request, tactic ? body : {}, {
        campaignsRequired: false,
        fixedRange: TACTIC_SUMMARY_RANGE,
      });
      const types = tabToTypes(tactic!.toLowerCase());
      const campaigns = opened.campaigns.filter((c) => types.includes(c.campaign_type));
      const scoped = { ...opened, campaigns };
      return sendCachedAnswer(
        ctx,
        request,
        reply,
        'tactic-summary',
        opened.access,
        normalised(scoped, { types }),
        async () => ({
          tactic,
          ...(await campaignPerformance(ctx, scoped)),
        }),
      );
    },
  );
}
