/**
 * The connector sync engine (issue 26 "data flows in"): every app instance runs one loop, like the report scheduler.
 * A tick (1) puts back to work the syncs stopped for re-authorisation whose credential was granted again, (2) plans
 * the day's daily syncs once across instances (a settings row is the claim), (3) works queued syncs one chunk at a
 * time: the planner takes daily syncs and re-syncs before backfills, spends a request of the source's per-minute
 * budget (a counter row per source and minute, shared by every instance) and claims the sync by a conditional
 * UPDATE with a lease, so only one instance works it. A chunk (at most `chunkDays` days) is fetched through the
 * source's provider with the agency credential, checked by the importer's `validateRow` and stored by its
 * `storeRows` (one transaction: rows, rollups, data generation), then progress, the link's last sync and data-through
 * day, and at the end of a backfill BackfillComplete are written. After each chunk the sync goes back in the queue,
 * so a long backfill never holds up the daily syncs queued behind it.
 * Failures: a refused credential marks it needs re-authorisation and stops the sync (no retry until a new grant);
 * a rate limit waits as asked; anything else retries with backoff, then fails. Decisions: docs/issue-26/e.md.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { CONNECTORS } from '../../../../../connectors';
import { hasBackfill } from '../../../../domain/account-linking';
import type { ConnectorId, SyncStatus } from '../../../../domain/connectors';
import { CONNECTOR_SYNC_MESSAGES as M } from '../../../../domain/messages/connector-sync';
import { storeRows } from '../../../import/load';
import type { Database } from '../../../db/schema';
import type { ServiceContext } from '../../../kernel/context';
import { credentialAuth, CredentialUnavailable, markNeedsReauth } from '../credential-auth';
import { ProviderAuthError, ProviderRateLimited, type SourceProvider } from '../provider';
import { providerFor } from '../providers';
import { readLinkingRecord, updateSections } from '../links';
import { rowsOf } from './figures';

/** How often the loop ticks (ms). */
export const SYNC_POLL_MS = 30_000;
/** How long a claimed chunk belongs to its instance (ms); a crashed instance's chunk is taken over after it. */
export const SYNC_LEASE_MS = 10 * 60_000;
/** Days fetched per request. */
export const CHUNK_DAYS = 31;
/** Waits before each retry of a failed chunk (ms): 1, 5, 15 and 60 minutes; after the fifth try the sync fails. */
export const SYNC_RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
/** How long to wait after a rate limit that did not say (ms). */
export const RATE_LIMIT_WAIT_MS = 60_000;

const BUDGET_PREFIX = 'connector_budget:';
const DAILY_PREFIX = 'connector_daily:';

export interface SyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ConnectorSyncOptions {
  /** This instance's name in claims; default host name, process id and a random part. */
  instanceId?: string;
  /** @default SYNC_POLL_MS */
  pollMs?: number;
  /** @default SYNC_LEASE_MS */
  leaseMs?: number;
  /** @default CHUNK_DAYS */
  chunkDays?: number;
  /** @default SYNC_RETRY_DELAYS_MS (its length + 1 = the tries) */
  retryDelaysMs?: readonly number[];
  /** A source's adapter instead of the registry's (tests: a provider over the sandbox's figures). */
  providers?: (source: ConnectorId) => SourceProvider | undefined;
  /** Requests per minute of a source instead of its manifest's budget (tests). */
  requestsPerMinute?: (source: ConnectorId) => number | undefined;
  log: SyncLog;
}

/** One chunk a tick worked. */
export interface WorkedChunk {
  syncId: number;
  linkId: number;
  source: ConnectorId;
  kind: string;
  start: string;
  end: string;
  status: SyncStatus;
}

/** What one tick did (tests read it). */
export interface SyncTickResult {
  /** Daily syncs this tick planned (0 when another instance planned the day). */
  planned: number;
  /** Syncs put back in the queue after a new grant. */
  resumed: number;
  worked: WorkedChunk[];
  /** Sources whose budget ran out this tick. */
  throttled: ConnectorId[];
}

interface Candidate {
  id: number;
  source: ConnectorId;
  kind: string;
}

type SyncRow = Awaited<ReturnType<ConnectorSyncEngine['readClaimed']>>;

const day = (millis: number) => DateTime.fromMillis(millis, { zone: 'utc' }).startOf('day');
const plusDays = (date: string, days: number) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;

