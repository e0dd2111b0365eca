/**
 * The ten publisher-logo calls of 001 §7. Writes need MANAGE_SYSTEM; the whole list (the dashboards' match list)
 * is read by any signed-in caller, share and export guests included, and only its paged form (the admin table)
 * needs MANAGE_SYSTEM.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meetsRequirement } from '../../../domain/permissions';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { AuditActor } from '../../audit/audit-log';
import { acceptImageUpload } from '../../uploads/images';
import type { AppContext } from '../../context';
import { AppError } from '../../kernel/errors';
import { callerOf } from '../../kernel/guard';
import { listWindow, page, pageSchema } from '../../kernel/listing';
import { typedRoutes } from '../../kernel/route';
import { refuseInvalid } from './validation';
import * as s from './schemas';
import { PublisherLogoService } from './service';

const TAGS = ['publisher logos'];
const rights = AREA_RIGHTS.systemAdmin;
const PAGING_KEYS = ['limit', 'offset', 'sort', 'dir', 'search'];
const answers = { 200: s.logoAnswer, 400: s.errorAnswer, 404: s.errorAnswer, 409: s.errorAnswer };

function actorOf(request: FastifyRequest): AuditActor {
  const { user } = callerOf(request);
  return { id: user.user_id, email: user.email };
}

/** A path's logo name, trimmed; 400 when blank. */
function nameParam(logoName: string): string {
  const name = logoName.trim();
  if (!name) throw new AppError(400, 'logoNameMissing');
  return name;
}

/** Registers the publisher-logo calls. */
export function registerPublisherLogoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logos = new PublisherLogoService(ctx);
  const routes = typedRoutes(app);

  routes.get(
    '/api/getPublisherLogos',
    {
      // Runs after the guard has admitted the caller: the paged admin form needs the System Admin right.
      onRequest: async (request) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        if (!PAGING_KEYS.some((key) => Object.hasOwn(query, key))) return;
        if (!meetsRequirement(callerOf(request).user, rights)) throw new AppError(403, 'noAccess');
      },
      schema: { tags: TAGS, querystring: s.listQuery, response: { 200: pageSchema(s.logoAnswer) } },
    },
    async (request) => {
      const paged = PAGING_KEYS.some((key) => request.query[key as keyof typeof request.query] !== undefined);
      if (!paged) {
        const all = await logos.list();
        return page(all, all.length, all.length, 0);
      }
      const window = listWindow(request.query, 'logoName');
      const { items, total } = await logos.page(window);
      return page(items, total, window.limit, window.offset);
    },
  );

  routes.post(
    '/api/uploadPublisherLogo',
    { config: { rights }, schema: { tags: TAGS, response: answers } },
    async (request) => {
      const actor = actorOf(request);
      return ctx.db.transaction().execute(async (trx) => {
        const { path, fields } = await acceptImageUpload(request, trx, actor.email, ctx.now);
        const name = (fields.logoName ?? '').trim();
        if (!name) throw new AppError(400, 'logoNameMissing', { details: { field: 'logoName' } });
        if (name.length > 200) throw new AppError(400, 'logoNameMissing', { details: { field: 'logoName' } });
        return logos.upload(actor, trx, name, path);
      });
    },
  );

  routes.post(
    '/api/createPublisherLogo',
    { config: { rights }, attachValidation: true, schema: { tags: TAGS, body: s.createBody, response: answers } },
    async (request) => {
      refuseInvalid(request.validationError, s.MISSING_FIELD);
      const body = request.body as s.CreateBody;
      return logos.create(actorOf(request), body.logoName, body.url);
    },
  );

  routes.put(
    '/api/updatePublisherLogoUrl/:logoName',
    {
      config: { rights },
      attachValidation: true,
      schema: { tags: TAGS, params: s.nameParams, body: s.urlBody, response: answers },
    },
    async (request) => {
      refuseInvalid(request.validationError, s.MISSING_FIELD);
      const name = nameParam(request.params.logoName);
      return logos.updateUrl(actorOf(request), name, (request.body as s.UrlBody).newUrl);
    },
  );

  routes.patch(
    '/api/updatePublisherLogoName/:logoName',
    {
      config: { rights },
      attachValidation: true,
      schema: { tags: TAGS, params: s.nameParams, body: s.renameBody, response: answers },
    },
    async (request) => {
      refuseInvalid(request.validationError, s.MISSING_FIELD);
      const name = nameParam(request.params.logoName);
      return logos.rename(actorOf(request), name, (request.body as s.RenameBody).logoName);
    },
  );

  routes.delete(
    '/api/removePublisherLogo/:logoName',
    { config: { rights }, schema: { tags: TAGS, params: s.nameParams, response: answers } },
    async (request) => logos.remove(actorOf(request), nameParam(request.params.logoName)),
  );

  routes.post(
    '/api/addPublisherLogoAlias/:logoName',
    {
      config: { rights },
      attachValidation: true,
      schema: { tags: TAGS, params: s.nameParams, body: s.aliasBody, response: answers },
    },
    async (request) => {
      refuseInvalid(request.validationError, s.MISSING_FIELD);
      const name = nameParam(request.params.logoName);
      return logos.addAlias(actorOf(request), name, (request.body as s.AliasBody).alias);
    },
  );

  routes.delete(
    '/api/removePublisherLogoAlias/:logoName/alias/:alias',
    { config: { rights }, schema: { tags: TAGS, params: s.aliasParams, response: answers } },
    async (request) => {
      const alias = request.params.alias.trim();
      if (!alias) throw new AppError(400, 'logoAliasMissing');
      return logos.removeAlias(actorOf(request), nameParam(request.params.logoName), alias);
    },
  );

  routes.post(
    '/api/addPublisherLogoPrefix/:logoName',
    {
      config: { rights },
      attachValidation: true,
      schema: { tags: TAGS, params: s.nameParams, body: s.prefixBody, response: answers },
    },
    async (request) => {
      refuseInvalid(request.validationError, s.MISSING_FIELD);
      const name = nameParam(request.params.logoName);
      return logos.addPrefix(actorOf(request), name, (request.body as s.PrefixBody).prefix);
    },
  );

  routes.delete(
    '/api/removePublisherLogoPrefix/:logoName/prefix/:prefix',
    { config: { rights }, schema: { tags: TAGS, params: s.prefixParams, response: answers } },
    async (request) => {
      const prefix = request.params.prefix.trim();
      if (!prefix) throw new AppError(400, 'logoPrefixMissing');
      return logos.removePrefix(actorOf(request), nameParam(request.params.logoName), prefix);
    },
  );
}
