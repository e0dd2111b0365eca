/**
 * What each source's setup screen picks from and how it saves (issue 26): one adapter per connector id over that
 * source's catalogue calls (001 §7), read with the policies of connectors.ts (001 §9). Every adapter answers pages
 * of the same item shape, so one picker serves the ten sources.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { joinAccountIds } from '../domain/account-linking';
import type { ConnectorId } from '../domain/connectors';
import {
  AccountLinkingDocument,
  AddGaConnectorDocument,
  AddSiteImpactConnectorDocument,
  AdManagerLinkedDocument,
  AdManagerResultsDocument,
  DeleteGaConnectorDocument,
  FacebookDataDocument,
  GaAvailableAccountsDocument,
  GaAvailablePropertiesDocument,
  GaConnectorsDocument,
  GoogleAdDataDocument,
  SaveGoogleAdManagerDocument,
  SearchConsoleAccountsDocument,
  SiteImpactCampaignsDocument,
  SiteImpactConnectionsDocument,
  SiteImpactConnectorDocument,
  UpdateAccountLinkingDocument,
  UpdateGoogleAdsAccountsDocument,
  type AdsAccountFieldsFragment,
} from './__generated__/graphql';
import { connectorPolicy, fetchList, latestOnly, listOf } from './connectors';
import { isRecord, type JsonRecord } from './narrow';
import { apiFetch, jsonBody } from './rest-client';

/** One thing a user may link: an account, property, site, order's campaign, campaign or page. */
export interface PickItem {
  id: string;
  name: string;
  /** A second line: an id, a URL, a subject line. */
  detail?: string;
  /** The heading it is listed under (its account, manager or order). */
  group?: string;
  /** The group's id where saving needs it (an ad-server order). */
  groupId?: string;
  linked: boolean;
}

export interface PickQuery {
  search: string;
  offset: number;
  limit: number;
  /** The API key chosen, for sources whose campaigns live under a key. */
  keyId?: string;
}

export interface PickPage {
  items: PickItem[];
  total: number;
}

/** A choice a source needs before it can list (the Site Impact API key). */
export interface PickKey {
  id: string;
  name: string;
}

export interface SourceAdapter {
  /** 'search': nothing is listed until a search is typed (the ad-server order search). */
  mode: 'list' | 'search';
  /** Sources listed per API key. */
  keys?(client: ApolloClient, advertiserId: number): Promise<PickKey[]>;
  /** What is linked now. */
  linked(client: ApolloClient, advertiserId: number): Promise<PickItem[]>;
  /** A page of what can be linked; `undefined` when a newer search superseded this one. */
  list(client: ApolloClient, advertiserId: number, query: PickQuery): Promise<PickPage | undefined>;
  /** Makes the advertiser's links exactly `selected`. */
  save(client: ApolloClient, advertiserId: number, selected: PickItem[]): Promise<void>;
}

/** The picker's page size (001 §9: 100 for the professional-network and TV-streaming lists). */
export const PICK_LIMIT = 100;

/** Filters and pages a whole list on the client. */
export function pageLocally(items: readonly PickItem[], query: PickQuery): PickPage {
  const needle = query.search.trim().toLowerCase();
  const matching = needle
    ? items.filter((item) =>
        [item.name, item.id, item.detail ?? '', item.group ?? ''].some((t) => t.toLowerCase().includes(needle)),
      )
    : [...items];
  return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}

async function read<Q, V extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<Q, V>,
  name: string,
  variables: V,
): Promise<Q | undefined> {
  const result = await client.query({ query, variables, ...connectorPolicy(name) } as ApolloClient.QueryOptions<
    Q,
    V
  >);
  return (result.data ?? undefined) as Q | undefined;
}

const str = (r: JsonRecord, ...keys: string[]): string => {
  for (const key of keys) if (typeof r[key] === 'string' || typeof r[key] === 'number') return String(r[key]);
  return '';
};

// ---- Google Ads: the account trees (cache-first) ----

type AdsNode = AdsAccountFieldsFragment & { children?: AdsNode[] };

/** The linkable accounts of the trees, each under the chain of managers above it. */
export function flattenAdsTree(roots: readonly AdsNode[], advertiserId: number): PickItem[] {
  const out: PickItem[] = [];
  const walk = (node: AdsNode, parent: string): void => {
    if (node.IsLinkable)
      out.push({
        id: node.AccountId,
        name: node.name,
        detail: node.CustomerId,
        group: parent,
        linked: node.PropertyId === advertiserId,
      });
    for (const child of node.children ?? []) walk(child, node.name);
  };
  for (const root of roots) walk(root, root.name);
  return out;
}

