/**
 * Site Impact keys and the advertiser links made through them (issue 26): one vendor serving two sources, the
 * e-mail campaign impact service (source 'email-impact', EMAILMARKETING) and the programmatic geo products (source
 * 'site-impact', SIMP* types), both reached with the agency's API keys (provider 'siteimpact').
 *
 * A key is stored as a credential of the agency (kind api_key; external_id the vendor's key id; name the label the
 * agency gives it; the key sealed by the vault, answered masked only). A key may be the agency's own (key_source
 * 'agency', usable for every advertiser of the agency) or belong to one advertiser (key_source 'advertiser:<id>',
 * usable for that advertiser only: 001 §3 IsAgencyOwned / KeySourcePpid). Every key is checked against the vendor
 * before it is stored. Every change is audited (area 'connectors'); links go through LinkStore.
 */
import type { Selectable } from 'kysely';
import type { SessionUser } from '../../../../domain/user';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { credentialsOf } from '../credentials/store';
import { LinkStore, type LinkObject, type LinkRow } from '../links';
import { ProviderAuthError } from '../provider';
import { actorOf, advertiserFor, agencyFor, maskKey } from './access';
import { ImpactClient, type ImpactCampaign } from './client';
import type { ImpactSource } from './sandbox';
import { markNeedsReauth } from '../credential-auth';

type CredentialRow = Selectable<ConnectorCredentialsTable>;

const SOURCES: readonly ImpactSource[] = ['email-impact', 'site-impact'];

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

/** A campaign of a key, as the linking calls answer it. */
export interface ImpactCampaignView {
  CampaignId: string;
  CampaignName: string;
  CampaignType: string;
  FromLine: string | null;
  SubjectLine: string | null;
  StartDate: string;
  EndDate: string;
  connected: boolean;
}

/** Which of an advertiser's keys to list (001 §7 getSiteImpactConnections). */
export interface KeyChoice {
  isAgency?: boolean | null;
  allPossible?: boolean | null;
}

interface KeyMeta {
  accountName: string;
}

function ownerOf(row: CredentialRow): { isAgencyOwned: boolean; ppid: number | null } {
  const match = /^advertiser:(\d+)$/.exec(row.key_source ?? '');
  return match ? { isAgencyOwned: false, ppid: Number(match[1]) } : { isAgencyOwned: true, ppid: null };
}

function metaOf(row: CredentialRow): KeyMeta {
  // The vendor's account name of the key is kept in first_name (the credential's profile columns).
  return { accountName: row.first_name ?? '' };
}

export class ImpactService {
  readonly #links: LinkStore;
  readonly #clients: Record<ImpactSource, ImpactClient>;

