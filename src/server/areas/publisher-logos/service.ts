/**
 * The rules of publisher logos (001 §7): names, aliases and prefixes compare trimmed and case-insensitively; a name
 * is stored as typed, aliases and prefixes lower-case; a name or alias belongs to one logo (a logo's name may not be
 * another's alias), a prefix to one logo. Every change is written with its audit entry in one transaction.
 */
import { isLogoUrl, logoKey, type PublisherLogo } from '../../../domain/publisher-logos';
import type { AuditActor } from '../../audit/audit-log';
import type { Database } from '../../db/schema';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { Kysely } from 'kysely';
import * as q from './queries';

type Executor = Kysely<Database>;
type Ctx = Pick<ServiceContext, 'db' | 'audit' | 'now'>;

/** The logo called `name` or 404. */
async function existing(db: Executor, name: string): Promise<PublisherLogo> {
  const logo = await q.logoNamed(db, name);
  if (!logo) throw new AppError(404, 'logoNotFound', { params: { name: name.trim() } });
  return logo;
}

/** 409 when `text` is the name or an alias of a logo other than `self`. */
async function refuseUsedName(db: Executor, text: string, self: string | null, field: 'logoName' | 'alias') {
  const key = logoKey(text);
  const named = await q.logoNamed(db, key);
  const owner = named?.logoName ?? (await q.aliasOwner(db, key));
  if (owner !== null && owner !== undefined && owner !== self) {
    if (field === 'alias')
      throw new AppError(409, 'logoAliasTaken', { params: { alias: key, other: owner }, details: { field } });
    throw new AppError(409, 'logoNameTaken', { params: { name: text.trim(), other: owner }, details: { field } });
  }
}

function checkedUrl(url: string, field: string): string {
  const text = url.trim();
  if (!isLogoUrl(text)) throw new AppError(400, 'logoUrlInvalid', { details: { field } });
  return text;
}

/** The publisher logo area, on one app's context. */
export class PublisherLogoService {
  constructor(private readonly ctx: Ctx) {}

  private stamp(): string {
    return new Date(this.ctx.now()).toISOString();
  }