const ads: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    return (await this.list(client, advertiserId, { search: '', offset: 0, limit: 10_000 }))!.items.filter(
      (i) => i.linked,
    );
  },
  async list(client, advertiserId, query) {
    const data = await read(client, GoogleAdDataDocument, 'GoogleAdData', { id: advertiserId });
    return pageLocally(flattenAdsTree(data?.getGoogleAdData ?? [], advertiserId), query);
  },
  async save(client, advertiserId, selected) {
    await client.mutate({
      mutation: UpdateGoogleAdsAccountsDocument,
      variables: { advertiserId, accountIds: joinAccountIds(selected.map((i) => i.id)) },
    });
    // The trees are read cache-first: the next read must see the new links.
    client.cache.evict({ fieldName: 'getGoogleAdData' });
    client.cache.gc();
  },
};

// ---- Ad server: order search (cache-first; a newer search wins) ----

function orderItems(orders: readonly { OrderId: string; OrderName: string; CampaignsList: readonly { CampaignId: string; CampaignName: string }[] }[], linked: boolean): PickItem[] {
  return orders.flatMap((order) =>
    order.CampaignsList.map((c) => ({
      id: c.CampaignId,
      name: c.CampaignName,
      detail: c.CampaignId,
      group: order.OrderName,
      groupId: order.OrderId,
      linked,
    })),
  );
}

function adManager(): SourceAdapter {
  const search = latestOnly(
    ({ client, advertiserId, text }: { client: ApolloClient; advertiserId: number; text: string }) =>
      read(client, AdManagerResultsDocument, 'AdManagerResults', { advertiserId, search: text }),
  );
  return {
    mode: 'search',
    async linked(client, advertiserId) {
      const data = await read(client, AdManagerLinkedDocument, 'AdManagerLinked', { advertiserId });
      return orderItems(data?.getGoogleAdManagerLinked ?? [], true);
    },
    async list(client, advertiserId, query) {
      const text = query.search.trim();
      if (!text) return { items: [], total: 0 };
      const data = await search({ client, advertiserId, text });
      if (data === undefined) return undefined;
      return pageLocally(orderItems(data.getGoogleAdManagerResults, false), { ...query, search: '' });
    },
    async save(client, advertiserId, selected) {
      const orders = new Map<string, { OrderId: string; OrderName: string; CampaignsList: { CampaignId: string; CampaignName: string }[] }>();
      for (const item of selected) {
        const id = item.groupId ?? '';
        const order = orders.get(id) ?? { OrderId: id, OrderName: item.group ?? '', CampaignsList: [] };
        order.CampaignsList.push({ CampaignId: item.id, CampaignName: item.name });
        orders.set(id, order);
      }
      await client.mutate({
        mutation: SaveGoogleAdManagerDocument,
        variables: { advertiserId, CampaignsList: [...orders.values()] },
      });
    },
  };
}

// ---- Web analytics: properties of every account the grant reaches (no cache) ----

const analytics: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    const data = await read(client, GaConnectorsDocument, 'GaConnectors', { id: advertiserId });
    // `id` is the linked object's external id (`primaryId` is its account): accounts linked along with a property
    // come back too, and are never offered as items, so they are never unticked by a save.
    return (data?.getGaConnector ?? []).map((c) => ({ id: c.id, name: c.id, linked: true }));
  },
  async list(client, advertiserId, query) {
    const accounts = (await read(client, GaAvailableAccountsDocument, 'GaAvailableAccounts', { id: advertiserId }))
      ?.getGaAvailableAccount;
    const properties = await Promise.all(
      (accounts ?? []).map(async (account) => {
        const data = await read(client, GaAvailablePropertiesDocument, 'GaAvailableProperties', {
          id: advertiserId,
          accountId: account.Id,
        });
        return (data?.getGaAvailableProperty ?? []).map(
          (p): PickItem => ({
            id: p.Id,
            name: p.Name,
            detail: [p.IsGA4 ? 'GA4' : p.Id, p.WebsiteUrl].filter(Boolean).join(' · '),
            group: account.Name,
            linked: false,
          }),
        );
      }),
    );
    return pageLocally(properties.flat(), query);
  },
  async save(client, advertiserId, selected) {
    const offered = new Set(
      (await this.list(client, advertiserId, { search: '', offset: 0, limit: 10_000 }))!.items.map((i) => i.id),
    );
    const before = new Set(
      (await this.linked(client, advertiserId)).map((i) => i.id).filter((id) => offered.has(id)),
    );
    const after = new Set(selected.map((i) => i.id));
    for (const id of after)
      if (!before.has(id))
        await client.mutate({ mutation: AddGaConnectorDocument, variables: { id: advertiserId, propertyId: id } });
    for (const id of before)
      if (!after.has(id))
        await client.mutate({ mutation: DeleteGaConnectorDocument, variables: { id: advertiserId, propertyId: id } });
  },
};

