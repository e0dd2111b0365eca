/**
 * The tooltip calls (001 §7 Tooltips), thin: schema, rights, then the service. Reads are for any signed-in caller
 * (the dashboards need them); writes need MANAGE_SYSTEM. `GET /api/tooltip` answers the whole catalogue
 * `{tooltips}` when called without parameters (the dashboards) and a page `{items,total,limit,offset}` when any
 * of limit, offset, sort, dir or search is given (Tooltip Management).
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import { callerOf } from '../../kernel/guard';
import { DEFAULT_PAGE_SIZE, listWindow } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import type { ServiceContext } from '../../kernel/context';
import {
  createBody,
  deleteAnswer,
  errorAnswer,
  keyParams,
  listAnswer,
  listParams,
  tooltip,
  updateBody,
} from './schemas';
import { requireKey, TooltipService } from './service';

const TAGS = ['tooltips'];
const WRITE = { rights: AREA_RIGHTS.systemAdmin };
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

/** Registers the five tooltip calls and the area's revert handler. */
export function registerTooltipArea(app: FastifyInstance, ctx: ServiceContext): TooltipService {
  const tooltips = new TooltipService(ctx);
  const routes = typedRoutes(app);
  const actorOf = (request: { caller: Parameters<typeof callerOf>[0]['caller'] }) => {
    const { user } = callerOf(request);
    return { id: user.user_id, email: user.email };
  };

  routes.get(
    '/api/tooltip',
    { schema: { tags: TAGS, querystring: listParams, response: { 200: listAnswer, ...errors } } },
    async (request) => {
      const query = request.query;
      if (Object.keys(query).length === 0) return { tooltips: await tooltips.all() };
      return tooltips.list(listWindow({ ...query, limit: query.limit ?? DEFAULT_PAGE_SIZE }, 'key'));
    },
  );

  routes.post(
    '/api/tooltip',
    {
      config: WRITE,
      schema: { tags: TAGS, body: createBody, response: { 200: tooltip, ...errors } },
      // 'Missing tooltip key' before the schema names any other field (001 §5).
      preValidation: async (request) => {
        const body: unknown = request.body;
        requireKey(body && typeof body === 'object' && 'key' in body && typeof body.key === 'string' ? body.key : '');
      },
    },
    async (request) => tooltips.create(actorOf(request), request.body),
  );

  routes.get(
    '/api/tooltip/:key',
    {
      config: { missingMessage: 'missingTooltipKey' },
      schema: { tags: TAGS, params: keyParams, querystring: S.none(), response: { 200: tooltip, ...errors } },
    },
    async (request) => tooltips.get(request.params.key),
  );

  routes.put(
    '/api/tooltip/:key',
    {
      config: WRITE,
      preValidation: async (request) => {
        const params: unknown = request.params;
        requireKey(params && typeof params === 'object' && 'key' in params ? String(params.key) : '');
      },
      schema: { tags: TAGS, params: keyParams, body: updateBody, response: { 200: tooltip, ...errors } },
    },
    async (request) => tooltips.update(actorOf(request), request.params.key, request.body),
  );

  routes.delete(
    '/api/tooltip/:key',
    {
      config: { ...WRITE, missingMessage: 'missingTooltipKey' },
      schema: { tags: TAGS, params: keyParams, querystring: S.none(), response: { 200: deleteAnswer, ...errors } },
    },
    async (request) => tooltips.remove(actorOf(request), request.params.key),
  );
  return tooltips;
}
