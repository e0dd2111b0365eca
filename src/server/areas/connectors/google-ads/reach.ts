/**
 * How the ads, ad-server and TV-streaming sources are reached (issue 26): every healthy Google grant of the agency
 * holding the source's scope is asked and the answers are merged (an object reachable through two grants is listed
 * once, through the first). A grant the source refuses is marked needs_reauth and skipped; a source failure is a 502
 * (429: 503), never a 500. The three sources' services build on this.
 */
import { CONNECTORS } from '../../../../../connectors';
import type { ConnectorId } from '../../../../domain/connectors';
import type { SessionUser } from '../../../../domain/user';
import { openAdvertiser } from '../../../kernel/access';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { credentialsOf } from '../credentials/queries';
import { LinkStore } from '../links';
import {
  ProviderAuthError,
  ProviderRateLimited,
  type ExternalNode,
  type NodeQuery,
  type ProviderAuth,
} from '../provider';
import { providerFor } from '../providers';
import type { Reached } from './answers';
import { SourceFailure } from './source-http';

const TITLES: Record<ConnectorId, string> = Object.fromEntries(
  Object.values(CONNECTORS).map((m) => [m.id, m.title]),
) as Record<ConnectorId, string>;

export class GoogleReach {
  protected readonly links: LinkStore;

  constructor(protected readonly ctx: ServiceContext) {
    this.links = new LinkStore(ctx.db, ctx.audit, ctx.now, (id) => ctx.cache.clearAdvertiser(id));
  }

  /** The advertiser in the caller's scope (else 404 'Advertiser not found') and its agency. */
  async open(user: SessionUser, advertiserId: number): Promise<{ advertiserId: number; agencyId: number }> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    return { advertiserId, agencyId: access.agencyId };
  }

  /**
   * Asks the source through each healthy Google grant of the agency holding its scope and answers what each gave.
   * No grant with the scope: 409 connectorNoCredential; every grant refused or waiting for re-authorisation: 409
   * connectorGrantNeedsReauth; a source failure: 502 (429: 503), never a 500.
   */
  async reach<T>(
    agencyId: number,
    source: ConnectorId,
    ask: (auth: ProviderAuth, credentialId: number) => Promise<T>,
  ): Promise<{ credentialId: number; value: T }[]> {
    const scope = CONNECTORS[source].scopes[0]!;
    const rows = (await credentialsOf(this.ctx.db, agencyId, 'google').orderBy('id').execute()).filter((row) =>
      row.scopes.split(/\s+/).includes(scope),
    );
    if (rows.length === 0) throw new AppError(409, 'connectorNoCredential', { params: { provider: 'Google' } });
    const answers: { credentialId: number; value: T }[] = [];
    for (const row of rows) {
      if (row.status !== 'healthy') continue;
      try {
        const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, row.id, this.ctx);
        answers.push({ credentialId: row.id, value: await ask(auth, row.id) });
      } catch (error) {
        if (error instanceof CredentialUnavailable) continue;
        if (error instanceof ProviderAuthError) {
          await markNeedsReauth(this.ctx.db, row.id, `${TITLES[source]}: ${error.message}`, this.ctx.now);
          continue;
        }
        throw this.sourceError(source, error);
      }
    }
    if (answers.length === 0) throw new AppError(409, 'connectorGrantNeedsReauth', { params: { provider: 'Google' } });
    return answers;
  }

  protected sourceError(source: ConnectorId, error: unknown): unknown {
    const params = { source: TITLES[source] };
    if (error instanceof ProviderRateLimited) return new AppError(503, 'connectorSourceBusy', { params });
    if (error instanceof SourceFailure || error instanceof TypeError || isAbort(error))
      return new AppError(502, 'connectorSourceFailed', { params });
    return error;
  }

  /** Every node of a query through every grant, the first grant's copy of a node reached twice. */
  protected async nodes(agencyId: number, source: ConnectorId, query: NodeQuery): Promise<Map<string, Reached>> {
    const provider = providerFor(source, this.ctx.connectors.endpoints);
    const pages = await this.reach(agencyId, source, (auth) => provider.listNodes(auth, query));
    const found = new Map<string, Reached>();
    for (const { credentialId, value } of pages)
      for (const node of value.items) if (!found.has(node.id)) found.set(node.id, { node, credentialId });
    return found;
  }

  protected async childrenOf(source: ConnectorId, credentialId: number, query: NodeQuery): Promise<ExternalNode[]> {
    const provider = providerFor(source, this.ctx.connectors.endpoints);
    try {
      const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, credentialId, this.ctx);
      return (await provider.listNodes(auth, query)).items;
    } catch (error) {
      if (error instanceof CredentialUnavailable)
        throw new AppError(409, 'connectorGrantNeedsReauth', { params: { provider: 'Google' } });
      if (error instanceof ProviderAuthError) {
        await markNeedsReauth(this.ctx.db, credentialId, `${TITLES[source]}: ${error.message}`, this.ctx.now);
        throw new AppError(409, 'connectorGrantNeedsReauth', { params: { provider: 'Google' } });
      }
      throw this.sourceError(source, error);
    }
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
