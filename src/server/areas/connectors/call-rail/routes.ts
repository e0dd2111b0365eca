/**
 * The CallRail calls (issue 26; 001 §7 "Agency and social-ad account links" and "Call tracking"), thin: the rule
 * (401, then 403, before validation), the schema, then the service. The account calls are the agency-credentials
 * rule's; the per-advertiser connector calls the account-linking rule's.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINKING_RULE, AGENCY_CREDENTIALS_RULE } from '../../../../domain/permissions';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { CallRailService } from './service';

const TAGS = ['connectors: call tracking'];
const string = { type: 'string' } as const;
const open = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, additionalProperties: false }) as const;
const errorAnswer = { type: 'object', properties: { error: string }, additionalProperties: true } as const;
const errors = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  502: errorAnswer,
};

const accountAnswer = open({
  accountId: string,
  accountName: string,
  agency: { type: 'integer' },
  status: string,
  createdAt: string,
});
const availableAnswer = open({
  id: string,
  name: string,
  accountId: string,
  accountName: string,
  companyId: string,
  companyName: string,
  status: string,
  connected: { type: 'boolean' },
});
const connectedAnswer = open({
  id: string,
  name: string,
  accountId: string,
  accountName: string,
  campaignId: { type: ['integer', 'null'] },
  connection_date: string,
  connected_by: string,
  healthy: { type: 'boolean' },
});

const ACCOUNT_ID = S.string(64, 1);
const ACCOUNT_NAME = S.string(120, 1);
const CREDENTIALS = { rule: AGENCY_CREDENTIALS_RULE, missingMessage: 'missingRequiredFields' } as const;
const LINKING = { rule: ACCOUNT_LINKING_RULE, missingMessage: 'missingAdvertiserId' } as const;
const agencyParams = S.object({ agency: S.id() }, ['agency']);
const accountParams = S.object({ agency: S.id(), accountName: ACCOUNT_NAME }, ['agency', 'accountName']);
const advertiserParams = S.object({ advertiserId: S.id() }, ['advertiserId']);

export function registerCallRailArea(app: FastifyInstance, ctx: ServiceContext): void {
  const callRail = new CallRailService(ctx);
  const routes = typedRoutes(app);
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user;

  routes.get(
    '/api/credentials/call-rail/:agency',
    {
      config: CREDENTIALS,
      schema: {
        tags: TAGS,
        params: agencyParams,
        response: { 200: { type: 'array', items: accountAnswer }, ...errors },
      },
    },
    async (request) => callRail.list(userOf(request), request.params.agency),
  );
  routes.post(
    '/api/credentials/call-rail/:agency',
    {
      config: CREDENTIALS,
      schema: {
        tags: TAGS,
        params: agencyParams,
        body: S.object({ accountId: ACCOUNT_ID, accountName: ACCOUNT_NAME }, ['accountId', 'accountName']),
        response: { 200: accountAnswer, ...errors },
      },
    },
    async (request) => callRail.add(userOf(request), request.params.agency, request.body),
  );
  routes.patch(
    '/api/credentials/call-rail/:agency/:accountName',
    {
      config: CREDENTIALS,
      schema: {
        tags: TAGS,
        params: accountParams,
        body: S.object({ accountId: ACCOUNT_ID, accountName: ACCOUNT_NAME }),
        response: { 200: accountAnswer, ...errors },
      },
    },
    async (request) => {
      const { accountId, accountName } = request.body;
      if (accountId === undefined && accountName === undefined) throw new AppError(400, 'missingRequiredFields');
      return callRail.update(userOf(request), request.params.agency, request.params.accountName, request.body);
    },
  );
  routes.delete(
    '/api/credentials/call-rail/:agency/:accountName',
    { config: CREDENTIALS, schema: { tags: TAGS, params: accountParams, response: { 200: accountAnswer, ...errors } } },
    async (request) => callRail.remove(userOf(request), request.params.agency, request.params.accountName),
  );
  routes.get(
    '/api/connectors/call-rail/campaigns/available/:advertiserId',
    {
      config: LINKING,
      schema: {
        tags: TAGS,
        params: advertiserParams,
        response: { 200: { type: 'array', items: availableAnswer }, ...errors },
      },
    },
    async (request) => callRail.available(userOf(request), request.params.advertiserId),
  );
  routes.get(
    '/api/connectors/call-rail/connected/:advertiserId',
    {
      config: LINKING,
      schema: {
        tags: TAGS,
        params: advertiserParams,
        response: { 200: { type: 'array', items: connectedAnswer }, ...errors },
      },
    },
    async (request) => callRail.connected(userOf(request), request.params.advertiserId),
  );
  routes.post(
    '/api/connectors/call-rail/advertiser/connect/:advertiserId',
    {
      config: { rule: ACCOUNT_LINKING_RULE, missingMessage: 'missingId' },
      schema: {
        tags: TAGS,
        params: advertiserParams,
        body: S.object({ campaignIds: { type: 'array', items: S.string(64, 1), maxItems: 500 } }, ['campaignIds']),
        response: { 200: { type: 'boolean' }, ...errors },
      },
    },
    async (request) => callRail.connect(userOf(request), request.params.advertiserId, request.body.campaignIds),
  );
}
