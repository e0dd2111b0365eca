/**
 * Web analytics and search console for an advertiser (issue 26, helper B; 001 §3, §5, §7): which of the agency's
 * Google grants serves the advertiser's analytics (addGaToken / deleteGaToken; kept in the linking record's
 * GoogleAnalytics section as `GoogleUserId`, never shown), what that grant reaches (accounts, properties old and
 * GA4, views) read live from the source over HTTP, and the links (accounts, properties, views; search-console
 * sites) made through LinkStore, which gives data objects a GA-type campaign and a queued backfill and audits.
 * Callers have passed the account-linking rule; every advertiser is opened through the caller's scope (404
 * otherwise), so another agency's grants and links are never reached.
 */
import { messageText } from '../../../../domain/messages';
import type { SessionUser } from '../../../../domain/user';
import type { AppContext } from '../../../context';
import type { LinkObject, LinkRow } from '../links';
import { saveRecord } from '../linking/record';
import { AnalyticsAccess, ANALYTICS, scopesOf } from './access';
import { actorOf, type AnalyticsConnectorAnswer, type AnalyticsTarget } from './answers';
import { SearchConsoleSites } from './search-console';
import { AnalyticsSelection } from './selection';
import { AnalyticsTree } from './tree';

export { actorOf, type AnalyticsConnectorAnswer, type AnalyticsTarget } from './answers';

/**
 * The analytics and search-console calls in one service (the routes, resolvers and the linking record use it): the
 * serving grant and source access in access.ts, the source's tree in tree.ts, the linking-record selection in
 * selection.ts, search console in search-console.ts; the links and the connection e-mail here.
 */
export class AnalyticsService extends AnalyticsAccess {
  readonly #tree: AnalyticsTree;
  readonly #selection: AnalyticsSelection;
  readonly #searchConsole: SearchConsoleSites;

  constructor(ctx: AppContext) {
    super(ctx);
    this.#tree = new AnalyticsTree(ctx);
    this.#selection = new AnalyticsSelection(ctx);
    this.#searchConsole = new SearchConsoleSites(ctx);
  }

  // ── the source's tree (tree.ts) ─────────────────────────────────────────────────────────────────────────────────

  accounts(user: SessionUser, advertiserId: number) {
    return this.#tree.accounts(user, advertiserId);
  }

  properties(user: SessionUser, advertiserId: number, accountId: string) {
    return this.#tree.properties(user, advertiserId, accountId);
  }

  views(user: SessionUser, advertiserId: number, accountId: string, propertyId: string) {
    return this.#tree.views(user, advertiserId, accountId, propertyId);
  }

  // ── the selection in the linking record (selection.ts) ──────────────────────────────────────────────────────────

  chooseGrant(user: SessionUser, advertiserId: number, googleUserId: string) {
    return this.#selection.chooseGrant(user, advertiserId, googleUserId);
  }

  forgetGrant(user: SessionUser, advertiserId: number) {
    return this.#selection.forgetGrant(user, advertiserId);
  }

  setStatus(user: SessionUser, advertiserId: number, enabled: boolean) {
    return this.#selection.setStatus(user, advertiserId, enabled);
  }

  setConfig(user: SessionUser, advertiserId: number, config: Record<string, string | number | boolean | null>) {
    return this.#selection.setConfig(user, advertiserId, config);
  }

  // ── search console (search-console.ts) ──────────────────────────────────────────────────────────────────────────

  searchConsole(user: SessionUser, advertiserId: number) {
    return this.#searchConsole.searchConsole(user, advertiserId);
  }

  sitesOf(agencyId: number) {
    return this.#searchConsole.sitesOf(agencyId);
  }

  // ── status, links and the connection e-mail ─────────────────────────────────────────────────────────────────────

  /** getGoogleAnalyticsStatus: the serving grant, its scopes and health, and what is selected. */
  async status(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    return this.statusOf(advertiserId, agencyId);
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

  /** addGaConnector: links the account, property or view through LinkStore and records it as the selection. */
  async addConnector(user: SessionUser, advertiserId: number, target: AnalyticsTarget) {
    const { agencyId } = await this.open(user, advertiserId);
    const credential = await this.credentialFor(advertiserId, agencyId);
    const auth = await this.authOf(credential);
    const { node, accountId, field, propertyId } = await this.#tree.findTarget(credential!, auth, target);
    const object: LinkObject = {
      // A view is listed under its property, but it is linked as what it is.
      kind: field === 'ViewId' ? 'views' : node.kind,
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
            // A view belongs to one old property: the record names both (001 §3 WebPropertyId, ViewId).
            ...(propertyId ? { WebPropertyId: propertyId } : {}),
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
      const live = new Set((await this.links.list(advertiserId, 'analytics')).map((l) => l.external_id));
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
            // The property named only as the removed view's parent goes with it.
            if (section.ViewId == null && section.WebPropertyId != null && !live.has(String(section.WebPropertyId)))
              section.WebPropertyId = null;
            record.GoogleAnalytics = section;
          },
        }),
      );
    }
    const removedIds = new Set(removed.map((r) => r.external_id));
    return { deleted: before.filter((c) => removedIds.has(c.id)) };
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
}
