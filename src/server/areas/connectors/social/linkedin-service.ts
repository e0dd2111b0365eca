/**
 * LinkedIn per advertiser (issue 26; 001 §5, §7, §9): the campaigns of the advertiser's agency's LinkedIn accounts
 * (each through the grant stored with it), searched and paged (search '', limit 100, offset 0), marked connected;
 * the advertiser's connected campaigns; and connecting exactly the campaign ids sent, through LinkStore (LINKING
 * campaigns, backfill, audit). A campaign outside the agency's accounts is refused.
 */
import type { SessionUser } from '../../../../domain/user';
import { openAdvertiser } from '../../../kernel/access';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { LinkStore, type LinkObject } from '../links';
import type { ExternalNode, SourceProvider } from '../provider';
import { providerFor } from '../providers';
import { actorOf, agencyCredentials, isoOf, withCredential } from './common';
import { LinkedInAccounts } from './linkedin-accounts';

/** An available campaign. */
export interface LinkedInCampaign {
  id: string;
  name: string;
  accountId: string;
  accountName: string;
  status: string | null;
  startDate: string | null;
  endDate: string | null;
  connected: boolean;
}

export interface LinkedInCampaignPage {
  campaigns: LinkedInCampaign[];
  total: number;
  search: string;
  limit: number;
  offset: number;
}

export interface LinkedInConnected {
  id: string;
  name: string;
  accountId: string | null;
  /** The portal campaign its figures land in. */
  campaignId: number | null;
  connection_date: string;
  connected_by: string;
}

export interface LinkedInConnect {
  advertiserId: number;
  created: string[];
  deleted: string[];
}

interface Found {
  node: ExternalNode;
  accountName: string;
  credentialId: number;
}

export class LinkedInLinks {
  readonly #links: LinkStore;
  readonly #accounts: LinkedInAccounts;
  readonly #provider: SourceProvider;

  constructor(private readonly ctx: ServiceContext) {
    this.#links = new LinkStore(ctx.db, ctx.audit, ctx.now, (id) => ctx.cache.clearAdvertiser(id));
    this.#accounts = new LinkedInAccounts(ctx);
    this.#provider = providerFor('linkedin', ctx.connectors.endpoints);
  }

  async available(
    user: SessionUser,
    advertiserId: number,
    paging: { search: string; limit: number; offset: number },
  ): Promise<LinkedInCampaignPage> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    const connected = new Set((await this.#links.list(advertiserId, 'linkedin')).map((l) => l.external_id));
    const found = await this.#campaigns(access.agencyId, paging.search.trim());
    found.sort((a, b) => a.node.name.localeCompare(b.node.name) || a.node.id.localeCompare(b.node.id));
    const campaigns = found.slice(paging.offset, paging.offset + paging.limit).map(({ node, accountName }) => ({
      id: node.id,
      name: node.name,
      accountId: node.parentId ?? '',
      accountName,
      status: (node.fields?.status as string | undefined) ?? null,
      startDate: (node.fields?.startDate as string | null | undefined) ?? null,
      endDate: (node.fields?.endDate as string | null | undefined) ?? null,
      connected: connected.has(node.id),
    }));
    return { campaigns, total: found.length, ...paging };
  }

  async connected(user: SessionUser, advertiserId: number): Promise<LinkedInConnected[]> {
    await openAdvertiser(this.ctx, user, advertiserId);
    return (await this.#links.list(advertiserId, 'linkedin')).map((link) => ({
      id: link.external_id,
      name: link.external_name,
      accountId: link.account_id,
      campaignId: link.campaign_id,
      connection_date: isoOf(link.connected_at)!,
      connected_by: link.connected_by,
    }));
  }

  /** Makes the advertiser's connected campaigns exactly `campaignIds`. */
  async connect(user: SessionUser, advertiserId: number, campaignIds: string[]): Promise<LinkedInConnect> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    const wanted = new Set(campaignIds.map((id) => id.trim()).filter((id) => id !== ''));
    const live = await this.#links.list(advertiserId, 'linkedin');
    const liveIds = new Set(live.map((l) => l.external_id));
    const fresh = [...wanted].filter((id) => !liveIds.has(id));
    const byCredential = new Map<number, LinkObject[]>();
    if (fresh.length > 0) {
      const reachable = new Map((await this.#campaigns(access.agencyId, '')).map((f) => [f.node.id, f]));
      for (const id of fresh) {
        const found = reachable.get(id);
        if (!found) throw new AppError(400, 'linkedinCampaignUnavailable', { params: { id } });
        const object: LinkObject = {
          kind: 'campaigns',
          externalId: id,
          name: found.node.name,
          accountId: found.node.parentId,
          campaignType: 'LINKEDIN',
          startDate: (found.node.fields?.startDate as string | null | undefined) ?? null,
          endDate: (found.node.fields?.endDate as string | null | undefined) ?? null,
        };
        byCredential.set(found.credentialId, [...(byCredential.get(found.credentialId) ?? []), object]);
      }
    }
    const actor = actorOf(user);
    const deleted = await this.#links.unlink({
      advertiserId,
      agencyId: access.agencyId,
      source: 'linkedin',
      externalIds: live.filter((l) => !wanted.has(l.external_id)).map((l) => l.external_id),
      actor,
    });
    const created: string[] = [];
    for (const [credentialId, objects] of byCredential) {
      const rows = await this.#links.link({
        advertiserId,
        agencyId: access.agencyId,
        source: 'linkedin',
        credentialId,
        objects,
        actor,
      });
      created.push(...rows.map((r) => r.external_id));
    }
    return { advertiserId, created, deleted: deleted.map((l) => l.external_id) };
  }

  /**
   * Every campaign of the agency's accounts matching `search`, each through its account's grant; an account whose
   * grant was removed or needs re-authorisation is tried through the agency's other healthy grants (a new grant of
   * the same LinkedIn user after a removal serves it again without editing the account).
   */
  async #campaigns(agencyId: number, search: string): Promise<Found[]> {
    const accounts = await this.#accounts.rows(agencyId);
    const credentials = await agencyCredentials(this.ctx.db, agencyId, 'linkedin');
    const found: Found[] = [];
    for (const account of accounts) {
      const own = credentials.find((c) => c.id === account.credential_id && c.status === 'healthy');
      const candidates = own ? [own] : credentials.filter((c) => c.status === 'healthy');
      for (const credential of candidates) {
        const page = await withCredential(this.ctx, credential, 'linkedinUnavailable', (auth) =>
          this.#provider.listNodes(auth, { kind: 'campaigns', parentId: account.account_id, search, limit: 1000 }),
        );
        if (!page || (page.items.length === 0 && credential !== own)) continue;
        for (const node of page.items) found.push({ node, accountName: account.name, credentialId: credential.id });
        break;
      }
    }
    return found;
  }
}
