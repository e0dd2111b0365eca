/**
 * The LinkedIn adapter behind the provider interface (issue 26): a grant's ad accounts and their campaigns
 * (LINKEDIN), searched and paged by the source, and daily analytics, over the Marketing API's shapes at the source's
 * API root (the sandbox's unless CONNECTOR_API_LINKEDIN names the vendor's).
 */
import type {
  DailyFigures,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { bearerGet, withQuery } from '../../../src/server/areas/connectors/social/source-http';

interface Elements<T> {
  elements: T[];
  paging?: { total?: number };
}

interface Campaign {
  id: string;
  name: string;
  account: string;
  status: string;
  runSchedule: { start: string; end: string | null };
}

export class LinkedInProvider implements SourceProvider {
  readonly id = 'linkedin' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    const paging = { search: query.search, start: query.offset ?? 0, count: query.limit ?? 1000 };
    if (query.kind === 'accounts') {
      const page = await this.#get<Elements<{ id: string; name: string; currency: string }>>(
        auth,
        '/adAccounts',
        paging,
      );
      return {
        items: (page?.elements ?? []).map((a) => ({
          id: a.id,
          name: a.name,
          kind: 'accounts',
          parentId: null,
          fields: { currency: a.currency },
        })),
        total: page?.paging?.total ?? 0,
      };
    }
    if (query.kind === 'campaigns') {
      const page = await this.#get<Elements<Campaign>>(auth, '/adCampaigns', { ...paging, account: query.parentId });
      return {
        items: (page?.elements ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          kind: 'campaigns',
          parentId: c.account,
          campaignType: 'LINKEDIN',
          fields: { status: c.status, startDate: c.runSchedule.start, endDate: c.runSchedule.end },
        })),
        total: page?.paging?.total ?? 0,
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
    const answer = await this.#get<Elements<DailyFigures>>(auth, '/adAnalytics', {
      campaign: object.externalId,
      start,
      end,
    });
    return answer?.elements ?? [];
  }

  #get<T>(auth: ProviderAuth, path: string, params: Record<string, string | number | undefined>): Promise<T | null> {
    return bearerGet<T>(withQuery(`${this.apiRoot()}${path}`, params), auth.accessToken);
  }
}
