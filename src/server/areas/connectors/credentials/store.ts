/**
 * The agency's OAuth credentials (issue 26): what a grant stores, how the credential calls answer it (never a token),
 * removal (revoked at the provider first) and the agency check every call makes. Secrets are sealed by the vault
 * and leave this file only through `credentialAuth`.
 */
import type { Selectable } from 'kysely';
import { OAuth2Client } from 'arctic';
import { expiryFlag, type CredentialProvider, type ExpiryFlag } from '../../../../domain/connectors';
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { credentialsOf, dropCredential } from './queries';

export type CredentialRow = Selectable<ConnectorCredentialsTable>;

/** A credential as the calls answer it: who granted, what, its health and expiry warning; never a secret. */
export interface CredentialAnswer {
  id: number;
  agencyId: number;
  provider: CredentialProvider;
  kind: string;
  /** The provider's user id (Google/Facebook/LinkedIn), key id or account id. */
  userId: string;
  name: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
  scopes: string[];
  status: string;
  statusReason: string | null;
  healthy: boolean;
  grantExpiresAt: string | null;
  expiryFlag: ExpiryFlag;
  connectionDate: string;
}

export function credentialAnswer(row: CredentialRow, now: number): CredentialAnswer {
  return {
    id: row.id,
    agencyId: row.agency_id,
    provider: row.provider,
    kind: row.kind,
    userId: row.external_id,
    name: row.name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    pictureUrl: row.picture_url,
    scopes: row.scopes.split(' ').filter(Boolean),
    status: row.status,
    statusReason: row.status_reason,
    healthy: row.status === 'healthy',
    grantExpiresAt: row.grant_expires_at === null ? null : new Date(row.grant_expires_at).toISOString(),
    expiryFlag: expiryFlag(row.grant_expires_at, now),
    connectionDate: new Date(row.created_at).toISOString(),
  };
}

/** What a completed grant gives: the tokens and the provider's profile of the consenting user. */
export interface GrantResult {
  agencyId: number;
  provider: CredentialProvider;
  externalId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
  scopes: string[];
  accessToken: string;
  refreshToken: string | null;
  accessExpiresAt: number | null;
  grantExpiresAt: number | null;
}

/** An audit summary of a credential: never a token. */
function summary(row: CredentialRow): Record<string, unknown> {
  return {
    provider: row.provider,
    userId: row.external_id,
    email: row.email,
    scopes: row.scopes,
    status: row.status,
    grantExpiresAt: row.grant_expires_at,
  };
}

export class CredentialStore {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * The agency a caller acts for: superusers any agency that exists; anyone else only their own (another agency's
   * credentials are invisible: 404).
   */
  async openAgency(user: SessionUser, agencyId: number): Promise<void> {
    const scope = await this.ctx.users.scopeOf(user);
    const sees =
      scope.kind === 'all'
        ? !!(await this.ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst())
        : scope.kind !== 'none' && scope.agencyId === agencyId;
    if (!sees) throw new AppError(404, 'agencyNotFound');
  }

  async list(agencyId: number, provider?: CredentialProvider): Promise<CredentialRow[]> {
    const query = provider
      ? credentialsOf(this.ctx.db, agencyId, provider)
      : this.ctx.db.selectFrom('connector_credentials').selectAll().where('agency_id', '=', agencyId);
    return query.orderBy('provider').orderBy('id').execute();
  }

  /** One credential of the agency by its provider user id or its id; 404 when the agency has none such. */
  async find(agencyId: number, provider: CredentialProvider, id: string | number): Promise<CredentialRow> {
    const rows = await this.list(agencyId, provider);
    const row = rows.find((r) => r.external_id === String(id)) ?? rows.find((r) => String(r.id) === String(id));
    if (!row) throw new AppError(404, 'credentialNotFound');
    return row;
  }

