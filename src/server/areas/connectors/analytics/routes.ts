/**
 * The web-analytics REST calls (issue 26, helper B; 001 §7 "Analytics, ads and order services"): the GA status patch,
 * the analytics configuration, and the e-mail of an advertiser's connection details. Each declares the
 * account-linking rule (the guard answers 401, then 403, before any field is validated); then the missing-field
 * messages of 001 §5; then the advertiser's tenancy (404) in the service. `{id}` / `{PropertyId}` is the advertiser
 * (001 §3: "Advertiser: id (or propertyId)").
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINKING_RULE } from '../../../../domain/permissions';
import type { AppContext } from '../../../context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { typedRoutes } from '../../../kernel/route';
import { S } from '../../../kernel/schema';
import { AnalyticsService } from './service';

const TAGS = ['connectors: web analytics'];
const RULE = { rule: ACCOUNT_LINKING_RULE };
const error = { type: 'object', properties: { error: { type: 'string' } }, additionalProperties: true } as const;
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error } as const;
/** An advertiser id in the path; empty is "missing" (001 §5), anything but digits a schema failure. */
const ID_PARAM = { type: 'string', maxLength: 10, pattern: '^[0-9]*$' } as const;
const TEXT = {
  anyOf: [{ type: 'string', maxLength: 200 }, S.integer(0, 2_147_483_647), { type: 'null' }],
} as const;
const GA_STATUS = {
  anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['enabled', 'disabled'] }, { type: 'null' }],
} as const;

/** The advertiser id of a path, or 400 'Missing advertiser ID'. */
function advertiserOf(text: string): number {
  if (text === '') throw new AppError(400, 'missingAdvertiserId');
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647)
    throw new AppError(400, 'invalidField', { params: { where: 'path', field: 'id', reason: 'must be an id' } });
  return id;
}

export function registerAnalyticsArea(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  const service = new AnalyticsService(ctx);

  routes.patch(
    // `:advertiserId`, the name the other /api/advertiser/… routes give this segment (one router parameter).
    '/api/advertiser/:advertiserId/ga-status',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        params: S.object({ advertiserId: ID_PARAM }, ['advertiserId']),
        body: S.object({ gaStatus: GA_STATUS }),
        response: {
          200: S.object({
            advertiserId: { type: 'integer' },
            gaStatus: { type: 'boolean' },
            Version: { type: 'integer' },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const advertiserId = advertiserOf(request.params.advertiserId);
      const gaStatus = request.body?.gaStatus;
      if (gaStatus === undefined || gaStatus === null) throw new AppError(400, 'missingRequiredFields');
      return service.setStatus(callerOf(request).user, advertiserId, gaStatus === true || gaStatus === 'enabled');
    },
  );

  routes.post(
    '/api/updateGoogleAnalyticsConfig/:id',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        params: S.object({ id: ID_PARAM }, ['id']),
        body: S.object({
          config: {
            anyOf: [
              S.object({
                Enabled: { type: 'boolean' },
                AccountId: TEXT,
                WebPropertyId: TEXT,
                ViewId: TEXT,
                GA4PropertyId: TEXT,
              }),
              { type: 'null' },
            ],
          },
        }),
        response: {
          200: S.object({
            advertiserId: { type: 'integer' },
            Version: { type: 'integer' },
            GoogleAnalytics: { type: 'object', additionalProperties: true },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const advertiserId = advertiserOf(request.params.id);
      const config = request.body?.config as Record<string, string | number | boolean | null> | null | undefined;
      if (!config) throw new AppError(400, 'missingRequiredFields');
      return service.setConfig(callerOf(request).user, advertiserId, config);
    },
  );

  routes.post(
    '/api/sendGAEmailDataAPI/:PropertyId',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        params: S.object({ PropertyId: ID_PARAM }, ['PropertyId']),
        response: {
          200: S.object({ sent: { type: 'boolean' }, to: { type: 'string' }, mailId: { type: 'integer' } }),
          ...errors,
        },
      },
    },
    async (request) => service.sendDetails(callerOf(request).user, advertiserOf(request.params.PropertyId)),
  );
}
