/**
 * The sync engine's chunk worker (engine.ts): fetches one chunk of a claimed sync through the source's provider with
 * the agency credential, stores it by the importer's `storeRows` and records the outcome: progress (progress.ts), a
 * retry with backoff, a wait after a rate limit, or a final failed / needs re-authorisation.
 */
import { sql } from 'kysely';
import { CONNECTOR_SYNC_MESSAGES as M } from '../../../../domain/messages/connector-sync';
import type { SyncStatus } from '../../../../domain/connectors';
import { storeRows } from '../../../import/load';
import type { ServiceContext } from '../../../kernel/context';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { ProviderAuthError, ProviderRateLimited } from '../provider';
import { providerFor } from '../providers';
import { rowsOf } from './figures';
import { RATE_LIMIT_WAIT_MS, type ConnectorSyncOptions, type SyncLog, type WorkedChunk } from './options';
import { plusDays, recordProgress, type ClaimedSync } from './progress';

export class ChunkWorker {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly instanceId: string,
    private readonly options: ConnectorSyncOptions,
    private readonly chunkDays: number,
    private readonly retryDelays: readonly number[],
    private readonly log: SyncLog,
  ) {}

  /** Works one chunk of a claimed sync and writes what follows. */
  async work(sync: ClaimedSync): Promise<WorkedChunk> {
    const start = plusDays(sync.range_start, sync.days_done);
    const last = plusDays(start, this.chunkDays - 1);
    const end = last < sync.range_end ? last : sync.range_end;
    const chunk = { syncId: sync.id, linkId: sync.link_id, source: sync.source, kind: sync.kind, start, end };
    const details = { ...chunk, instance: this.instanceId, attempt: sync.attempts };
    if (sync.removed_at !== null || sync.campaign_id === null || sync.campaign_type === null)
      return { ...chunk, status: await this.finish(sync, 'failed', M.syncLinkNotFound) };
    if (sync.credential_id === null)
      return { ...chunk, status: await this.finish(sync, 'needs_reauth', M.syncCredentialGone) };
    try {
      const auth = await credentialAuth(this.ctx.db, this.ctx.connectors.vault, sync.credential_id, this.ctx);
      const provider = this.options.providers?.(sync.source) ?? providerFor(sync.source, this.ctx.connectors.endpoints);
      const figures = await provider.fetchDaily(
        auth,
        { externalId: sync.external_id, accountId: sync.account_id, campaignType: sync.campaign_type },
        start,
        end,
      );
      const rows = rowsOf(sync.campaign_id, sync.advertiser_id, figures, { start, end }, this.ctx.now());
      if (rows.length) await storeRows(this.ctx.db, rows);
      const status = await recordProgress(this.ctx, this.instanceId, sync, end);
      this.log.info({ ...details, rows: rows.length, status }, 'connector sync chunk stored');
      return { ...chunk, status };
    } catch (error) {
      return { ...chunk, status: await this.failed(sync, error, details) };
    }
  }

  /** The outcome of a chunk that threw. */
  private async failed(sync: ClaimedSync, error: unknown, details: object): Promise<SyncStatus> {
    if (error instanceof CredentialUnavailable)
      return this.finish(sync, 'needs_reauth', error.reason === 'missing' ? M.syncCredentialGone : M.syncNeedsReauth);
    if (error instanceof ProviderAuthError) {
      await markNeedsReauth(this.ctx.db, sync.credential_id!, error.message, this.ctx.now);
      this.log.warn({ ...details, cause: error.message }, 'connector sync: credential refused');
      return this.finish(sync, 'needs_reauth', M.syncNeedsReauth);
    }
    if (error instanceof ProviderRateLimited) {
      await this.requeue(sync, this.ctx.now() + (error.retryAfterMs ?? RATE_LIMIT_WAIT_MS), error.message, false);
      return 'queued';
    }
    const cause = error instanceof Error ? error.message : String(error);
    this.log.warn({ ...details, cause }, 'connector sync chunk failed');
    if (sync.attempts >= this.retryDelays.length + 1) {
      const text = M.syncGaveUp.replace('{tries}', String(sync.attempts)).replace('{cause}', cause);
      return this.finish(sync, 'failed', text);
    }
    await this.requeue(sync, this.ctx.now() + this.retryDelays[sync.attempts - 1]!, cause, true);
    return 'queued';
  }

  private async requeue(sync: ClaimedSync, at: number, cause: string, counts: boolean): Promise<void> {
    const now = this.ctx.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('connector_syncs')
        .set({
          status: 'queued',
          next_attempt_at: at,
          error: cause,
          claimed_by: null,
          claimed_until: null,
          updated_at: now,
          ...(counts ? {} : { attempts: sql`attempts - 1` }),
        })
        .where('id', '=', sync.id)
        .where('claimed_by', '=', this.instanceId)
        .execute();
      await trx.updateTable('connector_links').set({ last_error: cause }).where('id', '=', sync.link_id).execute();
    });
  }

  /** A final outcome without data: failed or needs re-authorisation (nothing retries it). */
  private async finish(sync: ClaimedSync, status: 'failed' | 'needs_reauth', cause: string): Promise<SyncStatus> {
    const now = this.ctx.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('connector_syncs')
        .set({ status, error: cause, claimed_by: null, claimed_until: null, updated_at: now, finished_at: now })
        .where('id', '=', sync.id)
        .where('claimed_by', '=', this.instanceId)
        .execute();
      await trx.updateTable('connector_links').set({ last_error: cause }).where('id', '=', sync.link_id).execute();
    });
    this.log.warn({ syncId: sync.id, linkId: sync.link_id, status, cause }, 'connector sync stopped');
    return status;
  }
}
