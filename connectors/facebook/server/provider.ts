/**
 * The Facebook adapter behind the provider interface (issue 26): ad accounts, their campaigns (SOCIAL) and pages
 * (FBINSIGHTS) of a grant, and daily insights, over the Graph API's shapes at the source's API root (the sandbox's
 * unless CONNECTOR_API_FACEBOOK names the vendor's).
 */
import type {
  DailyFigures,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { bearerGet, withQuery } from '../../../src/server/areas/connectors/social/source-http';

interface Listing<T> {
  data: T[];
  paging?: { total?: number };
}

interface Campaign {
  id: string;
  name: string;
  account_id: string;
  objective: string;
  start_time: string | null;
  stop_time: string | null;
}

/** The most a listing asks for at once. */
const PAGE = 500;

export class FacebookProvider implements SourceProvider {
  readonly id = 'facebook' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    const paging = { search: query.search, limit: query.limit ?? PAGE, offset: query.offset ?? 0 };
    if (query.kind === 'accounts') {
      const page = await this.#get<Listing<{ id: string; name: string }>>(auth, '/me/adaccounts', paging);
      return {
        items: (page?.data ?? []).map((a) => ({ id: a.id, name: a.name, kind: 'accounts', parentId: null })),
        total: page?.paging?.total ?? 0,
      };
    }
    if (query.kind === 'pages') {
      const page = await this.#get<Listing<{ id: string; name: string }>>(auth, '/me/accounts', paging);
      return {
        items: (page?.data ?? []).map((p) => ({
          id: p.id,
          name: p.name,
          kind: 'pages',
          parentId: null,
          campaignType: 'FBINSIGHTS',
        })),
        total: page?.paging?.total ?? 0,
      };
    }
    if (query.kind === 'campaigns' && query.parentId) {
      const path = `/${encodeURIComponent(query.parentId)}/campaigns`;
      const page = await this.#get<Listing<Campaign>>(auth, path, paging);
      return {
        items: (page?.data ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          kind: 'campaigns',
          parentId: c.account_id,
          campaignType: 'SOCIAL',
          fields: { objective: c.objective, startDate: c.start_time, endDate: c.stop_time },
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
    const path = `/${encodeURIComponent(object.externalId)}/insights`;
    const answer = await this.#get<{ data: DailyFigures[] }>(auth, path, { since: start, until: end });
    return answer?.data ?? [];
  }

  #get<T>(auth: ProviderAuth, path: string, params: Record<string, string | number | undefined>): Promise<T | null> {
    return bearerGet<T>(withQuery(`${this.apiRoot()}${path}`, params), auth.accessToken);
  }
}
