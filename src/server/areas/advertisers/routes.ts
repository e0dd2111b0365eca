/**
 * The advertiser (client) calls (001 §7 "Advertiser, agency and client search", issue 22), thin: path, rights,
 * schema, then the service. The searches and reads the dashboards use are open to any signed-in caller, narrowed by
 * the tenancy scope; the contacts and every write need SCREEN_ADVERTISER_MGMT (`AREA_RIGHTS.advertiserAdmin`), so
 * the guard answers 401, then 403, before any validation. GET /api/getProductsForAdvertiser stays with the
 * performance calls (http/performance/kpi-products.ts).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/constants';
import { MAX_ID, parseId } from '../../../domain/ids';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { checkContacts, ContactService } from './contacts';
import {
  ADVERTISER_FORM,
  ADVERTISER_INFO_FORM,
  advertiserInfoQuery,
  agencyAdvertisersQuery,
  campaignSearchQuery,
  clientSearchQuery,
  contactsBody,
  contactsParams,
  idParams,
  moveBody,
  propertyParams,
  statusBody,
} from './schemas';
import { AdvertiserService } from './service';

const TAGS = ['advertisers'];
const ADMIN = { rights: AREA_RIGHTS.advertiserAdmin };

/** An advertiser id from an optional path parameter: 'Missing advertiser ID' when absent or empty. */
function pathId(value: unknown, field: string): number {
  const text = typeof value === 'string' ? value : '';
  if (!text) throw new AppError(400, 'missingAdvertiserId');
  const id = parseId(text);
  if (id === null) throw new AppError(400, 'invalidId', { params: { where: 'params', field, max: MAX_ID } });
  return id;
}

/** The path parameter of a request before validation (for the missing-id text to come first). */
function rawParam(request: { params: unknown }, name: string): unknown {
  const params = request.params;
  return params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
}

/** Registers the advertiser area and its revert handler. */
export function registerAdvertiserArea(app: FastifyInstance, ctx: ServiceContext): AdvertiserService {
  const advertisers = new AdvertiserService(ctx);
  const contacts = new ContactService(ctx);
  const routes = typedRoutes(app);

  routes.get(
    '/api/linearAdminClientsSearch',
    { schema: { tags: TAGS, querystring: clientSearchQuery } },
    async (request) => {
      const { limit = PAGE_SIZES.advertiserSearch, offset = 0 } = request.query;
      return advertisers.clients(callerOf(request).user, { ...request.query, limit, offset });
    },
  );

  routes.get('/api/campaign/search', { schema: { tags: TAGS, querystring: campaignSearchQuery } }, async (request) => {
    const { limit = PAGE_SIZES.campaignSearch, offset = 0 } = request.query;
    return advertisers.campaigns(callerOf(request).user, { ...request.query, limit, offset });
  });

  routes.get(
    '/api/getAgencyAdvertisers/',
    { config: { missingMessage: 'missingAgencyId' }, schema: { tags: TAGS, querystring: agencyAdvertisersQuery } },
    async (request) => {
      try {
        return await advertisers.ofAgency(callerOf(request).user, request.query.agency);
      } catch (error) {
        // The catalogue's failure text for this call (001 §7); refusals and outages keep their own.
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        const failure = new AppError(500, 'errorOccured');
        failure.cause = error;
        throw failure;
      }
    },
  );

  routes.get(
    '/api/getAdvertiserInfo',
    { config: { missingMessage: 'missingAdvertiserId' }, schema: { tags: TAGS, querystring: advertiserInfoQuery } },
    async (request) => {
      const { id, includeStations, includeSubagencies } = request.query;
      return advertisers.info(callerOf(request).user, id, {
        stations: includeStations,
        subagencies: includeSubagencies,
      });
    },
  );

  routes.put(
    '/api/advertiserInfoUpdate/:propertyId?',
    {
      config: ADMIN,
      preValidation: async (request) => void pathId(rawParam(request, 'propertyId'), 'propertyId'),
      schema: { tags: TAGS, params: propertyParams, body: ADVERTISER_INFO_FORM },
    },
    async (request) =>
      advertisers.updateInfo(callerOf(request).user, pathId(request.params.propertyId, 'propertyId'), request.body),
  );

  routes.post(
    '/api/advertiserContactsUpdate/:propertyId?',
    {
      config: ADMIN,
      preValidation: async (request) => {
        pathId(rawParam(request, 'propertyId'), 'propertyId');
        const body: unknown = request.body;
        if (body && typeof body === 'object' && 'contacts' in body) checkContacts(body.contacts);
      },
      schema: { tags: TAGS, params: propertyParams, body: contactsBody },
    },
    async (request) =>
      contacts.replace(callerOf(request).user, pathId(request.params.propertyId, 'propertyId'), request.body),
  );

  routes.get(
    '/api/getContacts/:id?',
    { config: ADMIN, schema: { tags: TAGS, params: contactsParams, querystring: S.none() } },
    async (request) => contacts.list(callerOf(request).user, pathId(request.params.id, 'id')),
  );

  routes.post(
    '/api/admin/advertisers',
    { config: ADMIN, schema: { tags: TAGS, body: ADVERTISER_FORM } },
    async (request, reply) => reply.status(201).send(await advertisers.create(callerOf(request).user, request.body)),
  );

  routes.post(
    '/api/admin/advertisers/:id/move',
    { config: ADMIN, schema: { tags: TAGS, params: idParams, body: moveBody } },
    async (request) => advertisers.move(callerOf(request).user, request.params.id, request.body),
  );

  routes.post(
    '/api/admin/advertisers/:id/status',
    { config: ADMIN, schema: { tags: TAGS, params: idParams, body: statusBody } },
    async (request) => advertisers.setStatus(callerOf(request).user, request.params.id, request.body.active),
  );

  routes.delete(
    '/api/admin/advertisers/:id',
    { config: ADMIN, schema: { tags: TAGS, params: idParams, querystring: S.none() } },
    async (request, reply) => {
      await advertisers.remove(callerOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
  return advertisers;
}
