/**
 * The alerts' schedule (issue 27): every app instance runs one loop (kernel/ticker.ts, like the report scheduler and
 * the connector sync engine). Each agency is evaluated once a day, from EVALUATION_HOUR in its own time zone
 * (agencies.time_zone; the daily syncs of the night before have landed by then), once across instances: the row
 * `evaluate:<agency>:<local day>` of alert_claims is the claim. The window's digest follows the evaluation (its own
 * claim, so an admin's evaluation later the same day sends no second digest). `evaluateNow` is the admins' call.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { DateTime } from 'luxon';
import type { ServiceContext } from '../../kernel/context';
import { Ticker } from '../../kernel/ticker';
import type { MailService } from '../../mail/service';
import { claim, sendDigests } from './digest';
import { evaluateAgency, type EvaluationResult } from './evaluator';

/** The local hour an agency's daily evaluation runs from. */
export const EVALUATION_HOUR = 7;
/** How often the loop looks for agencies whose hour has come. */
export const ALERT_POLL_MS = 5 * 60_000;
/** Claims older than this are forgotten (a slower instance's clock still sees the last days' claims). */
const CLAIM_KEEP_MS = 7 * 86_400_000;

export interface AlertEngineOptions {
  pollMs?: number;
  instanceId?: string;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
}

export type AgencyRun = EvaluationResult & { agencyId: number; digests: number };

/** An agency's window: its local day at `now`. */
export function windowOf(now: number, timeZone: string): { day: string; hour: number } {
  const local = DateTime.fromMillis(now, { zone: timeZone });
  const at = local.isValid ? local : DateTime.fromMillis(now, { zone: 'utc' });
  return { day: at.toISODate()!, hour: at.hour };
}

export class AlertEngine {
  readonly instanceId: string;
  private readonly loop: Ticker<AgencyRun[]>;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly mail: MailService,
    private readonly options: AlertEngineOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.loop = new Ticker(() => this.runTick(), {
      pollMs: options.pollMs ?? ALERT_POLL_MS,
      onError: (error) => options.log.error({ err: error, instance: this.instanceId }, 'alert tick failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: every agency whose evaluation hour has come today and that nobody evaluated yet. */
  tick(): Promise<AgencyRun[]> {
    return this.loop.tick();
  }

  private async runTick(): Promise<AgencyRun[]> {
    const now = this.ctx.now();
    await this.ctx.db
      .deleteFrom('alert_claims')
      .where('claimed_at', '<', now - CLAIM_KEEP_MS)
      .execute();
    const agencies = await this.ctx.db.selectFrom('agencies').select(['id', 'time_zone']).orderBy('id').execute();
    const runs: AgencyRun[] = [];
    for (const agency of agencies) {
      if (this.loop.stopping) break;
      const window = windowOf(now, agency.time_zone);
      if (window.hour < EVALUATION_HOUR) continue;
      const key = `evaluate:${agency.id}:${window.day}`;
      if (!(await claim(this.ctx.db, key, this.instanceId, now))) continue;
      let run: AgencyRun;
      try {
        run = await this.run(agency.id, window.day);
      } catch (error) {
        // The next tick tries this agency again; the others still run now.
        await this.ctx.db.deleteFrom('alert_claims').where('key', '=', key).execute();
        this.options.log.error(
          { err: error, agencyId: agency.id, instance: this.instanceId },
          'alert evaluation failed',
        );
        continue;
      }
      if (run.fired || run.resolved || run.digests)
        this.options.log.info({ ...run, window: window.day }, 'alerts evaluated');
      runs.push(run);
    }
    return runs;
  }

  /**
   * A freshly seeded demo: every agency evaluated as of the day before (no digests), so the first morning's
   * evaluation finds each condition held once already and a new demo shows its alerts at once instead of two days on
   * (hold for 2, one evaluation a day). Called before `start`.
   */
  async primeDemo(): Promise<void> {
    const dayBefore = this.ctx.now() - 86_400_000;
    const agencies = await this.ctx.db.selectFrom('agencies').select('id').orderBy('id').execute();
    for (const agency of agencies) await evaluateAgency(this.ctx, agency.id, dayBefore);
  }

  /** Evaluates an agency now and sends its window's digest unless one went out already. */
  async evaluateNow(agencyId: number): Promise<AgencyRun> {
    const agency = await this.ctx.db
      .selectFrom('agencies')
      .select('time_zone')
      .where('id', '=', agencyId)
      .executeTakeFirstOrThrow();
    return this.run(agencyId, windowOf(this.ctx.now(), agency.time_zone).day);
  }

  private async run(agencyId: number, day: string): Promise<AgencyRun> {
    const result = await evaluateAgency(this.ctx, agencyId, this.ctx.now());
    const digests = await sendDigests(this.ctx, this.mail, agencyId, day, this.instanceId);
    return { agencyId, ...result, digests };
  }
}
