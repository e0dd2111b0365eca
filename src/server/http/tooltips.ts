/** The tooltip catalogue (001 §7 "Tooltips"), read-only: the list and one tooltip by key. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

const TAGS = ['tooltips'];
const tooltip = S.object({ key: { type: 'string' }, title: { type: 'string' }, message: { type: 'string' } }, [
  'key',
  'title',
  'message',
]);
const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);

/** Registers GET /api/tooltip and GET /api/tooltip/{key}; both need a signed-in caller. */
export function registerTooltipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/tooltip',
    {
      schema: {
        tags: TAGS,
        querystring: S.none(),
        response: { 200: S.object({ tooltips: { type: 'array', items: tooltip } }, ['tooltips']) },
      },
    },
    async () => {
      const tooltips = await ctx.db.selectFrom('tooltips').select(['key', 'title', 'message']).execute();
      // By code point on every engine (a PostgreSQL collation would interleave upper and lower case).
      return { tooltips: tooltips.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) };
    },
  );

  routes.get(
    '/api/tooltip/:key',
    {
      config: { missingMessage: 'missingTooltipKey' },
      schema: {
        tags: TAGS,
        params: S.object({ key: S.string(200) }),
        querystring: S.none(),
        response: { 200: tooltip, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const key = request.params.key?.trim();
      if (!key) throw new AppError(400, 'missingTooltipKey');
      const row = await ctx.db
        .selectFrom('tooltips')
        .select(['key', 'title', 'message'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) throw new AppError(404, 'tooltipNotFound');
      return row;
    },
  );
}
