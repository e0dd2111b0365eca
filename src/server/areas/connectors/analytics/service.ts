/**
 * Web analytics and search console for an advertiser (issue 26, helper B; 001 §3, §5, §7): which of the agency's
 * Google grants serves the advertiser's analytics (addGaToken / deleteGaToken; kept in the linking record's
 * GoogleAnalytics section as `GoogleUserId`, never shown), what that grant reaches (accounts, properties old and
 * GA4, views) read live from the source over HTTP, and the links (accounts, properties, views; search-console
 * sites) made through LinkStore, which gives data objects a GA-type campaign and a queued backfill and audits.
 * Callers have passed the account-linking rule; every advertiser is opened through the caller's scope (404
 * otherwise), so another agency's grants and links are never reached.
 */
import type { Selectable } from 'kysely';
import { CONNECTORS } from '../../../../../connectors';
import { messageText } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import type { AppContext } from '../../../context';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import { openAdvertiser } from '../../../kernel/access';
import { AppError } from '../../../kernel/errors';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { LinkStore, readLinkingRecord, type LinkObject, type LinkRow } from '../links';
import { ProviderAuthError, type ExternalNode, type ProviderAuth, type SourceProvider } from '../provider';
import { providerFor } from '../providers';
import { saveRecord } from '../linking/record';

type Credential = Selectable<ConnectorCredentialsTable>;

const ANALYTICS = CONNECTORS.analytics;
const SEARCH_CONSOLE = CONNECTORS['search-console'];
/** The most objects one list call reads from the source. */
const LIST_LIMIT = 500;

export const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });

/** The scopes of a credential, as a list. */
const scopesOf = (credential: Credential | null): string[] =>
  credential ? credential.scopes.split(/\s+/).filter(Boolean) : [];

/** One analytics connector (001 §3). */
export interface AnalyticsConnectorAnswer {
  id: string;
  primaryId: string;
  additional: string | null;
  ViewStatus: string;
  RequestScope: boolean;
  Healthy: boolean;
  PictureUrl: string | null;
  FirstName: string | null;
  LastName: string | null;
  Email: string | null;
  ConnectionDate: string;
}

/** Which analytics object an add or delete names (001 §5: one of them). */
export interface AnalyticsTarget {
  accountId?: string | null;
  propertyId?: string | null;
  connectorId?: string | null;
}

export class AnalyticsService {
  readonly links: LinkStore;
  readonly analytics: SourceProvider;
  readonly sites: SourceProvider;

  constructor(private readonly ctx: AppContext) {
    this.links = new LinkStore(ctx.db, ctx.audit, ctx.now);
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
    let query = this.ctx.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('agency_id', '=', agencyId)
      .where('provider', '=', 'google');
    if ('GoogleUserId' in section) {
      if (typeof section.GoogleUserId !== 'string') return null;
      query = query.where('external_id', '=', section.GoogleUserId);
      return (await query.executeTakeFirst()) ?? null;
    }
    const rows = await query.orderBy('id').execute();
    return rows.find((row) => scopesOf(row).includes(ANALYTICS.scopes[0]!)) ?? null;
  }

  /** The opened secrets of the serving grant; 409 when there is none or it needs re-authorisation. */
  private async authOf(credential: Credential | null): Promise<ProviderAuth> {
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
  private async fromSource<T>(credential: Credential, call: () => Promise<T>): Promise<T> {
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

  private async list(
    credential: Credential,
    auth: ProviderAuth,
    kind: 'accounts' | 'properties',
    parentId?: string,
  ): Promise<ExternalNode[]> {
    const query = { kind, limit: LIST_LIMIT, offset: 0, ...(parentId ? { parentId } : {}) };
    return (await this.fromSource(credential, () => this.analytics.listNodes(auth, query))).items;
  }

  /** getGaAvailableAccount: the accounts the serving grant reaches (none without a grant). */
  async accounts(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    if (!credential) return [];
    const auth = await this.authOf(credential);
    const nodes = await this.list(credential, auth, 'accounts');
    return nodes.map((n) => ({ Id: n.id, Name: n.name, Permissions: strings(n.fields?.Permissions) }));
  }

  /** getGaAvailableProperty / getGoogleAnalyticsAvailableProperties: an account's properties, old and GA4. */
  async properties(user: SessionUser, advertiserId: number, accountId: string) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    const auth = await this.authOf(credential);
    const nodes = await this.list(credential!, auth, 'properties', accountId);
    return nodes.map((n) => ({
      AccountId: String(n.fields?.AccountId ?? accountId),
      Id: n.id,
      Kind: String(n.fields?.Kind ?? ''),
      Name: n.name,
      Permissions: strings(n.fields?.Permissions),
      Vertical: optional(n.fields?.Vertical),
      WebsiteUrl: optional(n.fields?.WebsiteUrl),
      IsGA4: n.fields?.IsGA4 === true,
    }));
  }

  /** getGaAvailablePropertyView / getGoogleAnalyticsAvailableProfiles: the views of an old property (GA4: none). */
  async views(user: SessionUser, advertiserId: number, accountId: string, propertyId: string) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    const auth = await this.authOf(credential);
    const properties = await this.list(credential!, auth, 'properties', accountId);
    const property = properties.find((p) => p.id === propertyId);
    if (!property) throw new AppError(404, 'analyticsNotAtSource');
    if (property.fields?.IsGA4 === true) return [];
    const nodes = await this.list(credential!, auth, 'properties', propertyId);
    return nodes.map((n) => ({
      AccountId: String(n.fields?.AccountId ?? accountId),
      BotFilteringEnabled: n.fields?.BotFilteringEnabled === true,
      Id: n.id,
      Kind: String(n.fields?.Kind ?? ''),
      Name: n.name,
      Permissions: strings(n.fields?.Permissions),
      Type: String(n.fields?.Type ?? 'WEB'),
      Vertical: optional(n.fields?.Vertical),
      WebsiteUrl: optional(n.fields?.WebsiteUrl),
    }));
  }

