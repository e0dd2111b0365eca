/**
 * CallRail accounts of an agency and the tracking campaigns advertisers link through them (issue 26; 001 §3 "Call-rail
 * account", §7 "Call tracking"). An account is a credential of the agency (provider 'callrail', kind 'account',
 * external_id the CallRail account id, name the agency's label `accountName`), checked against CallRail before it is
 * stored; the portal's CallRail key authenticates (the sandbox's in sandbox mode). An advertiser links tracking
 * campaigns ("trackers", CALLTRACKING) of its agency's accounts through LinkStore. Every change is audited.
 */
import type { Selectable } from 'kysely';
import type { SessionUser } from '../../../../domain/user';
import { CallRailAccountUnknown, CallRailProvider } from '../../../../../connectors/call-rail/server/provider';
import type { ConnectorCredentialsTable } from '../../../db/schema-connectors';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import { actorOf, advertiserFor, agencyFor } from '../impact/access';
import {
  addCredential,
  auditCredential,
  changeCredential,
  credentialNamed,
  credentialsOf,
  dropCredential,
} from '../credentials/queries';
import { LinkStore } from '../links';
import type { SandboxTracker } from './sandbox';

type CredentialRow = Selectable<ConnectorCredentialsTable>;

/** A CallRail account as answered (001 §3). */
export interface CallRailAccountView {
  accountId: string;
  accountName: string;
  agency: number;
  status: string;
  createdAt: string;
}

/** A tracking campaign an advertiser may link. */
export interface CallRailCampaignView {
  id: string;
  name: string;
  accountId: string;
  accountName: string;
  companyId: string;
  companyName: string;
  status: string;
  connected: boolean;
}

export class CallRailService {
  readonly #links: LinkStore;
  readonly #provider: CallRailProvider;

  constructor(private readonly ctx: ServiceContext) {
    this.#links = new LinkStore(ctx.db, ctx.audit, ctx.now, (id) => ctx.cache.clearAdvertiser(id));
    this.#provider = new CallRailProvider(() => ctx.connectors.endpoints.apiRoot('call-rail'));
  }

  #view(row: CredentialRow): CallRailAccountView {
    return {
      accountId: row.external_id,
      accountName: row.name,
      agency: row.agency_id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  #accounts(agencyId: number) {
    return credentialsOf(this.ctx.db, agencyId, 'callrail');
  }

  /** The agency's CallRail accounts (GET /api/credentials/call-rail/{agency}). */
  async list(user: SessionUser, agencyId: number): Promise<CallRailAccountView[]> {
    await agencyFor(this.ctx, user, agencyId);
    return (await this.#accounts(agencyId).orderBy('name').orderBy('id').execute()).map((row) => this.#view(row));
  }

  /** CallRail's word on an account: 400 unknown, 502 unreachable. */
  async #check(accountId: string): Promise<void> {
    try {
      await this.#provider.account(accountId);
    } catch (error) {
      if (error instanceof CallRailAccountUnknown) throw new AppError(400, 'callRailAccountUnknown');
      throw new AppError(502, 'callRailUnavailable');
    }
  }

  async #refuseTaken(agencyId: number, accountId: string, accountName: string, except: number | null) {
    const others = (await this.#accounts(agencyId).execute()).filter((row) => row.id !== except);
    if (others.some((row) => row.external_id === accountId)) throw new AppError(409, 'callRailAccountTaken');
    if (others.some((row) => row.name === accountName)) throw new AppError(409, 'callRailNameTaken');
  }

