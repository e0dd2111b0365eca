/**
 * The queries every credential kind shares (issue 26): an agency's credentials of one provider (Google, Facebook and
 * LinkedIn grants, Site Impact keys, CallRail accounts), the empty grant columns of a key or an account, and deleting
 * a credential while its links wait for another.
 */
import type { CredentialProvider } from '../../../../domain/connectors';
import type { MessageKey } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AuditLog } from '../../../audit/audit-log';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import { AppError } from '../../../kernel/errors';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';

/**
 * The agency's credentials of one provider, every column, as a query the caller narrows, orders and runs (a
 * transaction is an executor too). The one place that lists an agency's grants, keys or accounts of a provider.
 */
export function credentialsOf(executor: Db, agencyId: number, provider: CredentialProvider) {
  return executor
    .selectFrom('connector_credentials')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('provider', '=', provider);
}

/** The agency's credential of a provider by the name the agency gave it; 404 `notFound` when there is none. */
export async function credentialNamed(
  executor: Db,
  agencyId: number,
  provider: CredentialProvider,
  name: string,
  notFound: MessageKey,
): Promise<Selectable<ConnectorCredentialsTable>> {
  const row = await credentialsOf(executor, agencyId, provider).where('name', '=', name).executeTakeFirst();
  if (!row) throw new AppError(404, notFound);
  return row;
}

/** The grant columns of a credential that is no OAuth grant (a key or an account): all empty. */
export const NO_GRANT = {
  email: null,
  first_name: null,
  last_name: null,
  picture_url: null,
  access_token_enc: null,
  refresh_token_enc: null,
  access_expires_at: null,
  grant_expires_at: null,
  status_reason: null,
} as const;

/**
 * Deletes a credential (in the caller's transaction). The links made through it stay, their data and campaigns too,
 * with no credential: they wait for another, as after a revoked grant.
 */
export async function dropCredential(trx: Db, credentialId: number): Promise<void> {
  await trx
    .updateTable('connector_links')
    .set({ credential_id: null })
    .where('credential_id', '=', credentialId)
    .execute();
  await trx.deleteFrom('connector_credentials').where('id', '=', credentialId).execute();
}

/** Audits a change of an agency's key or account (area 'connectors', object 'credential') in the caller's transaction. */
export function auditCredential(
  trx: Db,
  audit: AuditLog,
  user: SessionUser,
  change: { agencyId: number; id: number; label: string; action: string; before?: unknown; after?: unknown },
): Promise<number> {
  return audit.write(trx, {
    actor: { id: user.user_id, email: user.email },
    agencyId: change.agencyId,
    area: 'connectors',
    objectType: 'credential',
    objectId: change.id,
    objectLabel: change.label,
    action: change.action,
    ...(change.before === undefined ? {} : { before: change.before }),
    ...(change.after === undefined ? {} : { after: change.after }),
  });
}

/**
 * Adds a key or an account to the agency (no grant columns; created now by the caller), audited as 'create' in the
 * caller's transaction. Answers the stored row.
 */
export async function addCredential(
  trx: Db,
  audit: AuditLog,
  user: SessionUser,
  now: number,
  input: {
    agencyId: number;
    provider: CredentialProvider;
    kind: 'api_key' | 'account';
    externalId: string;
    name: string;
    firstName: string | null;
    apiKeyEnc: string | null;
    keySource: string | null;
    label: string;
    after: (row: Selectable<ConnectorCredentialsTable>) => unknown;
  },
): Promise<Selectable<ConnectorCredentialsTable>> {
  const row = await trx
    .insertInto('connector_credentials')
    .values({
      agency_id: input.agencyId,
      provider: input.provider,
      kind: input.kind,
      external_id: input.externalId,
      name: input.name,
      ...NO_GRANT,
      first_name: input.firstName,
      api_key_enc: input.apiKeyEnc,
      key_source: input.keySource,
      created_at: now,
      created_by: user.user_id,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditCredential(trx, audit, user, {
    agencyId: input.agencyId,
    id: row.id,
    label: input.label,
    action: 'create',
    after: input.after(row),
  });
  return row;
}

/**
 * Changes a key or an account of the agency (a new version, updated now), audited as 'update' in the caller's
 * transaction. Answers the stored row.
 */
export async function changeCredential(
  trx: Db,
  audit: AuditLog,
  user: SessionUser,
  now: number,
  row: Selectable<ConnectorCredentialsTable>,
  change: {
    set: Updateable<ConnectorCredentialsTable>;
    label: string;
    before: unknown;
    after: (next: Selectable<ConnectorCredentialsTable>) => unknown;
  },
): Promise<Selectable<ConnectorCredentialsTable>> {
  const next = await trx
    .updateTable('connector_credentials')
    .set({ ...change.set, version: row.version + 1, updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditCredential(trx, audit, user, {
    agencyId: row.agency_id,
    id: row.id,
    label: change.label,
    action: 'update',
    before: change.before,
    after: change.after(next),
  });
  return next;
}
