/**
 * The agency's OAuth credential calls (issue 26; 001 §7 "Agency and social-ad account links"): Google grants (list,
 * remove with revocation), Facebook (get, add, remove, sync), every credential of an agency for the connections
 * page and the removal of any OAuth grant (LinkedIn's only one). All are AGENCY_CREDENTIALS_RULE (401, then 403, before validation); the Facebook read answers its 403 with
 * "You don't have access" (001 §6). Another agency's credentials are invisible: 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENCY_CREDENTIALS_RULE, canManageCredentials } from '../../../../domain/permissions';
import { messageText } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { callerOf } from '../../../kernel/guard';
import { S } from '../../../kernel/schema';
import { typedRoutes } from '../../../kernel/route';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { ProfileRefused, type OAuthGrants } from '../oauth/grants';
import { credentialAnswer, type CredentialRow } from './store';

const TAGS = ['connectors: credentials'];
const RULE = { rule: AGENCY_CREDENTIALS_RULE };

const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

/** The Facebook read's own 403 text (001 §6), still before any validation. */
async function facebookReadAccess(request: FastifyRequest): Promise<void> {
  const caller = callerOf(request);
  if (caller.grant || !canManageCredentials(caller.user)) throw new AppError(403, 'youDontHaveAccess');
}

const idOrText = { anyOf: [S.id(), S.string(200, 1)] } as const;

export function registerCredentialRoutes(app: FastifyInstance, ctx: ServiceContext, grants: OAuthGrants): void {
  const routes = typedRoutes(app);
  const store = grants.credentials;
  const answer = (row: CredentialRow) => credentialAnswer(row, ctx.now());

  routes.get(
    '/api/getGoogleCredentialConnectionsNew/',
    {
      config: { ...RULE, missingMessage: 'missingId' },
      schema: { tags: TAGS, querystring: S.object({ id: S.id() }, ['id']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.query.id);
      const rows = await store.list(request.query.id, 'google');
      return rows.map((row) => ({ ...answer(row), googleUserId: row.external_id }));
    },
  );

  routes.get(
    '/api/googleCredentialsRemoveTokensNew/',
    {
      config: { ...RULE, missingMessage: 'missingRequiredParameters' },
      schema: {
        tags: TAGS,
        querystring: S.object({ agencyId: S.id(), googleUserId: S.string(200, 1) }, ['agencyId', 'googleUserId']),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const { agencyId, googleUserId } = request.query;
      await store.openAgency(user, agencyId);
      const row = await store.find(agencyId, 'google', googleUserId);
      const { revoked } = await store.remove(row, actorOf(user));
      return { removed: true, googleUserId: row.external_id, revokedAtProvider: revoked };
    },
  );

  routes.get(
    '/api/getFacebookCredentials',
    {
      preValidation: facebookReadAccess,
      config: { missingMessage: 'missingAgencyId' },
      schema: { tags: TAGS, querystring: S.object({ agencyId: S.id() }, ['agencyId']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.query.agencyId);
      const rows = await store.list(request.query.agencyId, 'facebook');
      // 001 §7: a message when there is nothing (the client counts 'no accounts linked' as an empty list).
      if (rows.length === 0) return { message: messageText('noAccountsLinked') };
      return rows.map(answer);
    },
  );

  routes.post(
    '/api/addFacebookCredential',
    {
      config: { ...RULE, missingMessage: 'missingAgencyId' },
      schema: { tags: TAGS, body: S.object({ agencyId: S.id(), returnTo: S.string(2000) }, ['agencyId']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.body.agencyId);
      return grants.start({
        provider: 'facebook',
        agencyId: request.body.agencyId,
        userId: user.user_id,
        returnTo: request.body.returnTo ?? null,
      });
    },
  );

  routes.post(
    '/api/removeFacebookCredential',
    {
      config: { ...RULE, missingMessage: 'missingRequiredFields' },
      schema: { tags: TAGS, body: S.object({ agencyId: S.id(), id: idOrText }, ['agencyId', 'id']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.body.agencyId);
      const row = await store.find(request.body.agencyId, 'facebook', request.body.id);
      const { revoked } = await store.remove(row, actorOf(user));
      return { removed: true, id: row.id, userId: row.external_id, revokedAtProvider: revoked };
    },
  );

  routes.post(
    '/api/syncFacebookCredential',
    {
      config: { ...RULE, missingMessage: 'missingRequiredFields' },
      schema: { tags: TAGS, body: S.object({ agencyId: S.id(), id: idOrText }, ['agencyId', 'id']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.body.agencyId);
      const row = await store.find(request.body.agencyId, 'facebook', request.body.id);
      return answer(await syncCredential(ctx, grants, row, actorOf(user)));
    },
  );

  // LinkedIn has no removal call of its own in 001: the connections page removes any OAuth grant through this one.
  routes.post(
    '/api/connections/credentials/remove',
    {
      config: { ...RULE, missingMessage: 'missingRequiredFields' },
      schema: {
        tags: TAGS,
        body: S.object(
          { agencyId: S.id(), provider: { type: 'string', enum: ['google', 'facebook', 'linkedin'] }, id: idOrText },
          ['agencyId', 'provider', 'id'],
        ),
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.body.agencyId);
      const row = await store.find(request.body.agencyId, request.body.provider, request.body.id);
      const { revoked } = await store.remove(row, actorOf(user));
      return { removed: true, id: row.id, userId: row.external_id, revokedAtProvider: revoked };
    },
  );

  routes.get(
    '/api/connections/credentials',
    {
      config: { ...RULE, missingMessage: 'missingAgencyId' },
      schema: { tags: TAGS, querystring: S.object({ agencyId: S.id() }, ['agencyId']) },
    },
    async (request) => {
      const { user } = callerOf(request);
      await store.openAgency(user, request.query.agencyId);
      return (await store.list(request.query.agencyId)).map(answer);
    },
  );
}

/**
 * Asks the provider again: a fresh access token when due (a refused refresh marks the credential needs_reauth) and
 * the user's profile (a refused token marks it too). Answers the credential as it now stands.
 */
export async function syncCredential(
  ctx: ServiceContext,
  grants: OAuthGrants,
  row: CredentialRow,
  actor: AuditActor,
): Promise<CredentialRow> {
  const reread = () =>
    ctx.db.selectFrom('connector_credentials').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  if (row.status !== 'healthy') return row;
  try {
    const auth = await credentialAuth(ctx.db, ctx.connectors.vault, row.id, ctx);
    const profile = await grants.profile(row.provider, auth.accessToken ?? '');
    return await grants.credentials.updateProfile(await reread(), profile, actor);
  } catch (error) {
    if (error instanceof CredentialUnavailable) return reread();
    if (error instanceof ProfileRefused) {
      await markNeedsReauth(ctx.db, row.id, 'the provider refused the access token', ctx.now);
      return reread();
    }
    throw new AppError(502, 'oauthProviderUnreachable');
  }
}
