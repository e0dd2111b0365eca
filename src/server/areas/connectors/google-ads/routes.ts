/**
 * REST calls of the ads and TV-streaming sources (issue 26; 001 §7 "Analytics, ads and order services", §5, §9).
 * Every call declares the account-linking rule (the guard answers 401, then 403, before validation); then the
 * arguments (the catalogue's messages), then tenancy (an advertiser outside the caller's scope is 404).
 *
 * GET  /api/connectors/google/campaigns/available/{advertiserId}   campaigns of the linked ads accounts
 * GET  /api/connectors/google/account/{type}/{advertiserId}        linked accounts with linked campaigns of the type
 * POST /api/connectors/google/account/{type}/{advertiserId}        { accounts }: those accounts' campaigns of the type
 * POST /api/connectors/youtubetv/advertiser/connect/{id}           { campaignIds } ('Missing ID'): exactly these
 * GET  /api/connectors/youtubetv/campaigns/available/{advertiserId}?search&limit(100)&offset(0)
 * GET  /api/connectors/youtubetv/campaigns/available?advertiserId&search&limit&offset ('Missing advertiser ID')
 * GET  /api/connectors/youtubetv/connected/{id}
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_LINKING_RULE } from '../../../../domain/permissions';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { GoogleSources } from './service';

const TAGS = ['connectors'];
const LINKING = { rule: ACCOUNT_LINKING_RULE };
const advertiserParams = S.object({ advertiserId: S.id() }, ['advertiserId']);
const idParams = S.object({ id: S.id() }, ['id']);
const typeParams = S.object({ type: { type: 'string', enum: ['search', 'video'] }, advertiserId: S.id() } as const, [
  'type',
  'advertiserId',
]);
const windowQuery = { search: S.string(200), limit: S.limit(1000, 100), offset: S.offset(0) } as const;

/** Ids sent as strings or numbers, or null when the value is not an array of them. */
function idList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > 1000) return null;
  const ids = value.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''));
  return ids.every((id) => id.length > 0 && id.length <= 100) ? ids : null;
}

/**
 * The POST calls check their body by hand (a missing or non-object body is the catalogue's missing-list message, not
 * a schema error); a path parameter that failed its schema is still refused as the kernel words it.
 */
function paramsValid(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (failure && failure.validationContext !== 'body') throw failure;
}

/** Registers the calls. */
export function registerGoogleSourceRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const sources = new GoogleSources(ctx);
  const routes = typedRoutes(app);

  routes.get(
    '/api/connectors/google/campaigns/available/:advertiserId',
    { config: LINKING, schema: { tags: TAGS, params: advertiserParams, querystring: S.none() } },
    async (request) => sources.adsAvailable(callerOf(request).user, request.params.advertiserId),
  );

  routes.get(
    '/api/connectors/google/account/:type/:advertiserId',
    { config: LINKING, schema: { tags: TAGS, params: typeParams, querystring: S.none() } },
    async (request) =>
      sources.adsAccountsOfType(callerOf(request).user, request.params.advertiserId, request.params.type),
  );

  routes.post(
    '/api/connectors/google/account/:type/:advertiserId',
    {
      config: LINKING,
      attachValidation: true,
      schema: { tags: TAGS, params: typeParams, body: { type: 'object', properties: { accounts: {} } } as const },
    },
    async (request) => {
      paramsValid(request);
      const accounts = idList((request.body as { accounts?: unknown } | null)?.accounts);
      if (accounts === null) throw new AppError(400, 'missingListOfAccounts');
      return sources.setAdsAccountsOfType(
        callerOf(request).user,
        request.params.advertiserId,
        request.params.type,
        accounts,
      );
    },
  );

  routes.post(
    '/api/connectors/youtubetv/advertiser/connect/:id',
    {
      config: LINKING,
      attachValidation: true,
      schema: { tags: TAGS, params: idParams, body: { type: 'object', properties: { campaignIds: {} } } as const },
    },
    async (request) => {
      paramsValid(request);
      const campaignIds = idList((request.body as { campaignIds?: unknown } | null)?.campaignIds);
      if (campaignIds === null) throw new AppError(400, 'missingId');
      return sources.tvConnect(callerOf(request).user, request.params.id, campaignIds);
    },
  );

  routes.get(
    '/api/connectors/youtubetv/campaigns/available/:advertiserId',
    { config: LINKING, schema: { tags: TAGS, params: advertiserParams, querystring: S.object(windowQuery) } },
    async (request) => {
      const { search = '', limit = 100, offset = 0 } = request.query;
      return sources.tvAvailable(callerOf(request).user, request.params.advertiserId, { search, limit, offset });
    },
  );

  routes.get(
    '/api/connectors/youtubetv/campaigns/available',
    {
      config: LINKING,
      schema: { tags: TAGS, querystring: S.object({ advertiserId: S.id(), ...windowQuery }) },
    },
    async (request) => {
      const { advertiserId, search = '', limit = 100, offset = 0 } = request.query;
      if (advertiserId === undefined) throw new AppError(400, 'missingAdvertiserId');
      return sources.tvAvailable(callerOf(request).user, advertiserId, { search, limit, offset });
    },
  );

  routes.get(
    '/api/connectors/youtubetv/connected/:id',
    { config: LINKING, schema: { tags: TAGS, params: idParams, querystring: S.none() } },
    async (request) => sources.tvConnected(callerOf(request).user, request.params.id),
  );
}