// ---- Search console: sites, saved in the linking record (both cache-first) ----

const searchConsole: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    const data = await read(client, AccountLinkingDocument, 'AccountLinking', { ppid: advertiserId });
    return (data?.getAccountLinking.GoogleSearchConsole.SiteLinks ?? []).map((url) => ({
      id: url,
      name: url,
      linked: true,
    }));
  },
  async list(client, advertiserId, query) {
    const data = await read(client, SearchConsoleAccountsDocument, 'SearchConsoleAccounts', { id: advertiserId });
    const seen = new Set<string>();
    const items: PickItem[] = [];
    for (const account of data?.getGoogleSearchConsole ?? [])
      for (const site of account.Properties)
        if (!seen.has(site.url)) {
          seen.add(site.url);
          items.push({ id: site.url, name: site.url, detail: site.urlType, group: account.Email, linked: false });
        }
    return pageLocally(items, query);
  },
  async save(client, advertiserId, selected) {
    const data = await read(client, AccountLinkingDocument, 'AccountLinking', { ppid: advertiserId });
    const SiteLinks = selected.map((i) => i.id);
    await client.mutate({
      mutation: UpdateAccountLinkingDocument,
      variables: {
        id: advertiserId,
        Version: data?.getAccountLinking.Version ?? 0,
        sections: { GoogleSearchConsole: { Enabled: SiteLinks.length > 0, SiteLinks } },
      },
    });
  },
};

// ---- Social ads: campaigns of the agency's ad accounts (no cache), saved as user_id/campaign_id pairs ----

const PAIR = ':';

async function facebookItems(client: ApolloClient, advertiserId: number): Promise<PickItem[]> {
  // `ppid` is the advertiser; `id` would name an agency (D1), left out so the advertiser's agency is used.
  const data = await read(client, FacebookDataDocument, 'FacebookData', { ppid: advertiserId });
  return (data?.getFacebookData ?? []).flatMap((account) =>
    account.campaigns.map((c) => ({
      id: `${account.user_id}${PAIR}${c.campaign_id}`,
      name: c.name,
      detail: c.campaign_id,
      group: account.name,
      linked: c.connected,
    })),
  );
}

const facebook: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    return (await facebookItems(client, advertiserId)).filter((i) => i.linked);
  },
  async list(client, advertiserId, query) {
    return pageLocally(await facebookItems(client, advertiserId), query);
  },
  async save(_client, advertiserId, selected) {
    const campaigns = selected.map((item) => {
      const at = item.id.indexOf(PAIR);
      return { user_id: item.id.slice(0, at), campaign_id: item.id.slice(at + 1) };
    });
    await apiFetch(`/api/saveFacebookConnector/${advertiserId}`, jsonBody('POST', { campaigns }));
  },
};

// ---- Site Impact keys: e-mail campaigns (cache-first lookups) and programmatic geo campaigns ----

async function siteImpactKeys(client: ApolloClient, advertiserId: number): Promise<PickKey[]> {
  const data = await read(client, SiteImpactConnectionsDocument, 'SiteImpactConnections', {
    id: advertiserId,
    allPossible: true,
  });
  return (data?.getSiteImpactConnections ?? []).map((k) => ({ id: k.Id, name: `${k.Name} (…${k.ApiKey.slice(-4)})` }));
}

async function siteImpactLinked(client: ApolloClient, advertiserId: number): Promise<PickItem[]> {
  const data = await read(client, SiteImpactConnectorDocument, 'SiteImpactConnector', { id: advertiserId });
  return (data?.getSiteImpactConnector ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    group: c.accountName,
    linked: true,
  }));
}