  #byName(agencyId: number, accountName: string): Promise<CredentialRow> {
    return credentialNamed(this.ctx.db, agencyId, 'callrail', accountName, 'callRailAccountNotFound');
  }

  /** Adds an account CallRail knows (POST /api/credentials/call-rail/{agency}). */
  async add(
    user: SessionUser,
    agencyId: number,
    input: { accountId: string; accountName: string },
  ): Promise<CallRailAccountView> {
    await agencyFor(this.ctx, user, agencyId);
    const accountId = input.accountId.trim();
    const accountName = input.accountName.trim();
    if (!accountId || !accountName) throw new AppError(400, 'missingRequiredFields');
    await this.#refuseTaken(agencyId, accountId, accountName, null);
    await this.#check(accountId);
    const row = await this.ctx.db.transaction().execute((trx) =>
      addCredential(trx, this.ctx.audit, user, this.ctx.now(), {
        agencyId,
        provider: 'callrail',
        kind: 'account',
        externalId: accountId,
        name: accountName,
        firstName: null,
        apiKeyEnc: null,
        keySource: null,
        label: `CallRail account ${accountName}`,
        after: () => ({ provider: 'callrail', accountId, accountName }),
      }),
    );
    return this.#view(row);
  }

  /** Renames an account or points it at another CallRail account (PATCH …/{agency}/{accountName}). */
  async update(
    user: SessionUser,
    agencyId: number,
    accountName: string,
    patch: { accountId?: string; accountName?: string },
  ): Promise<CallRailAccountView> {
    await agencyFor(this.ctx, user, agencyId);
    const row = await this.#byName(agencyId, accountName);
    const nextId = patch.accountId?.trim() || row.external_id;
    const nextName = patch.accountName?.trim() || row.name;
    await this.#refuseTaken(agencyId, nextId, nextName, row.id);
    if (nextId !== row.external_id) await this.#check(nextId);
    const updated = await this.ctx.db.transaction().execute((trx) =>
      changeCredential(trx, this.ctx.audit, user, this.ctx.now(), row, {
        set: {
          external_id: nextId,
          name: nextName,
          ...(nextId !== row.external_id ? { status: 'healthy' as const, status_reason: null } : {}),
        },
        label: `CallRail account ${nextName}`,
        before: { provider: 'callrail', accountId: row.external_id, accountName: row.name },
        after: () => ({ provider: 'callrail', accountId: nextId, accountName: nextName }),
      }),
    );
    return this.#view(updated);
  }

  /** Removes an account; links made through it keep their data and wait for an account (credential_id null). */
  async remove(user: SessionUser, agencyId: number, accountName: string): Promise<CallRailAccountView> {
    await agencyFor(this.ctx, user, agencyId);
    const row = await this.#byName(agencyId, accountName);
    await this.ctx.db.transaction().execute(async (trx) => {
      await dropCredential(trx, row.id);
      await auditCredential(trx, this.ctx.audit, user, {
        agencyId,
        id: row.id,
        label: `CallRail account ${row.name}`,
        action: 'delete',
        before: { provider: 'callrail', accountId: row.external_id, accountName: row.name },
      });
    });
    return this.#view(row);
  }

  /** Every tracker of the agency's healthy accounts, with the account it belongs to. */
  async #trackers(agencyId: number): Promise<{ row: CredentialRow; tracker: SandboxTracker }[]> {
    const rows = await this.#accounts(agencyId).where('status', '=', 'healthy').orderBy('name').execute();
    const all: { row: CredentialRow; tracker: SandboxTracker }[] = [];
    for (const row of rows) {
      try {
        for (const tracker of await this.#provider.trackers(row.external_id)) all.push({ row, tracker });
      } catch {
        // CallRail refused the portal's key, lost the account or is down: nothing the caller can fix.
        throw new AppError(502, 'callRailUnavailable');
      }
    }
    return all;
  }

  /** The tracking campaigns the advertiser may link, marked connected (GET …/campaigns/available/{advertiserId}). */
  async available(user: SessionUser, advertiserId: number): Promise<CallRailCampaignView[]> {
    const { agencyId } = await advertiserFor(this.ctx, user, advertiserId);
    const linked = new Set((await this.#links.list(advertiserId, 'call-rail')).map((l) => l.external_id));
    return (await this.#trackers(agencyId)).map(({ row, tracker }) => ({
      id: tracker.id,
      name: tracker.name,
      accountId: row.external_id,
      accountName: row.name,
      companyId: tracker.company_id,
      companyName: tracker.company_name,
      status: tracker.status,
      connected: linked.has(tracker.id),
    }));
  }

  /** The advertiser's linked tracking campaigns (GET …/connected/{advertiserId}). */
  async connected(user: SessionUser, advertiserId: number) {
    const { agencyId } = await advertiserFor(this.ctx, user, advertiserId);
    const accounts = new Map((await this.#accounts(agencyId).execute()).map((row) => [row.id, row]));
    return (await this.#links.list(advertiserId, 'call-rail')).map((link) => {
      const account = link.credential_id === null ? undefined : accounts.get(link.credential_id);
      return {
        id: link.external_id,
        name: link.external_name,
        accountId: link.account_id ?? '',
        accountName: account?.name ?? '',
        campaignId: link.campaign_id,
        connection_date: new Date(link.connected_at).toISOString(),
        connected_by: link.connected_by,
        healthy: account?.status === 'healthy',
      };
    });
  }

  /**
   * Makes the advertiser's linked tracking campaigns exactly `campaignIds` (POST …/advertiser/connect/{advertiserId}):
   * true when done; false, with nothing changed, when an id is not a tracker of the agency's accounts.
   */
  async connect(user: SessionUser, advertiserId: number, campaignIds: readonly string[]): Promise<boolean> {
    const { agencyId } = await advertiserFor(this.ctx, user, advertiserId);
    const wanted = new Set(campaignIds.map((id) => id.trim()).filter(Boolean));
    const current = await this.#links.list(advertiserId, 'call-rail');
    const currentIds = new Set(current.map((l) => l.external_id));
    const missing = [...wanted].filter((id) => !currentIds.has(id));
    const trackers = missing.length > 0 ? await this.#trackers(agencyId) : [];
    const byId = new Map(trackers.map((t) => [t.tracker.id, t]));
    if (missing.some((id) => !byId.has(id))) return false;
    const actor = actorOf(user);
    const gone = current.filter((l) => !wanted.has(l.external_id)).map((l) => l.external_id);
    await this.#links.unlink({ advertiserId, agencyId, source: 'call-rail', externalIds: gone, actor });
    const groups = new Map<number, string[]>();
    for (const id of missing) {
      const { row } = byId.get(id)!;
      groups.set(row.id, [...(groups.get(row.id) ?? []), id]);
    }
    for (const [credentialId, ids] of groups) {
      await this.#links.link({
        advertiserId,
        agencyId,
        source: 'call-rail',
        credentialId,
        actor,
        objects: ids.map((id) => {
          const { row, tracker } = byId.get(id)!;
          return {
            kind: 'campaigns' as const,
            externalId: id,
            name: tracker.name,
            accountId: row.external_id,
            campaignType: 'CALLTRACKING',
            startDate: tracker.created_at,
          };
        }),
      });
    }
    return true;
  }
}
