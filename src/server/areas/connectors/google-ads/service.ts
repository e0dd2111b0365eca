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
import { CONNECTORS } from '../../../../../connectors';
import type { ConnectorId } from '../../../../domain/connectors';
import type { MessageKey } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import { openAdvertiser } from '../../../kernel/access';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { LinkStore, type LinkObject, type LinkRow } from '../links';
import {
  ProviderAuthError,
  ProviderRateLimited,
  type ExternalNode,
  type NodeQuery,
  type ProviderAuth,
} from '../provider';
import { providerFor } from '../providers';

import { SourceFailure } from './source-http';
import { readCampaigns } from '../../../kernel/campaigns';

/** A node and the credential it was reached through. */
export interface Reached {
  node: ExternalNode;
  credentialId: number;
}

/** An ads account with the accounts it manages (001 §3). */
export interface AdsAccountAnswer {
  AccountId: string;
  CanManageClients: boolean;
  CustomerId: string;
  DataSourceCode: string;
  ITYPE: string;
  IsLeaf: boolean;
  IsLinkable: boolean;
  IsRootOn: boolean;
  IsTestAccount: boolean;
  ParentChains: string[];
  ParentIds: string[];
  PropertyId: number | null;
  name: string;
  children: AdsAccountAnswer[];
}

export interface AdServerOrderAnswer {
  OrderId: string;
  OrderName: string;
  CampaignsList: { CampaignId: string; CampaignName: string }[];
}

export interface AdServerConnectorOrderAnswer {
  order_id: string;
  order_name: string;
  campaigns: { id: string; name: string; connection_date: string | null; connected_by: string | null }[];
}

/** One linked campaign as the REST calls answer it. */
export interface LinkedCampaignAnswer {
  id: string;
  name: string;
  CampaignType: string | null;
  campaignId: number | null;
  connection_date: string;
  connected_by: string;
}

export type AdsAccountType = 'search' | 'video';
const TYPE_OF: Record<AdsAccountType, string> = { search: 'GOOGLESEARCH', video: 'GOOGLEVIDEO' };

const TITLES: Record<ConnectorId, string> = Object.fromEntries(
  Object.values(CONNECTORS).map((m) => [m.id, m.title]),
) as Record<ConnectorId, string>;

/** '123-456-7890' or '1234567890' → '1234567890'. */
export function accountIdOf(text: string): string {
  return text.trim().replaceAll('-', '');
}

