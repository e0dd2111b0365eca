/**
 * The Site Impact credential calls (issue 26; 001 §7 "Agency and social-ad account links", §6, §8), thin: the rule
 * (the guard answers 401, then 403, before validation), the schema, then the service. The credential calls are the
 * agency-credentials rule's; the campaigns lookup, per advertiser, the account-linking rule's. A 403 of any of them
 * reads "You don't have access" (001 §6, §8). Keys are answered masked (the last four characters), never whole.
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { MESSAGES } from '../../../../domain/messages';
import { ACCOUNT_LINKING_RULE, AGENCY_CREDENTIALS_RULE } from '../../../../domain/permissions';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { ImpactService } from './service';

const TAGS = ['connectors: site impact'];
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

/** A key as answered: never the key itself (the response schema drops anything else). */
const keyAnswer = open({
  id: string,
  name: string,
  apiKey: string,
  accountName: string,
  healthy: { type: 'boolean' },
  status: string,
  isAgencyOwned: { type: 'boolean' },
  keySource: string,
  keySourcePpid: { type: ['integer', 'null'] },
  createdAt: string,
});
const campaignAnswer = open({
  CampaignId: string,
  CampaignName: string,
  CampaignType: string,
  FromLine: { type: ['string', 'null'] },
  SubjectLine: { type: ['string', 'null'] },
  StartDate: string,
  EndDate: string,
  connected: { type: 'boolean' },
});

const NAME = S.string(120, 1);
const API_KEY = S.string(200, 1);

/** 001 §6/§8: a 403 of a site-impact credential read says "You don't have access". */
const youDontHaveAccess: onSendHookHandler = async (_request, reply, payload) =>
  reply.statusCode === 403 ? JSON.stringify({ error: MESSAGES.youDontHaveAccess }) : payload;

const CREDENTIALS = { rule: AGENCY_CREDENTIALS_RULE } as const;

export function registerImpactArea(app: FastifyInstance, ctx: ServiceContext): void {
  const keys = new ImpactService(ctx);
  const routes = typedRoutes(app);
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user;

  routes.get(
    '/api/getSiteImpactCredential/',
    {
      config: { ...CREDENTIALS, missingMessage: 'missingId' },
      onSend: youDontHaveAccess,
      schema: {
        tags: TAGS,
        querystring: S.object({ id: S.id() }, ['id']),
        response: { 200: { type: 'array', items: keyAnswer }, ...errors },
      },
    },
    async (request) => keys.listForAgency(userOf(request), request.query.id),
  );
  routes.post(
    '/api/addSiteImpactCredential',
    {
      config: { ...CREDENTIALS, missingMessage: 'missingRequiredFields' },
      onSend: youDontHaveAccess,
      schema: {
        tags: TAGS,
        body: S.object({ id: S.id(), name: NAME, apiKey: API_KEY, advertiserId: S.nullableId() }, [
          'id',
          'name',
          'apiKey',
        ]),
        response: { 200: keyAnswer, ...errors },
      },
    },
    async (request) => {
      const { id, name, apiKey, advertiserId } = request.body;
      return keys.add(userOf(request), { agencyId: id, name, apiKey, advertiserId: advertiserId ?? null });
    },
  );
  routes.patch(
    '/api/editSiteImpactCredential',
    {
      config: { ...CREDENTIALS, missingMessage: 'missingRequiredFields' },
      onSend: youDontHaveAccess,
      schema: {
        tags: TAGS,
        body: S.object({ id: S.id(), name: NAME, newName: NAME, apiKey: API_KEY }, ['id', 'name']),
        response: { 200: keyAnswer, ...errors },
      },
    },
    async (request) => {
      const { id, name, newName, apiKey } = request.body;
      if (newName === undefined && apiKey === undefined) throw new AppError(400, 'missingRequiredFields');
      return keys.edit(userOf(request), { agencyId: id, name, newName: newName ?? null, apiKey: apiKey ?? null });
    },
  );
  routes.delete(
    '/api/removeSiteImpactCredential/:id/:name',
    {
      config: { ...CREDENTIALS, missingMessage: 'missingRequiredFields' },
      onSend: youDontHaveAccess,
      schema: {
        tags: TAGS,
        params: S.object({ id: S.id(), name: NAME }, ['id', 'name']),
        response: { 200: keyAnswer, ...errors },
      },
    },
    async (request) => keys.remove(userOf(request), request.params.id, request.params.name),
  );
  routes.get(
    '/api/siteimpactCampaigns/:id/:keyid/:agencyowned',
    {
      config: { rule: ACCOUNT_LINKING_RULE, missingMessage: 'missingId' },
      onSend: youDontHaveAccess,
      schema: {
        tags: TAGS,
        params: S.object(
          { id: S.id(), keyid: S.string(80, 1), agencyowned: { type: 'string', enum: ['true', 'false'] } },
          ['id', 'keyid', 'agencyowned'],
        ),
        response: { 200: { type: 'array', items: campaignAnswer }, ...errors },
      },
    },
    async (request) => {
      const { id, keyid, agencyowned } = request.params;
      return keys.campaignsOfKey(userOf(request), id, keyid, agencyowned === 'true');
    },
  );
}