  /** getGoogleAnalyticsStatus: the serving grant, its scopes and health, and what is selected. */
  async status(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    return this.statusOf(advertiserId, agencyId);
  }

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

  /** getGaConnector: the advertiser's analytics links (001 §3 "Analytics connector"). */
  async connectors(user: SessionUser, advertiserId: number): Promise<AnalyticsConnectorAnswer[]> {
    await this.open(user, advertiserId);
    return this.connectorAnswers(await this.links.list(advertiserId, 'analytics'));
  }

  private async connectorAnswers(rows: LinkRow[]): Promise<AnalyticsConnectorAnswer[]> {
    const ids = [...new Set(rows.map((r) => r.credential_id).filter((id): id is number => id !== null))];
    const credentials = ids.length
      ? await this.ctx.db.selectFrom('connector_credentials').selectAll().where('id', 'in', ids).execute()
      : [];
    return rows.map((row) => {
      const credential = credentials.find((c) => c.id === row.credential_id) ?? null;
      const granted = scopesOf(credential);
      return {
        id: row.external_id,
        primaryId: row.account_id ?? row.external_id,
        additional: row.external_name,
        ViewStatus: !credential ? 'not_connected' : credential.status === 'needs_reauth' ? 'needs_reauth' : 'ok',
        RequestScope: credential !== null && ANALYTICS.scopes.some((s) => !granted.includes(s)),
        Healthy: credential?.status === 'healthy' && row.last_error === null,
        PictureUrl: credential?.picture_url ?? null,
        FirstName: credential?.first_name ?? null,
        LastName: credential?.last_name ?? null,
        Email: credential?.email ?? null,
        ConnectionDate: new Date(row.connected_at).toISOString(),
      };
    });
  }

  /** Finds the object a target names in the grant's tree: an account, a property, or a view. */
  private async findTarget(
    credential: Credential,
    auth: ProviderAuth,
    target: AnalyticsTarget,
  ): Promise<{ node: ExternalNode; accountId: string; field: string }> {
    const accounts = await this.list(credential, auth, 'accounts');
    const inAccounts = target.accountId ? accounts.filter((a) => a.id === target.accountId) : accounts;
    if (target.accountId && inAccounts.length === 0) throw new AppError(404, 'analyticsNotAtSource');
    if (!target.propertyId && !target.connectorId)
      return { node: inAccounts[0]!, accountId: inAccounts[0]!.id, field: 'AccountId' };
    for (const account of inAccounts) {
      const properties = await this.list(credential, auth, 'properties', account.id);
      if (!target.connectorId) {
        const property = properties.find((p) => p.id === target.propertyId);
        if (property)
          return {
            node: property,
            accountId: account.id,
            field: property.fields?.IsGA4 ? 'GA4PropertyId' : 'WebPropertyId',
          };
        continue;
      }
      for (const property of properties) {
        if (property.fields?.IsGA4 === true || (target.propertyId && property.id !== target.propertyId)) continue;
        const views = await this.list(credential, auth, 'properties', property.id);
        const view = views.find((v) => v.id === target.connectorId);
        if (view) return { node: view, accountId: account.id, field: 'ViewId' };
      }
    }
    throw new AppError(404, 'analyticsNotAtSource');
  }

