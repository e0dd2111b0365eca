/**
 * The connector sync engine (issue 26 "data flows in"): every app instance runs one loop (kernel/ticker.ts, like the
 * report scheduler). A tick (1) puts back to work the syncs stopped for re-authorisation whose credential was
 * granted again, (2) plans each agency's daily syncs once its own day has turned, once across instances (planner.ts:
 * a settings row per agency-day is the claim), (3) works queued syncs one chunk at a time: daily syncs and re-syncs
 * before backfills, each chunk spending a request of the source's per-minute budget (a counter row per source and
 * minute, shared by every instance) and claimed by a conditional UPDATE with a lease, so only one instance works it.
 * A chunk (at most `chunkDays` days) is fetched, checked and stored by the importer's path (chunk.ts), then
 * progress, the link's last sync and data-through day, and at the end of a backfill the BackfillComplete of the
 * link's sections are written (progress.ts). After each chunk the sync goes back in the queue, so a long backfill
 * never holds up the daily syncs queued behind it.
 * Failures: a refused credential marks it needs re-authorisation and stops the sync (no retry until a new grant);
 * a rate limit waits as asked; anything else retries with backoff, then fails. Decisions: docs/decisions.md, "Issue
 * 26, backfill, daily sync and the feed tools" (agency time zones included).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { CONNECTORS } from '../../../../../connectors';
import type { ConnectorId } from '../../../../domain/connectors';
import type { ServiceContext } from '../../../kernel/context';
import { Ticker } from '../../../kernel/ticker';
import { beatLoop } from '../../health/heartbeats';
import { ChunkWorker } from './chunk';
import {
  CHUNK_DAYS,
  SYNC_LEASE_MS,
  SYNC_POLL_MS,
  SYNC_RETRY_DELAYS_MS,
  type ConnectorSyncOptions,
  type SyncLog,
  type SyncTickResult,
  type WorkedChunk,
} from './options';
import { candidates, forgetOldBudgets, planDaily, spend } from './planner';
import type { ClaimedSync } from './progress';

export * from './options';

export class ConnectorSyncEngine {
  readonly instanceId: string;
  private readonly leaseMs: number;
  private readonly retryDelays: readonly number[];
  private readonly log: SyncLog;
  private readonly loop: Ticker<SyncTickResult>;
  private readonly worker: ChunkWorker;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: ConnectorSyncOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? SYNC_LEASE_MS;
    this.retryDelays = options.retryDelaysMs ?? SYNC_RETRY_DELAYS_MS;
    this.log = options.log;
    const chunkDays = Math.max(1, options.chunkDays ?? CHUNK_DAYS);
    this.worker = new ChunkWorker(ctx, this.instanceId, options, chunkDays, this.retryDelays, this.log);
    this.loop = new Ticker(() => this.runTick(), {
      pollMs: options.pollMs ?? SYNC_POLL_MS,
      onError: (error) => this.log.error({ err: error, instance: this.instanceId }, 'connector sync tick failed'),
    });
  }

  /** The tries a chunk gets before its sync fails. */
  get maxTries(): number {
    return this.retryDelays.length + 1;
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: resume re-granted syncs, plan the agencies' daily syncs, work chunks while budget and work last. */
  tick(): Promise<SyncTickResult> {
    return this.loop.tick();
  }

  private async runTick(): Promise<SyncTickResult> {
    const result: SyncTickResult = { planned: 0, resumed: 0, worked: [], throttled: [] };
    await beatLoop(this.ctx.db, 'sync', this.instanceId, this.ctx.now()); // the health check's heartbeat
    result.resumed = await this.resumeRegranted();
    result.planned = await planDaily(this.ctx.db, this.ctx.now(), this.instanceId, this.log);
    await forgetOldBudgets(this.ctx.db, this.ctx.now());
    const throttled = new Set<ConnectorId>();
    while (!this.loop.stopping) {
      const chunk = await this.workNext(throttled);
      if (!chunk) break;
      result.worked.push(chunk);
      await beatLoop(this.ctx.db, 'sync', this.instanceId, this.ctx.now()); // a long tick keeps beating
    }
    result.throttled = [...throttled];
    return result;
  }

  /** Syncs stopped for re-authorisation whose credential is healthy again and changed since: queued again. */
  private async resumeRegranted(): Promise<number> {
    const now = this.ctx.now();
    const result = await this.ctx.db
      .updateTable('connector_syncs')
      .set({ status: 'queued', next_attempt_at: now, attempts: 0, error: null, updated_at: now })
      .where('status', '=', 'needs_reauth')
      .where('link_id', 'in', (eb) =>
        eb
          .selectFrom('connector_links')
          .innerJoin('connector_credentials', 'connector_credentials.id', 'connector_links.credential_id')
          .select('connector_links.id')
          .where('connector_links.removed_at', 'is', null)
          .where('connector_credentials.status', '=', 'healthy')
          .whereRef('connector_credentials.updated_at', '>', 'connector_syncs.updated_at'),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The source's requests per minute. */
  private budgetOf(source: ConnectorId): number {
    return this.options.requestsPerMinute?.(source) ?? CONNECTORS[source].budget.requestsPerMinute;
  }

  /** Claims and works the next chunk within budget; null when nothing is due (or every due source is spent). */
  private async workNext(throttled: Set<ConnectorId>): Promise<WorkedChunk | null> {
    const now = this.ctx.now();
    for (const candidate of await candidates(this.ctx.db, now)) {
      if (throttled.has(candidate.source)) continue;
      if (!(await spend(this.ctx.db, this.ctx.now(), candidate.source, this.budgetOf(candidate.source)))) {
        throttled.add(candidate.source);
        continue;
      }
      const claimed = await this.ctx.db
        .updateTable('connector_syncs')
        .set({
          status: 'running',
          claimed_by: this.instanceId,
          claimed_until: now + this.leaseMs,
          attempts: sql`attempts + 1`,
          updated_at: now,
        })
        .where('id', '=', candidate.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)]),
          ]),
        )
        .executeTakeFirst();
      // Another instance took it first (the request spent stays spent: rare, and on the safe side).
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      return this.worker.work(await this.readClaimed(candidate.id));
    }
    return null;
  }

  private async readClaimed(id: number): Promise<ClaimedSync> {
    return this.ctx.db
      .selectFrom('connector_syncs')
      .innerJoin('connector_links', 'connector_links.id', 'connector_syncs.link_id')
      .select([
        'connector_syncs.id',
        'connector_syncs.link_id',
        'connector_syncs.source',
        'connector_syncs.kind',
        'connector_syncs.range_start',
        'connector_syncs.range_end',
        'connector_syncs.days_total',
        'connector_syncs.days_done',
        'connector_syncs.attempts',
        'connector_links.advertiser_id',
        'connector_links.external_id',
        'connector_links.account_id',
        'connector_links.credential_id',
        'connector_links.campaign_id',
        'connector_links.campaign_type',
        'connector_links.removed_at',
      ])
      .where('connector_syncs.id', '=', id)
      .executeTakeFirstOrThrow();
  }
}
