import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../../../src/server/db/database';

/** One data set the benchmark runs against: an engine, where it lives, and how many fact rows it should hold. */
export interface Dataset {
  label: string;
  targetRows: number;
  /** Build with the full large plan (`npm run seed -- --scale large`) rather than scaled to `targetRows`. */
  fullPlan?: boolean;
  dataDir?: string;
  databaseUrl?: string;
}

const FACT_TABLES = ['fact_daily', 'fact_dim_daily', 'rollup_advertiser_day', 'rollup_agency_day', 'campaigns', 'advertisers', 'geo_zips'] as const;

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of FACT_TABLES) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

function open(set: Dataset): Db {
  return openDatabase({ databaseUrl: set.databaseUrl ?? null, dataDir: set.dataDir });
}

/** Reuses the data set when it already holds at least 90 % of the target rows; otherwise builds it with `npm run seed`. */
export async function ensureDataset(set: Dataset): Promise<Record<string, number>> {
  if (set.dataDir) fs.mkdirSync(set.dataDir, { recursive: true });
  let db = open(set);
  const existing = await rowCounts(db).catch(() => null);
  const facts = existing ? existing.fact_daily! + existing.fact_dim_daily! : 0;
  if (existing && facts >= set.targetRows * 0.9) {
    await migrateToLatest(db);
    await db.destroy();
    console.log(`  reusing ${set.label}: ${facts.toLocaleString('en-US')} fact rows`);
    return existing;
  }
  await db.destroy();
  console.log(`  building ${set.label} (${set.targetRows.toLocaleString('en-US')} fact rows): npm run seed -- --scale large`);
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_SCALE: 'large', ...(set.dataDir ? { DATA_DIR: path.resolve(set.dataDir) } : {}) };
  if (set.databaseUrl) env.DATABASE_URL = set.databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  const rows = set.fullPlan ? [] : ['--rows', String(set.targetRows)];
  const run = spawnSync('npx', ['--no-install', 'tsx', 'src/server/db/seed-cli.ts', '--scale', 'large', ...rows], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) throw new Error(`building ${set.label} failed`);
  console.log(`  built ${set.label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  db = open(set);
  const counts = await rowCounts(db);
  await db.destroy();
  return counts;
}
