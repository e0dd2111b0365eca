/**
 * The web-analytics adapter behind the provider interface (issue 26, helper B): talks HTTP to the source's API root
 * (the sandbox's, or a vendor's adapter configured by CONNECTOR_API_ANALYTICS). Objects:
 * - `accounts` (no parent): analytics accounts; they hold no data themselves;
 * - `properties` under an account id: web properties of both kinds; a GA4 one (`properties/…`) carries data (GA);
 * - `properties` under an old property id (`UA-…`): that property's views, which carry its data (GA).
 */
import type {
  DailyFigures,
  ExternalNode,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { ProviderAuthError, ProviderRateLimited } from '../../../src/server/areas/connectors/provider';
import type { SandboxAnalyticsAccount, SandboxAnalyticsProperty, SandboxAnalyticsView } from './sandbox';

/** An old-kind property id: its children are views. */
export const isOldPropertyId = (id: string): boolean => /^UA-\d+-\d+$/.test(id);

/** Answers of the source: a 401/403 means the credential is refused, a 429 to slow down, anything else a failure. */
export async function sourceGet<T>(url: string, auth: ProviderAuth): Promise<T> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${auth.accessToken ?? ''}`, accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403)
    throw new ProviderAuthError(`the source refused the credential (${response.status})`);
  if (response.status === 429) {
    const after = Number(response.headers.get('retry-after'));
    throw new ProviderRateLimited('the source asked to slow down', Number.isFinite(after) ? after * 1000 : null);
  }
  if (!response.ok) throw new SourceRequestFailed(response.status, await response.text());
  return (await response.json()) as T;
}

/** A source answer that is neither data nor an auth refusal (404 of an object, 5xx). */
export class SourceRequestFailed extends Error {
  override readonly name = 'SourceRequestFailed';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`the source answered ${status}: ${body.slice(0, 200)}`);
  }
}

function pageParams(query: NodeQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  return params.toString();
}

export class AnalyticsProvider implements SourceProvider {
  readonly id = 'analytics' as const;

  constructor(private readonly apiRoot: () => string) {}

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    const root = this.apiRoot();
    const page = pageParams(query);
    if (query.kind === 'accounts') {
      const answer = await sourceGet<{ items: SandboxAnalyticsAccount[]; total: number }>(
        `${root}/accounts?${page}`,
        auth,
      );
      return {
        total: answer.total,
        items: answer.items.map((a) => ({
          id: a.id,
          name: a.name,
          kind: 'accounts',
          parentId: null,
          fields: { Permissions: a.permissions },
        })),
      };
    }
    if (query.kind !== 'properties' || !query.parentId) return { items: [], total: 0 };
    if (isOldPropertyId(query.parentId)) {
      const answer = await sourceGet<{ items: SandboxAnalyticsView[]; total: number }>(
        `${root}/views?propertyId=${encodeURIComponent(query.parentId)}&${page}`,
        auth,
      );
      return { total: answer.total, items: answer.items.map(viewNode) };
    }
    const answer = await sourceGet<{ items: SandboxAnalyticsProperty[]; total: number }>(
      `${root}/properties?accountId=${encodeURIComponent(query.parentId)}&${page}`,
      auth,
    );
    return { total: answer.total, items: answer.items.map(propertyNode) };
  }

  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    const params = new URLSearchParams({ id: object.externalId, start, end });
    const answer = await sourceGet<{ rows: DailyFigures[] }>(`${this.apiRoot()}/report?${params}`, auth);
    return answer.rows;
  }
}

function propertyNode(p: SandboxAnalyticsProperty): ExternalNode {
  return {
    id: p.id,
    name: p.name,
    kind: 'properties',
    parentId: p.accountId,
    // An old property's data is in its views; a GA4 property carries its own.
    ...(p.isGA4 ? { campaignType: 'GA' } : {}),
    fields: {
      AccountId: p.accountId,
      Kind: p.kind,
      Permissions: p.permissions,
      Vertical: p.vertical,
      WebsiteUrl: p.websiteUrl,
      IsGA4: p.isGA4,
    },
  };
}

function viewNode(v: SandboxAnalyticsView): ExternalNode {
  return {
    id: v.id,
    name: v.name,
    kind: 'properties',
    parentId: v.propertyId,
    campaignType: 'GA',
    fields: {
      AccountId: v.accountId,
      BotFilteringEnabled: v.botFilteringEnabled,
      Kind: v.kind,
      Permissions: v.permissions,
      Type: v.type,
      Vertical: v.vertical,
      WebsiteUrl: v.websiteUrl,
    },
  };
}
