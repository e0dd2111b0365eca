/**
 * LinkedIn agency accounts (issue 26; 001 §3 "Professional-network agency account", §5, §7): the ad accounts an
 * agency registers for its advertisers, by name (the key the calls address). An account must be reachable through
 * one of the agency's healthy LinkedIn grants, which is stored with it (connector_accounts.credential_id) and serves
 * its campaigns. Names and account ids are unique per agency. Every change is audited (area 'connectors').
 */
import type { Selectable, Transaction } from 'kysely';
import type { SessionUser } from '../../../../domain/user';
import type { Database } from '../../../db/schema';
import type { ConnectorAccountsTable } from '../../../db/schema-connectors';
import type { ServiceContext } from '../../../kernel/context';
import { AppError } from '../../../kernel/errors';
import type { SourceProvider } from '../provider';
import { providerFor } from '../providers';
import { actorOf, agencyCredentials, openAgency, withCredential, type CredentialRow } from './common';

export type AccountRow = Selectable<ConnectorAccountsTable>;

/** An agency account as the calls answer it. */
export interface LinkedInAccount {
  accountId: string;
  name: string;
  /** The LinkedIn user whose grant reaches it ('' when that grant was removed). */
  userId: string;
  /** Whether that grant is usable (false: removed or needs re-authorisation). */
  healthy: boolean;
}

export class LinkedInAccounts {
  readonly #provider: SourceProvider;

  constructor(private readonly ctx: ServiceContext) {
    this.#provider = providerFor('linkedin', ctx.connectors.endpoints);
  }

  /** The agency's accounts by name. */
  async list(user: SessionUser, agencyId: number): Promise<LinkedInAccount[]> {
    await openAgency(this.ctx, user, agencyId);
    return this.#answer(agencyId, await this.rows(agencyId));
  }

  /** The stored rows (the connector calls read them too). */
  rows(agencyId: number): Promise<AccountRow[]> {
    return this.ctx.db
      .selectFrom('connector_accounts')
      .selectAll()
      .where('agency_id', '=', agencyId)
      .where('provider', '=', 'linkedin')
      .orderBy('name')
      .execute();
  }

  async add(user: SessionUser, agencyId: number, input: { accountId: string; name: string }): Promise<LinkedInAccount> {
    await openAgency(this.ctx, user, agencyId);
    const name = input.name.trim();
    const accountId = input.accountId.trim();
    if (!name || !accountId) throw new AppError(400, 'missingRequiredFields');
    const rows = await this.rows(agencyId);
    this.#refuseTaken(rows, null, name, accountId);
    const credential = await this.#grantReaching(agencyId, accountId);
    const now = this.ctx.now();
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('connector_accounts')
        .values({
          agency_id: agencyId,
          provider: 'linkedin',
          credential_id: credential.id,
          account_id: accountId,
          name,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.#audit(trx, user, agencyId, inserted, 'create', undefined, summary(inserted));
      return inserted;
    });
    return (await this.#answer(agencyId, [row]))[0]!;
  }

  async update(
    user: SessionUser,
    agencyId: number,
    currentName: string,
    input: { accountId: string; newName: string },
  ): Promise<LinkedInAccount> {
    await openAgency(this.ctx, user, agencyId);
    const name = input.newName.trim();
    const accountId = input.accountId.trim();
    if (!name || !accountId || !currentName.trim()) throw new AppError(400, 'missingRequiredFields');
    const rows = await this.rows(agencyId);
    const current = rows.find((r) => r.name === currentName);
    if (!current) throw new AppError(404, 'linkedinAccountNotFound');
    this.#refuseTaken(rows, current.id, name, accountId);
    const credentialId =
      accountId === current.account_id && current.credential_id !== null
        ? current.credential_id
        : (await this.#grantReaching(agencyId, accountId)).id;
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('connector_accounts')
        .set({ name, account_id: accountId, credential_id: credentialId, updated_at: this.ctx.now() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.#audit(trx, user, agencyId, updated, 'update', summary(current), summary(updated));
      return updated;
    });
    return (await this.#answer(agencyId, [row]))[0]!;
  }

  async remove(user: SessionUser, agencyId: number, name: string): Promise<{ deleted: string }> {
    await openAgency(this.ctx, user, agencyId);
    const current = (await this.rows(agencyId)).find((r) => r.name === name);
    if (!current) throw new AppError(404, 'linkedinAccountNotFound');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('connector_accounts').where('id', '=', current.id).execute();
      await this.#audit(trx, user, agencyId, current, 'delete', summary(current), undefined);
    });
    return { deleted: current.name };
  }

  #refuseTaken(rows: AccountRow[], selfId: number | null, name: string, accountId: string): void {
    const others = rows.filter((r) => r.id !== selfId);
    if (others.some((r) => r.name === name)) throw new AppError(409, 'linkedinAccountNameTaken', { params: { name } });
    if (others.some((r) => r.account_id === accountId))
      throw new AppError(409, 'linkedinAccountTaken', { params: { id: accountId } });
  }

  /** The first healthy LinkedIn grant of the agency that reaches the account; 400 when none does. */
  async #grantReaching(agencyId: number, accountId: string): Promise<CredentialRow> {
    const credentials = await agencyCredentials(this.ctx.db, agencyId, 'linkedin');
    for (const credential of credentials.filter((c) => c.status === 'healthy')) {
      const accounts = await withCredential(this.ctx, credential, 'linkedinUnavailable', (auth) =>
        this.#provider.listNodes(auth, { kind: 'accounts', limit: 1000 }),
      );
      if (accounts?.items.some((a) => a.id === accountId)) return credential;
    }
    throw new AppError(400, 'linkedinAccountUnreachable', { params: { id: accountId } });
  }

  async #answer(agencyId: number, rows: AccountRow[]): Promise<LinkedInAccount[]> {
    const credentials = new Map((await agencyCredentials(this.ctx.db, agencyId, 'linkedin')).map((c) => [c.id, c]));
    return rows.map((row) => {
      const credential = row.credential_id === null ? undefined : credentials.get(row.credential_id);
      return {
        accountId: row.account_id,
        name: row.name,
        userId: credential?.external_id ?? '',
        healthy: credential?.status === 'healthy',
      };
    });
  }

  #audit(
    trx: Transaction<Database>,
    user: SessionUser,
    agencyId: number,
    row: AccountRow,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<unknown> {
    return this.ctx.audit.write(trx, {
      actor: actorOf(user),
      agencyId,
      area: 'connectors',
      objectType: 'linkedinAccount',
      objectId: row.id,
      objectLabel: `LinkedIn account ${row.name}`,
      action,
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    });
  }
}

function summary(row: AccountRow): Record<string, unknown> {
  return { accountId: row.account_id, name: row.name, credentialId: row.credential_id };
}