async function saveSiteImpact(client: ApolloClient, advertiserId: number, selected: PickItem[]): Promise<void> {
  await client.mutate({
    mutation: AddSiteImpactConnectorDocument,
    variables: { id: advertiserId, campaignIds: selected.map((i) => i.id) },
  });
}

const emailImpact: SourceAdapter = {
  mode: 'list',
  keys: siteImpactKeys,
  linked: siteImpactLinked,
  async list(client, advertiserId, query) {
    if (!query.keyId) return { items: [], total: 0 };
    const data = await read(client, SiteImpactCampaignsDocument, 'SiteImpactCampaigns', {
      id: advertiserId,
      keyId: query.keyId,
      allPossible: true,
    });
    const items = (data?.getSiteImpactCampaigns ?? []).map((c) => ({
      id: c.CampaignId,
      name: c.CampaignName,
      detail: `${c.FromLine} · ${c.SubjectLine}`,
      linked: false,
    }));
    return pageLocally(items, query);
  },
  save: saveSiteImpact,
};

const siteImpact: SourceAdapter = {
  mode: 'list',
  keys: siteImpactKeys,
  linked: siteImpactLinked,
  async list(_client, advertiserId, query) {
    if (!query.keyId) return { items: [], total: 0 };
    const rows = await fetchList(`/api/siteimpactCampaigns/${advertiserId}/${encodeURIComponent(query.keyId)}/true`);
    const items = rows.map((r) => ({
      id: str(r, 'CampaignId', 'id'),
      name: str(r, 'CampaignName', 'name'),
      detail: str(r, 'CampaignType', 'campaignType'),
      linked: r.connected === true,
    }));
    return pageLocally(items, query);
  },
  save: saveSiteImpact,
};

// ---- REST sources: LinkedIn and YouTube TV (server-paged), CallRail ----

function restItems(rows: readonly JsonRecord[], linked: boolean): PickItem[] {
  return rows.map((r) => ({
    id: str(r, 'id', 'campaignId', 'campaign_id'),
    name: str(r, 'name', 'campaignName'),
    detail: str(r, 'accountName', 'companyName', 'accountId') || undefined,
    linked: linked || r.connected === true,
  }));
}

function pagedRest(prefix: string): SourceAdapter {
  return {
    mode: 'list',
    async linked(_client, advertiserId) {
      return restItems(await fetchList(`${prefix}/connected/${advertiserId}`), true);
    },
    async list(_client, advertiserId, query) {
      const params = new URLSearchParams({
        search: query.search,
        limit: String(query.limit),
        offset: String(query.offset),
      });
      const body = await apiFetch(`${prefix}/campaigns/available/${advertiserId}?${params.toString()}`);
      const rows = listOf(body);
      const total = isRecord(body) && typeof body.total === 'number' ? body.total : query.offset + rows.length;
      return { items: restItems(rows, false), total };
    },
    async save(_client, advertiserId, selected) {
      await apiFetch(`${prefix}/advertiser/connect/${advertiserId}`, jsonBody('POST', { campaignIds: selected.map((i) => i.id) }));
    },
  };
}

const CALL_RAIL = '/api/connectors/call-rail';

const callRail: SourceAdapter = {
  mode: 'list',
  async linked(_client, advertiserId) {
    return restItems(await fetchList(`${CALL_RAIL}/connected/${advertiserId}`), true);
  },
  async list(_client, advertiserId, query) {
    return pageLocally(restItems(await fetchList(`${CALL_RAIL}/campaigns/available/${advertiserId}`), false), query);
  },
  async save(_client, advertiserId, selected) {
    const done = await apiFetch(
      `${CALL_RAIL}/advertiser/connect/${advertiserId}`,
      jsonBody('POST', { campaignIds: selected.map((i) => i.id) }),
    );
    if (done === false) throw new Error('false');
  },
};

/** The adapter of each source (a new adapter per call: the ad-server search keeps its own latest-search state). */
export function sourceAdapter(id: ConnectorId): SourceAdapter {
  switch (id) {
    case 'analytics':
      return analytics;
    case 'ads':
      return ads;
    case 'ad-manager':
      return adManager();
    case 'search-console':
      return searchConsole;
    case 'facebook':
      return facebook;
    case 'email-impact':
      return emailImpact;
    case 'linkedin':
      return pagedRest('/api/connectors/linkedin');
    case 'youtube-tv':
      return pagedRest('/api/connectors/youtubetv');
    case 'call-rail':
      return callRail;
    case 'site-impact':
      return siteImpact;
  }
}
