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
import type { SessionUser } from '../../../../domain/user';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { markNeedsReauth } from '../credential-auth';
import { LinkStore, type LinkObject, type LinkRow } from '../links';
import { ProviderAuthError } from '../provider';
import { actorOf, advertiserFor } from './access';
import { ImpactClient, type ImpactCampaign } from './client';
import { ImpactKeys, keysOf, ownerOf, type CredentialRow, type ImpactKeyView } from './keys';
import type { ImpactSource } from './sandbox';

export type { ImpactKeyView } from './keys';

const SOURCES: readonly ImpactSource[] = ['email-impact', 'site-impact'];

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

/** The keys (keys.ts) and the advertiser links made through them (here), in one service for the routes and resolvers. */
export class ImpactService {
  readonly #links: LinkStore;
  readonly #clients: Record<ImpactSource, ImpactClient>;
  readonly #keys: ImpactKeys;

  constructor(private readonly ctx: ServiceContext) {
    this.#links = new LinkStore(ctx.db, ctx.audit, ctx.now, (id) => ctx.cache.clearAdvertiser(id));
    const { endpoints } = ctx.connectors;
    this.#clients = {
      'email-impact': new ImpactClient('email-impact', () => endpoints.apiRoot('email-impact')),
      'site-impact': new ImpactClient('site-impact', () => endpoints.apiRoot('site-impact')),
    };
    this.#keys = new ImpactKeys(ctx);
  }

  // ── the agency's keys (keys.ts) ─────────────────────────────────────────────────────────────────────────────────

  view(row: CredentialRow): ImpactKeyView {
    return this.#keys.view(row);
  }

  listForAgency(user: SessionUser, agencyId: number) {
    return this.#keys.listForAgency(user, agencyId);
  }

  add(user: SessionUser, input: { agencyId: number; name: string; apiKey: string; advertiserId?: number | null }) {
    return this.#keys.add(user, input);
  }

  edit(user: SessionUser, input: { agencyId: number; name: string; newName?: string | null; apiKey?: string | null }) {
    return this.#keys.edit(user, input);
  }

  remove(user: SessionUser, agencyId: number, name: string) {
    return this.#keys.remove(user, agencyId, name);
  }

  // ── the advertiser's links ──────────────────────────────────────────────────────────────────────────────────────

  /** The keys an advertiser may use: its own, the agency's (isAgency: those only), or both (allPossible). */
  async keysFor(
    user: SessionUser,
    advertiserId: number,
    choice: KeyChoice = { allPossible: true },
  ): Promise<{ agencyId: number; rows: CredentialRow[] }> {
    const { agencyId } = await advertiserFor(this.ctx, user, advertiserId);
    const rows = await keysOf(this.ctx.db, agencyId).orderBy('name').orderBy('id').execute();
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
    const keys = new Map((await keysOf(this.ctx.db, agencyId).execute()).map((row) => [row.id, row]));
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
