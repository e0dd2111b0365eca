/**
 * The users calls (issue 21 §2), all for SCREEN_USER_MGMT, thin: schema, rights, then the service.
 * GET/POST /api/admin/users, GET/PATCH/DELETE /api/admin/users/{id}, POST /api/admin/users/{id}/deactivate|reactivate,
 * POST /api/admin/users/{id}/view-as, and the catalogue's GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}]
 * (001 §7).
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import {
  createBody,
  errorAnswer,
  idParams,
  listAnswer,
  listParams,
  tenancyAnswer,
  tenancyParams,
  updateBody,
  userRow,
} from './schemas';
import { UserService, type UserInvitations } from './service';

const TAGS = ['users'];
const config = { rights: AREA_RIGHTS.userAdmin };
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

/** Registers the users area. */
export function registerUserAdminRoutes(
  app: FastifyInstance,
  ctx: ServiceContext,
  invitations?: UserInvitations,
): UserService {
  const users = new UserService(ctx, invitations);
  const routes = typedRoutes(app);

  routes.get(
    '/api/admin/users',
    { config, schema: { tags: TAGS, querystring: listParams, response: { 200: listAnswer, ...errors } } },
    async (request) => {
      const { role, status, agencyId, subAgencyId, stationId } = request.query;
      return users.list(callerOf(request).user, listWindow(request.query, 'name'), {
        role,
        status,
        agencyId,
        subAgencyId,
        stationId,
      });
    },
  );

  routes.get(
    '/api/admin/users/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: S.none(), response: { 200: userRow, ...errors } } },
    async (request) => users.get(callerOf(request).user, request.params.id),
  );

  routes.post(
    '/api/admin/users',
    { config, schema: { tags: TAGS, body: createBody, response: { 201: userRow, ...errors } } },
    async (request, reply) => reply.status(201).send(await users.create(callerOf(request).user, request.body)),
  );

  routes.patch(
    '/api/admin/users/:id',
    { config, schema: { tags: TAGS, params: idParams, body: updateBody, response: { 200: userRow, ...errors } } },
    async (request) => users.update(callerOf(request).user, request.params.id, request.body),
  );

  for (const action of ['deactivate', 'reactivate'] as const) {
    routes.post(
      `/api/admin/users/:id/${action}`,
      {
        config,
        schema: { tags: TAGS, params: idParams, querystring: S.none(), response: { 200: userRow, ...errors } },
      },
      async (request) => users[action](callerOf(request).user, request.params.id),
    );
  }

  routes.delete(
    '/api/admin/users/:id',
    {
      config,
      schema: { tags: TAGS, params: idParams, querystring: S.none(), response: { 204: { type: 'null' }, ...errors } },
    },
    async (request, reply) => {
      await users.remove(callerOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // View as (issue 21 §4): the answer is sign-in's (a session user with its tokens) plus `viewAs`.
  routes.post(
    '/api/admin/users/:id/view-as',
    {
      config,
      schema: {
        tags: TAGS,
        params: idParams,
        querystring: S.none(),
        response: { 200: { type: 'object', additionalProperties: true } as const, ...errors },
      },
    },
    async (request) => ({ ...(await users.viewAs(callerOf(request).user, request.params.id)) }),
  );

  routes.get(
    '/api/get-user-by-tenancy/:agency/:limit/:search?',
    {
      config,
      schema: { tags: TAGS, params: tenancyParams, querystring: S.none(), response: { 200: tenancyAnswer, ...errors } },
    },
    async (request) => {
      const { agency, limit, search } = request.params;
      return users.byTenancy(callerOf(request).user, agency, limit, search ?? '');
    },
  );
  return users;
}
