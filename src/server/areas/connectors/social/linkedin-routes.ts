/**
 * LinkedIn's REST calls (issue 26; 001 §5, §7, §9), thin: the agency accounts under the agency-credentials rule, the
 * advertiser's connector under the account-linking rule (401, then 403, before validation), then the catalogue's
 * missing-field messages: 'Missing agency ID' (get), 'Missing required fields' (add, update, delete), 'Missing ID'
 * (connect), 'Missing advertiser ID' (available, connected).
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINKING_RULE, AGENCY_CREDENTIALS_RULE } from '../../../../domain/permissions';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { idOf } from './common';
import { LinkedInAccounts } from './linkedin-accounts';
import { LinkedInLinks } from './linkedin-service';

const ACCOUNT_TAGS = ['connectors: linkedin accounts'];
const TAGS = ['connectors: linkedin'];
const CREDENTIALS = { rule: AGENCY_CREDENTIALS_RULE } as const;
const FIELDS = { rule: AGENCY_CREDENTIALS_RULE, missingMessage: 'missingRequiredFields' } as const;
const LINKING = { rule: ACCOUNT_LINKING_RULE } as const;

const agencyPath = S.object({ id: S.string(40) }, ['id']);
const accountPath = S.object({ id: S.string(40), name: S.string(200) }, ['id', 'name']);
const addBody = S.object({ accountId: S.string(64), name: S.string(200) }, ['accountId', 'name']);
const updateBody = S.object({ accountId: S.string(64), newName: S.string(200), name: S.string(200) }, [
  'accountId',
  'newName',
]);
const idPath = S.object({ id: S.string(40) }, ['id']);
const advertiserPath = S.object({ advertiserId: S.string(40) }, ['advertiserId']);
const connectBody = S.object({ campaignIds: { type: 'array', maxItems: 2000, items: S.string(64) } }, ['campaignIds']);
const availableQuery = S.object({ search: S.string(200), limit: S.limit(1000, 100), offset: S.offset(0) });

export function registerLinkedInRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const accounts = new LinkedInAccounts(ctx);
  const linkedin = new LinkedInLinks(ctx);
  const routes = typedRoutes(app);
  const agencyOf = (raw: string, missing: 'missingAgencyId' | 'missingRequiredFields') =>
    idOf(raw, missing, 'agencyNotFound');
  const nameOf = (raw: string): string => {
    if (raw.trim() === '') throw new AppError(400, 'missingRequiredFields');
    return raw;
  };

  routes.get(
    '/api/credential/linkedin/agency/:id/account',
    { config: CREDENTIALS, schema: { tags: ACCOUNT_TAGS, params: agencyPath, querystring: S.none() } },
    async (request) => accounts.list(callerOf(request).user, agencyOf(request.params.id, 'missingAgencyId')),
  );
  routes.post(
    '/api/credential/linkedin/agency/:id/account',
    { config: FIELDS, schema: { tags: ACCOUNT_TAGS, params: agencyPath, body: addBody } },
    async (request) =>
      accounts.add(callerOf(request).user, agencyOf(request.params.id, 'missingRequiredFields'), request.body),
  );
  routes.patch(
    '/api/credential/linkedin/agency/:id/account/:name',
    { config: FIELDS, schema: { tags: ACCOUNT_TAGS, params: accountPath, body: updateBody } },
    async (request) =>
      accounts.update(
        callerOf(request).user,
        agencyOf(request.params.id, 'missingRequiredFields'),
        nameOf(request.params.name),
        request.body,
      ),
  );
  routes.delete(
    '/api/credential/linkedin/agency/:id/account/:name',
    { config: FIELDS, schema: { tags: ACCOUNT_TAGS, params: accountPath } },
    async (request) =>
      accounts.remove(
        callerOf(request).user,
        agencyOf(request.params.id, 'missingRequiredFields'),
        nameOf(request.params.name),
      ),
  );

  routes.post(
    '/api/connectors/linkedin/advertiser/connect/:id',
    { config: { ...LINKING, missingMessage: 'missingId' }, schema: { tags: TAGS, params: idPath, body: connectBody } },
    async (request) =>
      linkedin.connect(
        callerOf(request).user,
        idOf(request.params.id, 'missingId', 'advertiserNotFound'),
        request.body.campaignIds,
      ),
  );
  routes.get(
    '/api/connectors/linkedin/campaigns/available/:advertiserId',
    { config: LINKING, schema: { tags: TAGS, params: advertiserPath, querystring: availableQuery } },
    async (request) =>
      linkedin.available(
        callerOf(request).user,
        idOf(request.params.advertiserId, 'missingAdvertiserId', 'advertiserNotFound'),
        { search: request.query.search ?? '', limit: request.query.limit ?? 100, offset: request.query.offset ?? 0 },
      ),
  );
  routes.get(
    '/api/connectors/linkedin/connected/:id',
    { config: LINKING, schema: { tags: TAGS, params: idPath, querystring: S.none() } },
    async (request) =>
      linkedin.connected(callerOf(request).user, idOf(request.params.id, 'missingAdvertiserId', 'advertiserNotFound')),
  );
}
