/** GET /api/advertiser/campaigns/{advertiserId}: the campaigns list of 000 §3. */
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../kernel/guard';
import type { AppContext } from '../../context';
import { openAdvertiser } from '../../kernel/access';
import { sendCachedAnswer } from '../../services/performance/cache';
import { campaignList } from '../../services/performance/campaign-list';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { OPTIONAL_ID_PARAM, optionalId } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

/** Registers the campaigns list. */
export function registerCampaignListRoute(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/advertiser/campaigns/:advertiserId?',
    {
      config: { ...BATCHABLE, missingMessage: 'missingAdvertiserId' },
      schema: {
        params: S.object({ advertiserId: OPTIONAL_ID_PARAM }),
        querystring: S.object({ reload: { type: 'boolean' } }),
      },
    },
    async (request, reply) => {
      const advertiserId = optionalId(request.params.advertiserId, 'missingAdvertiserId');
      const { user } = callerOf(request);
      const access = await openAdvertiser(ctx, user, advertiserId);
      // The presets resolve against today, so the day is part of the key.
      const today = new Date(ctx.now()).toISOString().slice(0, 13);
      // A guest's list holds its grant's campaigns only.
      const only = ctx.users.grantOf(user)?.campaignIds;
      return sendCachedAnswer(ctx, request, reply, 'campaigns', access, { advertiserId, today, only }, () =>
        campaignList(ctx, access, only),
      );
    },
  );
}
