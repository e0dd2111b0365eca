/**
 * The access calls (issue 21 §3, §4), thin: all need SCREEN_USER_MGMT (the guard answers 401, then 403, before any
 * validation), then schema, then one call into the services.
 * - GET|PUT /api/admin/users/{id}/access, GET /api/admin/users/{id}/explain
 * - GET|POST /api/admin/access-groups, GET|PUT|DELETE /api/admin/access-groups/{id}
 * - GET|POST /api/admin/advertiser-groups, GET|PUT|DELETE /api/admin/advertiser-groups/{id}
 */
import type { FastifyInstance } from 'fastify';
import type { UserAccessInput } from '../../../domain/access-admin';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { AccessGroupService } from './access-group-service';
import { AdvertiserGroupService } from './advertiser-group-service';
import {
  accessBody,
  accessGroupCreate,
  accessGroupUpdate,
  advertiserGroupCreate,
  advertiserGroupUpdate,
  explainQuery,
  groupListQuery,
  idParams,
} from './schemas';
import { AccessService } from './service';

const TAGS = ['access'];
const config = { rights: AREA_RIGHTS.userAdmin };
const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user;

/** Registers the access area. */
export function registerAccessRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const access = new AccessService(ctx);
  const groups = new AccessGroupService(ctx);
  const advertiserGroups = new AdvertiserGroupService(ctx);
  const routes = typedRoutes(app);
  const none = S.none();

  routes.get(
    '/api/admin/users/:id/access',
    { config, schema: { tags: TAGS, params: idParams, querystring: none } },
    (request) => access.get(userOf(request), request.params.id),
  );
  routes.put(
    '/api/admin/users/:id/access',
    { config, schema: { tags: TAGS, params: idParams, querystring: none, body: accessBody } },
    (request) => access.replace(userOf(request), request.params.id, request.body as UserAccessInput),
  );
  routes.get(
    '/api/admin/users/:id/explain',
    { config, schema: { tags: TAGS, params: idParams, querystring: explainQuery } },
    (request) => access.explain(userOf(request), request.params.id, request.query),
  );

  routes.get('/api/admin/access-groups', { config, schema: { tags: TAGS, querystring: groupListQuery } }, (request) =>
    groups.listAccessGroups(userOf(request), request.query.agencyId, listWindow(request.query, 'name')),
  );
  routes.post(
    '/api/admin/access-groups',
    { config, schema: { tags: TAGS, querystring: none, body: accessGroupCreate } },
    async (request, reply) =>
      reply.status(201).send(await groups.createAccessGroup(userOf(request), { ...request.body })),
  );
  routes.get(
    '/api/admin/access-groups/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: none } },
    (request) => groups.getAccessGroup(userOf(request), request.params.id),
  );
  routes.put(
    '/api/admin/access-groups/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: none, body: accessGroupUpdate } },
    (request) =>
      groups.updateAccessGroup(userOf(request), request.params.id, {
        ...request.body,
        memberIds: request.body.memberIds && [...request.body.memberIds],
      }),
  );
  routes.delete(
    '/api/admin/access-groups/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: none } },
    async (request, reply) => {
      await groups.removeAccessGroup(userOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/admin/advertiser-groups',
    { config, schema: { tags: TAGS, querystring: groupListQuery } },
    (request) =>
      advertiserGroups.listAdvertiserGroups(userOf(request), request.query.agencyId, listWindow(request.query, 'name')),
  );
  routes.post(
    '/api/admin/advertiser-groups',
    { config, schema: { tags: TAGS, querystring: none, body: advertiserGroupCreate } },
    async (request, reply) =>
      reply.status(201).send(
        await advertiserGroups.createAdvertiserGroup(userOf(request), {
          ...request.body,
          advertiserIds: [...request.body.advertiserIds],
        }),
      ),
  );
  routes.get(
    '/api/admin/advertiser-groups/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: none } },
    (request) => advertiserGroups.getAdvertiserGroup(userOf(request), request.params.id),
  );
  routes.put(
    '/api/admin/advertiser-groups/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: none, body: advertiserGroupUpdate } },
    (request) =>
      advertiserGroups.updateAdvertiserGroup(userOf(request), request.params.id, {
        ...request.body,
        advertiserIds: [...request.body.advertiserIds],
      }),
  );
  routes.delete(
    '/api/admin/advertiser-groups/:id',
    { config, schema: { tags: TAGS, params: idParams, querystring: none } },
    async (request, reply) => {
      await advertiserGroups.removeAdvertiserGroup(userOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
