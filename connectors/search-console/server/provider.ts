/**
 * The search-console adapter behind the provider interface (issue 26, helper B): the grant user's verified sites
 * (`sites`, no parent; each carries data as a GA-type campaign of organic search figures) and a site's daily figures,
 * over HTTP from the source's API root (the sandbox's, or CONNECTOR_API_SEARCH_CONSOLE).
 */
import type {
  DailyFigures,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { ProviderAuthError, ProviderRateLimited } from '../../../src/server/areas/connectors/provider';
import type { SandboxSite } from './sandbox';

async function sourceGet<T>(url: string, auth: ProviderAuth): Promise<T> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${auth.accessToken ?? ''}`, accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403)
    throw new ProviderAuthError(`the source refused the credential (${response.status})`);
  if (response.status === 429) {
    const after = Number(response.headers.get('retry-after'));
    throw new ProviderRateLimited('the source asked to slow down', Number.isFinite(after) ? after * 1000 : null);
  }
  if (!response.ok) throw new Error(`the search-console source answered ${response.status}`);
  return (await response.json()) as T;
}

export class SearchConsoleProvider implements SourceProvider {
  readonly id = 'search-console' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    if (query.kind !== 'sites') return { items: [], total: 0 };
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    if (query.offset !== undefined) params.set('offset', String(query.offset));
    const answer = await sourceGet<{ items: SandboxSite[]; total: number }>(`${this.apiRoot()}/sites?${params}`, auth);
    return {
      total: answer.total,
      items: answer.items.map((s) => ({
        id: s.siteUrl,
        name: s.siteUrl,
        kind: 'sites',
        parentId: null,
        campaignType: 'GA',
        fields: { urlType: s.urlType, permissionLevel: s.permissionLevel },
      })),
    };
  }

  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    const params = new URLSearchParams({ site: object.externalId, start, end });
    const answer = await sourceGet<{ rows: DailyFigures[] }>(`${this.apiRoot()}/report?${params}`, auth);
    return answer.rows;
  }
}
