/**
 * The campaign state calls (001 §7 "Campaign management", issue 23, helper S1), thin: path, the campaign-admin
 * rule (the guard answers 401, then 403, before any validation), schema, then the service. Scope: an advertiser
 * the caller cannot see, or a campaign not of that advertiser, answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_ADMIN_RULE } from '../../../domain/permissions';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import type { CampaignReverts } from './facets';
import { registerStateReverts } from './state-revert';
import {
  archiveBody,
  audienceBody,
  campaignDataBody,
  campaignRefBody,
  friendlyNameBody,
  restoreBody,
  spendBody,
  stateListQuery,
  STATE_PAGE,
} from './state-schemas';
import { CampaignStateService } from './state-service';

const TAGS = ['campaigns'];

/** A list query with its paging defaults filled (ajv fills them too; the types do not know). */
function pageOf<Q extends { limit?: number; offset?: number }>(query: Q): Q & { limit: number; offset: number } {
  return { ...query, limit: query.limit ?? STATE_PAGE.default, offset: query.offset ?? 0 };
}
const ADMIN = { rule: CAMPAIGN_ADMIN_RULE };

/** Registers the campaign state calls and their facets' revert handlers. */
export function registerCampaignStateArea(
  app: FastifyInstance,
  ctx: ServiceContext,
  reverts: CampaignReverts,
): CampaignStateService {
  const campaigns = new CampaignStateService(ctx);
  registerStateReverts(ctx, reverts);
  const routes = typedRoutes(app);

  routes.post('/api/hideCampaign/', { config: ADMIN, schema: { tags: TAGS, body: campaignRefBody } }, async (request) =>
    campaigns.hide(callerOf(request).user, request.body),
  );

  routes.post(
    '/api/unhideCampaign/',
    { config: ADMIN, schema: { tags: TAGS, body: campaignRefBody } },
    async (request) => campaigns.unhide(callerOf(request).user, request.body),
  );

  routes.get(
    '/api/getHiddenCampaigns/',
    { config: ADMIN, schema: { tags: TAGS, querystring: stateListQuery } },
    async (request) => campaigns.hidden(callerOf(request).user, pageOf(request.query)),
  );

  routes.put(
    '/api/updateCampaignData/',
    { config: ADMIN, schema: { tags: TAGS, body: campaignDataBody } },
    async (request) => campaigns.updateData(callerOf(request).user, request.body),
  );

  for (const path of ['/api/setCampaignFriendlyName', '/api/campaign/friendlyName']) {
    routes.post(
      path,
      { config: { ...ADMIN, missingMessage: 'missingRequiredField' }, schema: { tags: TAGS, body: friendlyNameBody } },
      async (request) => campaigns.rename(callerOf(request).user, request.body),
    );
  }

  routes.post(
    '/api/setCampaignSpendType',
    { config: ADMIN, schema: { tags: TAGS, body: spendBody } },
    async (request) => campaigns.setSpend(callerOf(request).user, request.body),
  );

  routes.post('/api/archiveCampaign', { config: ADMIN, schema: { tags: TAGS, body: archiveBody } }, async (request) =>
    campaigns.archive(callerOf(request).user, request.body),
  );

  routes.get(
    '/api/admin/campaigns/archive',
    { config: ADMIN, schema: { tags: TAGS, querystring: stateListQuery } },
    async (request) => campaigns.archived(callerOf(request).user, pageOf(request.query)),
  );

  routes.post(
    '/api/admin/campaigns/restore',
    { config: ADMIN, schema: { tags: TAGS, body: restoreBody } },
    async (request) => campaigns.restore(callerOf(request).user, request.body),
  );

  routes.put(
    '/api/admin/campaigns/permissions',
    { config: ADMIN, schema: { tags: TAGS, body: audienceBody } },
    async (request) => campaigns.setAudience(callerOf(request).user, request.body),
  );
  return campaigns;
}
