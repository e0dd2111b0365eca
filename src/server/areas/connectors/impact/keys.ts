/**
 * An agency's Site Impact keys (issue 26): a key is a credential of the agency (provider 'siteimpact', kind api_key,
 * external_id the vendor's key id, name the agency's label, the key sealed by the vault and answered masked only),
 * the agency's own (key_source 'agency') or one advertiser's (key_source 'advertiser:<id>': 001 §3 IsAgencyOwned /
 * KeySourcePpid). Every key is checked against the vendor before it is stored; every change is audited.
 */
import type { Selectable } from 'kysely';
import type { SessionUser } from '../../../../domain/user';
import type { Db } from '../../../db/database';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import {
  addCredential,
  auditCredential,
  changeCredential,
  credentialNamed,
  credentialsOf,
  dropCredential,
} from '../credentials/queries';
import { ProviderAuthError } from '../provider';
import { advertiserFor, agencyFor, maskKey } from './access';
import { ImpactClient } from './client';

export type CredentialRow = Selectable<ConnectorCredentialsTable>;

/** The agency's Site Impact keys, as a query. */
export const keysOf = (executor: Db, agencyId: number) => credentialsOf(executor, agencyId, 'siteimpact');

/** A key as the credential calls answer it (never the key itself). */
export interface ImpactKeyView {
  /** The vendor's id of the key. */
  id: string;
  name: string;
  /** Masked: the last four characters. */
  apiKey: string;
  accountName: string;
  healthy: boolean;
  status: string;
  isAgencyOwned: boolean;
  keySource: 'agency' | 'advertiser';
  keySourcePpid: number | null;
  createdAt: string;
}

interface KeyMeta {
  accountName: string;
}

export function ownerOf(row: CredentialRow): { isAgencyOwned: boolean; ppid: number | null } {
  const match = /^advertiser:(\d+)$/.exec(row.key_source ?? '');
  return match ? { isAgencyOwned: false, ppid: Number(match[1]) } : { isAgencyOwned: true, ppid: null };
}

function metaOf(row: CredentialRow): KeyMeta {
  // The vendor's account name of the key is kept in first_name (the credential's profile columns).
  return { accountName: row.first_name ?? '' };
}

export class ImpactKeys {
  readonly #client: ImpactClient;

  constructor(private readonly ctx: ServiceContext) {
    const { endpoints } = ctx.connectors;
    // Both sources take the same keys: the e-mail service's check answers for both.
    this.#client = new ImpactClient('email-impact', () => endpoints.apiRoot('email-impact'));
  }

  view(row: CredentialRow): ImpactKeyView {
    const owner = ownerOf(row);
    return {
      id: row.external_id,
      name: row.name,
      apiKey: row.api_key_enc ? maskKey(this.ctx.connectors.vault.open(row.api_key_enc)) : '',
      accountName: metaOf(row).accountName,
      healthy: row.status === 'healthy',
      status: row.status,
      isAgencyOwned: owner.isAgencyOwned,
      keySource: owner.isAgencyOwned ? 'agency' : 'advertiser',
      keySourcePpid: owner.ppid,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  #keys(agencyId: number) {
    return keysOf(this.ctx.db, agencyId);
  }

  /** The agency's keys (GET /api/getSiteImpactCredential). */
  async listForAgency(user: SessionUser, agencyId: number): Promise<ImpactKeyView[]> {
    await agencyFor(this.ctx, user, agencyId);
    const rows = await this.#keys(agencyId).orderBy('name').orderBy('id').execute();
    return rows.map((row) => this.view(row));
  }

  /** The vendor's word on a key: its id and account, 400 when refused, 502 when the vendor cannot be reached. */
  async #verify(apiKey: string): Promise<{ keyId: string; accountName: string }> {
    try {
      return await this.#client.verify(apiKey);
    } catch (error) {
      if (error instanceof ProviderAuthError) throw new AppError(400, 'siteImpactKeyRefused');
      throw new AppError(502, 'siteImpactUnavailable');
    }
  }

