import { DateTime } from 'luxon';
import { DEMO_ADVERTISER_ID } from '../../../domain/constants';
import { rebuildDimRollups } from '../../services/dim-rollups';
import { refreshRollups } from '../../services/rollups';
import type { Db } from '../database';
import { generateFacts, type FactInputs, type FactSummary } from './facts';
import { writeAudienceOverlap, writeBenchmarks } from './facts/extras';
import { kyselySink, type FactSink } from './facts/sink';
import { seedGeofences } from './geofences';
import { SCALE_PLANS, SHOWCASE_ADVERTISERS } from './plan';

/** Which facts to build: the scale's plan, the seed and the day they are built around. */
export interface DemoFactOptions {
  scale: keyof typeof SCALE_PLANS;
  seed: number;
  /** ISO date. */
  today: string;
  /** Epoch ms of "now": today's partial delivery stops at its hour when it falls on `today`, else at noon. */
  now: number;
}

/** Counts of what was written. */
export interface DemoFactCounts {
  dailyRows: number;
  dimRows: number;
  benchmarks: number;
  overlaps: number;
}

/** The campaigns and advertisers of the database, as the fact generator wants them. */
export async function factInputsFrom(db: Db): Promise<FactInputs> {
  const campaigns = await db
    .selectFrom('campaigns')
    .select(['id', 'advertiser_id', 'campaign_type', 'status', 'start_date', 'end_date', 'impression_goal'])
    .orderBy('id')
    .execute();
  const advertisers = await db.selectFrom('advertisers').select(['id', 'name']).execute();
  return {
    campaigns: campaigns.map((c) => ({
      id: c.id,
      advertiserId: c.advertiser_id,
      type: c.campaign_type,
      status: c.status,
      startDate: c.start_date,
      endDate: c.end_date,
      impressionGoal: c.impression_goal,
    })),
    advertisers,
    showcase: new Set([DEMO_ADVERTISER_ID, ...SHOWCASE_ADVERTISERS.map((a) => a.id)]),
  };
}

/** Hour after which today's delivery has not happened yet. */
export function cutoffHourFor(today: string, now: number): number {
  const current = DateTime.fromMillis(now, { zone: 'utc' });
  return current.toISODate() === today ? current.hour : 12;
}

/** Generates the facts of `inputs` into `sink`; the caller finishes with `finishFacts`. */
export function buildFacts(
  inputs: FactInputs,
  options: DemoFactOptions,
  sink: FactSink,
  onProgress?: (rows: number) => void,
): Promise<FactSummary> {
  const plan = SCALE_PLANS[options.scale].facts;
  const cutoffHour = cutoffHourFor(options.today, options.now);
  const factOptions = { plan, seed: options.seed, today: options.today, cutoffHour };
  return generateFacts(inputs, onProgress ? { ...factOptions, onProgress } : factOptions, sink);
}

/** Geofences, benchmarks, audience overlap and every rollup (with a data-generation bump), once the facts are in:
 * the breakdown rollups in bulk, one grouped pass per grain, rather than per written day. */
export async function finishFacts(db: Db, seed: number, summary: FactSummary): Promise<DemoFactCounts> {
  await seedGeofences(db, seed);
  const benchmarks = await writeBenchmarks(db, seed);
  const overlaps = await writeAudienceOverlap(db, seed, summary.totals);
  await refreshRollups(db, 'all');
  await rebuildDimRollups(db, 'all');
  return { dailyRows: summary.dailyRows, dimRows: summary.dimRows, benchmarks, overlaps };
}

/** Builds the demo facts of every campaign in the database straight through `db`, then finishes them. */
export async function loadDemoFacts(db: Db, options: DemoFactOptions): Promise<DemoFactCounts> {
  const summary = await buildFacts(await factInputsFrom(db), options, kyselySink(db));
  return finishFacts(db, options.seed, summary);
}
