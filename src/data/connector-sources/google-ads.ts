/**
 * Google Ads (the account trees, cache-first) and the ad server (order search, cache-first, a newer search wins)
 * as the setup screens pick and save them (issue 26; 001 §7, §9).
 */
import type { ApolloClient } from '@apollo/client';
import { joinAccountIds } from '../../domain/account-linking';
import {
  AdManagerLinkedDocument,
  AdManagerResultsDocument,
  GoogleAdDataDocument,
  SaveGoogleAdManagerDocument,
  UpdateGoogleAdsAccountsDocument,
  type AdsAccountFieldsFragment,
} from '../__generated__/graphql';
import { latestOnly } from '../connectors';
import { ALL, pageLocally, read, type PickItem, type SourceAdapter } from './types';

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

export const ads: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    return (await this.list(client, advertiserId, ALL))!.items.filter((i) => i.linked);
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

interface Order {
  OrderId: string;
  OrderName: string;
  CampaignsList: { CampaignId: string; CampaignName: string }[];
}

function orderItems(orders: readonly Order[], linked: boolean): PickItem[] {
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

/** A new adapter per setup screen: it keeps its own latest search. */
export function adManager(): SourceAdapter {
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
      // Before a search, what is linked now is listed (so it can be seen and unticked).
      if (!text) return pageLocally(await this.linked(client, advertiserId), query);
      const data = await search({ client, advertiserId, text });
      if (data === undefined) return undefined;
      return pageLocally(orderItems(data.getGoogleAdManagerResults, false), { ...query, search: '' });
    },
    async save(client, advertiserId, selected) {
      const orders = new Map<string, Order>();
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