  /** Runs a change and writes its audit entry in the same transaction; answers the logo after it. */
  private async change(
    actor: AuditActor,
    action: string,
    work: (
      trx: Executor,
      at: string,
    ) => Promise<{ id: string; before: PublisherLogo | null; after: PublisherLogo | null }>,
  ): Promise<PublisherLogo | null> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { id, before, after } = await work(trx, this.stamp());
      // A change that changes nothing (an alias the logo already has) leaves no entry.
      if (before === after) return after;
      await this.ctx.audit.write(trx, {
        actor,
        agencyId: null,
        area: 'publisherLogos',
        objectType: 'publisherLogo',
        objectId: id,
        objectLabel: id,
        action,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      });
      return after;
    });
  }

  list(): Promise<PublisherLogo[]> {
    return q.allLogos(this.ctx.db);
  }

  page(window: Parameters<typeof q.pageOfLogos>[1]) {
    return q.pageOfLogos(this.ctx.db, window);
  }

  async create(actor: AuditActor, logoName: string, url: string): Promise<PublisherLogo> {
    const name = logoName.trim();
    const clean = checkedUrl(url, 'url');
    const logo = await this.change(actor, 'create', async (trx, at) => {
      await refuseUsedName(trx, name, null, 'logoName');
      const after: PublisherLogo = { logoName: name, url: clean, aliases: [], prefixes: [] };
      await q.insertLogo(trx, after, at);
      return { id: name, before: null, after };
    });
    return logo!;
  }

  /** An uploaded picture for `logoName`: a new logo, or the new URL of the existing one. */
  async upload(actor: AuditActor, executor: Executor, logoName: string, path: string): Promise<PublisherLogo> {
    const name = logoName.trim();
    const current = await q.logoNamed(executor, name);
    const id = current?.logoName ?? name;
    if (!current) await refuseUsedName(executor, name, null, 'logoName');
    const at = this.stamp();
    if (current) await q.updateUrl(executor, id, path, at);
    else await q.insertLogo(executor, { logoName: name, url: path, aliases: [], prefixes: [] }, at);
    const after = (await q.logoNamed(executor, id))!;
    await this.ctx.audit.write(executor, {
      actor,
      agencyId: null,
      area: 'publisherLogos',
      objectType: 'publisherLogo',
      objectId: id,
      objectLabel: id,
      action: current ? 'uploadImage' : 'create',
      ...(current ? { before: current } : {}),
      after,
    });
    return after;
  }

  async updateUrl(actor: AuditActor, logoName: string, newUrl: string): Promise<PublisherLogo> {
    const clean = checkedUrl(newUrl, 'newUrl');
    const logo = await this.change(actor, 'updateUrl', async (trx, at) => {
      const before = await existing(trx, logoName);
      await q.updateUrl(trx, before.logoName, clean, at);
      return { id: before.logoName, before, after: { ...before, url: clean } };
    });
    return logo!;
  }

  /** Renames a logo; its aliases and prefixes follow (the row is written anew under the new name). */
  async rename(actor: AuditActor, logoName: string, newName: string): Promise<PublisherLogo> {
    const name = newName.trim();
    const logo = await this.change(actor, 'rename', async (trx, at) => {
      const before = await existing(trx, logoName);
      await refuseUsedName(trx, name, before.logoName, 'logoName');
      const after = { ...before, logoName: name };
      const createdAt = await q.createdAtOf(trx, before.logoName);
      await q.deleteLogo(trx, before.logoName);
      await q.insertLogo(trx, after, at, createdAt);
      return { id: name, before, after };
    });
    return logo!;
  }

  async remove(actor: AuditActor, logoName: string): Promise<PublisherLogo> {
    let removed: PublisherLogo | null = null;
    await this.change(actor, 'remove', async (trx) => {
      removed = await existing(trx, logoName);
      await q.deleteLogo(trx, removed.logoName);
      return { id: removed.logoName, before: removed, after: null };
    });
    return removed!;
  }

  async addAlias(actor: AuditActor, logoName: string, alias: string): Promise<PublisherLogo> {
    const key = logoKey(alias);
    return (await this.change(actor, 'addAlias', async (trx, at) => {
      const before = await existing(trx, logoName);
      await refuseUsedName(trx, key, before.logoName, 'alias');
      if (before.aliases.includes(key) || logoKey(before.logoName) === key)
        return { id: before.logoName, before, after: before };
      await q.insertAlias(trx, before.logoName, key);
      await q.touch(trx, before.logoName, at);
      return { id: before.logoName, before, after: { ...before, aliases: [...before.aliases, key].sort() } };
    }))!;
  }

  async removeAlias(actor: AuditActor, logoName: string, alias: string): Promise<PublisherLogo> {
    const key = logoKey(alias);
    return (await this.change(actor, 'removeAlias', async (trx, at) => {
      const before = await existing(trx, logoName);
      if ((await q.deleteAlias(trx, before.logoName, key)) === 0)
        throw new AppError(404, 'logoAliasNotFound', { params: { name: before.logoName, alias: key } });
      await q.touch(trx, before.logoName, at);
      return { id: before.logoName, before, after: { ...before, aliases: before.aliases.filter((a) => a !== key) } };
    }))!;
  }

  async addPrefix(actor: AuditActor, logoName: string, prefix: string): Promise<PublisherLogo> {
    const key = logoKey(prefix);
    return (await this.change(actor, 'addPrefix', async (trx, at) => {
      const before = await existing(trx, logoName);
      const owner = await q.prefixOwner(trx, key);
      if (owner === before.logoName) return { id: before.logoName, before, after: before };
      if (owner !== null)
        throw new AppError(409, 'logoPrefixTaken', {
          params: { prefix: key, other: owner },
          details: { field: 'prefix' },
        });
      await q.insertPrefix(trx, before.logoName, key);
      await q.touch(trx, before.logoName, at);
      return { id: before.logoName, before, after: { ...before, prefixes: [...before.prefixes, key].sort() } };
    }))!;
  }

  async removePrefix(actor: AuditActor, logoName: string, prefix: string): Promise<PublisherLogo> {
    const key = logoKey(prefix);
    return (await this.change(actor, 'removePrefix', async (trx, at) => {
      const before = await existing(trx, logoName);
      if ((await q.deletePrefix(trx, before.logoName, key)) === 0)
        throw new AppError(404, 'logoPrefixNotFound', { params: { name: before.logoName, prefix: key } });
      await q.touch(trx, before.logoName, at);
      return { id: before.logoName, before, after: { ...before, prefixes: before.prefixes.filter((p) => p !== key) } };
    }))!;
  }
}