  /** addGaConnector: links the account, property or view through LinkStore and records it as the selection. */
  async addConnector(user: SessionUser, advertiserId: number, target: AnalyticsTarget) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    const auth = await this.authOf(credential);
    const { node, accountId, field } = await this.findTarget(credential!, auth, target);
    const object: LinkObject = {
      kind: node.kind,
      externalId: node.id,
      name: node.name,
      accountId,
      campaignType: node.campaignType ?? null,
    };
    const created = await this.links.link({
      advertiserId,
      agencyId,
      source: 'analytics',
      credentialId: credential!.id,
      objects: [object],
      actor: actorOf(user),
    });
    await this.ctx.db.transaction().execute((trx) =>
      saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: 'select',
        label: `${ANALYTICS.title}: ${node.name}`,
        change: (record) => {
          record.GoogleAnalytics = {
            ...record.GoogleAnalytics,
            [field]: node.id,
            ...(field === 'AccountId' ? {} : { AccountId: accountId }),
          };
        },
      }),
    );
    return { created: await this.connectorAnswers(created) };
  }

  /** deleteGaConnector: unlinks the named objects (data already stored stays) and clears them from the selection. */
  async deleteConnector(user: SessionUser, advertiserId: number, target: AnalyticsTarget) {
    const { agencyId } = await this.open(user, advertiserId);
    const ids = [target.connectorId, target.propertyId, target.accountId].filter((id): id is string => !!id);
    const before = await this.connectorAnswers(
      (await this.links.list(advertiserId, 'analytics')).filter((l) => ids.includes(l.external_id)),
    );
    const removed = await this.links.unlink({
      advertiserId,
      agencyId,
      source: 'analytics',
      externalIds: ids,
      actor: actorOf(user),
    });
    if (removed.length > 0) {
      await this.ctx.db.transaction().execute((trx) =>
        saveRecord(trx, this.ctx.audit, this.ctx.now(), {
          advertiserId,
          agencyId,
          expectedVersion: null,
          actor: actorOf(user),
          action: 'unselect',
          label: `${ANALYTICS.title}: ${removed.map((r) => r.external_name).join(', ')}`,
          change: (record) => {
            const section = { ...record.GoogleAnalytics };
            for (const key of ['AccountId', 'WebPropertyId', 'ViewId', 'GA4PropertyId'])
              if (section[key] != null && ids.includes(String(section[key]))) section[key] = null;
            record.GoogleAnalytics = section;
          },
        }),
      );
    }
    const removedIds = new Set(removed.map((r) => r.external_id));
    return { deleted: before.filter((c) => removedIds.has(c.id)) };
  }

  /** addGaToken: chooses the agency's Google grant (its Google user id) serving the advertiser's analytics. */
  async chooseGrant(user: SessionUser, advertiserId: number, googleUserId: string) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.ctx.db
      .selectFrom('connector_credentials')
      .select(['id', 'name'])
      .where('agency_id', '=', agencyId)
      .where('provider', '=', 'google')
      .where('external_id', '=', googleUserId)
      .executeTakeFirst();
    if (!credential) throw new AppError(404, 'analyticsGrantNotFound');
    await this.setGrant(
      user,
      advertiserId,
      agencyId,
      googleUserId,
      credential.id,
      `${ANALYTICS.title}: ${credential.name}`,
    );
    return this.statusOf(advertiserId, agencyId);
  }

  /** deleteGaToken: forgets the grant; the links stay, without a credential, until a grant is chosen again. */
  async forgetGrant(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    await this.setGrant(user, advertiserId, agencyId, null, null, `${ANALYTICS.title}: no grant`);
    return this.statusOf(advertiserId, agencyId);
  }

  private async setGrant(
    user: SessionUser,
    advertiserId: number,
    agencyId: number,
    googleUserId: string | null,
    credentialId: number | null,
    label: string,
  ): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      await saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: googleUserId ? 'choose-grant' : 'forget-grant',
        label,
        change: (record) => {
          record.GoogleAnalytics = { ...record.GoogleAnalytics, GoogleUserId: googleUserId };
        },
      });
      await trx
        .updateTable('connector_links')
        .set({ credential_id: credentialId })
        .where('advertiser_id', '=', advertiserId)
        .where('source', '=', 'analytics')
        .where('removed_at', 'is', null)
        .execute();
    });
  }

  /** PATCH ga-status: turns the advertiser's analytics section on or off (audited, a new Version). */
  async setStatus(user: SessionUser, advertiserId: number, enabled: boolean) {
    const { agencyId } = await this.open(user, advertiserId);
    const { version } = await this.ctx.db.transaction().execute((trx) =>
      saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: 'ga-status',
        label: `${ANALYTICS.title}: ${enabled ? 'on' : 'off'}`,
        change: (record) => {
          record.GoogleAnalytics = { ...record.GoogleAnalytics, Enabled: enabled };
        },
      }),
    );
    return { advertiserId, gaStatus: enabled, Version: version };
  }

  /** POST updateGoogleAnalyticsConfig: stores the selection fields given (ViewId as text), audited. */
  async setConfig(user: SessionUser, advertiserId: number, config: Record<string, string | number | boolean | null>) {
    const { agencyId } = await this.open(user, advertiserId);
    const { record, version } = await this.ctx.db.transaction().execute((trx) =>
      saveRecord(trx, this.ctx.audit, this.ctx.now(), {
        advertiserId,
        agencyId,
        expectedVersion: null,
        actor: actorOf(user),
        action: 'ga-config',
        label: `${ANALYTICS.title}: configuration`,
        change: (r) => {
          const section: Record<string, unknown> = { ...r.GoogleAnalytics };
          for (const [key, value] of Object.entries(config))
            section[key] = key === 'Enabled' || value === null ? value : String(value);
          r.GoogleAnalytics = section;
        },
      }),
    );
    const section = { ...record.GoogleAnalytics };
    delete section.GoogleUserId;
    return { advertiserId, Version: version, GoogleAnalytics: section };
  }

  /**
   * POST sendGAEmailDataAPI: e-mails the caller, in the agency's brand, the advertiser's analytics connection: the
   * grant (its e-mail), the state, the linked objects, and a link to the account-linking page. No secret is sent.
   */
  async sendDetails(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const advertiser = await this.ctx.db
      .selectFrom('advertisers')
      .select('name')
      .where('id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    const status = await this.statusOf(advertiserId, agencyId);
    const links = await this.links.list(advertiserId, 'analytics');
    const lines = [
      status.Connected
        ? messageText('analyticsMailGrant', { grant: status.Email ?? status.Name ?? '' })
        : messageText('analyticsMailNoGrant'),
      messageText('analyticsMailState', { state: status.ViewStatus }),
      links.length
        ? messageText('analyticsMailLinked', {
            items: links.map((l) => `${l.external_name} (${l.external_id})`).join(', '),
          })
        : messageText('analyticsMailNothingLinked'),
    ];
    const mailId = await this.ctx.mail.send({
      agencyId,
      to: user.email,
      template: 'analyticsConnection',
      data: { advertiser: advertiser.name, sender: user.email, lines, linkPath: `/linking/${advertiserId}` },
    });
    return { sent: true, to: user.email, mailId };
  }

  /** getGoogleSearchConsole: the agency's Google grants with the search-console scope and their sites. */
  async searchConsole(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const answers = [];
    for (const { credential, sites } of await this.sitesOf(agencyId)) {
      answers.push({
        Email: credential.email ?? '',
        names: [credential.first_name, credential.last_name].filter((n): n is string => !!n),
        PictureUrl: credential.picture_url,
        Properties: sites.map((s) => ({ id: s.id, url: s.id, urlType: String(s.fields?.urlType ?? 'URL_PREFIX') })),
        Source: 'google',
        UserId: credential.external_id,
        UserSource: 'GoogleSearchConsole',
        name: credential.name,
      });
    }
    return answers;
  }

  /** Each Google grant of the agency holding the search-console scope, with the sites it reaches now. */
  async sitesOf(agencyId: number): Promise<{ credential: Credential; sites: ExternalNode[] }[]> {
    const credentials = (
      await this.ctx.db
        .selectFrom('connector_credentials')
        .selectAll()
        .where('agency_id', '=', agencyId)
        .where('provider', '=', 'google')
        .orderBy('id')
        .execute()
    ).filter((c) => scopesOf(c).includes(SEARCH_CONSOLE.scopes[0]!));
    const result = [];
    for (const credential of credentials) {
      let sites: ExternalNode[] = [];
      if (credential.status === 'healthy') {
        try {
          const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, credential.id, this.ctx);
          sites = (await this.sites.listNodes(auth, { kind: 'sites', limit: LIST_LIMIT, offset: 0 })).items;
        } catch (error) {
          if (error instanceof ProviderAuthError)
            await markNeedsReauth(this.ctx.db, credential.id, error.message, this.ctx.now);
          else if (!(error instanceof CredentialUnavailable)) throw new AppError(502, 'analyticsSourceFailed');
        }
      }
      result.push({ credential, sites });
    }
    return result;
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function optional(value: unknown): string | null {
  return value == null ? null : String(value);
}
