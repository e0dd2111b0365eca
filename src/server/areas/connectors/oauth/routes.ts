/**
 * The grant calls (issue 26): start a grant (an agency admin's session, or a shared Google link's token), the
 * providers' public callback, the shared Google link (000 §2 `gct`/`gctnew`) and its public check. Answers never
 * carry an OAuth token; the shared link's token is the link itself.
 */
import type { FastifyInstance } from 'fastify';
import { AGENCY_CREDENTIALS_RULE, canManageCredentials } from '../../../../domain/permissions';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { S } from '../../../kernel/schema';
import { typedRoutes } from '../../../kernel/route';
import { registerCredentialRoutes } from '../credentials/routes';
import { isOAuthProvider, OAuthGrants, scopesOf } from './grants';
import { openSharedGrant, sealSharedGrant, SHARED_LINK_MS } from './shared-link';

const TAGS = ['connectors: grants'];
/** The public page a shared Google link opens (000 §2 gctnew), where its grant returns by default. */
export const SHARED_GRANT_PAGE = '/grant-google-access-new';

const startBody = S.object({
  provider: S.string(20),
  agencyId: S.id(),
  returnTo: S.string(2000),
  token: S.string(2000, 1),
  email: S.string(320),
});

const linkBody = S.object({ agencyId: S.id(), site: S.string(500), framed: { type: 'boolean' } }, ['agencyId']);

const checkBody = S.object(
  {
    agencyId: { anyOf: [S.id(), S.string(20, 1)] },
    token: S.string(2000, 1),
    email: S.string(320),
  },
  ['agencyId', 'token'],
);

const callbackQuery = S.object({
  code: S.string(2000),
  state: S.string(200),
  error: S.string(200),
  error_description: S.string(2000),
  scope: S.string(4000),
  // Google adds these to its redirect.
  authuser: S.string(20),
  prompt: S.string(40),
  hd: S.string(200),
});

/** Registers the grant calls and the credential calls. */
export function registerOAuthArea(app: FastifyInstance, ctx: ServiceContext): void {
  const grants = new OAuthGrants(ctx, (details, message) => app.log.warn(details, message));
  const routes = typedRoutes(app);

  routes.post(
    '/api/oauth/start',
    // Public: the shared link's token stands in for a session; without one the caller must be signed in.
    { config: { public: true }, attachValidation: true, schema: { tags: TAGS, body: startBody } },
    async (request) => {
      const body = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, unknown>;
      if (typeof body.token === 'string' && body.token) {
        const shared = openSharedGrant(ctx.connectors.vault, body.token, ctx.now());
        if (!shared) throw new AppError(403, 'sharedGoogleFailed');
        if (body.provider !== undefined && body.provider !== 'google') throw new AppError(403, 'sharedGoogleFailed');
        if (body.agencyId !== undefined && body.agencyId !== shared.agencyId)
          throw new AppError(403, 'sharedGoogleFailed');
        if (request.validationError) throw request.validationError;
        return grants.start({
          provider: 'google',
          agencyId: shared.agencyId,
          userId: shared.createdBy,
          returnTo: typeof body.returnTo === 'string' ? body.returnTo : SHARED_GRANT_PAGE,
          loginHint: typeof body.email === 'string' ? body.email : null,
        });
      }
      // 401, then 403, then validation, as the guard orders them for every other call.
      const caller = request.caller;
      if (!caller) throw new AppError(401, 'notAuthenticated');
      if (caller.grant || !canManageCredentials(caller.user)) throw new AppError(403, 'noAccess');
      if (request.validationError) throw request.validationError;
      if (!isOAuthProvider(body.provider)) throw new AppError(400, 'oauthProviderUnknown');
      if (typeof body.agencyId !== 'number') throw new AppError(400, 'missingAgencyId');
      await grants.credentials.openAgency(caller.user, body.agencyId);
      return grants.start({
        provider: body.provider,
        agencyId: body.agencyId,
        userId: caller.user.user_id,
        returnTo: typeof body.returnTo === 'string' ? body.returnTo : null,
        loginHint: typeof body.email === 'string' ? body.email : null,
      });
    },
  );

  routes.get(
    '/api/oauth/callback/:provider',
    {
      config: { public: true },
      schema: { tags: TAGS, params: S.object({ provider: S.string(20) }, ['provider']), querystring: callbackQuery },
    },
    async (request, reply) => {
      const to = await grants.callback(request.params.provider, request.query);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(to, 302);
    },
  );

  routes.post(
    '/api/getGoogleCredentialsLink',
    {
      config: { rule: AGENCY_CREDENTIALS_RULE, missingMessage: 'missingAgencyId' },
      schema: { tags: TAGS, body: linkBody },
    },
    async (request) => {
      const { user } = callerOf(request);
      const { agencyId, site, framed } = request.body;
      await grants.credentials.openAgency(user, agencyId);
      const expiresAt = ctx.now() + SHARED_LINK_MS;
      const token = sealSharedGrant(ctx.connectors.vault, { agencyId, createdBy: user.user_id, expiresAt });
      const link = (key: 'gct' | 'gctnew') => {
        const url = new URL(`${ctx.connectors.endpoints.base()}/`);
        url.searchParams.set(key, token);
        url.searchParams.set('agency', String(agencyId));
        if (site) url.searchParams.set('site', site);
        if (framed !== undefined) url.searchParams.set('framed', String(framed));
        return url.toString();
      };
      await ctx.audit.write(ctx.db, {
        actor: { id: user.user_id, email: user.email },
        agencyId,
        area: 'connectors',
        objectType: 'shared-grant-link',
        objectId: agencyId,
        objectLabel: 'Google grant link shared by the agency',
        action: 'create',
        after: { expiresAt: new Date(expiresAt).toISOString(), site: site ?? null },
      });
      return { link: link('gct'), linkNew: link('gctnew'), expiresAt: new Date(expiresAt).toISOString() };
    },
  );

  routes.post(
    '/api/checkGoogleOAuthNew',
    { config: { public: true, missingMessage: 'googleOauthMissing' }, schema: { tags: TAGS, body: checkBody } },
    async (request) => {
      const { token, email } = request.body;
      const agencyId = Number(request.body.agencyId);
      const shared = openSharedGrant(ctx.connectors.vault, token, ctx.now());
      if (!shared || shared.agencyId !== agencyId) throw new AppError(403, 'sharedGoogleFailed');
      const agency = await ctx.db
        .selectFrom('agencies')
        .select(['id', 'name'])
        .where('id', '=', agencyId)
        .executeTakeFirst();
      const creator = await ctx.db
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', shared.createdBy)
        .executeTakeFirst();
      if (!agency || !creator) throw new AppError(403, 'sharedGoogleFailed');
      return {
        valid: true,
        provider: 'google',
        agencyId: agency.id,
        agencyName: agency.name,
        sharedBy: creator.full_name,
        email: email ?? null,
        scopes: scopesOf('google'),
        expiresAt: new Date(shared.expiresAt).toISOString(),
        // The page starts the grant with the same token: POST /api/oauth/start { token }.
        start: { method: 'POST', url: '/api/oauth/start' },
      };
    },
  );

  registerCredentialRoutes(app, ctx, grants);
}
