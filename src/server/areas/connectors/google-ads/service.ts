/**
 * The ads, ad-server order and TV-streaming sources (issue 26, 001 §3/§5/§7): what the agency's Google grants reach at
 * each source (through the source's adapter, over HTTP), and the advertiser's links, changed only through LinkStore
 * (campaigns, queued backfills, linking sections, audit). The three sources share the agency's Google credentials:
 * every healthy grant holding the source's scope is asked and the answers are merged (an object reachable through two
 * grants is listed once, through the first). A grant the source refuses is marked needs_reauth and skipped.
 *
 * Link model: ads links its accounts (kind 'accounts', no data) and their campaigns (kind 'campaigns', account_id the
 * account, GOOGLESEARCH or GOOGLEVIDEO); ad manager its orders (no data) and line items (account_id the order,
 * GAMDISPLAY or GAMVIDEO); YouTube TV its campaigns (YOUTUBETV).
 */
import type { SessionUser } from '../../../../domain/user';
import { readCampaigns } from '../../../kernel/campaigns';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import type { LinkObject } from '../links';
import { AdServerLinks } from './ad-server';
import { AdsLinks } from './ads';
import { actorOf, campaignObject, linkedCampaign, type AdsAccountType, type AdServerOrderAnswer } from './answers';
import { GoogleReach } from './reach';

export {
  accountIdOf,
  required,
  type AdsAccountAnswer,
  type AdsAccountType,
  type AdServerConnectorOrderAnswer,
  type AdServerOrderAnswer,
  type LinkedCampaignAnswer,
  type Reached,
} from './answers';

/**
 * The three sources' calls in one service (the routes and resolvers use it): ads in ads.ts, ad-server orders in
 * ad-server.ts, reaching the sources in reach.ts, answers and mappers in answers.ts; TV streaming, the advertiser's
 * campaigns and the caller's agencies here.
 */
export class GoogleSources extends GoogleReach {
  readonly #ads: AdsLinks;
  readonly #adServer: AdServerLinks;

  constructor(ctx: ServiceContext) {
    super(ctx);
    this.#ads = new AdsLinks(ctx);
    this.#adServer = new AdServerLinks(ctx);
  }

  // ── ads (ads.ts) ────────────────────────────────────────────────────────────────────────────────────────────────

  adsTree(user: SessionUser, advertiserId: number) {
    return this.#ads.adsTree(user, advertiserId);
  }

  setAdsAccounts(user: SessionUser, advertiserId: number, ids: string[]) {
    return this.#ads.setAdsAccounts(user, advertiserId, ids);
  }

  adsAvailable(user: SessionUser, advertiserId: number) {
    return this.#ads.adsAvailable(user, advertiserId);
  }

  adsAccountsOfType(user: SessionUser, advertiserId: number, type: AdsAccountType) {
    return this.#ads.adsAccountsOfType(user, advertiserId, type);
  }

  setAdsAccountsOfType(user: SessionUser, advertiserId: number, type: AdsAccountType, accounts: string[]) {
    return this.#ads.setAdsAccountsOfType(user, advertiserId, type, accounts);
  }

  // ── ad-server orders (ad-server.ts) ─────────────────────────────────────────────────────────────────────────────

  adServerResults(user: SessionUser, advertiserId: number, search: string) {
    return this.#adServer.adServerResults(user, advertiserId, search);
  }

  adServerLinked(user: SessionUser, advertiserId: number) {
    return this.#adServer.adServerLinked(user, advertiserId);
  }

  saveAdServer(
    user: SessionUser,
    advertiserId: number,
    list: { OrderId: string; CampaignsList: { CampaignId: string }[] }[],
  ): Promise<AdServerOrderAnswer[]> {
    return this.#adServer.saveAdServer(user, advertiserId, list);
  }

  gamSearch(user: SessionUser, search: string) {
    return this.#adServer.gamSearch(user, search);
  }

  gamConnector(user: SessionUser, advertiserId: number) {
    return this.#adServer.gamConnector(user, advertiserId);
  }

  setGamCampaigns(user: SessionUser, advertiserId: number, campaignIds: string[]) {
    return this.#adServer.setGamCampaigns(user, advertiserId, campaignIds);
  }