  async #nameTaken(agencyId: number, name: string, except: number | null): Promise<boolean> {
    let query = this.#keys(agencyId).select('connector_credentials.id').where('name', '=', name);
    if (except !== null) query = query.where('id', '<>', except);
    return !!(await query.executeTakeFirst());
  }

  /** Adds a key after the vendor accepted it (POST /api/addSiteImpactCredential). */
  async add(
    user: SessionUser,
    input: { agencyId: number; name: string; apiKey: string; advertiserId?: number | null },
  ): Promise<ImpactKeyView> {
    const agencyId = await agencyFor(this.ctx, user, input.agencyId);
    let keySource = 'agency';
    if (input.advertiserId != null) {
      const advertiser = await advertiserFor(this.ctx, user, input.advertiserId);
      if (advertiser.agencyId !== agencyId) throw new AppError(404, 'advertiserNotFound');
      keySource = `advertiser:${input.advertiserId}`;
    }
    const name = input.name.trim();
    const apiKey = input.apiKey.trim();
    if (!name || !apiKey) throw new AppError(400, 'missingRequiredFields');
    if (await this.#nameTaken(agencyId, name, null)) throw new AppError(409, 'siteImpactNameTaken');
    const info = await this.#verify(apiKey);
    const taken = await this.#keys(agencyId).select('id').where('external_id', '=', info.keyId).executeTakeFirst();
    if (taken) throw new AppError(409, 'siteImpactKeyTaken');
    const row = await this.ctx.db.transaction().execute((trx) =>
      addCredential(trx, this.ctx.audit, user, this.ctx.now(), {
        agencyId,
        provider: 'siteimpact',
        kind: 'api_key',
        externalId: info.keyId,
        name,
        firstName: info.accountName,
        apiKeyEnc: this.ctx.connectors.vault.seal(apiKey),
        keySource,
        label: `Site Impact key ${name}`,
        after: (inserted) => this.#auditView(inserted),
      }),
    );
    return this.view(row);
  }

  /** What the audit log keeps of a key: never the key itself. */
  #auditView(row: CredentialRow): Record<string, unknown> {
    const view = this.view(row);
    return { provider: 'siteimpact', keyId: view.id, name: view.name, apiKey: view.apiKey, keySource: row.key_source };
  }

  #byName(agencyId: number, name: string): Promise<CredentialRow> {
    return credentialNamed(this.ctx.db, agencyId, 'siteimpact', name, 'siteImpactKeyNotFound');
  }

  /** Renames a key and/or replaces it (PATCH /api/editSiteImpactCredential); a new key is checked first. */
  async edit(
    user: SessionUser,
    input: { agencyId: number; name: string; newName?: string | null; apiKey?: string | null },
  ): Promise<ImpactKeyView> {
    const agencyId = await agencyFor(this.ctx, user, input.agencyId);
    const row = await this.#byName(agencyId, input.name);
    const newName = input.newName?.trim() || row.name;
    const newKey = input.apiKey?.trim() || null;
    if (newName !== row.name && (await this.#nameTaken(agencyId, newName, row.id)))
      throw new AppError(409, 'siteImpactNameTaken');
    const before = this.#auditView(row);
    let info: { keyId: string; accountName: string } | null = null;
    if (newKey) {
      info = await this.#verify(newKey);
      const taken = await this.#keys(agencyId)
        .select('id')
        .where('external_id', '=', info.keyId)
        .where('id', '<>', row.id)
        .executeTakeFirst();
      if (taken) throw new AppError(409, 'siteImpactKeyTaken');
    }
    const updated = await this.ctx.db.transaction().execute(async (trx) => {
      // Another vendor key holds other campaigns: links made through the old one wait for a key (as after a removal).
      if (info && info.keyId !== row.external_id)
        await trx
          .updateTable('connector_links')
          .set({ credential_id: null })
          .where('credential_id', '=', row.id)
          .execute();
      return changeCredential(trx, this.ctx.audit, user, this.ctx.now(), row, {
        set: {
          name: newName,
          ...(info && newKey
            ? {
                external_id: info.keyId,
                first_name: info.accountName,
                api_key_enc: this.ctx.connectors.vault.seal(newKey),
                // A key the vendor just accepted is healthy again.
                status: 'healthy' as const,
                status_reason: null,
              }
            : {}),
        },
        label: `Site Impact key ${newName}`,
        before,
        after: (next) => this.#auditView(next),
      });
    });
    return this.view(updated);
  }

  /**
   * Removes a key (DELETE /api/removeSiteImpactCredential/{id}/{name}). Links made through it stay (their data and
   * campaigns too) with no credential: they wait for a key, as after a revoked grant.
   */
  async remove(user: SessionUser, agencyId: number, name: string): Promise<ImpactKeyView> {
    await agencyFor(this.ctx, user, agencyId);
    const row = await this.#byName(agencyId, name);
    const answer = this.view(row);
    await this.ctx.db.transaction().execute(async (trx) => {
      await dropCredential(trx, row.id);
      await auditCredential(trx, this.ctx.audit, user, {
        agencyId,
        id: row.id,
        label: `Site Impact key ${row.name}`,
        action: 'delete',
        before: this.#auditView(row),
      });
    });
    return answer;
  }
}
