/**
 * System Admin › cache (000 §2 cache, §4 caching rules): what this instance's response cache holds, and the two
 * clears, which reach every instance through the database: clear all bumps the data generation, clear one
 * advertiser bumps that advertiser's clear counter; each instance drops the entries within its generation check,
 * and this one at once. Both are written to the audit log.
 */
import type { AuditActor } from '../../audit/audit-log';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { bumpAdvertiserClear, bumpDataGeneration } from '../../services/data-generation';
import type { ResponseCacheStats } from '../../services/response-cache';
import { advertiserNames, advertiserRow } from './queries';

/** The cache screen's figures: this instance's statistics, the advertisers named. */
export interface CacheStats extends Omit<ResponseCacheStats, 'byAdvertiser'> {
  byAdvertiser: { advertiserId: number; name: string; entries: number }[];
}

export class CacheService {
  constructor(private readonly ctx: ServiceContext) {}

  async stats(): Promise<CacheStats> {
    const stats = await this.ctx.cache.stats(20);
    const names = await advertiserNames(
      this.ctx.db,
      stats.byAdvertiser.map((a) => a.advertiserId),
    );
    return {
      ...stats,
      byAdvertiser: stats.byAdvertiser.map((a) => ({ ...a, name: names.get(a.advertiserId) ?? `#${a.advertiserId}` })),
    };
  }

  /** Clears every instance's cache: a new data generation, audited; this instance forgets its entries at once. */
  async clearAll(actor: AuditActor): Promise<CacheStats> {
    const before = await this.ctx.cache.stats(0);
    await this.ctx.db.transaction().execute(async (trx) => {
      const generation = await bumpDataGeneration(trx);
      await this.ctx.audit.write(trx, {
        actor,
        agencyId: null,
        area: 'cache',
        objectType: 'cache',
        objectId: 'all',
        objectLabel: 'Response cache',
        action: 'clear',
        before: { generation: before.generation, entries: before.entries },
        after: { generation },
      });
    });
    this.ctx.cache.clear();
    return this.stats();
  }

  /** Clears one advertiser's answers on every instance (its clear counter), audited; 404 for an unknown one. */
  async clearAdvertiser(actor: AuditActor, advertiserId: number): Promise<CacheStats> {
    const advertiser = await advertiserRow(this.ctx.db, advertiserId);
    if (!advertiser) throw new AppError(404, 'advertiserNotFound');
    const before = await this.ctx.cache.stats(Number.MAX_SAFE_INTEGER);
    const entries = before.byAdvertiser.find((a) => a.advertiserId === advertiserId)?.entries ?? 0;
    await this.ctx.db.transaction().execute(async (trx) => {
      const counter = await bumpAdvertiserClear(trx, advertiserId);
      await this.ctx.audit.write(trx, {
        actor,
        agencyId: advertiser.agency_id,
        area: 'cache',
        objectType: 'advertiser',
        objectId: advertiserId,
        objectLabel: advertiser.name,
        action: 'clear',
        before: { entries },
        after: { entries: 0, clearCounter: counter },
      });
    });
    this.ctx.cache.clearAdvertiser(advertiserId);
    return this.stats();
  }
}