  // ── TV streaming ────────────────────────────────────────────────────────────────────────────────────────────────

  /** Available TV-streaming campaigns (search, limit, offset), marked connected for the advertiser. */
  async tvAvailable(
    user: SessionUser,
    advertiserId: number,
    window: { search: string; limit: number; offset: number },
  ) {
    const { agencyId } = await this.open(user, advertiserId);
    const all = [...(await this.nodes(agencyId, 'youtube-tv', { kind: 'campaigns', search: window.search })).values()];
    const linked = new Set((await this.links.list(advertiserId, 'youtube-tv')).map((r) => r.external_id));
    return {
      advertiserId,
      search: window.search,
      limit: window.limit,
      offset: window.offset,
      total: all.length,
      campaigns: all.slice(window.offset, window.offset + window.limit).map(({ node }) => ({
        id: node.id,
        name: node.name,
        status: String(node.fields?.status ?? ''),
        startDate: String(node.fields?.startDate ?? ''),
        endDate: String(node.fields?.endDate ?? ''),
        connected: linked.has(node.id),
      })),
    };
  }

  /** The advertiser's linked TV-streaming campaigns. */
  async tvConnected(user: SessionUser, advertiserId: number) {
    await this.open(user, advertiserId);
    return { advertiserId, campaigns: (await this.links.list(advertiserId, 'youtube-tv')).map(linkedCampaign) };
  }

  /** The advertiser's linked TV-streaming campaigns become exactly `campaignIds`. */
  async tvConnect(user: SessionUser, advertiserId: number, campaignIds: string[]) {
    const { agencyId } = await this.open(user, advertiserId);
    const wanted = [...new Set(campaignIds.map((id) => id.trim()))];
    const current = await this.links.list(advertiserId, 'youtube-tv');
    const linked = new Set(current.map((r) => r.external_id));
    const created = wanted.filter((id) => !linked.has(id));
    const deleted = [...linked].filter((id) => !wanted.includes(id));
    const actor = actorOf(user);
    if (created.length > 0) {
      const reachable = await this.nodes(agencyId, 'youtube-tv', { kind: 'campaigns' });
      const byCredential = new Map<number, LinkObject[]>();
      for (const id of created) {
        const found = reachable.get(id);
        if (!found) throw new AppError(404, 'youtubeTvCampaignNotFound', { params: { id } });
        byCredential.set(found.credentialId, [
          ...(byCredential.get(found.credentialId) ?? []),
          campaignObject(found.node, null),
        ]);
      }
      for (const [credentialId, objects] of byCredential)
        await this.links.link({ advertiserId, agencyId, source: 'youtube-tv', credentialId, objects, actor });
    }
    if (deleted.length > 0)
      await this.links.unlink({ advertiserId, agencyId, source: 'youtube-tv', externalIds: deleted, actor });
    return { advertiserId, created, deleted };
  }

  // ── the advertiser's campaigns and the caller's agencies ────────────────────────────────────────────────────────

  /** getCampaigns: the advertiser's campaigns that are not archived, newest flight first. */
  async campaigns(user: SessionUser, advertiserId: number) {
    await this.open(user, advertiserId);
    const rows = await readCampaigns(this.ctx.db)
      .select(['id', 'name', 'campaign_type', 'friendly_name', 'start_date', 'end_date'])
      .where('advertiser_id', '=', advertiserId)
      .orderBy('start_date', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      CampaignType: r.campaign_type,
      FriendlyName: r.friendly_name,
      StartDate: r.start_date,
      EndDate: r.end_date,
    }));
  }

  /** getAgencies: superusers every agency; others the agencies they belong to. */
  async agencies(user: SessionUser): Promise<{ id: number; name: string }[]> {
    let query = this.ctx.db.selectFrom('agencies').select(['id', 'name']).orderBy('name').orderBy('id');
    if (!user.is_superuser) {
      const ids = user.AvailableAgencies.map((a) => a.id);
      if (ids.length === 0) return [];
      query = query.where('id', 'in', ids);
    }
    return query.execute();
  }
}
