/**
 * Facebook per advertiser (issue 26; 001 §3 "Social connector campaigns", §7): what the agency's Facebook grants
 * reach (ad accounts with campaigns, pages), marked linked for the advertiser; the advertiser's connector (linked
 * campaigns and pages grouped by grant and account); and saving it as exactly the `user_id`/`campaign_id` pairs sent
 * (pages too, when sent). Campaigns land as SOCIAL, pages as FBINSIGHTS, through LinkStore (campaign, backfill,
 * audit); the FacebookAds section is Enabled while a campaign is linked, FacebookInsights while a page is.
 */
import { expiryFlag } from '../../../../domain/connectors';
import type { SessionUser } from '../../../../domain/user';
import type { FacebookAdAccount, FacebookConnection, FacebookPage } from '../../../graphql/__generated__/resolvers';
import { openAdvertiser } from '../../../kernel/access';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { LinkStore, type LinkObject, type LinkRow } from '../links';
import type { ExternalNode, SourceProvider } from '../provider';
import { providerFor } from '../providers';
import { actorOf, agencyCredentials, isoOf, withCredential, type CredentialRow } from './common';

/** What one grant reaches. */
interface GrantWorld {
  credential: CredentialRow;
  accounts: { account: ExternalNode; campaigns: ExternalNode[] }[];
  pages: ExternalNode[];
}

/** One pair of the save body. */
export interface FacebookPair {
  user_id: string;
  campaign_id?: string;
  page_id?: string;
}

export interface FacebookConnectorCampaign {
  campaign_id: string;
  name: string;
  connection_date: string;
  connected_by: string;
}

/** The advertiser's connector, one entry per grant (001 §7: the client flattens it into pairs to save). */
export interface FacebookConnector {
  user_id: string;
  name: string;
  status: string;
  accounts: { account_id: string; campaigns: FacebookConnectorCampaign[] }[];
  pages: { page_id: string; name: string; connection_date: string; connected_by: string }[];
}

export interface FacebookSave {
  advertiserId: number;
  created: string[];
  deleted: string[];
}

const LISTING = 500;

export class FacebookLinks {
  readonly #links: LinkStore;
  readonly #provider: SourceProvider;

  constructor(private readonly ctx: ServiceContext) {
    this.#links = new LinkStore(ctx.db, ctx.audit, ctx.now, (id) => ctx.cache.clearAdvertiser(id));
    this.#provider = providerFor('facebook', ctx.connectors.endpoints);
  }

