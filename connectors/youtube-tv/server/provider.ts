/** The TV-streaming source's adapter (issue 26): campaigns (YOUTUBETV) searched and paged, and their daily figures. */
import type {
  DailyFigures,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { sourceGet } from '../../../src/server/areas/connectors/google-ads/source-http';
import type { SandboxTvCampaign } from './sandbox';

export class YoutubeTvProvider implements SourceProvider {
  readonly id = 'youtube-tv' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    if (query.kind !== 'campaigns') return { items: [], total: 0 };
    const page = await sourceGet<{ campaigns: SandboxTvCampaign[]; total: number }>(
      this.apiRoot(),
      '/campaigns',
      auth,
      {
        search: query.search,
        limit: query.limit ?? 1000,
        offset: query.offset,
      },
    );
    return {
      total: page.total,
      items: page.campaigns.map((c) => ({
        id: c.id,
        name: c.name,
        kind: 'campaigns',
        parentId: null,
        campaignType: 'YOUTUBETV',
        fields: { status: c.status, startDate: c.startDate, endDate: c.endDate },
      })),
    };
  }

  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    const path = `/campaigns/${encodeURIComponent(object.externalId)}/daily`;
    const { days } = await sourceGet<{ days: DailyFigures[] }>(this.apiRoot(), path, auth, { start, end });
    return days;
  }
}
