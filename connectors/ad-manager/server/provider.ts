/**
 * The ad-server order source's adapter (issue 26): orders (with their line items in `fields.campaigns`) and line
 * items (the data objects: DISPLAY → GAMDISPLAY, VIDEO → GAMVIDEO) behind the provider interface.
 */
import type {
  DailyFigures,
  ExternalNode,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { sourceGet } from '../../../src/server/areas/connectors/google-ads/source-http';
import type { SandboxLineItem, SandboxOrder } from './sandbox';

/** A line item as the adapter answers it: a campaign node under its order. */
export function lineItemNode(item: SandboxLineItem): ExternalNode {
  return {
    id: item.id,
    name: item.name,
    kind: 'campaigns',
    parentId: item.orderId,
    campaignType: item.lineItemType === 'VIDEO' ? 'GAMVIDEO' : 'GAMDISPLAY',
    fields: { startDate: item.startDate, endDate: item.endDate },
  };
}

export class AdManagerProvider implements SourceProvider {
  readonly id = 'ad-manager' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    const window = { search: query.search, limit: query.limit ?? 1000, offset: query.offset };
    if (query.kind === 'orders') {
      const page = await sourceGet<{ orders: SandboxOrder[]; total: number }>(this.apiRoot(), '/orders', auth, window);
      return {
        total: page.total,
        items: page.orders.map((o) => ({
          id: o.id,
          name: o.name,
          kind: 'orders',
          parentId: null,
          fields: { campaigns: o.lineItems.map(lineItemNode) },
        })),
      };
    }
    if (query.kind === 'campaigns') {
      const page = await sourceGet<{ lineItems: SandboxLineItem[]; total: number }>(
        this.apiRoot(),
        '/lineitems',
        auth,
        {
          ...window,
          orderId: query.parentId,
        },
      );
      return { total: page.total, items: page.lineItems.map(lineItemNode) };
    }
    return { items: [], total: 0 };
  }

  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    const path = `/lineitems/${encodeURIComponent(object.externalId)}/daily`;
    const { days } = await sourceGet<{ days: DailyFigures[] }>(this.apiRoot(), path, auth, { start, end });
    return days;
  }
}