/** '1234567890' → '123-456-7890' (the ads service's display form). */
function customerIdOf(id: string): string {
  return id.length === 10 ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export class GoogleSources {
  private readonly links: LinkStore;

  constructor(private readonly ctx: ServiceContext) {
    this.links = new LinkStore(ctx.db, ctx.audit, ctx.now);
  }

  /** The advertiser in the caller's scope (else 404 'Advertiser not found') and its agency. */
  async open(user: SessionUser, advertiserId: number): Promise<{ advertiserId: number; agencyId: number }> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    return { advertiserId, agencyId: access.agencyId };
  }

  // ── the source, through every usable grant ──────────────────────────────────────────────────────────────────────

  /**
   * Asks the source through each healthy Google grant of the agency holding its scope and answers what each gave.
   * No grant with the scope: 409 connectorNoCredential; every grant refused or waiting for re-authorisation: 409
   * connectorGrantNeedsReauth; a source failure: 502 (429: 503), never a 500.
   */
  async reach<T>(
    agencyId: number,
    source: ConnectorId,
    ask: (auth: ProviderAuth, credentialId: number) => Promise<T>,
  ): Promise<{ credentialId: number; value: T }[]> {
    const scope = CONNECTORS[source].scopes[0]!;
    const rows = (
      await this.ctx.db
        .selectFrom('connector_credentials')
        .select(['id', 'status', 'scopes'])
        .where('agency_id', '=', agencyId)
        .where('provider', '=', 'google')
        .orderBy('id')
        .execute()
    ).filter((row) => row.scopes.split(/\s+/).includes(scope));
    if (rows.length === 0) throw new AppError(409, 'connectorNoCredential', { params: { provider: 'Google' } });
    const answers: { credentialId: number; value: T }[] = [];
    for (const row of rows) {
      if (row.status !== 'healthy') continue;
      try {
        const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, row.id, this.ctx);
        answers.push({ credentialId: row.id, value: await ask(auth, row.id) });
      } catch (error) {
        if (error instanceof CredentialUnavailable) continue;
        if (error instanceof ProviderAuthError) {
          await markNeedsReauth(this.ctx.db, row.id, `${TITLES[source]}: ${error.message}`, this.ctx.now);
          continue;
        }
        throw this.sourceError(source, error);
      }
    }
    if (answers.length === 0) throw new AppError(409, 'connectorGrantNeedsReauth', { params: { provider: 'Google' } });
    return answers;
  }

  private sourceError(source: ConnectorId, error: unknown): unknown {
    const params = { source: TITLES[source] };
    if (error instanceof ProviderRateLimited) return new AppError(503, 'connectorSourceBusy', { params });
    if (error instanceof SourceFailure || error instanceof TypeError || isAbort(error))
      return new AppError(502, 'connectorSourceFailed', { params });
    return error;
  }

  /** Every node of a query through every grant, the first grant's copy of a node reached twice. */
  private async nodes(agencyId: number, source: ConnectorId, query: NodeQuery): Promise<Map<string, Reached>> {
    const provider = providerFor(source, this.ctx.connectors.endpoints);
    const pages = await this.reach(agencyId, source, (auth) => provider.listNodes(auth, query));
    const found = new Map<string, Reached>();
    for (const { credentialId, value } of pages)
      for (const node of value.items) if (!found.has(node.id)) found.set(node.id, { node, credentialId });
    return found;
  }

  private async childrenOf(source: ConnectorId, credentialId: number, query: NodeQuery): Promise<ExternalNode[]> {
    const provider = providerFor(source, this.ctx.connectors.endpoints);
    try {
      const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, credentialId, this.ctx);
      return (await provider.listNodes(auth, query)).items;
    } catch (error) {
      if (error instanceof CredentialUnavailable)
        throw new AppError(409, 'connectorGrantNeedsReauth', { params: { provider: 'Google' } });
      if (error instanceof ProviderAuthError) {
        await markNeedsReauth(this.ctx.db, credentialId, `${TITLES[source]}: ${error.message}`, this.ctx.now);
        throw new AppError(409, 'connectorGrantNeedsReauth', { params: { provider: 'Google' } });
      }
      throw this.sourceError(source, error);
    }
  }

  // ── ads ─────────────────────────────────────────────────────────────────────────────────────────────────────────

  /** getGoogleAdData: the account trees the agency's grants reach, PropertyId set where an advertiser links one. */
  async adsTree(user: SessionUser, advertiserId: number): Promise<AdsAccountAnswer[]> {
    const { agencyId } = await this.open(user, advertiserId);
    const accounts = await this.nodes(agencyId, 'ads', { kind: 'accounts' });
    const linkedTo = new Map<string, number>();
    const rows = await this.ctx.db
      .selectFrom('connector_links')
      .select(['external_id', 'advertiser_id'])
      .where('agency_id', '=', agencyId)
      .where('source', '=', 'ads')
      .where('object_kind', '=', 'accounts')
      .where('removed_at', 'is', null)
      .execute();
    for (const row of rows)
      if (!linkedTo.has(row.external_id) || row.advertiser_id === advertiserId)
        linkedTo.set(row.external_id, row.advertiser_id);
    const byParent = new Map<string | null, ExternalNode[]>();
    for (const { node } of accounts.values()) {
      const parent = node.parentId !== null && accounts.has(node.parentId) ? node.parentId : null;
      byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
    }
    const build = (node: ExternalNode, ids: string[], names: string[]): AdsAccountAnswer => {
      const manager = node.fields?.manager === true;
      const chain = [...names, node.name];
      return {
        AccountId: node.id,
        CanManageClients: manager,
        CustomerId: customerIdOf(node.id),
        DataSourceCode: 'GOOGLEADS',
        ITYPE: manager ? 'MANAGER' : 'CLIENT',
        IsLeaf: !manager,
        IsLinkable: !manager,
        IsRootOn: ids.length === 0,
        IsTestAccount: node.fields?.testAccount === true,
        ParentChains: [chain.join(' > ')],
        ParentIds: ids,
        PropertyId: linkedTo.get(node.id) ?? null,
        name: node.name,
        children: (byParent.get(node.id) ?? []).map((child) => build(child, [...ids, node.id], chain)),
      };
    };
    return (byParent.get(null) ?? []).map((root) => build(root, [], []));
  }

  /** The linkable accounts among `ids` (each reachable and a leaf, else 404 / 400), with their grants. */
  private async linkableAccounts(agencyId: number, ids: string[]): Promise<Map<string, Reached>> {
    const accounts = await this.nodes(agencyId, 'ads', { kind: 'accounts' });
    const wanted = new Map<string, Reached>();
    for (const id of ids) {
      const reached = accounts.get(id);
      if (!reached) throw new AppError(404, 'adsAccountNotFound', { params: { id } });
      if (reached.node.fields?.manager === true) throw new AppError(400, 'adsAccountNotLinkable', { params: { id } });
      wanted.set(id, reached);
    }
    return wanted;
  }

  private async adsCampaignObjects(account: Reached, type: string | null): Promise<LinkObject[]> {
    const campaigns = await this.childrenOf('ads', account.credentialId, {
      kind: 'campaigns',
      parentId: account.node.id,
    });
    return campaigns
      .filter((c) => type === null || c.campaignType === type)
      .map((c) => campaignObject(c, account.node.id));
  }

  /**
   * updateGoogleAdsAccountsForAdvertiser: the advertiser's linked accounts become exactly `ids`; a newly linked
   * account links every campaign of it, an account no longer wanted unlinks with its campaigns.
   */
  async setAdsAccounts(user: SessionUser, advertiserId: number, ids: string[]) {
    const { agencyId } = await this.open(user, advertiserId);
    const wantedIds = [...new Set(ids.map(accountIdOf))];
    const wanted = await this.linkableAccounts(agencyId, wantedIds);
    const current = await this.links.list(advertiserId, 'ads');
    const linkedAccounts = new Set(current.filter((r) => r.object_kind === 'accounts').map((r) => r.external_id));
    const created = wantedIds.filter((id) => !linkedAccounts.has(id));
    const deleted = [...linkedAccounts].filter((id) => !wanted.has(id));
    const actor = actorOf(user);
    for (const id of created) {
      const account = wanted.get(id)!;
      const objects = [accountObject(account.node), ...(await this.adsCampaignObjects(account, null))];
      await this.links.link({
        advertiserId,
        agencyId,
        source: 'ads',
        credentialId: account.credentialId,
        objects,
        actor,
      });
    }
    if (deleted.length > 0) {
      const gone = current.filter((r) => deleted.includes(r.account_id ?? r.external_id)).map((r) => r.external_id);
      await this.links.unlink({ advertiserId, agencyId, source: 'ads', externalIds: gone, actor });
    }
    return { advertiserId, accountIds: wantedIds, created, deleted };
  }

  /** GET connectors/google/campaigns/available: the campaigns of the advertiser's linked accounts, marked linked. */
  async adsAvailable(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const current = await this.links.list(advertiserId, 'ads');
    const accountRows = current.filter((r) => r.object_kind === 'accounts');
    if (accountRows.length === 0) return { advertiserId, campaigns: [] };
    const reachable = await this.nodes(agencyId, 'ads', { kind: 'accounts' });
    const linked = new Map(current.filter((r) => r.object_kind === 'campaigns').map((r) => [r.external_id, r]));
    const campaigns = [];
    for (const row of accountRows) {
      const account = reachable.get(row.external_id);
      if (!account) continue;
      const nodes = await this.childrenOf('ads', account.credentialId, {
        kind: 'campaigns',
        parentId: row.external_id,
      });
      for (const node of nodes) {
        const link = linked.get(node.id);
        campaigns.push({
          id: node.id,
          name: node.name,
          CampaignType: node.campaignType ?? null,
          accountId: row.external_id,
          accountName: row.external_name,
          status: String(node.fields?.status ?? ''),
          startDate: String(node.fields?.startDate ?? ''),
          endDate: String(node.fields?.endDate ?? ''),
          connected: !!link,
          connection_date: link ? iso(link.connected_at) : null,
          connected_by: link?.connected_by ?? null,
        });
      }
    }
    return { advertiserId, campaigns };
  }

  /** GET connectors/google/account/{type}: linked accounts holding linked campaigns of the type, with them. */
  async adsAccountsOfType(user: SessionUser, advertiserId: number, type: AdsAccountType) {
    await this.open(user, advertiserId);
    return { advertiserId, type, accounts: await this.#accountsOfType(advertiserId, type) };
  }

  async #accountsOfType(advertiserId: number, type: AdsAccountType) {
    const current = await this.links.list(advertiserId, 'ads');
    const campaigns = current.filter((r) => r.object_kind === 'campaigns' && r.campaign_type === TYPE_OF[type]);
    return current
      .filter((r) => r.object_kind === 'accounts')
      .map((account) => ({
        AccountId: account.external_id,
        CustomerId: customerIdOf(account.external_id),
        name: account.external_name,
        campaigns: campaigns.filter((c) => c.account_id === account.external_id).map(linkedCampaign),
      }))
      .filter((account) => account.campaigns.length > 0);
  }

  /**
   * POST connectors/google/account/{type}: the advertiser's linked campaigns of the type become those of `accounts`
   * (each account linked as needed); an account left with no linked campaign of any type is unlinked.
   */
  async setAdsAccountsOfType(user: SessionUser, advertiserId: number, type: AdsAccountType, accounts: string[]) {
    const { agencyId } = await this.open(user, advertiserId);
    const wantedIds = [...new Set(accounts.map(accountIdOf))];
    const wanted = wantedIds.length ? await this.linkableAccounts(agencyId, wantedIds) : new Map<string, Reached>();
    const actor = actorOf(user);
    const created: string[] = [];
    for (const account of wanted.values()) {
      const objects = [accountObject(account.node), ...(await this.adsCampaignObjects(account, TYPE_OF[type]))];
      const rows = await this.links.link({
        advertiserId,
        agencyId,
        source: 'ads',
        credentialId: account.credentialId,
        objects,
        actor,
      });
      created.push(...rows.filter((r) => r.object_kind === 'campaigns').map((r) => r.external_id));
    }
    const current = await this.links.list(advertiserId, 'ads');
    const dropped = current.filter(
      (r) => r.object_kind === 'campaigns' && r.campaign_type === TYPE_OF[type] && !wanted.has(r.account_id ?? ''),
    );
    const emptied = new Set(dropped.map((r) => r.account_id));
    for (const row of current)
      if (row.object_kind === 'campaigns' && !dropped.includes(row)) emptied.delete(row.account_id);
    const gone = [
      ...dropped.map((r) => r.external_id),
      ...current.filter((r) => r.object_kind === 'accounts' && emptied.has(r.external_id)).map((r) => r.external_id),
    ];
    if (gone.length > 0) await this.links.unlink({ advertiserId, agencyId, source: 'ads', externalIds: gone, actor });
    return {
      advertiserId,
      type,
      accounts: await this.#accountsOfType(advertiserId, type),
      created,
      deleted: dropped.map((r) => r.external_id),
    };
  }

  // ── ad-server orders ────────────────────────────────────────────────────────────────────────────────────────────

  /** Orders matching `search` (part of the name or the start of the id) through the agency's grants. */
  private async orders(agencyId: number, search: string): Promise<Map<string, Reached>> {
    return this.nodes(agencyId, 'ad-manager', { kind: 'orders', search, limit: 100 });
  }

  /** getGoogleAdManagerResults. */
  async adServerResults(user: SessionUser, advertiserId: number, search: string): Promise<AdServerOrderAnswer[]> {
    const { agencyId } = await this.open(user, advertiserId);
    return [...(await this.orders(agencyId, search)).values()].map(({ node }) => ({
      OrderId: node.id,
      OrderName: node.name,
      CampaignsList: lineItemsOf(node).map((c) => ({ CampaignId: c.id, CampaignName: c.name })),
    }));
  }

  /** getGoogleAdManagerLinked: the linked orders with their linked campaigns (from the links, no source call). */
  async adServerLinked(user: SessionUser, advertiserId: number): Promise<AdServerOrderAnswer[]> {
    await this.open(user, advertiserId);
    return (await this.#linkedOrders(advertiserId)).map(({ order, campaigns }) => ({
      OrderId: order.id,
      OrderName: order.name,
      CampaignsList: campaigns.map((c) => ({ CampaignId: c.external_id, CampaignName: c.external_name })),
    }));
  }

  async #linkedOrders(advertiserId: number) {
    const rows = await this.links.list(advertiserId, 'ad-manager');
    const orders = new Map<string, { order: { id: string; name: string }; campaigns: LinkRow[] }>();
    for (const row of rows.filter((r) => r.object_kind === 'orders'))
      orders.set(row.external_id, { order: { id: row.external_id, name: row.external_name }, campaigns: [] });
    for (const row of rows.filter((r) => r.object_kind === 'campaigns')) {
      const key = row.account_id ?? '';
      if (!orders.has(key)) orders.set(key, { order: { id: key, name: key }, campaigns: [] });
      orders.get(key)!.campaigns.push(row);
    }
    return [...orders.values()];
  }

  /** saveGoogleAdManager: links the named campaigns of each order (adds; links kept), answers the linked orders. */
  async saveAdServer(
    user: SessionUser,
    advertiserId: number,
    list: { OrderId: string; CampaignsList: { CampaignId: string }[] }[],
  ): Promise<AdServerOrderAnswer[]> {
    const { agencyId } = await this.open(user, advertiserId);
    const plans: { order: Reached; items: ExternalNode[] }[] = [];
    for (const entry of list) {
      const order = (await this.orders(agencyId, entry.OrderId)).get(entry.OrderId);
      if (!order) throw new AppError(404, 'adServerOrderNotFound', { params: { id: entry.OrderId } });
      const items = lineItemsOf(order.node);
      const chosen = entry.CampaignsList.map(({ CampaignId }) => {
        const item = items.find((i) => i.id === CampaignId);
        if (!item) throw new AppError(404, 'adServerCampaignNotFound', { params: { id: CampaignId } });
        return item;
      });
      plans.push({ order, items: chosen });
    }
    const actor = actorOf(user);
    for (const { order, items } of plans)
      await this.links.link({
        advertiserId,
        agencyId,
        source: 'ad-manager',
        credentialId: order.credentialId,
        objects: [orderObject(order.node), ...items.map((i) => campaignObject(i, order.node.id))],
        actor,
      });
    return this.adServerLinked(user, advertiserId);
  }

  /** getGAM: the agency's orders matching `search`, in the connector shape, campaigns dated where an advertiser links them. */
  async gamSearch(user: SessionUser, search: string): Promise<AdServerConnectorOrderAnswer[]> {
    const agencyId = user.active_agency_id;
    if (agencyId === null) return [];
    const orders = await this.orders(agencyId, search);
    const rows = await this.ctx.db
      .selectFrom('connector_links')
      .selectAll()
      .where('agency_id', '=', agencyId)
      .where('source', '=', 'ad-manager')
      .where('object_kind', '=', 'campaigns')
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
    const first = new Map<string, LinkRow>();
    for (const row of rows) if (!first.has(row.external_id)) first.set(row.external_id, row);
    return [...orders.values()].map(({ node }) => ({
      order_id: node.id,
      order_name: node.name,
      campaigns: lineItemsOf(node).map((item) => {
        const link = first.get(item.id);
        return {
          id: item.id,
          name: item.name,
          connection_date: link ? iso(link.connected_at) : null,
          connected_by: link?.connected_by ?? null,
        };
      }),
    }));
  }

  /** getGamConnector: the advertiser's linked orders and campaigns in the connector shape. */
  async gamConnector(user: SessionUser, advertiserId: number): Promise<AdServerConnectorOrderAnswer[]> {
    await this.open(user, advertiserId);
    return (await this.#linkedOrders(advertiserId)).map(({ order, campaigns }) => ({
      order_id: order.id,
      order_name: order.name,
      campaigns: campaigns.map((c) => ({
        id: c.external_id,
        name: c.external_name,
        connection_date: iso(c.connected_at),
        connected_by: c.connected_by,
      })),
    }));
  }

  /** addGamConnector: the advertiser's linked ad-server campaigns become exactly `campaignIds`. */
  async setGamCampaigns(user: SessionUser, advertiserId: number, campaignIds: string[]) {
    const { agencyId } = await this.open(user, advertiserId);
    const wanted = [...new Set(campaignIds.map((id) => id.trim()))];
    const current = await this.links.list(advertiserId, 'ad-manager');
    const linked = new Set(current.filter((r) => r.object_kind === 'campaigns').map((r) => r.external_id));
    const created = wanted.filter((id) => !linked.has(id));
    const deleted = [...linked].filter((id) => !wanted.includes(id));
    const actor = actorOf(user);
    if (created.length > 0) {
      const orders = await this.orders(agencyId, '');
      const items = new Map<string, { item: ExternalNode; order: Reached }>();
      for (const order of orders.values())
        for (const item of lineItemsOf(order.node)) if (!items.has(item.id)) items.set(item.id, { item, order });
      const byOrder = new Map<string, { order: Reached; items: ExternalNode[] }>();
      for (const id of created) {
        const found = items.get(id);
        if (!found) throw new AppError(404, 'adServerCampaignNotFound', { params: { id } });
        const plan = byOrder.get(found.order.node.id) ?? { order: found.order, items: [] };
        plan.items.push(found.item);
        byOrder.set(found.order.node.id, plan);
      }
      for (const { order, items: chosen } of byOrder.values())
        await this.links.link({
          advertiserId,
          agencyId,
          source: 'ad-manager',
          credentialId: order.credentialId,
          objects: [orderObject(order.node), ...chosen.map((i) => campaignObject(i, order.node.id))],
          actor,
        });
    }
    if (deleted.length > 0) {
      const now = await this.links.list(advertiserId, 'ad-manager');
      const left = now.filter((r) => r.object_kind === 'campaigns' && !deleted.includes(r.external_id));
      const emptyOrders = now
        .filter((r) => r.object_kind === 'orders' && !left.some((c) => c.account_id === r.external_id))
        .map((r) => r.external_id);
      const gone = [...deleted, ...emptyOrders];
      await this.links.unlink({ advertiserId, agencyId, source: 'ad-manager', externalIds: gone, actor });
    }
    return { advertiserId, created, deleted };
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

/** Missing-argument checks shared by the GraphQL and REST sides. */
export function required<T>(value: T | null | undefined, key: MessageKey): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    throw new AppError(400, key);
  return value;
}

