/**
 * The HTTP client of the Site Impact API (issue 26), shared by the two sources it serves (connectors/email-impact
 * and connectors/site-impact adapters): the key check, campaigns and daily figures of one key. A 401 or 403 from the
 * vendor is a refused key (`ProviderAuthError`), a 429 `ProviderRateLimited`; other failures are plain errors.
 */
import type { DailyFigures, ExternalNode, NodePage, NodeQuery, ProviderAuth } from '../provider';
import { ProviderAuthError, ProviderRateLimited } from '../provider';
import { IMPACT_KEY_HEADER, type ImpactSource } from './sandbox';

/** A campaign as the vendor lists it. */
export interface ImpactCampaign {
  CampaignId: string;
  CampaignName: string;
  CampaignType: string;
  StartDate: string;
  EndDate: string;
  FromLine?: string;
  SubjectLine?: string;
}

/** What the vendor says about a key. */
export interface ImpactKeyInfo {
  keyId: string;
  accountName: string;
}

function keyOf(auth: ProviderAuth): string {
  if (!auth.apiKey) throw new ProviderAuthError('no API key');
  return auth.apiKey;
}

export class ImpactClient {
  constructor(
    private readonly source: ImpactSource,
    private readonly apiRoot: () => string,
  ) {}

  async #get<T>(apiKey: string, path: string): Promise<T> {
    const response = await fetch(`${this.apiRoot()}${path}`, {
      headers: { [IMPACT_KEY_HEADER]: apiKey, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) throw new ProviderAuthError('Site Impact refused the key');
    if (response.status === 429) {
      const after = Number(response.headers.get('retry-after'));
      throw new ProviderRateLimited('Site Impact asked to slow down', Number.isFinite(after) ? after * 1000 : null);
    }
    if (!response.ok) throw new Error(`Site Impact answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  /** The key's id and account, or ProviderAuthError when the vendor refuses it. */
  verify(apiKey: string): Promise<ImpactKeyInfo> {
    return this.#get<ImpactKeyInfo>(apiKey, '/key');
  }

  /** Every campaign of the key (paged through). */
  async campaigns(apiKey: string, search = ''): Promise<ImpactCampaign[]> {
    const all: ImpactCampaign[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await this.#get<{ campaigns: ImpactCampaign[]; total: number }>(
        apiKey,
        `/campaigns?limit=100&offset=${offset}&search=${encodeURIComponent(search)}`,
      );
      all.push(...page.campaigns);
      if (page.campaigns.length === 0 || all.length >= page.total) return all;
    }
  }

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    const apiKey = keyOf(auth);
    if (query.kind === 'accounts') {
      const info = await this.verify(apiKey);
      return { items: [{ id: info.keyId, name: info.accountName, kind: 'accounts', parentId: null }], total: 1 };
    }
    if (query.kind !== 'campaigns') return { items: [], total: 0 };
    const campaigns = await this.campaigns(apiKey, query.search ?? '');
    const offset = query.offset ?? 0;
    const items = campaigns.slice(offset, offset + (query.limit ?? 100)).map((c): ExternalNode => ({
      id: c.CampaignId,
      name: c.CampaignName,
      kind: 'campaigns',
      parentId: auth.accountId,
      campaignType: c.CampaignType,
      fields: { ...c },
    }));
    return { items, total: campaigns.length };
  }

  async fetchDaily(auth: ProviderAuth, externalId: string, start: string, end: string): Promise<DailyFigures[]> {
    const body = await this.#get<{ days: DailyFigures[] }>(
      keyOf(auth),
      `/campaigns/${encodeURIComponent(externalId)}/daily?start=${start}&end=${end}`,
    );
    return body.days;
  }
}