  /**
   * Stores a completed grant: a new credential, or the same user's again (new tokens, healthy again). Audited in the
   * same transaction. Answers the stored row.
   */
  async storeGrant(grant: GrantResult, actor: AuditActor): Promise<CredentialRow> {
    const { vault } = this.ctx.connectors;
    const now = this.ctx.now();
    return this.ctx.db.transaction().execute(async (trx) => {
      const existing = await credentialsOf(trx, grant.agencyId, grant.provider)
        .where('external_id', '=', grant.externalId)
        .executeTakeFirst();
      const name = grant.email ?? ([grant.firstName, grant.lastName].filter(Boolean).join(' ') || grant.externalId);
      const fields = {
        name,
        email: grant.email,
        first_name: grant.firstName,
        last_name: grant.lastName,
        picture_url: grant.pictureUrl,
        scopes: grant.scopes.join(' '),
        access_token_enc: vault.seal(grant.accessToken),
        access_expires_at: grant.accessExpiresAt,
        grant_expires_at: grant.grantExpiresAt,
        status: 'healthy' as const,
        status_reason: null,
        updated_at: now,
      };
      let row: CredentialRow;
      if (existing) {
        row = await trx
          .updateTable('connector_credentials')
          .set({
            ...fields,
            // A provider may not send the refresh token again on a repeated consent: keep the one we have.
            ...(grant.refreshToken ? { refresh_token_enc: vault.seal(grant.refreshToken) } : {}),
            version: existing.version + 1,
          })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } else {
        row = await trx
          .insertInto('connector_credentials')
          .values({
            ...fields,
            agency_id: grant.agencyId,
            provider: grant.provider,
            kind: 'oauth',
            external_id: grant.externalId,
            refresh_token_enc: vault.sealMaybe(grant.refreshToken),
            api_key_enc: null,
            key_source: null,
            created_at: now,
            created_by: actor.id ?? 0,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      await this.ctx.audit.write(trx, {
        actor,
        agencyId: grant.agencyId,
        area: 'connectors',
        objectType: 'credential',
        objectId: row.id,
        objectLabel: `${grant.provider}: ${name}`,
        action: existing ? 'regrant' : 'grant',
        ...(existing ? { before: summary(existing) } : {}),
        after: summary(row),
      });
      return row;
    });
  }

  /** Refreshes a credential's profile (names, e-mail, picture) after a sync with the provider; audited. */
  async updateProfile(
    row: CredentialRow,
    profile: { email: string | null; firstName: string | null; lastName: string | null; pictureUrl: string | null },
    actor: AuditActor,
  ): Promise<CredentialRow> {
    const now = this.ctx.now();
    return this.ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('connector_credentials')
        .set({
          email: profile.email,
          first_name: profile.firstName,
          last_name: profile.lastName,
          picture_url: profile.pictureUrl,
          name: profile.email ?? row.name,
          version: row.version + 1,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.ctx.audit.write(trx, {
        actor,
        agencyId: row.agency_id,
        area: 'connectors',
        objectType: 'credential',
        objectId: row.id,
        objectLabel: `${row.provider}: ${updated.name}`,
        action: 'sync',
        before: summary(row),
        after: summary(updated),
      });
      return updated;
    });
  }

  /**
   * Removes a credential: its grant is revoked at the provider (best effort: a provider that cannot be reached does
   * not keep the agency's credential alive here), then the row is deleted; links and LinkedIn accounts keep their
   * rows with no credential (their screens show "needs re-authorisation"). Audited.
   */
  async remove(row: CredentialRow, actor: AuditActor): Promise<{ revoked: boolean }> {
    const revoked = await this.revokeAtProvider(row);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('connector_accounts')
        .set({ credential_id: null })
        .where('credential_id', '=', row.id)
        .execute();
      await dropCredential(trx, row.id);
      await this.ctx.audit.write(trx, {
        actor,
        agencyId: row.agency_id,
        area: 'connectors',
        objectType: 'credential',
        objectId: row.id,
        objectLabel: `${row.provider}: ${row.name}`,
        action: 'remove',
        before: summary(row),
        after: { revokedAtProvider: revoked },
      });
    });
    return { revoked };
  }

  async revokeAtProvider(row: CredentialRow): Promise<boolean> {
    const { vault, endpoints } = this.ctx.connectors;
    const config = endpoints.oauth(row.provider);
    const sealed = row.refresh_token_enc ?? row.access_token_enc;
    if (!config || !sealed) return false;
    try {
      const client = new OAuth2Client(config.clientId, config.clientSecret, null);
      await client.revokeToken(config.revokeUrl, vault.open(sealed));
      return true;
    } catch {
      return false;
    }
  }
}
