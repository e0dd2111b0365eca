/**
 * White labels (issue 20, 000 §3 Theme): the theme editor's calls, all for MANAGE_SYSTEM. Thin: schema → service.
 * GET/POST /api/admin/themes, GET/PUT/DELETE /api/admin/themes/{code}, POST /api/admin/themes/{code}/logo|favicon.
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { ServiceContext } from '../../kernel/context';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { createBody, listThemesQuery, themeParams, updateBody, type ThemeInput } from './schemas';
import { ThemeService, type ThemeImage } from './service';

const TAGS = ['themes'];
const config = { rights: AREA_RIGHTS.systemAdmin };

const actorOf = (request: Parameters<typeof callerOf>[0]) => {
  const { user } = callerOf(request);
  return { id: user.user_id, email: user.email };
};

/** Registers the themes area; its service registers the 'themes' revert handler of the audit log. */
export function registerThemeRoutes(app: FastifyInstance, ctx: ServiceContext): ThemeService {
  const themes = new ThemeService(ctx);
  const routes = typedRoutes(app);

  routes.get('/api/admin/themes', { config, schema: { tags: TAGS, querystring: listThemesQuery } }, (request) =>
    themes.list(request.query),
  );
  routes.get(
    '/api/admin/themes/:code',
    { config, schema: { tags: TAGS, params: themeParams, querystring: S.none() } },
    (request) => themes.get(request.params.code),
  );
  app.post<{ Body: ThemeInput }>(
    '/api/admin/themes',
    { config, schema: { tags: TAGS, body: createBody } },
    async (request, reply) => reply.status(201).send(await themes.create(actorOf(request), request.body)),
  );
  app.put<{ Body: ThemeInput; Params: { code: string } }>(
    '/api/admin/themes/:code',
    { config, schema: { tags: TAGS, params: themeParams, body: updateBody } },
    (request) => themes.update(actorOf(request), request.params.code, request.body),
  );
  routes.delete(
    '/api/admin/themes/:code',
    { config, schema: { tags: TAGS, params: themeParams, querystring: S.none() } },
    async (request) => {
      await themes.remove(actorOf(request), request.params.code);
      return { code: request.params.code };
    },
  );
  for (const which of ['logo', 'favicon'] as const satisfies readonly ThemeImage[]) {
    routes.post(
      `/api/admin/themes/:code/${which}`,
      { config, schema: { tags: TAGS, params: themeParams, querystring: S.none() } },
      (request) => themes.upload(actorOf(request), request.params.code, which, request),
    );
  }
  return themes;
}
