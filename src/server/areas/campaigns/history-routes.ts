/**
 * The impact preview, history and undo calls of campaign management (issue 23, helper S3). Every call declares the
 * campaign-admin rule (the guard answers 401, then 403, before validation; guests are refused), then the service
 * narrows by the caller's scope (404 outside it).
 */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_ADMIN_RULE } from '../../../domain/permissions';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import type { CampaignReverts } from './facets';
import { CampaignHistoryService } from './history';
import {
  archiveImpactQuery,
  campaignParams,
  entryParams,
  errorAnswer,
  historyAnswer,
  historyQuery,
  impactAnswer,
  impactQuery,
  undoAnswer,
} from './history-schemas';

const TAGS = ['campaigns'];
const config = { rule: CAMPAIGN_ADMIN_RULE };
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's campaign revert dispatcher, so a test can register a facet handler the parts that own it have not
     * registered (the facet's real handler arrives with its action).
     */
    campaignReverts: CampaignReverts;
  }
}

export function registerCampaignHistoryArea(
  app: FastifyInstance,
  ctx: ServiceContext,
  reverts: CampaignReverts,
): CampaignHistoryService {
  const history = new CampaignHistoryService(ctx, reverts);
  const routes = typedRoutes(app);
  app.decorate('campaignReverts', reverts);

  // Registered before /:campaignId/impact so the literal path is never read as a campaign id.
  routes.get(
    '/api/admin/campaigns/archive-impact',
    { config, schema: { tags: TAGS, querystring: archiveImpactQuery, response: { 200: impactAnswer, ...errors } } },
    async (request) => history.archiveImpact(callerOf(request).user, request.query),
  );

  routes.get(
    '/api/admin/campaigns/:campaignId/impact',
    {
      config,
      schema: {
        tags: TAGS,
        params: campaignParams,
        querystring: impactQuery,
        response: { 200: impactAnswer, ...errors },
      },
    },
    async (request) => history.impact(callerOf(request).user, request.params.campaignId, request.query),
  );

  routes.get(
    '/api/admin/campaigns/:campaignId/history',
    {
      config,
      schema: {
        tags: TAGS,
        params: campaignParams,
        querystring: historyQuery,
        response: { 200: historyAnswer, ...errors },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0 } = request.query;
      return history.history(callerOf(request).user, request.params.campaignId, limit, offset);
    },
  );

  routes.post(
    '/api/admin/campaigns/history/:entryId/undo',
    { config, schema: { tags: TAGS, params: entryParams, response: { 200: undoAnswer, ...errors } } },
    async (request) => ({ success: true, ...(await history.undo(callerOf(request).user, request.params.entryId)) }),
  );

  return history;
}
