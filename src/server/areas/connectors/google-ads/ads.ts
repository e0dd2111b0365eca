/**
 * The ads source's links (issue 26, 001 §3/§7): the account trees the agency's grants reach, and the advertiser's
 * linked accounts (kind 'accounts', no data) and their campaigns (kind 'campaigns', account_id the account,
 * GOOGLESEARCH or GOOGLEVIDEO), changed only through LinkStore.
 */
import type { SessionUser } from '../../../../domain/user';
import type { AuditActor } from '../../../audit/audit-log';
import { AppError } from '../../../kernel/errors';
import type { LinkObject } from '../links';
import type { ExternalNode } from '../provider';
import {
  accountIdOf,
  accountObject,
  actorOf,
  campaignObject,
  customerIdOf,
  iso,
  linkedCampaign,
  TYPE_OF,
  type AdsAccountAnswer,
  type AdsAccountType,
  type Reached,
} from './answers';
import { GoogleReach } from './reach';

export class AdsLinks extends GoogleReach {
  /** getGoogleAdData: the account trees the agency's grants reach, PropertyId set where an advertiser links one. */
  async adsTree(user: SessionUser, advertiserId: number): Promise<AdsAccountAnswer[]> {
    const { agencyId } = await this.open(user, advertiserId);
    const accounts = await this.nodes(agencyId, 'ads', { kind: 'accounts' });
    const linkedTo = new Map<string, number>();
    const rows = await this.ctx.db
      .selectFrom('connector_links')
      .select(['external_id', 'advertiser_id'])
      .where('agency_id', '=', agencyId)
      .where('source', '=', 'ads')
      .where('object_kind', '=', 'accounts')
      .where('removed_at', 'is', null)
      .execute();
    for (const row of rows)
      if (!linkedTo.has(row.external_id) || row.advertiser_id === advertiserId)
        linkedTo.set(row.external_id, row.advertiser_id);
    const byParent = new Map<string | null, ExternalNode[]>();
    for (const { node } of accounts.values()) {
      const parent = node.parentId !== null && accounts.has(node.parentId) ? node.parentId : null;
      byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
    }
    const build = (node: ExternalNode, ids: string[], names: string[]): AdsAccountAnswer => {
      const manager = node.fields?.manager === true;
      const chain = [...names, node.name];
      return {
        AccountId: node.id,
        CanManageClients: manager,
        CustomerId: customerIdOf(node.id),
        DataSourceCode: 'GOOGLEADS',
        ITYPE: manager ? 'MANAGER' : 'CLIENT',
        IsLeaf: !manager,
        IsLinkable: !manager,
        IsRootOn: ids.length === 0,
        IsTestAccount: node.fields?.testAccount === true,
        ParentChains: [chain.join(' > ')],
        ParentIds: ids,
        PropertyId: linkedTo.get(node.id) ?? null,
        name: node.name,
        children: (byParent.get(node.id) ?? []).map((child) => build(child, [...ids, node.id], chain)),
      };
    };
    return (byParent.get(null) ?? []).map((root) => build(root, [], []));
  }

  /** The linkable accounts among `ids` (each reachable and a leaf, else 404 / 400), with their grants. */
  private async linkableAccounts(agencyId: number, ids: string[]): Promise<Map<string, Reached>> {
    const accounts = await this.nodes(agencyId, 'ads', { kind: 'accounts' });
    const wanted = new Map<string, Reached>();
    for (const id of ids) {
      const reached = accounts.get(id);
      if (!reached) throw new AppError(404, 'adsAccountNotFound', { params: { id } });
      if (reached.node.fields?.manager === true) throw new AppError(400, 'adsAccountNotLinkable', { params: { id } });
      wanted.set(id, reached);
    }
    return wanted;
  }

  private async adsCampaignObjects(account: Reached, type: string | null): Promise<LinkObject[]> {
    const campaigns = await this.childrenOf('ads', account.credentialId, {
      kind: 'campaigns',
      parentId: account.node.id,
    });
    return campaigns
      .filter((c) => type === null || c.campaignType === type)
      .map((c) => campaignObject(c, account.node.id));
  }

  /** Links an account and its campaigns (those of `type`, or all) through the grant that reached it. */
  private async linkAccount(
    advertiserId: number,
    agencyId: number,
    account: Reached,
    type: string | null,
    actor: AuditActor,
  ) {
    const objects = [accountObject(account.node), ...(await this.adsCampaignObjects(account, type))];
    return this.links.link({
      advertiserId,
      agencyId,
      source: 'ads',
      credentialId: account.credentialId,
      objects,
      actor,
    });
  }

