/**
 * The e-mail campaign impact source's adapter (issue 26): Site Impact's e-mail campaigns (EMAILMARKETING) of an
 * agency's API key, through the Site Impact client shared with the geo products (areas/connectors/impact).
 */
import type {
  DailyFigures,
  NodePage,
  NodeQuery,
  ProviderAuth,
  SourceProvider,
} from '../../../src/server/areas/connectors/provider';
import { ImpactClient } from '../../../src/server/areas/connectors/impact/client';

export class EmailImpactProvider implements SourceProvider {
  readonly id = 'email-impact' as const;
  readonly #client: ImpactClient;

  constructor(apiRoot: () => string) {
    this.#client = new ImpactClient('email-impact', apiRoot);
  }

  listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage> {
    return this.#client.listNodes(auth, query);
  }

  fetchDaily(auth: ProviderAuth, object: { externalId: string }, start: string, end: string): Promise<DailyFigures[]> {
    return this.#client.fetchDaily(auth, object.externalId, start, end);
  }
}
