/**
 * Web analytics and search console as the setup screens pick and save them (issue 26; 001 §3, §7, §9).
 * Analytics: a GA4 property links directly; an old (UA-) property is picked through one of its views, listed under
 * it (getGaAvailablePropertyView), and the server records the view as the linking record's ViewId. Read without
 * cache. Search console: sites, saved in the linking record (both reads cache-first).
 */
import type { ApolloClient } from '@apollo/client';
import {
  AccountLinkingDocument,
  AddGaConnectorDocument,
  DeleteGaConnectorDocument,
  GaAvailableAccountsDocument,
  GaAvailablePropertiesDocument,
  GaAvailablePropertyViewsDocument,
  GaConnectorsDocument,
  SearchConsoleAccountsDocument,
  UpdateAccountLinkingDocument,
} from '../__generated__/graphql';
import { MESSAGES } from '../../domain/messages';
import { graphErrorStatus } from '../graph-error';
import { ALL, pageLocally, read, type PickItem, type SourceAdapter } from './types';

/** How a search-console site is named to the user (the API's urlType). */
const SITE_KINDS: Readonly<Record<string, string>> = {
  DOMAIN: MESSAGES.clSiteDomain,
  URL_PREFIX: MESSAGES.clSiteUrlPrefix,
};

/** The GA4 properties and the views of the old properties of one account. */
async function accountItems(
  client: ApolloClient,
  advertiserId: number,
  account: { Id: string; Name: string },
): Promise<PickItem[]> {
  const data = await read(client, GaAvailablePropertiesDocument, 'GaAvailableProperties', {
    id: advertiserId,
    accountId: account.Id,
  });
  const perProperty = await Promise.all(
    (data?.getGaAvailableProperty ?? []).map(async (p): Promise<PickItem[]> => {
      if (p.IsGA4)
        return [
          {
            id: p.Id,
            name: p.Name,
            detail: ['GA4', p.WebsiteUrl].filter(Boolean).join(' · '),
            group: account.Name,
            linked: false,
          },
        ];
      const views = await read(client, GaAvailablePropertyViewsDocument, 'GaAvailablePropertyViews', {
        id: advertiserId,
        accountId: account.Id,
        propertyId: p.Id,
      });
      return (views?.getGaAvailablePropertyView ?? []).map((v) => ({
        id: v.Id,
        name: v.Name,
        detail: [v.Id, v.WebsiteUrl].filter(Boolean).join(' · '),
        group: `${account.Name} › ${p.Name} (${p.Id})`,
        groupId: p.Id,
        linked: false,
      }));
    }),
  );
  return perProperty.flat();
}

export const analytics: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    const data = await read(client, GaConnectorsDocument, 'GaConnectors', { id: advertiserId });
    // `id` is the linked object's external id (`primaryId` is its account): accounts and properties linked along
    // the way come back too, and are never offered as items, so they are never unticked by a save.
    return (data?.getGaConnector ?? []).map((c) => ({ id: c.id, name: c.additional || c.id, linked: true }));
  },
  async list(client, advertiserId, query) {
    const accounts = (await read(client, GaAvailableAccountsDocument, 'GaAvailableAccounts', { id: advertiserId }))
      ?.getGaAvailableAccount;
    const items = await Promise.all((accounts ?? []).map((account) => accountItems(client, advertiserId, account)));
    return pageLocally(items.flat(), query);
  },
  async save(client, advertiserId, selected) {
    const offered = new Map((await this.list(client, advertiserId, ALL))!.items.map((i) => [i.id, i]));
    const before = (await this.linked(client, advertiserId)).map((i) => offered.get(i.id)).filter((i) => i != null);
    const beforeIds = new Set(before.map((i) => i.id));
    const afterIds = new Set(selected.map((i) => i.id));
    // A view names its old property (`groupId`); a GA4 property is its own id.
    const target = (item: PickItem) =>
      item.groupId ? { propertyId: item.groupId, connectorId: item.id } : { propertyId: item.id };
    // Linked objects never offered (an account linked along the way) stay as they are.
    for (const item of selected)
      if (offered.has(item.id) && !beforeIds.has(item.id))
        await client.mutate({ mutation: AddGaConnectorDocument, variables: { id: advertiserId, ...target(item) } });
    for (const item of before)
      if (!afterIds.has(item.id))
        await client.mutate({
          mutation: DeleteGaConnectorDocument,
          // Unlinking a view names the view only: its property stays as it is.
          variables: { id: advertiserId, ...(item.groupId ? { connectorId: item.id } : { propertyId: item.id }) },
        });
  },
};

export const searchConsole: SourceAdapter = {
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
          items.push({
            id: site.url,
            name: site.url,
            detail: SITE_KINDS[site.urlType] ?? site.urlType,
            group: account.Email,
            linked: false,
          });
        }
    return pageLocally(items, query);
  },
  async save(client, advertiserId, selected) {
    const SiteLinks = selected.map((i) => i.id);
    // The record's Version moves whenever any source of the advertiser changes (a backfill finishing sets its
    // BackfillComplete), so the save reads it fresh, and once more when another change won the race (409).
    const attempt = async () => {
      const fresh = await client.query({
        query: AccountLinkingDocument,
        variables: { ppid: advertiserId },
        fetchPolicy: 'network-only',
      });
      await client.mutate({
        mutation: UpdateAccountLinkingDocument,
        variables: {
          id: advertiserId,
          Version: fresh.data?.getAccountLinking.Version ?? 0,
          sections: { GoogleSearchConsole: { Enabled: SiteLinks.length > 0, SiteLinks } },
        },
      });
    };
    try {
      await attempt();
    } catch (error) {
      if (graphErrorStatus(error) !== 409) throw error;
      await attempt();
    }
  },
};