  /**
   * updateGoogleAdsAccountsForAdvertiser: the advertiser's linked accounts become exactly `ids`; a newly linked
   * account links every campaign of it, an account no longer wanted unlinks with its campaigns.
   */
  async setAdsAccounts(user: SessionUser, advertiserId: number, ids: string[]) {
    const { agencyId } = await this.open(user, advertiserId);
    const wantedIds = [...new Set(ids.map(accountIdOf))];
    const wanted = await this.linkableAccounts(agencyId, wantedIds);
    const current = await this.links.list(advertiserId, 'ads');
    const linkedAccounts = new Set(current.filter((r) => r.object_kind === 'accounts').map((r) => r.external_id));
    const created = wantedIds.filter((id) => !linkedAccounts.has(id));
    const deleted = [...linkedAccounts].filter((id) => !wanted.has(id));
    const actor = actorOf(user);
    for (const id of created) {
      await this.linkAccount(advertiserId, agencyId, wanted.get(id)!, null, actor);
    }
    if (deleted.length > 0) {
      const gone = current.filter((r) => deleted.includes(r.account_id ?? r.external_id)).map((r) => r.external_id);
      await this.links.unlink({ advertiserId, agencyId, source: 'ads', externalIds: gone, actor });
    }
    return { advertiserId, accountIds: wantedIds, created, deleted };
  }

  /** GET connectors/google/campaigns/available: the campaigns of the advertiser's linked accounts, marked linked. */
  async adsAvailable(user: SessionUser, advertiserId: number) {
    const { agencyId } = await this.open(user, advertiserId);
    const current = await this.links.list(advertiserId, 'ads');
    const accountRows = current.filter((r) => r.object_kind === 'accounts');
    if (accountRows.length === 0) return { advertiserId, campaigns: [] };
    const reachable = await this.nodes(agencyId, 'ads', { kind: 'accounts' });
    const linked = new Map(current.filter((r) => r.object_kind === 'campaigns').map((r) => [r.external_id, r]));
    const campaigns = [];
    for (const row of accountRows) {
      const account = reachable.get(row.external_id);
      if (!account) continue;
      const nodes = await this.childrenOf('ads', account.credentialId, {
        kind: 'campaigns',
        parentId: row.external_id,
      });
      for (const node of nodes) {
        const link = linked.get(node.id);
        campaigns.push({
          id: node.id,
          name: node.name,
          CampaignType: node.campaignType ?? null,
          accountId: row.external_id,
          accountName: row.external_name,
          status: String(node.fields?.status ?? ''),
          startDate: String(node.fields?.startDate ?? ''),
          endDate: String(node.fields?.endDate ?? ''),
          connected: !!link,
          connection_date: link ? iso(link.connected_at) : null,
          connected_by: link?.connected_by ?? null,
        });
      }
    }
    return { advertiserId, campaigns };
  }

  /** GET connectors/google/account/{type}: linked accounts holding linked campaigns of the type, with them. */
  async adsAccountsOfType(user: SessionUser, advertiserId: number, type: AdsAccountType) {
    await this.open(user, advertiserId);
    return { advertiserId, type, accounts: await this.#accountsOfType(advertiserId, type) };
  }

  async #accountsOfType(advertiserId: number, type: AdsAccountType) {
    const current = await this.links.list(advertiserId, 'ads');
    const campaigns = current.filter((r) => r.object_kind === 'campaigns' && r.campaign_type === TYPE_OF[type]);
    return current
      .filter((r) => r.object_kind === 'accounts')
      .map((account) => ({
        AccountId: account.external_id,
        CustomerId: customerIdOf(account.external_id),
        name: account.external_name,
        campaigns: campaigns.filter((c) => c.account_id === account.external_id).map(linkedCampaign),
      }))
      .filter((account) => account.campaigns.length > 0);
  }

  /**
   * POST connectors/google/account/{type}: the advertiser's linked campaigns of the type become those of `accounts`
   * (each account linked as needed); an account left with no linked campaign of any type is unlinked.
   */
  async setAdsAccountsOfType(user: SessionUser, advertiserId: number, type: AdsAccountType, accounts: string[]) {
    const { agencyId } = await this.open(user, advertiserId);
    const wantedIds = [...new Set(accounts.map(accountIdOf))];
    const wanted = wantedIds.length ? await this.linkableAccounts(agencyId, wantedIds) : new Map<string, Reached>();
    const actor = actorOf(user);
    const created: string[] = [];
    for (const account of wanted.values()) {
      const rows = await this.linkAccount(advertiserId, agencyId, account, TYPE_OF[type], actor);
      created.push(...rows.filter((r) => r.object_kind === 'campaigns').map((r) => r.external_id));
    }
    const current = await this.links.list(advertiserId, 'ads');
    const dropped = current.filter(
      (r) => r.object_kind === 'campaigns' && r.campaign_type === TYPE_OF[type] && !wanted.has(r.account_id ?? ''),
    );
    const emptied = new Set(dropped.map((r) => r.account_id));
    for (const row of current)
      if (row.object_kind === 'campaigns' && !dropped.includes(row)) emptied.delete(row.account_id);
    const gone = [
      ...dropped.map((r) => r.external_id),
      ...current.filter((r) => r.object_kind === 'accounts' && emptied.has(r.external_id)).map((r) => r.external_id),
    ];
    if (gone.length > 0) await this.links.unlink({ advertiserId, agencyId, source: 'ads', externalIds: gone, actor });
    return {
      advertiserId,
      type,
      accounts: await this.#accountsOfType(advertiserId, type),
      created,
      deleted: dropped.map((r) => r.external_id),
    };
  }
}
