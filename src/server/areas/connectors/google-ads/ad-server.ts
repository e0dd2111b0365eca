/**
 * The ad-server source's links (issue 26, 001 §3/§7): orders (kind 'orders', no data) and their line items (kind
 * 'campaigns', account_id the order, GAMDISPLAY or GAMVIDEO) the agency's grants reach, in the ad-manager and the
 * connector shapes; changed only through LinkStore.
 */
import type { SessionUser } from '../../../../domain/user';
import { AppError } from '../../../kernel/errors';
import type { LinkRow } from '../links';
import type { ExternalNode } from '../provider';
import {
  actorOf,
  campaignObject,
  iso,
  lineItemsOf,
  orderObject,
  type AdServerConnectorOrderAnswer,
  type AdServerOrderAnswer,
  type Reached,
} from './answers';
import { GoogleReach } from './reach';

export class AdServerLinks extends GoogleReach {
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
}