export class ConnectorSyncEngine {
  readonly instanceId: string;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly chunkDays: number;
  private readonly retryDelays: readonly number[];
  private readonly log: SyncLog;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<SyncTickResult> | null = null;
  private stopping = false;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: ConnectorSyncOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.pollMs = options.pollMs ?? SYNC_POLL_MS;
    this.leaseMs = options.leaseMs ?? SYNC_LEASE_MS;
    this.chunkDays = Math.max(1, options.chunkDays ?? CHUNK_DAYS);
    this.retryDelays = options.retryDelaysMs ?? SYNC_RETRY_DELAYS_MS;
    this.log = options.log;
  }

  /** The tries a chunk gets before its sync fails. */
  get maxTries(): number {
    return this.retryDelays.length + 1;
  }

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    setTimeout(() => this.wake(), 0).unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.ticking) await this.ticking.catch(() => undefined);
  }

  private wake(): void {
    if (this.stopping || !this.timer || this.ticking) return;
    void this.tick().catch((error: unknown) =>
      this.log.error({ err: error, instance: this.instanceId }, 'connector sync tick failed'),
    );
  }

  /** One pass: resume re-granted syncs, plan the day's daily syncs, work chunks while budget and work last. */
  async tick(): Promise<SyncTickResult> {
    while (this.ticking) await this.ticking.catch(() => undefined);
    this.ticking = this.runTick().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async runTick(): Promise<SyncTickResult> {
    const result: SyncTickResult = { planned: 0, resumed: 0, worked: [], throttled: [] };
    result.resumed = await this.resumeRegranted();
    result.planned = await this.planDaily();
    await this.forgetOldBudgets();
    const throttled = new Set<ConnectorId>();
    while (!this.stopping) {
      const chunk = await this.workNext(throttled);
      if (!chunk) break;
      result.worked.push(chunk);
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

  /**
   * Yesterday's daily syncs (yesterday and the day before, for late data) of every live data link linked before
   * today whose credential is healthy, once per day across instances: the settings row of the day is the claim,
   * inserted in the same transaction as the syncs.
   */
  private async planDaily(): Promise<number> {
    const now = this.ctx.now();
    const today = day(now);
    const yesterday = today.minus({ days: 1 }).toISODate()!;
    const before = today.minus({ days: 2 }).toISODate()!;
    const key = `${DAILY_PREFIX}${yesterday}`;
    const known = await this.ctx.db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst();
    if (known) return 0;
    const daily = Object.values(CONNECTORS)
      .filter((manifest) => manifest.flags.dailySync)
      .map((manifest) => manifest.id);
    return this.ctx.db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('settings')
        .values({ key, value: this.instanceId })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claim) return 0;
      const links = await trx
        .selectFrom('connector_links')
        .innerJoin('connector_credentials', 'connector_credentials.id', 'connector_links.credential_id')
        .select(['connector_links.id', 'connector_links.source'])
        .where('connector_links.removed_at', 'is', null)
        .where('connector_links.campaign_id', 'is not', null)
        .where('connector_links.connected_at', '<', today.toMillis())
        .where('connector_links.source', 'in', daily)
        .where('connector_credentials.status', '=', 'healthy')
        .execute();
      for (let i = 0; i < links.length; i += 200) {
        await trx
          .insertInto('connector_syncs')
          .values(
            links.slice(i, i + 200).map((link) => ({
              link_id: link.id,
              source: link.source,
              kind: 'daily' as const,
              status: 'queued' as const,
              range_start: before,
              range_end: yesterday,
              days_total: 2,
              next_attempt_at: now,
              claimed_by: null,
              claimed_until: null,
              error: null,
              requested_by: 'daily sync',
              created_at: now,
              updated_at: now,
              finished_at: null,
            })),
          )
          .execute();
      }
      if (links.length) this.log.info({ links: links.length, day: yesterday }, 'connector daily syncs planned');
      return links.length;
    });
  }

  /** Budget counters of minutes gone by (this minute's and the last one's stay). */
  private async forgetOldBudgets(): Promise<void> {
    const minute = Math.floor(this.ctx.now() / 60_000);
    await this.ctx.db
      .deleteFrom('settings')
      .where('key', 'like', `${BUDGET_PREFIX}%`)
      .where('key', 'not like', `%:${minute}`)
      .where('key', 'not like', `%:${minute - 1}`)
      .execute();
  }

  /** The source's requests per minute. */
  private budgetOf(source: ConnectorId): number {
    return this.options.requestsPerMinute?.(source) ?? CONNECTORS[source].budget.requestsPerMinute;
  }

  /** Spends one request of the source's budget for this minute, across instances; false when it is spent. */
  private async spend(source: ConnectorId): Promise<boolean> {
    const key = `${BUDGET_PREFIX}${source}:${Math.floor(this.ctx.now() / 60_000)}`;
    await this.ctx.db
      .insertInto('settings')
      .values({ key, value: '0' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const result = await this.ctx.db
      .updateTable('settings')
      .set({ value: sql`cast(cast(value as integer) + 1 as text)` })
      .where('key', '=', key)
      .where(sql`cast(value as integer)`, '<', this.budgetOf(source))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Due syncs in the planner's order: daily and re-sync before backfill, then the longest waiting. */
  private async candidates(now: number): Promise<Candidate[]> {
    return this.ctx.db
      .selectFrom('connector_syncs')
      .select(['id', 'source', 'kind'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)]),
        ]),
      )
      .orderBy(sql`case kind when 'backfill' then 1 else 0 end`)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(100)
      .execute();
  }

  /** Claims and works the next chunk within budget; null when nothing is due (or every due source is spent). */
  private async workNext(throttled: Set<ConnectorId>): Promise<WorkedChunk | null> {
    const now = this.ctx.now();
    for (const candidate of await this.candidates(now)) {
      if (throttled.has(candidate.source)) continue;
      if (!(await this.spend(candidate.source))) {
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
      return this.work(await this.readClaimed(candidate.id));
    }
    return null;
  }

  private async readClaimed(id: number) {
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

  /** Works one chunk of a claimed sync and writes what follows. */
  private async work(sync: SyncRow): Promise<WorkedChunk> {
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
      const status = await this.progress(sync, end);
      this.log.info({ ...details, rows: rows.length, status }, 'connector sync chunk stored');
      return { ...chunk, status };
    } catch (error) {
      if (error instanceof CredentialUnavailable)
        return {
          ...chunk,
          status: await this.finish(
            sync,
            'needs_reauth',
            error.reason === 'missing' ? M.syncCredentialGone : M.syncNeedsReauth,
          ),
        };
      if (error instanceof ProviderAuthError) {
        await markNeedsReauth(this.ctx.db, sync.credential_id, error.message, this.ctx.now);
        this.log.warn({ ...details, cause: error.message }, 'connector sync: credential refused');
        return { ...chunk, status: await this.finish(sync, 'needs_reauth', M.syncNeedsReauth) };
      }
      if (error instanceof ProviderRateLimited) {
        const at = this.ctx.now() + (error.retryAfterMs ?? RATE_LIMIT_WAIT_MS);
        await this.requeue(sync, at, error.message, false);
        return { ...chunk, status: 'queued' };
      }
      const cause = error instanceof Error ? error.message : String(error);
      this.log.warn({ ...details, cause }, 'connector sync chunk failed');
      if (sync.attempts >= this.maxTries) {
        const text = M.syncGaveUp.replace('{tries}', String(sync.attempts)).replace('{cause}', cause);
        return { ...chunk, status: await this.finish(sync, 'failed', text) };
      }
      await this.requeue(sync, this.ctx.now() + this.retryDelays[sync.attempts - 1]!, cause, true);
      return { ...chunk, status: 'queued' };
    }
  }

  /** After a stored chunk: progress, the link's last sync and data-through day, BackfillComplete at the end. */
  private async progress(sync: SyncRow, end: string): Promise<SyncStatus> {
    const now = this.ctx.now();
    const daysDone = Math.min(
      sync.days_total,
      sync.days_done + daysFrom(plusDays(sync.range_start, sync.days_done), end),
    );
    const done = end >= sync.range_end;
    const status: SyncStatus = done ? 'done' : 'queued';
    await this.ctx.db.transaction().execute(async (trx) => {
      const wrote = await trx
        .updateTable('connector_syncs')
        .set({
          status,
          days_done: daysDone,
          attempts: 0,
          error: null,
          claimed_by: null,
          claimed_until: null,
          next_attempt_at: now,
          updated_at: now,
          finished_at: done ? now : null,
        })
        .where('id', '=', sync.id)
        .where('claimed_by', '=', this.instanceId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(wrote.numUpdatedRows) !== 1) return;
      const link = await trx
        .selectFrom('connector_links')
        .select(['data_through', 'agency_id'])
        .where('id', '=', sync.link_id)
        .executeTakeFirstOrThrow();
      const through = link.data_through && link.data_through > end ? link.data_through : end;
      await trx
        .updateTable('connector_links')
        .set({
          last_sync_at: now,
          data_through: through,
          last_error: null,
          ...(done && sync.kind === 'backfill' ? { backfill_complete: 1 } : {}),
        })
        .where('id', '=', sync.link_id)
        .execute();
      if (sync.kind === 'backfill') await this.markBackfill(trx, sync, done);
    });
    return status;
  }

  /**
   * The source's BackfillComplete: true once every live data link of the source is backfilled and none waits for a
   * backfill, false while one runs (written only when it changes, so the record's Version moves only then).
   */
  private async markBackfill(trx: Transaction<Database>, sync: SyncRow, done: boolean): Promise<void> {
    const sections = CONNECTORS[sync.source].linkingSections.filter(hasBackfill);
    if (sections.length === 0) return;
    let complete = false;
    if (done) {
      const waiting = await trx
        .selectFrom('connector_links')
        .select('id')
        .where('advertiser_id', '=', sync.advertiser_id)
        .where('source', '=', sync.source)
        .where('removed_at', 'is', null)
        .where('campaign_id', 'is not', null)
        .where('backfill_complete', '=', 0)
        .executeTakeFirst();
      complete = !waiting;
    }
    const { record } = await readLinkingRecord(trx, sync.advertiser_id);
    if (sections.every((section) => record[section]?.BackfillComplete === complete)) return;
    await updateSections(trx, sync.advertiser_id, null, this.ctx.now(), (change) => {
      for (const section of sections) change[section] = { ...change[section], BackfillComplete: complete };
    });
  }

  private async requeue(sync: SyncRow, at: number, cause: string, counts: boolean): Promise<void> {
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
  private async finish(sync: SyncRow, status: 'failed' | 'needs_reauth', cause: string): Promise<SyncStatus> {
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

/** Days from `start` to `end` inclusive. */
function daysFrom(start: string, end: string): number {
  return Math.round(DateTime.fromISO(end).diff(DateTime.fromISO(start), 'days').days) + 1;
}
