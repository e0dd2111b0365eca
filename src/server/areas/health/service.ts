/**
 * Health checks (issue 27): runs the checks, stores every run (history.ts), answers them as the calls do, and runs
 * all of them on a schedule: every INTERVAL_MS, each slot claimed by one instance (a `health_slots` row), on the
 * shared Ticker like the other loops. Agency admins see the freshness check of their own agencies only.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { messageText, type MessageKey } from '../../../domain/messages';
import type { AuditActor } from '../../audit/audit-log';
import type { BrowserPool } from '../../exports/browser-pool';
import type { ServiceContext } from '../../kernel/context';
import { Ticker } from '../../kernel/ticker';
import { checkFreshness, freshnessResult, scopeTree } from './check-freshness';
import { checkChromium, checkMail } from './checks-services';
import { checkQueue, checkScheduler } from './checks-jobs';
import { checkDatabase, checkDisk, checkMigrations } from './checks-system';
import type { AgencyFreshness } from './freshness';
import { beatLoop } from './heartbeats';
import { claimSlot, compactHistory, insertRun, latestPayload, prune, recentRuns, type RunRow } from './history';
import { CHECK_NAMES, worse, type CheckName, type CheckResult, type HealthCheck, type HealthStatus } from './types';

/** All checks run every 10 minutes (one instance per slot). */
export const INTERVAL_MS = 10 * 60_000;
/** The loop looks for a due slot this often. */
export const HEALTH_POLL_MS = 60_000;
/** A check still running after this long is failing (Chromium's cold start gets longer). */
export const CHECK_TIMEOUT_MS = 20_000;
export const CHROMIUM_TIMEOUT_MS = 45_000;

const TITLES: Readonly<Record<CheckName, MessageKey>> = {
  database: 'healthTitleDatabase',
  disk: 'healthTitleDisk',
  migrations: 'healthTitleMigrations',
  chromium: 'healthTitleChromium',
  mail: 'healthTitleMail',
  scheduler: 'healthTitleScheduler',
  queue: 'healthTitleQueue',
  freshness: 'healthTitleFreshness',
};

export const titleOf = (name: CheckName): string => messageText(TITLES[name]);

export interface HealthOptions {
  autoStart?: boolean;
  instanceId?: string;
  /** @default HEALTH_POLL_MS */
  pollMs?: number;
  log: { error(details: object, message: string): void };
}

/** Who asks: the system (every check) or an agency admin (freshness of these agencies). */
export type HealthView = { kind: 'system' } | { kind: 'agency'; agencyIds: readonly number[] };

export class HealthService {
  readonly instanceId: string;
  private readonly loop: Ticker<boolean>;

