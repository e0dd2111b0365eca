import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../../auth/passwords';
import { openDatabase, type Db } from '../../database';
import { usesPostgres } from '../../bulk-insert';
import { seedReferenceData } from '../../reference';
import { DEMO_PASSWORD } from '../accounts';
import { kyselySink } from '../facts/sink';
import { generateDemoData, type DemoSummary } from '../generate';
import { buildFacts, factInputsFrom, finishFacts } from '../load-facts';
import { SCALE_PLANS, type ScalePlan } from '../plan';
import { createFactIndexes, dropFactIndexes } from './indexes';
import { progressPrinter } from './progress';
import { openSqliteBulkSink } from './sqlite-sink';

/** Where the large data set goes and how big it is. */
export interface LargeSeedOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Daily fact rows (fact_daily + fact_dim_daily) to aim for; the full large plan when absent. */
  targetRows?: number;
  today?: string;
  seed?: number;
}

/** Fact rows the full large plan builds (measured), for scaling the advertisers down to a row target. */
const FULL_PLAN_ROWS = 63_000_000;

/** The large plan with advertisers scaled so the facts come to about `targetRows`. */
export function largePlanFor(targetRows?: number): ScalePlan {
  const plan = SCALE_PLANS.large;
  if (!targetRows) return plan;
  const advertisersPerAgency = Math.max(1, Math.round((plan.advertisersPerAgency * targetRows) / FULL_PLAN_ROWS));
  return { ...plan, advertisersPerAgency };
}

/**
 * Builds the large data set into an empty, migrated database (the connection is replaced on SQLite, so use the
 * returned one): tenants and campaigns through Kysely, then the
 * facts through the engine's bulk path (SQLite: a private connection without journal; PostgreSQL: unnest
 * batches), then benchmarks, overlap and rollups. Prints progress and the row count of every table.
 */
export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<{ db: Db; summary: DemoSummary }> {
  const started = Date.now();
  const seed = options.seed ?? 20261121;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const now = Date.now();
  const plan = largePlanFor(options.targetRows);
  await seedReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenants = await db
    .transaction()
    .execute((trx) => generateDemoData(trx, { scale: 'large', plan, passwordHash, today, now, seed, skipFacts: true }));
  console.log(`Tenants: ${JSON.stringify(tenants)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const inputs = await factInputsFrom(db);
  const progress = progressPrinter('Facts');
  const factOptions = { scale: 'large' as const, seed, today, now };
  let summary;
  if (usesPostgres(db)) {
    await dropFactIndexes(db);
    summary = await buildFacts(inputs, factOptions, kyselySink(db), progress.update);
    const indexing = Date.now();
    await createFactIndexes(db);
    await sql`analyze`.execute(db);
    console.log(`Fact indexes built in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);
  } else {
    // The bulk connection needs the file to itself.
    await db.destroy();
    const sink = openSqliteBulkSink(path.join(options.dataDir, 'sightline.db'));
    summary = await buildFacts(inputs, factOptions, sink, progress.update);
    sink.close();
    db = openDatabase({ dataDir: options.dataDir });
  }
  progress.done(summary.dailyRows + summary.dimRows);
  const finishing = Date.now();
  const counts = await finishFacts(db, seed, summary);
  console.log(
    `Benchmarks, overlap and rollups: ${JSON.stringify(counts)} in ${((Date.now() - finishing) / 1000).toFixed(1)} s`,
  );
  await printTableCounts(db);
  console.log(`Large seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { db, summary: { ...tenants, facts: counts } };
}

async function printTableCounts(db: Db): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const table of tables.map((t) => t.name).sort()) {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    console.log(
      `${table.padEnd(28)} ${Number(rows[0]?.n ?? 0)
        .toLocaleString('en-US')
        .padStart(14)}`,
    );
  }
}
