/**
 * Module kinds per agency (000 §2 manage-modules): the System Admin calls (MANAGE_SYSTEM) and the palette's read
 * (any signed-in caller, within their tenancy).
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { AppContext } from '../../context';
import { callerOf } from '../../kernel/guard';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import {
  agenciesPage,
  agenciesQuery,
  agencyModules,
  agencyParams,
  disabledAnswer,
  disabledQuery,
  modulesBody,
} from './schemas';
import { ModulesService } from './service';

const TAGS = ['system'];
const rights = AREA_RIGHTS.systemAdmin;

/** Registers the modules routes and the area's revert handler. */
export function registerModuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const modules = new ModulesService(ctx);
  const routes = typedRoutes(app);
  ctx.audit.onRevert('modules', (entry, trx, actor) => modules.revert(entry, trx, actor));

  routes.get(
    '/api/admin/modules',
    {
      config: { rights },
      schema: {
        tags: TAGS,
        summary: 'Agencies with their switched-off module kinds',
        querystring: agenciesQuery,
        response: { 200: agenciesPage },
      },
    },
    async (request) => modules.list(listWindow(request.query, 'name')),
  );

  routes.get(
    '/api/admin/modules/:agencyId',
    {
      config: { rights },
      schema: {
        tags: TAGS,
        summary: 'Every module kind with whether the agency shows it',
        params: agencyParams,
        querystring: S.none(),
        response: { 200: agencyModules },
      },
    },
    async (request) => modules.detail(request.params.agencyId),
  );

  routes.put(
    '/api/admin/modules/:agencyId',
    {
      config: { rights },
      schema: {
        tags: TAGS,
        summary: 'Sets the agency’s switched-off module kinds',
        params: agencyParams,
        body: modulesBody,
        response: { 200: agencyModules },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return modules.update({ id: user.user_id, email: user.email }, request.params.agencyId, request.body.disabled);
    },
  );

  routes.get(
    '/api/modules/disabled',
    {
      schema: {
        tags: TAGS,
        summary: 'Module kinds switched off for an agency (or an advertiser’s agency)',
        querystring: disabledQuery,
        response: { 200: disabledAnswer },
      },
    },
    async (request) => modules.disabledFor(callerOf(request).user, request.query),
  );
}