  constructor(private readonly ctx: ServiceContext) {
    this.#links = new LinkStore(ctx.db, ctx.audit, ctx.now);
    const { endpoints } = ctx.connectors;
    this.#clients = {
      'email-impact': new ImpactClient('email-impact', () => endpoints.apiRoot('email-impact')),
      'site-impact': new ImpactClient('site-impact', () => endpoints.apiRoot('site-impact')),
    };
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
    return credentialsOf(this.ctx.db, agencyId, 'siteimpact');
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
      return await this.#clients['email-impact'].verify(apiKey);
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
    const now = this.ctx.now();
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('connector_credentials')
        .values({
          agency_id: agencyId,
          provider: 'siteimpact',
          kind: 'api_key',
          external_id: info.keyId,
          name,
          email: null,
          first_name: info.accountName,
          last_name: null,
          picture_url: null,
          access_token_enc: null,
          refresh_token_enc: null,
          api_key_enc: this.ctx.connectors.vault.seal(apiKey),
          access_expires_at: null,
          grant_expires_at: null,
          status_reason: null,
          key_source: keySource,
          created_at: now,
          created_by: user.user_id,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.ctx.audit.write(trx, {
        actor: actorOf(user),
        agencyId,
        area: 'connectors',
        objectType: 'credential',
        objectId: inserted.id,
        objectLabel: `Site Impact key ${name}`,
        action: 'create',
        after: this.#auditView(inserted),
      });
      return inserted;
    });
    return this.view(row);
  }

  /** What the audit log keeps of a key: never the key itself. */
  #auditView(row: CredentialRow): Record<string, unknown> {
    const view = this.view(row);
    return { provider: 'siteimpact', keyId: view.id, name: view.name, apiKey: view.apiKey, keySource: row.key_source };
  }

  async #byName(agencyId: number, name: string): Promise<CredentialRow> {
    const row = await this.#keys(agencyId).where('name', '=', name).executeTakeFirst();
    if (!row) throw new AppError(404, 'siteImpactKeyNotFound');
    return row;
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
      const next = await trx
        .updateTable('connector_credentials')
        .set({
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
          version: row.version + 1,
          updated_at: this.ctx.now(),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.ctx.audit.write(trx, {
        actor: actorOf(user),
        agencyId,
        area: 'connectors',
        objectType: 'credential',
        objectId: row.id,
        objectLabel: `Site Impact key ${newName}`,
        action: 'update',
        before,
        after: this.#auditView(next),
      });
      return next;
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
      await trx
        .updateTable('connector_links')
        .set({ credential_id: null })
        .where('credential_id', '=', row.id)
        .execute();
      await trx.deleteFrom('connector_credentials').where('id', '=', row.id).execute();
      await this.ctx.audit.write(trx, {
        actor: actorOf(user),
        agencyId,
        area: 'connectors',
        objectType: 'credential',
        objectId: row.id,
        objectLabel: `Site Impact key ${row.name}`,
        action: 'delete',
        before: this.#auditView(row),
      });
    });
    return answer;
  }

  /** The keys an advertiser may use: its own, the agency's (isAgency: those only), or both (allPossible). */
  async keysFor(
    user: SessionUser,
    advertiserId: number,
    choice: KeyChoice = { allPossible: true },
  ): Promise<{ agencyId: number; rows: CredentialRow[] }> {
    const { agencyId } = await advertiserFor(this.ctx, user, advertiserId);
    const rows = await this.#keys(agencyId).orderBy('name').orderBy('id').execute();
    const own = (row: CredentialRow) => ownerOf(row).ppid === advertiserId;
    const agencys = (row: CredentialRow) => ownerOf(row).isAgencyOwned;
    const chosen = rows.filter((row) =>
      choice.isAgency ? agencys(row) : choice.allPossible ? agencys(row) || own(row) : own(row),
    );
    return { agencyId, rows: chosen };
  }

  /** One key the advertiser may use, by the vendor's key id; 404 otherwise. */
  async #keyFor(user: SessionUser, advertiserId: number, keyId: string) {
    const { agencyId, rows } = await this.keysFor(user, advertiserId, { allPossible: true });
    const row = rows.find((r) => r.external_id === keyId);
    if (!row) throw new AppError(404, 'siteImpactKeyNotFound');
    return { agencyId, row };
  }

  /** The campaigns of a key on one source; a refused key is marked needs_reauth (409), an unreachable vendor 502. */
  async #campaigns(row: CredentialRow, source: ImpactSource): Promise<ImpactCampaign[]> {
    if (row.status === 'needs_reauth' || !row.api_key_enc) throw new AppError(409, 'siteImpactKeyRefused');
    try {
      return await this.#clients[source].campaigns(this.ctx.connectors.vault.open(row.api_key_enc));
    } catch (error) {
      if (error instanceof ProviderAuthError) {
        await markNeedsReauth(this.ctx.db, row.id, 'Site Impact refused the key', this.ctx.now);
        throw new AppError(409, 'siteImpactKeyRefused');
      }
      throw new AppError(502, 'siteImpactUnavailable');
    }
  }

  /**
   * A key's campaigns for an advertiser (GET /api/siteimpactCampaigns/{id}/{keyid}/{agencyowned}): the e-mail and
   * the geo campaigns, marked connected when linked to the advertiser. `agencyOwned` must match the key's owner.
   */
  async campaignsOfKey(
    user: SessionUser,
    advertiserId: number,
    keyId: string,
    agencyOwned: boolean | null,
    sources: readonly ImpactSource[] = SOURCES,
  ): Promise<ImpactCampaignView[]> {
    const { row } = await this.#keyFor(user, advertiserId, keyId);
    if (agencyOwned !== null && ownerOf(row).isAgencyOwned !== agencyOwned)
      throw new AppError(404, 'siteImpactKeyNotFound');
    const linked = new Set((await this.#linked(advertiserId)).map((l) => `${l.source}:${l.external_id}`));
    const answer: ImpactCampaignView[] = [];
    for (const source of sources) {
      for (const c of await this.#campaigns(row, source)) {
        answer.push({
          CampaignId: c.CampaignId,
          CampaignName: c.CampaignName,
          CampaignType: c.CampaignType,
          FromLine: c.FromLine ?? null,
          SubjectLine: c.SubjectLine ?? null,
          StartDate: c.StartDate,
          EndDate: c.EndDate,
          connected: linked.has(`${source}:${c.CampaignId}`),
        });
      }
    }
    return answer;
  }

  async #linked(advertiserId: number): Promise<LinkRow[]> {
    const [email, geo] = await Promise.all(SOURCES.map((source) => this.#links.list(advertiserId, source)));
    return [...email!, ...geo!];
  }

  /** The advertiser's linked Site Impact campaigns (both sources), with the key each came through. */
  async connectors(user: SessionUser, advertiserId: number) {
    const { agencyId } = await advertiserFor(this.ctx, user, advertiserId);
    const links = await this.#linked(advertiserId);
    const keys = new Map((await this.#keys(agencyId).execute()).map((row) => [row.id, row]));
    return links.map((link) => {
      const key = link.credential_id === null ? undefined : keys.get(link.credential_id);
      return {
        id: link.external_id,
        name: link.external_name,
        accountName: key?.name ?? '',
        enabled: key?.status === 'healthy',
        connection_date: new Date(link.connected_at).toISOString(),
        source: link.source,
        campaignType: link.campaign_type,
      };
    });
  }

  /** Whether the advertiser has a live link through a key. */
  async linkedKeyIds(advertiserId: number): Promise<Set<number>> {
    return new Set(
      (await this.#linked(advertiserId)).map((l) => l.credential_id).filter((id): id is number => id !== null),
    );
  }

  /**
   * Makes the advertiser's linked Site Impact campaigns exactly `campaignIds` (addSiteImpactConnector): each id is
   * looked up among the campaigns of every key the advertiser may use (e-mail and geo); an id found nowhere is 400
   * and nothing changes. Links and unlinks go through LinkStore (campaigns, queued backfills, sections, audit).
   */
  async setLinked(
    user: SessionUser,
    advertiserId: number,
    campaignIds: readonly string[],
  ): Promise<{ created: string[]; deleted: string[] }> {
    const { agencyId, rows } = await this.keysFor(user, advertiserId, { allPossible: true });
    const wanted = new Set(campaignIds.map((id) => id.trim()).filter(Boolean));
    const found = new Map<string, { source: ImpactSource; row: CredentialRow; campaign: ImpactCampaign }>();
    const current = await this.#linked(advertiserId);
    const currentIds = new Set(current.map((l) => l.external_id));
    const missing = [...wanted].filter((id) => !currentIds.has(id));
    if (missing.length > 0) {
      for (const row of rows.filter((r) => r.status === 'healthy')) {
        for (const source of SOURCES) {
          for (const campaign of await this.#campaigns(row, source)) {
            if (wanted.has(campaign.CampaignId) && !found.has(campaign.CampaignId))
              found.set(campaign.CampaignId, { source, row, campaign });
          }
        }
      }
      const unknown = missing.find((id) => !found.has(id));
      if (unknown !== undefined) throw new AppError(400, 'siteImpactUnknownCampaign', { params: { id: unknown } });
    }
    const actor = actorOf(user);
    const deleted: string[] = [];
    for (const source of SOURCES) {
      const gone = current.filter((l) => l.source === source && !wanted.has(l.external_id)).map((l) => l.external_id);
      const removed = await this.#links.unlink({ advertiserId, agencyId, source, externalIds: gone, actor });
      deleted.push(...removed.map((l) => l.external_id));
    }
    const created: string[] = [];
    const groups = new Map<string, { source: ImpactSource; credentialId: number; objects: LinkObject[] }>();
    for (const id of missing) {
      const hit = found.get(id)!;
      const group = groups.get(`${hit.source}:${hit.row.id}`) ?? {
        source: hit.source,
        credentialId: hit.row.id,
        objects: [],
      };
      group.objects.push({
        kind: 'campaigns',
        externalId: id,
        name: hit.campaign.CampaignName,
        accountId: hit.row.external_id,
        campaignType: hit.campaign.CampaignType,
        startDate: hit.campaign.StartDate,
        endDate: hit.campaign.EndDate,
      });
      groups.set(`${hit.source}:${hit.row.id}`, group);
    }
    for (const group of groups.values()) {
      const links = await this.#links.link({ advertiserId, agencyId, actor, ...group });
      created.push(...links.map((l) => l.external_id));
    }
    return { created, deleted };
  }
}
