import type { FastifyInstance } from 'fastify';
import { RECENT_PAGES_MAX } from '../../domain/constants';
import type { RecentRoute } from '../../domain/recent-pages';
import { callerOf } from '../kernel/guard';
import type { AppContext } from '../context';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

const stringMap = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 2000 },
  maxProperties: 40,
} as const;

const recentRoute = S.object(
  {
    name: S.string(200, 1),
    query: stringMap,
    fullPath: { type: 'string', maxLength: 2000, pattern: '^/(?![/\\\\])' },
    params: stringMap,
    title: S.string(200, 1),
  },
  ['name', 'query', 'fullPath', 'params', 'title'],
);

/** Recent pages live on the server, per user, so they follow the user to another browser. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get('/api/user/recent-pages', { schema: { querystring: S.none() } }, async (request) => {
    const { user } = callerOf(request);
    const row = await ctx.db
      .selectFrom('recent_pages')
      .select('pages')
      .where('user_id', '=', user.user_id)
      .executeTakeFirst();
    // Stored only by the PUT below, after schema validation.
    return { pages: row ? (JSON.parse(row.pages) as RecentRoute[]) : [] };
  });

  routes.put(
    '/api/user/recent-pages',
    {
      schema: {
        body: S.object({ pages: { type: 'array', maxItems: RECENT_PAGES_MAX, items: recentRoute } }, ['pages']),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const pages = JSON.stringify(request.body.pages);
      const at = ctx.now();
      await ctx.db
        .insertInto('recent_pages')
        .values({ user_id: user.user_id, pages, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ pages, updated_at: at }))
        .execute();
      return { pages: request.body.pages };
    },
  );
}
