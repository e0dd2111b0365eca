/** The audit log calls (issue 20), all MANAGE_SYSTEM: the paged list with its filters, one entry, and revert. */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import { callerOf } from '../../kernel/guard';
import { listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import type { ServiceContext } from '../../kernel/context';
import { auditEntry, errorAnswer, idParams, listAnswer, listParams } from './schemas';
import { AuditService } from './service';

const TAGS = ['audit'];
const config = { rights: AREA_RIGHTS.systemAdmin };
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

export function registerAuditArea(app: FastifyInstance, ctx: ServiceContext): void {
  const audit = new AuditService(ctx);
  const routes = typedRoutes(app);

  routes.get(
    '/api/admin/audit',
    { config, schema: { tags: TAGS, querystring: listParams, response: { 200: listAnswer, ...errors } } },
    async (request) => {
      const { area, user, agency, object, after } = request.query;
      return audit.list(listWindow(request.query, 'at', 'desc'), { area, user, agency, object, after });
    },
  );

  routes.get(
    '/api/admin/audit/:id',
    {
      config,
      schema: { tags: TAGS, params: idParams, querystring: S.none(), response: { 200: auditEntry, ...errors } },
    },
    async (request) => audit.get(request.params.id),
  );

  routes.post(
    '/api/admin/audit/:id/revert',
    { config, schema: { tags: TAGS, params: idParams, response: { 200: auditEntry, ...errors } } },
    async (request) => {
      const { user } = callerOf(request);
      return audit.revert({ id: user.user_id, email: user.email }, request.params.id);
    },
  );
}
