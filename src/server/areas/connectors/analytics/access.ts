/**
 * What every web-analytics and search-console call starts from (issue 26): the advertiser opened through the
 * caller's scope (404 otherwise), the Google grant serving the advertiser's analytics (chosen by addGaToken and kept
 * in the linking record's GoogleAnalytics section as `GoogleUserId`), its opened secrets, the source's lists read
 * through it (a refused grant is marked needs_reauth: 409; any other failure 502), and the status of the analytics
 * connection. The analytics services build on this.
 */
import type { Selectable } from 'kysely';
import { CONNECTORS } from '../../../../../connectors';
import type { SessionUser } from '../../../../domain/user';
import type { AppContext } from '../../../context';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import { openAdvertiser } from '../../../kernel/access';
import { AppError } from '../../../kernel/errors';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { credentialsOf } from '../credentials/queries';
import { LinkStore, readLinkingRecord } from '../links';
import { ProviderAuthError, type ExternalNode, type ProviderAuth, type SourceProvider } from '../provider';
import { providerFor } from '../providers';

export type Credential = Selectable<ConnectorCredentialsTable>;

export const ANALYTICS = CONNECTORS.analytics;
/** The most objects one list call reads from the source. */
export const LIST_LIMIT = 500;

/** The scopes of a credential, as a list. */
export const scopesOf = (credential: Credential | null): string[] =>
  credential ? credential.scopes.split(/\s+/).filter(Boolean) : [];

export class AnalyticsAccess {
  readonly links: LinkStore;
  readonly analytics: SourceProvider;
  readonly sites: SourceProvider;

  constructor(protected readonly ctx: AppContext) {
    this.links = new LinkStore(ctx.db, ctx.audit, ctx.now, (id) => ctx.cache.clearAdvertiser(id));
    this.analytics = providerFor('analytics', ctx.connectors.endpoints);
    this.sites = providerFor('search-console', ctx.connectors.endpoints);
  }

  /** The advertiser, when the caller's scope holds it (404 'Advertiser not found' otherwise). */
  async open(user: SessionUser, advertiserId: number): Promise<{ advertiserId: number; agencyId: number }> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    return { advertiserId, agencyId: access.agencyId };
  }

  /**
   * The Google grant serving the advertiser's analytics: the one chosen by addGaToken; none after deleteGaToken;
   * before either, the agency's first Google grant holding the analytics scope.
   */
  async credentialFor(advertiserId: number, agencyId: number): Promise<Credential | null> {
    const { record } = await readLinkingRecord(this.ctx.db, advertiserId);
    const section = record.GoogleAnalytics ?? {};
    let query = credentialsOf(this.ctx.db, agencyId, 'google');
    if ('GoogleUserId' in section) {
      if (typeof section.GoogleUserId !== 'string') return null;
      query = query.where('external_id', '=', section.GoogleUserId);
      return (await query.executeTakeFirst()) ?? null;
    }
    const rows = await query.orderBy('id').execute();
    return rows.find((row) => scopesOf(row).includes(ANALYTICS.scopes[0]!)) ?? null;
  }

  /** The opened secrets of the serving grant; 409 when there is none or it needs re-authorisation. */
  protected async authOf(credential: Credential | null): Promise<ProviderAuth> {
    if (!credential) throw new AppError(409, 'analyticsNoGrant');
    try {
      return await credentialAuth(this.ctx.db, this.ctx.connectors.vault, credential.id, this.ctx);
    } catch (error) {
      if (error instanceof CredentialUnavailable)
        throw new AppError(409, error.reason === 'missing' ? 'analyticsNoGrant' : 'analyticsGrantNeedsReauth');
      throw error;
    }
  }

  /** Runs a source call; a refused credential is marked needs_reauth (409), any other failure is 502. */
  protected async fromSource<T>(credential: Credential, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof ProviderAuthError) {
        await markNeedsReauth(this.ctx.db, credential.id, error.message, this.ctx.now);
        throw new AppError(409, 'analyticsGrantNeedsReauth');
      }
      if ((error as { status?: number }).status === 404) throw new AppError(404, 'analyticsNotAtSource');
      throw new AppError(502, 'analyticsSourceFailed');
    }
  }

  protected async list(
    credential: Credential,
    auth: ProviderAuth,
    kind: 'accounts' | 'properties',
    parentId?: string,
  ): Promise<ExternalNode[]> {
    const query = { kind, limit: LIST_LIMIT, offset: 0, ...(parentId ? { parentId } : {}) };
    return (await this.fromSource(credential, () => this.analytics.listNodes(auth, query))).items;
  }

  /** getGoogleAnalyticsStatus's answer: the serving grant, its scopes and health, and what is selected. */
  async statusOf(advertiserId: number, agencyId: number) {
    const credential = await this.credentialFor(advertiserId, agencyId);
    const granted = scopesOf(credential);
    const required = [...ANALYTICS.scopes];
    const links = await this.links.list(advertiserId, 'analytics');
    const { record } = await readLinkingRecord(this.ctx.db, advertiserId);
    const section = record.GoogleAnalytics ?? {};
    const choice = (field: string) => {
      const id = section[field];
      if (id == null || id === '') return null;
      const link = links.find((l) => l.external_id === String(id));
      return { Id: String(id), Name: link?.external_name ?? String(id) };
    };
    const viewStatus = !credential
      ? 'not_connected'
      : credential.status === 'needs_reauth'
        ? 'needs_reauth'
        : links.some((l) => l.campaign_type !== null)
          ? 'ok'
          : 'no_view';
    return {
      Connected: credential !== null,
      Email: credential?.email ?? null,
      FirstName: credential?.first_name ?? null,
      LastName: credential?.last_name ?? null,
      PictureUrl: credential?.picture_url ?? null,
      GrantedScopes: granted,
      RequiredScopes: required,
      RerequestScope: credential !== null && required.some((s) => !granted.includes(s)),
      Healthy: credential?.status === 'healthy',
      ViewStatus: viewStatus,
      Name: credential?.name ?? null,
      Scopes: { Granted: granted, Required: required, Scope: required.join(' ') },
      Selection: {
        Account: choice('AccountId'),
        Profile: choice('ViewId'),
        WebProperty: choice('WebPropertyId'),
        GA4Property: choice('GA4PropertyId'),
      },
    };
  }
}
