/**
 * The tenant tree calls (issue 22; 001 §7 "Advertiser, agency and client search"), thin: schema, rights, then the
 * services. The dashboards' agency reads stay open to any member; the agency search and settings need
 * SCREEN_AGENCY_MGMT, the sub-agency and station lists SCREEN_AGENCY_MGMT or SCREEN_ADVERTISER_MGMT, their writes
 * SCREEN_AGENCY_MGMT, and creating, (de)activating and deleting agencies MANAGE_SYSTEM. The guard answers 401, then
 * 403, before any field is validated.
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { SessionUser } from '../../../domain/user';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { AgencyService } from './agency-service';
import { revertOf } from './revert';
import {
  AGENCY_CREATE_FORM,
  AGENCY_FORM,
  agencyAnswer,
  agencyListAnswer,
  agencySearchQuery,
  errorAnswer,
  idParams,
  originParams,
  STATION_FORM,
  stationAnswer,
  stationListQuery,
  stationPageAnswer,
  stationPatch,
  statusBody,
  SUB_AGENCY_FORM,
  subAgencyAnswer,
  subAgencyListAnswer,
  subAgencyPatch,
  subAgencySearchQuery,
} from './schemas';
import { StationService } from './station-service';
import { SubAgencyService } from './subagency-service';

const TAGS = ['tenants'];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const AGENCY_ADMIN = { rights: AREA_RIGHTS.agencyAdmin };
const SUPERUSER = { rights: AREA_RIGHTS.systemAdmin };
const deleted = { 204: { type: 'null' }, ...errors } as const;

/** Registers the tenant tree calls and the area's revert handler. */
export function registerTenantArea(app: FastifyInstance, ctx: ServiceContext): void {
  const agencies = new AgencyService(ctx);
  const subAgencies = new SubAgencyService(ctx);
  const stations = new StationService(ctx);
  ctx.audit.onRevert('tenants', revertOf(agencies, subAgencies, stations));
  const routes = typedRoutes(app);
  const userOf = (request: Parameters<typeof callerOf>[0]): SessionUser => callerOf(request).user;

  // The dashboards' reads (any member, scoped).
  routes.get('/api/getAgencies/', { schema: { tags: TAGS, querystring: S.none() } }, async (request) =>
    agencies.agencies(userOf(request)),
  );
  routes.get(
    '/api/getAgency/:originId',
    { schema: { tags: TAGS, params: originParams, response: { 200: agencyAnswer, ...errors } } },
    async (request) => agencies.get(userOf(request), request.params.originId),
  );
  routes.get(
    '/api/agency',
    { schema: { tags: TAGS, querystring: S.none(), response: { 200: agencyAnswer, ...errors } } },
    async (request) => agencies.active(userOf(request)),
  );

  // Agencies.
  routes.get(
    '/api/linearAdminAgencySearch',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, querystring: agencySearchQuery, response: { 200: agencyListAnswer, ...errors } },
    },
    async (request) => {
      const { limit = 25, offset = 0, sortBy = 'name', name } = request.query;
      return agencies.search(userOf(request), { limit, offset, sortBy, name });
    },
  );
  routes.put(
    '/api/updateAgency/:originId',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, params: originParams, body: AGENCY_FORM, response: { 200: agencyAnswer, ...errors } },
    },
    async (request) => agencies.update(userOf(request), request.params.originId, request.body),
  );
  routes.post(
    '/api/admin/agencies',
    { config: SUPERUSER, schema: { tags: TAGS, body: AGENCY_CREATE_FORM, response: { 201: agencyAnswer, ...errors } } },
    async (request, reply) => reply.status(201).send(await agencies.create(userOf(request), request.body)),
  );
  routes.post(
    '/api/admin/agencies/:id/status',
    {
      config: SUPERUSER,
      schema: { tags: TAGS, params: idParams, body: statusBody, response: { 200: agencyAnswer, ...errors } },
    },
    async (request) => agencies.setStatus(userOf(request), request.params.id, request.body.active),
  );
  routes.delete(
    '/api/admin/agencies/:id',
    { config: SUPERUSER, schema: { tags: TAGS, params: idParams, querystring: S.none(), response: deleted } },
    async (request, reply) => {
      await agencies.remove(userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Sub-agencies.
  routes.get(
    '/api/linearAdminSubagenciesStations',
    {
      config: { rights: AREA_RIGHTS.tenantTree, missingMessage: 'missingAgencyId' },
      schema: { tags: TAGS, querystring: subAgencySearchQuery, response: { 200: subAgencyListAnswer, ...errors } },
    },
    async (request) => {
      const { AgencyId, name, limit = 25, offset = 0, orderBy = 'name' } = request.query;
      return subAgencies.search(userOf(request), { AgencyId, name, limit, offset, orderBy });
    },
  );
  routes.post(
    '/api/admin/agencies/:id/subagencies',
    {
      config: AGENCY_ADMIN,
      schema: {
        tags: TAGS,
        params: idParams,
        body: SUB_AGENCY_FORM,
        response: { 201: subAgencyAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subAgencies.create(userOf(request), request.params.id, request.body)),
  );
  routes.patch(
    '/api/admin/subagencies/:id',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, params: idParams, body: subAgencyPatch, response: { 200: subAgencyAnswer, ...errors } },
    },
    async (request) => subAgencies.update(userOf(request), request.params.id, request.body),
  );
  routes.post(
    '/api/admin/subagencies/:id/status',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, params: idParams, body: statusBody, response: { 200: subAgencyAnswer, ...errors } },
    },
    async (request) => subAgencies.setStatus(userOf(request), request.params.id, request.body.active),
  );
  routes.delete(
    '/api/admin/subagencies/:id',
    { config: AGENCY_ADMIN, schema: { tags: TAGS, params: idParams, querystring: S.none(), response: deleted } },
    async (request, reply) => {
      await subAgencies.remove(userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Stations.
  routes.get(
    '/api/admin/stations',
    {
      config: { rights: AREA_RIGHTS.tenantTree, missingMessage: 'missingAgencyId' },
      schema: { tags: TAGS, querystring: stationListQuery, response: { 200: stationPageAnswer, ...errors } },
    },
    async (request) => {
      const { agencyId, subAgencyId } = request.query;
      const subAgency = subAgencyId === undefined ? undefined : subAgencyId === 'none' ? null : Number(subAgencyId);
      return stations.list(userOf(request), agencyId, subAgency, listWindow(request.query, 'name'));
    },
  );
  routes.post(
    '/api/admin/agencies/:id/stations',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, params: idParams, body: STATION_FORM, response: { 201: stationAnswer, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await stations.create(userOf(request), request.params.id, request.body)),
  );
  routes.patch(
    '/api/admin/stations/:id',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, params: idParams, body: stationPatch, response: { 200: stationAnswer, ...errors } },
    },
    async (request) => stations.update(userOf(request), request.params.id, request.body),
  );
  routes.post(
    '/api/admin/stations/:id/status',
    {
      config: AGENCY_ADMIN,
      schema: { tags: TAGS, params: idParams, body: statusBody, response: { 200: stationAnswer, ...errors } },
    },
    async (request) => stations.setStatus(userOf(request), request.params.id, request.body.active),
  );
  routes.delete(
    '/api/admin/stations/:id',
    { config: AGENCY_ADMIN, schema: { tags: TAGS, params: idParams, querystring: S.none(), response: deleted } },
    async (request, reply) => {
      await stations.remove(userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
