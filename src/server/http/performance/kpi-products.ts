/** POST /api/getCampaignKpi and GET /api/getProductsForAdvertiser/{advertiserId} (001 §7). */
import type { FastifyInstance } from 'fastify';
import { CUSTOM_RANGE } from '../../../domain/constants';
import { earlierDate } from '../../../domain/pacing';
import type { SessionUser } from '../../../domain/user';
import { callerOf } from '../../kernel/guard';
import { canSeeAdvertiser } from '../../kernel/tenancy';
import type { AppContext } from '../../context';
import { openAdvertiser, resolveRange, spendViewOf } from '../../kernel/access';
import { cachedAnswer, sendCachedAnswer, wantsReload } from '../../services/performance/cache';
import { pickRequested, readCampaigns } from '../../kernel/campaigns';
import { activeProducts } from '../../services/performance/products';
import { loadFacts, totalsOf } from '../../services/performance/totals';
import { AppError } from '../../kernel/errors';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { grantedCampaigns, keptCampaigns, OPTIONAL_ID_PARAM, optionalId } from './request';
import { BATCHABLE } from '../../kernel/batch-part';

const kpiBody = S.object(
  {
    advertiser_id: S.id(),
    id: S.id(),
    type: S.string(40, 1),
    token: S.string(4000),
    reload: { type: 'boolean' },
  },
  ['id', 'type'],
);

/** Registers the campaign KPI and the advertiser's products. */
export function registerKpiAndProductRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.post(
    '/api/getCampaignKpi',
    { config: { ...BATCHABLE, missingMessage: 'missingParameters' }, schema: { body: kpiBody } },
    async (request, reply) => {
      const { id, type } = request.body;
      const advertiserId = request.body.advertiser_id ?? (await advertiserOfCampaign(ctx, callerOf(request).user, id));
      const { user } = callerOf(request);
      const access = await openAdvertiser(ctx, user, advertiserId);
      const grant = ctx.users.grantOf(user);
      const asked = [{ id, type }];
      const named = grant ? grantedCampaigns(grant, asked) : asked;
      const reader = { view: access.view, keptFor: grant?.advertiserId };
      const kept = await keptCampaigns(ctx, advertiserId, reader, [id], wantsReload(request));
      const [campaign] = pickRequested(kept, named);
      // The KPI covers the flight so far: pacing compares delivery with what was due by today.
      const today = resolveRange(ctx, access, { daterange: 'today' });
      const endDate = earlierDate(campaign!.end_date, today.endDate);
      const range = resolveRange(ctx, access, { daterange: CUSTOM_RANGE, startDate: campaign!.start_date, endDate });
      return sendCachedAnswer(
        ctx,
        request,
        reply,
        'kpi',
        access,
        { id, start: range.start, end: range.end },
        async () => ({
          CampaignId: campaign!.id,
          CampaignType: campaign!.campaign_type,
          FriendlyName: campaign!.friendly_name ?? campaign!.name,
          status: campaign!.status,
          ...totalsOf([campaign!], await loadFacts(ctx.db, [campaign!], range), access.view),
        }),
      );
    },
  );

  routes.get(
    '/api/getProductsForAdvertiser/:advertiserId?',
    {
      config: { ...BATCHABLE, missingMessage: 'missingAdvertiserIdLower' },
      schema: {
        params: S.object({ advertiserId: OPTIONAL_ID_PARAM }),
        querystring: S.object({ reload: { type: 'boolean' } }),
      },
    },
    async (request, reply) => {
      const advertiserId = optionalId(request.params.advertiserId, 'missingAdvertiserIdLower');
      const access = await openAdvertiser(ctx, callerOf(request).user, advertiserId);
      const products = await cachedAnswer(ctx, request, reply, 'products', access, { advertiserId }, () =>
        activeProducts(ctx.db, access),
      );
      if (products.length === 0) throw new AppError(404, 'noActiveProducts');
      return products;
    },
  );
}

/** The advertiser of a campaign the caller may see; 404 'Campaign not found' otherwise, whichever the reason. */
async function advertiserOfCampaign(ctx: AppContext, user: SessionUser, id: number): Promise<number> {
  const scope = await ctx.users.scopeOf(user);
  const view = ctx.users.grantOf(user)?.view ?? spendViewOf(scope);
  const row = await readCampaigns(ctx.db, { view }).select('advertiser_id').where('id', '=', id).executeTakeFirst();
  if (!row || !(await canSeeAdvertiser(ctx.db, scope, user, row.advertiser_id))) {
    throw new AppError(404, 'campaignNotFound');
  }
  return row.advertiser_id;
}
