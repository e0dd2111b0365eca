/**
 * What the Facebook and LinkedIn calls share (issue 26): the agency a caller may act for, an id from a path that may
 * be empty, the agency's grants of a provider, and calling a source with a grant (a refused grant is marked
 * needs re-authorisation and skipped; a source that does not answer is a 502, never a 500).
 */
import type { Selectable } from 'kysely';
import type { CredentialProvider } from '../../../../domain/connectors';
import type { MessageKey } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import type { Db } from '../../../db/database';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { credentialsOf } from '../credentials/queries';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { ProviderAuthError, ProviderRateLimited, type ProviderAuth } from '../provider';
import { SourceUnavailable } from './source-http';

export type CredentialRow = Selectable<ConnectorCredentialsTable>;

export const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

/**
 * A positive id from a path or argument: absent or empty → 400 with the catalogue's `missing` message; not an id
 * → 404 `notFound` (nothing can exist under it).
 */
export function idOf(raw: string | number | null | undefined, missing: MessageKey, notFound: MessageKey): number {
  if (raw === undefined || raw === null || raw === '') throw new AppError(400, missing);
  const text = String(raw).trim();
  if (text === '') throw new AppError(400, missing);
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new AppError(404, notFound);
  return id;
}

/** Admits the caller to an agency's credentials: superusers any that exists, others their active agency; else 404. */
export async function openAgency(ctx: ServiceContext, user: SessionUser, agencyId: number): Promise<void> {
  const scope = await ctx.users.scopeOf(user);
  const sees =
    scope.kind === 'all'
      ? !!(await ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst())
      : scope.kind !== 'none' && scope.agencyId === agencyId;
  if (!sees) throw new AppError(404, 'agencyNotFound');
}

/** The agency's credentials of a provider, oldest first. */
export function agencyCredentials(db: Db, agencyId: number, provider: CredentialProvider): Promise<CredentialRow[]> {
  return credentialsOf(db, agencyId, provider).orderBy('id').execute();
}

/**
 * Runs `call` with a credential's opened secrets. A credential that is gone or needs re-authorisation gives null;
 * one the source refuses is marked needs re-authorisation and gives null; a source that does not answer is 502.
 */
export async function withCredential<T>(
  ctx: ServiceContext,
  credential: CredentialRow,
  unavailable: MessageKey,
  call: (auth: ProviderAuth) => Promise<T>,
): Promise<T | null> {
  let auth: ProviderAuth;
  try {
    auth = await credentialAuth(ctx.db, ctx.connectors.vault, credential.id, ctx);
  } catch (error) {
    if (error instanceof CredentialUnavailable) return null;
    throw error;
  }
  try {
    return await call(auth);
  } catch (error) {
    if (error instanceof ProviderAuthError) {
      await markNeedsReauth(ctx.db, credential.id, error.message, ctx.now);
      return null;
    }
    if (error instanceof SourceUnavailable || error instanceof ProviderRateLimited)
      throw new AppError(502, unavailable);
    throw error;
  }
}

/** An epoch-ms time as ISO-8601 (null stays null). */
export const isoOf = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