  constructor(
    private readonly ctx: ServiceContext & { exports: { pool: BrowserPool } },
    private readonly options: HealthOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.loop = new Ticker(() => this.runTick(), {
      pollMs: options.pollMs ?? HEALTH_POLL_MS,
      onError: (error) => options.log.error({ err: error, instance: this.instanceId }, 'health check tick failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: heartbeat; when this instance claims the current slot, every check runs and old runs are pruned. */
  tick(): Promise<boolean> {
    return this.loop.tick();
  }

  private async runTick(): Promise<boolean> {
    const now = this.ctx.now();
    await beatLoop(this.ctx.db, 'health', this.instanceId, now);
    const slot = Math.floor(now / INTERVAL_MS) * INTERVAL_MS;
    if (!(await claimSlot(this.ctx.db, slot, this.instanceId, now))) return false;
    await this.run(CHECK_NAMES);
    await prune(this.ctx.db, this.ctx.now());
    return true;
  }

  /** One check's function. */
  private perform(name: CheckName): Promise<CheckResult> {
    const { db, config } = this.ctx;
    switch (name) {
      case 'database':
        return checkDatabase(db, this.instanceId, this.ctx.now());
      case 'disk':
        return checkDisk(config.dataDir);
      case 'migrations':
        return checkMigrations(db);
      case 'chromium':
        return checkChromium(this.ctx.exports.pool);
      case 'mail':
        return checkMail(config.mail.smtpUrl, path.join(config.dataDir, 'outbox'));
      case 'scheduler':
        return checkScheduler(db, this.ctx.now());
      case 'queue':
        return checkQueue(db, this.ctx.now());
      case 'freshness':
        return checkFreshness(db, this.ctx.now());
    }
  }

  /** Runs checks one after another (so a latency is not another check's), each under its time limit, and stores them. */
  async run(names: readonly CheckName[]): Promise<void> {
    for (const name of names) {
      const ranAt = this.ctx.now();
      const started = performance.now();
      const seconds = (name === 'chromium' ? CHROMIUM_TIMEOUT_MS : CHECK_TIMEOUT_MS) / 1000;
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        this.perform(name).catch((error: unknown): CheckResult => ({
          status: 'failing',
          detail: messageText('healthCheckThrew', { error: error instanceof Error ? error.message : String(error) }),
        })),
        new Promise<CheckResult>((resolve) => {
          timer = setTimeout(
            () => resolve({ status: 'failing', detail: messageText('healthCheckTimedOut', { seconds }) }),
            seconds * 1000,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      await insertRun(this.ctx.db, {
        name,
        status: result.status,
        detail: result.detail,
        durationMs: performance.now() - started,
        ranAt,
        ...(result.freshness
          ? {
              agencies: Object.fromEntries(result.freshness.map((a) => [String(a.agencyId), a.status])),
              payload: JSON.stringify(result.freshness),
            }
          : {}),
      });
    }
  }

  /** Runs `name` (or every check) for a caller, audited, and answers the checks as `list` does. */
  async runFor(actor: AuditActor, view: HealthView, name: CheckName | undefined): Promise<HealthCheck[]> {
    const names = view.kind === 'agency' ? (['freshness'] as const) : name ? [name] : CHECK_NAMES;
    await this.run(names);
    const checks = await this.list(view);
    await this.ctx.audit.write(this.ctx.db, {
      actor,
      agencyId: null,
      area: 'health',
      objectType: 'healthCheck',
      objectId: names.length === 1 ? names[0]! : 'all',
      objectLabel: names.length === 1 ? titleOf(names[0]!) : 'All checks',
      action: 'run',
      after: Object.fromEntries(
        checks.filter((c) => (names as readonly CheckName[]).includes(c.name)).map((c) => [c.name, c.status]),
      ),
    });
    return checks;
  }

  /** The checks a view sees, each with its newest run and its history (newest first). */
  async list(view: HealthView): Promise<HealthCheck[]> {
    const now = this.ctx.now();
    const names = view.kind === 'agency' ? (['freshness'] as const) : CHECK_NAMES;
    const runs = await recentRuns(this.ctx.db, now, names);
    const payload = await latestPayload(this.ctx.db, 'freshness');
    const tree = payload ? (JSON.parse(payload) as AgencyFreshness[]) : [];
    return names.map((name) => {
      let own = runs.filter((run) => run.name === name);
      if (name === 'freshness' && view.kind === 'agency') own = own.map((run) => scopedRun(run, view.agencyIds));
      const latest = own[0];
      const check: HealthCheck = {
        name,
        title: titleOf(name),
        status: latest?.status ?? 'warning',
        detail: latest?.detail ?? messageText('healthNotRunYet'),
        lastRun: latest ? new Date(latest.ranAt).toISOString() : null,
        durationMs: latest ? latest.durationMs : null,
        history: compactHistory(own, now),
      };
      if (name !== 'freshness') return check;
      if (view.kind === 'system') return { ...check, freshness: tree };
      const scoped = freshnessResult(scopeTree(tree, view.agencyIds));
      return latest ? { ...check, detail: scoped.detail, freshness: scoped.freshness } : { ...check, freshness: [] };
    });
  }

  /** Every check's newest status, nothing else (the public status files). */
  async statuses(): Promise<{
    status: HealthStatus;
    checks: Pick<HealthCheck, 'name' | 'status' | 'lastRun' | 'durationMs'>[];
  }> {
    const checks = (await this.list({ kind: 'system' })).map(({ name, status, lastRun, durationMs }) => ({
      name,
      status,
      lastRun,
      durationMs,
    }));
    return { status: checks.reduce<HealthStatus>((all, check) => worse(all, check.status), 'ok'), checks };
  }
}

/** A freshness run as an agency admin sees it: the worst status of their agencies (ok when none had sources). */
function scopedRun(run: RunRow, agencyIds: readonly number[]): RunRow {
  if (!run.agencies) return run; // the check itself failed: nothing per agency
  const statuses = agencyIds.map((id) => run.agencies?.[String(id)] ?? 'ok');
  return { ...run, status: statuses.reduce<HealthStatus>(worse, 'ok') };
}
