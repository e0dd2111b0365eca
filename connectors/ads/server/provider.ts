/**
 * The ads source's adapter (issue 26): its API (the sandbox's today, connectors/ads/server/sandbox.ts) behind the
 * provider interface. Accounts are listed flat with their parent (managers hold no data); campaigns under a leaf
 * carry their campaign type (SEARCH → GOOGLESEARCH, VIDEO → GOOGLEVIDEO) and flight.
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
import type { SandboxAdsAccount, SandboxAdsCampaign } from './sandbox';

export const ADS_CAMPAIGN_TYPES = { SEARCH: 'GOOGLESEARCH', VIDEO: 'GOOGLEVIDEO' } as const;

export class AdsProvider implements SourceProvider {
  readonly id = 'ads' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    if (query.kind === 'accounts') {
      const { customers } = await sourceGet<{ customers: SandboxAdsAccount[] }>(this.apiRoot(), '/customers', auth);
      const text = (query.search ?? '').trim().toLowerCase();
      const items = customers
        .filter((c) => query.parentId === undefined || c.parentId === query.parentId)
        .filter((c) => !text || c.descriptiveName.toLowerCase().includes(text) || c.id.includes(text))
        .map((c): ExternalNode => ({
          id: c.id,
          name: c.descriptiveName,
          kind: 'accounts',
          parentId: c.parentId,
          fields: { manager: c.manager, testAccount: c.testAccount },
        }));
      const offset = query.offset ?? 0;
      return { items: items.slice(offset, offset + (query.limit ?? items.length)), total: items.length };
    }
    if (query.kind === 'campaigns' && query.parentId) {
      const page = await sourceGet<{ campaigns: SandboxAdsCampaign[]; total: number }>(
        this.apiRoot(),
        `/customers/${encodeURIComponent(query.parentId)}/campaigns`,
        auth,
        { search: query.search, limit: query.limit ?? 1000, offset: query.offset },
      );
      return {
        total: page.total,
        items: page.campaigns.map((c) => ({
          id: c.id,
          name: c.name,
          kind: 'campaigns',
          parentId: query.parentId!,
          campaignType: ADS_CAMPAIGN_TYPES[c.channelType],
          fields: { status: c.status, startDate: c.startDate, endDate: c.endDate },
        })),
      };
    }
    return { items: [], total: 0 };
  }

  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    const path = `/customers/${encodeURIComponent(object.accountId ?? '')}/campaigns/${encodeURIComponent(object.externalId)}/daily`;
    const { days } = await sourceGet<{ days: DailyFigures[] }>(this.apiRoot(), path, auth, { start, end });
    return days;
  }
}
