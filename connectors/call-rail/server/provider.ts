/**
 * The call-tracking source's adapter (issue 26): CallRail's v3 API for one account (the credential's account id),
 * authenticated with the portal's CallRail key. Accounts list the account itself; campaigns are its tracking
 * campaigns ("trackers", parent: their company); daily figures are the tracker's calls (CALLTRACKING).
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
import { SANDBOX_CALLRAIL_KEY, type SandboxTracker } from '../../../src/server/areas/connectors/call-rail/sandbox';

/** An account the vendor does not know (404 on the account). */
export class CallRailAccountUnknown extends Error {
  override readonly name = 'CallRailAccountUnknown';
}

export class CallRailProvider implements SourceProvider {
  readonly id = 'call-rail' as const;

  constructor(
    private readonly apiRoot: () => string,
    private readonly key: string = SANDBOX_CALLRAIL_KEY,
  ) {}

  async #get<T>(accountId: string, path: string): Promise<T> {
    const response = await fetch(`${this.apiRoot()}/v3/a/${encodeURIComponent(accountId)}${path}`, {
      headers: { authorization: `Token token="${this.key}"`, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) throw new ProviderAuthError('CallRail refused the key');
    if (response.status === 404 && path === '.json') throw new CallRailAccountUnknown(accountId);
    if (response.status === 429) {
      const after = Number(response.headers.get('retry-after'));
      throw new ProviderRateLimited('CallRail asked to slow down', Number.isFinite(after) ? after * 1000 : null);
    }
    if (!response.ok) throw new Error(`CallRail answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  /** The account's name, or CallRailAccountUnknown. */
  account(accountId: string): Promise<{ id: string; name: string }> {
    return this.#get(accountId, '.json');
  }

  /** Every tracker of the account (paged through). */
  async trackers(accountId: string, search = ''): Promise<SandboxTracker[]> {
    const all: SandboxTracker[] = [];
    for (let page = 1; ; page += 1) {
      const body = await this.#get<{ trackers: SandboxTracker[]; total_records: number }>(
        accountId,
        `/trackers.json?per_page=250&page=${page}&search=${encodeURIComponent(search)}`,
      );
      all.push(...body.trackers);
      if (body.trackers.length === 0 || all.length >= body.total_records) return all;
    }
  }

  async listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    const accountId = accountOf(auth);
    if (query.kind === 'accounts') {
      const account = await this.account(accountId);
      return { items: [{ id: account.id, name: account.name, kind: 'accounts', parentId: null }], total: 1 };
    }
    if (query.kind !== 'campaigns') return { items: [], total: 0 };
    const trackers = (await this.trackers(accountId, query.search ?? '')).filter(
      (t) => !query.parentId || t.company_id === query.parentId,
    );
    const offset = query.offset ?? 0;
    const items = trackers.slice(offset, offset + (query.limit ?? 100)).map((t): ExternalNode => ({
      id: t.id,
      name: t.name,
      kind: 'campaigns',
      parentId: t.company_id,
      campaignType: 'CALLTRACKING',
      fields: { companyName: t.company_name, type: t.type, status: t.status },
    }));
    return { items, total: trackers.length };
  }

  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    const accountId = object.accountId ?? accountOf(auth);
    const body = await this.#get<{ days: DailyFigures[] }>(
      accountId,
      `/trackers/${encodeURIComponent(object.externalId)}/daily.json?start_date=${start}&end_date=${end}`,
    );
    return body.days;
  }
}

function accountOf(auth: ProviderAuth): string {
  if (!auth.accountId) throw new ProviderAuthError('no CallRail account');
  return auth.accountId;
}