  /** Ad accounts of every healthy grant of the advertiser's agency, campaigns marked linked (getFacebookData). */
  async adAccounts(user: SessionUser, advertiserId: number, agencyId?: number): Promise<FacebookAdAccount[]> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    if (agencyId !== undefined && agencyId !== access.agencyId) throw new AppError(404, 'agencyNotFound');
    const linked = await this.#linkedIds(advertiserId, 'campaigns');
    const worlds = await this.#worlds(access.agencyId, { campaigns: true, pages: false });
    return worlds.flatMap((world) =>
      world.accounts.map(({ account, campaigns }) => ({
        user_id: world.credential.external_id,
        account_id: account.id,
        name: account.name,
        campaigns: campaigns.map((c) => ({ campaign_id: c.id, name: c.name, connected: linked.has(c.id) })),
      })),
    );
  }

  /** Pages of every healthy grant of the advertiser's agency, marked linked (getFacebookPages). */
  async pages(user: SessionUser, advertiserId: number): Promise<FacebookPage[]> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    const linked = await this.#linkedIds(advertiserId, 'pages');
    const worlds = await this.#worlds(access.agencyId, { campaigns: false, pages: true });
    return worlds.flatMap((world) =>
      world.pages.map((p) => ({
        id: p.id,
        name: p.name,
        user_id: world.credential.external_id,
        connected: linked.has(p.id),
      })),
    );
  }

  /**
   * The grants usable for the advertiser (getFacebookCredentialConnections): with isAgency or allPossible every
   * Facebook grant of its agency; otherwise the grants its live links use. Every grant is the agency's (isAgency).
   */
  async connections(
    user: SessionUser,
    advertiserId: number,
    options: { isAgency: boolean; allPossible: boolean },
  ): Promise<FacebookConnection[]> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    let credentials = await agencyCredentials(this.ctx.db, access.agencyId, 'facebook');
    if (!options.isAgency && !options.allPossible) {
      const used = new Set((await this.#links.list(advertiserId, 'facebook')).map((l) => l.credential_id));
      credentials = credentials.filter((c) => used.has(c.id));
    }
    const now = this.ctx.now();
    return credentials.map((c) => ({
      id: c.external_id,
      name: c.name,
      email: c.email,
      pictureUrl: c.picture_url,
      status: c.status,
      expiryFlag: expiryFlag(c.grant_expires_at, now),
      isAgency: true,
      connectionDate: isoOf(c.created_at)!,
    }));
  }

  /** The advertiser's linked campaigns and pages, grouped by grant and account (GET getFacebookConnector). */
  async connector(user: SessionUser, advertiserId: number): Promise<FacebookConnector[]> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    const links = await this.#links.list(advertiserId, 'facebook');
    const credentials = new Map(
      (await agencyCredentials(this.ctx.db, access.agencyId, 'facebook')).map((c) => [c.id, c]),
    );
    const byGrant = new Map<string, FacebookConnector>();
    for (const link of links) {
      const credential = link.credential_id === null ? undefined : credentials.get(link.credential_id);
      // A link whose grant was removed waits for a new one: it shows under an empty user id, needing re-authorisation.
      const userId = credential?.external_id ?? '';
      let entry = byGrant.get(userId);
      if (!entry) {
        entry = {
          user_id: userId,
          name: credential?.name ?? '',
          status: credential?.status ?? 'needs_reauth',
          accounts: [],
          pages: [],
        };
        byGrant.set(userId, entry);
      }
      const stamp = { connection_date: isoOf(link.connected_at)!, connected_by: link.connected_by };
      if (link.object_kind === 'pages') {
        entry.pages.push({ page_id: link.external_id, name: link.external_name, ...stamp });
        continue;
      }
      const accountId = link.account_id ?? '';
      let account = entry.accounts.find((a) => a.account_id === accountId);
      if (!account) entry.accounts.push((account = { account_id: accountId, campaigns: [] }));
      account.campaigns.push({ campaign_id: link.external_id, name: link.external_name, ...stamp });
    }
    return [...byGrant.values()];
  }

  /**
   * Makes the advertiser's linked campaigns exactly `campaigns` (and its pages exactly `pages`, when sent). A new
   * pair must name a grant of the agency (by its Facebook user) that reaches the campaign or page; a pair already
   * linked stays even while its grant waits for re-authorisation.
   */
  async save(
    user: SessionUser,
    advertiserId: number,
    campaigns: FacebookPair[],
    pages: FacebookPair[] | undefined,
  ): Promise<FacebookSave> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    const credentials = await agencyCredentials(this.ctx.db, access.agencyId, 'facebook');
    const live = await this.#links.list(advertiserId, 'facebook');
    const wanted = new Map<string, { kind: 'campaigns' | 'pages'; pair: FacebookPair }>();
    for (const pair of campaigns) wanted.set(pair.campaign_id!, { kind: 'campaigns', pair });
    for (const pair of pages ?? []) wanted.set(pair.page_id!, { kind: 'pages', pair });
    const liveIds = new Set(live.map((l) => l.external_id));
    // Objects to add, by grant: each checked against what that grant reaches.
    const additions = new Map<number, LinkObject[]>();
    const worlds = new Map<number, GrantWorld | null>();
    for (const [externalId, { kind, pair }] of wanted) {
      if (liveIds.has(externalId)) continue;
      const credential = credentials.find((c) => c.external_id === pair.user_id);
      if (!credential) throw new AppError(400, 'facebookGrantUnknown', { params: { id: pair.user_id } });
      if (!worlds.has(credential.id))
        worlds.set(credential.id, await this.#world(credential, { campaigns: true, pages: pages !== undefined }));
      const object = objectOf(worlds.get(credential.id) ?? null, kind, externalId);
      if (!object) {
        const key = kind === 'pages' ? 'facebookPageUnreachable' : 'facebookCampaignUnreachable';
        throw new AppError(400, key, { params: { id: externalId, user: pair.user_id } });
      }
      additions.set(credential.id, [...(additions.get(credential.id) ?? []), object]);
    }
    const actor = actorOf(user);
    const removed = live.filter(
      (l) => !wanted.has(l.external_id) && (l.object_kind === 'campaigns' || pages !== undefined),
    );
    const deleted = await this.#links.unlink({
      advertiserId,
      agencyId: access.agencyId,
      source: 'facebook',
      externalIds: removed.map((l) => l.external_id),
      actor,
    });
    const created: LinkRow[] = [];
    for (const [credentialId, objects] of additions) {
      created.push(
        ...(await this.#links.link({
          advertiserId,
          agencyId: access.agencyId,
          source: 'facebook',
          credentialId,
          objects,
          actor,
        })),
      );
    }
    return {
      advertiserId,
      created: created.map((l) => l.external_id),
      deleted: deleted.map((l) => l.external_id),
    };
  }

  async #linkedIds(advertiserId: number, kind: 'campaigns' | 'pages'): Promise<Set<string>> {
    const links = await this.#links.list(advertiserId, 'facebook');
    return new Set(links.filter((l) => l.object_kind === kind).map((l) => l.external_id));
  }

  async #worlds(agencyId: number, what: { campaigns: boolean; pages: boolean }): Promise<GrantWorld[]> {
    const credentials = await agencyCredentials(this.ctx.db, agencyId, 'facebook');
    const worlds: GrantWorld[] = [];
    for (const credential of credentials.filter((c) => c.status === 'healthy')) {
      const world = await this.#world(credential, what);
      if (world) worlds.push(world);
    }
    return worlds;
  }

  /** What one grant reaches; null when the grant is unusable (then marked needs re-authorisation). */
  #world(credential: CredentialRow, what: { campaigns: boolean; pages: boolean }): Promise<GrantWorld | null> {
    return withCredential(this.ctx, credential, 'facebookUnavailable', async (auth) => {
      const world: GrantWorld = { credential, accounts: [], pages: [] };
      if (what.campaigns) {
        const accounts = await this.#provider.listNodes(auth, { kind: 'accounts', limit: LISTING });
        for (const account of accounts.items) {
          const campaigns = await this.#provider.listNodes(auth, {
            kind: 'campaigns',
            parentId: account.id,
            limit: LISTING,
          });
          world.accounts.push({ account, campaigns: campaigns.items });
        }
      }
      if (what.pages) world.pages = (await this.#provider.listNodes(auth, { kind: 'pages', limit: LISTING })).items;
      return world;
    });
  }
}

/** The object to link for an external id found in a grant's world, or null. */
function objectOf(world: GrantWorld | null, kind: 'campaigns' | 'pages', externalId: string): LinkObject | null {
  if (!world) return null;
  if (kind === 'pages') {
    const page = world.pages.find((p) => p.id === externalId);
    return page ? { kind: 'pages', externalId, name: page.name, accountId: null, campaignType: 'FBINSIGHTS' } : null;
  }
  for (const { account, campaigns } of world.accounts) {
    const campaign = campaigns.find((c) => c.id === externalId);
    if (!campaign) continue;
    return {
      kind: 'campaigns',
      externalId,
      name: campaign.name,
      accountId: account.id,
      campaignType: 'SOCIAL',
      startDate: (campaign.fields?.startDate as string | null | undefined) ?? null,
      endDate: (campaign.fields?.endDate as string | null | undefined) ?? null,
    };
  }
  return null;
}
