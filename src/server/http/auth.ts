import type { FastifyInstance } from 'fastify';
import { PRODUCT_ID } from '../../domain/constants';
import { themeCodeFromHost, resolveThemeCode } from '../../domain/theme';
import { callerOf } from '../kernel/guard';
import { consumeLoginToken } from '../auth/login-tokens';
import { verifyPartnerToken } from '../auth/partner-tokens';
import { UNUSABLE_HASH, verifyPassword } from '../auth/passwords';
import { signInPaused } from '../auth/throttle';
import { bearer } from '../auth/tokens';
import type { AppContext } from '../context';
import { openSession } from '../services/sign-in';
import { endViewAs, viewAsInfo } from '../services/view-as';
import { advertiserThemeCode } from '../services/themes';
import { AppError } from '../kernel/errors';
import { typedRoutes } from '../kernel/route';
import { scopeBody, S } from '../kernel/schema';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  routes.get(
    '/api/auth',
    {
      config: { public: true },
      // The client's 5-second fallback repeats the call with its active scope; the session decides the scope.
      // `advertiser_id` (ours): the advertiser a superuser has open, whose agency theme is theirs meanwhile (000 §6).
      schema: {
        querystring: S.object({
          theme_code: S.string(64),
          agency_id: S.id(),
          sub_agency_id: S.id(),
          station_id: S.id(),
          advertiser_id: S.id(),
        }),
      },
    },
    async (request) => {
      const caller = request.caller;
      const hostThemeCode = request.query.theme_code?.toLowerCase() || null;
      const isSuperuser = caller?.user.is_superuser ?? false;
      const advertiserId = request.query.advertiser_id;
      // Read only for a superuser, who sees every advertiser: nobody else can learn another tenant's agency here.
      const advertiserCode =
        isSuperuser && advertiserId !== undefined ? await advertiserThemeCode(ctx.db, advertiserId) : null;
      const code = resolveThemeCode({
        isShared: false,
        signedIn: !!caller,
        isSuperuser,
        advertiserThemeCode: advertiserCode,
        portalTheme: caller?.user.portalTheme ?? null,
        hostThemeCode: hostThemeCode && (await ctx.themes.exists(hostThemeCode)) ? hostThemeCode : null,
      });
      const theme = await ctx.themes.get(code);
      if (!caller) return { auth: false, theme };
      // A view-as visit (issue 21 §4) says so, with who looks and until when: the client shows its banner.
      const viewAs = caller.viewAsBy === undefined ? null : await viewAsInfo(ctx, caller.sessionId);
      return viewAs ? { auth: true, user: caller.user, theme, viewAs } : { auth: true, user: caller.user, theme };
    },
  );

  routes.post(
    '/api/login',
    {
      config: { public: true },
      schema: {
        body: S.object({ email: S.string(320), password: S.string(1024), domain: S.string(255) }, [
          'email',
          'password',
        ]),
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const decision = await ctx.throttle.attempt(email, request.ip);
      if (!decision.allowed) {
        reply.header('retry-after', Math.ceil(decision.waitMs / 1000));
        throw signInPaused(decision.waitMs);
      }
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'status'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? UNUSABLE_HASH);
      const signedIn =
        valid && user ? await openSession(ctx, user.id, {}, themeCodeFromHost(request.body.domain ?? '')) : null;
      // A failure is already counted: the attempt was recorded before the password was checked.
      if (!signedIn) throw new AppError(401, 'failedLogin');
      await ctx.throttle.succeeded(decision.attempt);
      return signedIn;
    },
  );

  routes.post(
    '/api/tokenlogin',
    { config: { public: true }, schema: { body: S.object({ token: S.string(512) }, ['token']) } },
    async (request) => {
      const userId = await consumeLoginToken(ctx.db, request.body.token, ctx.now());
      const signedIn = userId === null ? null : await openSession(ctx, userId, {});
      if (!signedIn) throw new AppError(401, 'signInLinkInvalid', { details: { notfound: true } });
      return signedIn;
    },
  );

  routes.post(
    '/api/ahlogin',
    { config: { public: true }, schema: { body: S.object({ token: S.string(4096) }, ['token']) } },
    async (request) => {
      const claims = await verifyPartnerToken(ctx.db, ctx.partnerSecret, request.body.token, ctx.now());
      const user = claims
        ? await ctx.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', claims.email.toLowerCase())
            .executeTakeFirst()
        : undefined;
      const signedIn = claims && user ? await openSession(ctx, user.id, claims) : null;
      if (!signedIn) throw new AppError(401, 'failedAhAuth');
      return signedIn;
    },
  );

  routes.post('/api/ahswitchagency', { schema: { body: scopeBody(['agency_id']) } }, async (request) => {
    const caller = callerOf(request);
    const wanted = {
      agency_id: request.body.agency_id,
      sub_agency_id: request.body.sub_agency_id ?? null,
      station_id: request.body.station_id ?? null,
    };
    const resolved = await ctx.users.resolveScope(caller.user.user_id, wanted);
    const allowed =
      resolved !== null &&
      resolved.agency_id === wanted.agency_id &&
      (wanted.station_id === null || resolved.station_id === wanted.station_id) &&
      (wanted.sub_agency_id === null || resolved.sub_agency_id === wanted.sub_agency_id);
    if (!allowed) throw new AppError(403, 'noAccessToAgency');
    // A switch is a fresh session in the new scope; the old one ends so its tokens stop working.
    const signedIn = await openSession(ctx, caller.user.user_id, wanted, null, false);
    if (!signedIn) throw new AppError(401, 'notAuthenticated');
    await ctx.sessions.revoke(caller.sessionId);
    return signedIn;
  });

  routes.get('/api/logout', { config: { public: true }, schema: { querystring: S.none() } }, async (request) => {
    const token = bearer(request.headers.ahauth);
    const claims = token ? await ctx.tokens.verify(token, { ignoreExpiry: true }) : null;
    // Only the token's own session: one naming another user's session ends nothing. Signing out of a view-as
    // visit ends the visit, audited.
    if (claims?.viewAsBy != null)
      await endViewAs(ctx, { sessionId: claims.sessionId, userId: claims.userId, byId: claims.viewAsBy });
    else if (claims) await ctx.sessions.revoke(claims.sessionId, claims.userId);
    return { success: true };
  });

  // Ends a view-as visit (issue 21 §4) with the visit's own token: the session is revoked and `viewAsEnd` audited.
  // The admin's own session was never touched; the client goes back to it.
  routes.post('/api/view-as/end', { schema: { querystring: S.none() } }, async (request) => {
    const caller = callerOf(request);
    if (caller.viewAsBy === undefined) throw new AppError(403, 'viewAsNotAView');
    await endViewAs(ctx, { sessionId: caller.sessionId, userId: caller.user.user_id, byId: caller.viewAsBy });
    return { success: true };
  });

  routes.post(
    '/api/auth/token/refresh/',
    {
      config: { public: true },
      schema: {
        body: scopeBody(['refresh', 'product_id'], { refresh: S.string(512), product_id: S.id() }),
      },
    },
    async (request) => {
      const { refresh, product_id: productId, agency_id: agencyId } = request.body;
      if (productId !== PRODUCT_ID) throw new AppError(400, 'unknownProductId', { params: { productId } });
      const owner = await ctx.sessions.ownerOf(refresh);
      const requested =
        agencyId == null
          ? null
          : {
              agency_id: agencyId,
              sub_agency_id: request.body.sub_agency_id ?? null,
              station_id: request.body.station_id ?? null,
            };
      const scope = requested && owner !== null ? await ctx.users.resolveScope(owner, requested) : null;
      const rotated = await ctx.sessions.rotate(refresh, scope);
      if (!rotated.ok)
        throw new AppError(401, rotated.reason === 'reused' ? 'refreshTokenReused' : 'refreshTokenInvalid');
      const { session } = rotated;
      const user = await ctx.users.load(session.user_id, session);
      if (!user) {
        await ctx.sessions.revoke(session.id);
        throw new AppError(401, 'refreshTokenInvalid');
      }
      const access = await ctx.tokens.sign(
        { userId: session.user_id, sessionId: session.id, ...session, viewAsBy: session.view_as_by ?? null },
        ctx.now(),
      );
      return { access, refresh: rotated.refreshToken };
    },
  );
}