function actorOf(user: SessionUser): AuditActor {
  return { id: user.user_id, email: user.email };
}

function accountObject(node: ExternalNode): LinkObject {
  return { kind: 'accounts', externalId: node.id, name: node.name, accountId: node.id, campaignType: null };
}

function orderObject(node: ExternalNode): LinkObject {
  return { kind: 'orders', externalId: node.id, name: node.name, accountId: node.id, campaignType: null };
}

function campaignObject(node: ExternalNode, accountId: string | null): LinkObject {
  return {
    kind: 'campaigns',
    externalId: node.id,
    name: node.name,
    accountId,
    campaignType: node.campaignType ?? null,
    startDate: typeof node.fields?.startDate === 'string' ? node.fields.startDate : null,
    endDate: typeof node.fields?.endDate === 'string' ? node.fields.endDate : null,
  };
}

function lineItemsOf(order: ExternalNode): ExternalNode[] {
  return Array.isArray(order.fields?.campaigns) ? (order.fields.campaigns as ExternalNode[]) : [];
}

function linkedCampaign(row: LinkRow): LinkedCampaignAnswer {
  return {
    id: row.external_id,
    name: row.external_name,
    CampaignType: row.campaign_type,
    campaignId: row.campaign_id,
    connection_date: iso(row.connected_at),
    connected_by: row.connected_by,
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
