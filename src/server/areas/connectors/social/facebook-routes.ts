/**
 * Facebook's per-advertiser REST calls (issue 26; 001 §7 "Analytics, ads and order services"), thin: the
 * account-linking rule (401, then 403, before validation), the path's advertiser id ('Missing advertiser ID' when
 * empty), then the service. Saving takes the flattened `user_id`/`campaign_id` pairs (and, optionally,
 * `user_id`/`page_id` pairs for insights pages).
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINKING_RULE } from '../../../../domain/permissions';
import type { ServiceContext } from '../../../kernel/context';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { idOf } from './common';
import { FacebookLinks } from './facebook-service';

const TAGS = ['connectors: facebook'];
const LINKING = { rule: ACCOUNT_LINKING_RULE } as const;
const advertiserPath = S.object({ advertiserId: S.string(40) }, ['advertiserId']);
const externalId = S.string(64, 1);
const saveBody = S.object(
  {
    campaigns: {
      type: 'array',
      maxItems: 2000,
      items: S.object({ user_id: externalId, campaign_id: externalId }, ['user_id', 'campaign_id']),
    },
    pages: {
      type: 'array',
      maxItems: 500,
      items: S.object({ user_id: externalId, page_id: externalId }, ['user_id', 'page_id']),
    },
  },
  ['campaigns'],
);

const advertiserOf = (raw: string): number => idOf(raw, 'missingAdvertiserId', 'advertiserNotFound');

export function registerFacebookLinkRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const facebook = new FacebookLinks(ctx);
  const routes = typedRoutes(app);

  routes.get(
    '/api/getFacebookAvailableCampaigns/:advertiserId',
    { config: LINKING, schema: { tags: TAGS, params: advertiserPath, querystring: S.none() } },
    async (request) => facebook.adAccounts(callerOf(request).user, advertiserOf(request.params.advertiserId)),
  );
  routes.get(
    '/api/getFacebookConnector/:advertiserId',
    { config: LINKING, schema: { tags: TAGS, params: advertiserPath, querystring: S.none() } },
    async (request) => facebook.connector(callerOf(request).user, advertiserOf(request.params.advertiserId)),
  );
  routes.post(
    '/api/saveFacebookConnector/:advertiserId',
    {
      config: { ...LINKING, missingMessage: 'missingListOfCampaigns' },
      schema: { tags: TAGS, params: advertiserPath, body: saveBody },
    },
    async (request) =>
      facebook.save(
        callerOf(request).user,
        advertiserOf(request.params.advertiserId),
        request.body.campaigns,
        request.body.pages,
      ),
  );
}
