/**
 * Migrated, seeded template databases for the API tests. Building the small demo data set takes seconds (about a
 * tenth of the whole API stage when every test server built its own); a copy of a template takes milliseconds. A
 * template is built on first use per engine and per seeding clock (the real one, or a test's fixed clock: the
 * demo rows' created_at come from it), then copied for each test server: the SQLite file, or a PostgreSQL
 * database made with `CREATE DATABASE … TEMPLATE`. The global setup (`template-setup.ts`) names the run's folder
 * and removes the templates afterwards. API files run one at a time, so two never build the same template at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemoIfEmpty } from '../../src/server/db/bootstrap';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import { seedReferenceData } from '../../src/server/db/reference';

/** The schema the PostgreSQL templates (and so their copies) keep their tables in. */
const PG_SCHEMA = 'tpl';
const SQLITE_FILE = 'sightline.db';

export interface FreshDatabase {
  db: Db;
  dispose: () => Promise<void>;
}

/** The run's template folder (from the global setup), or null without it or with API_TEMPLATES=0. */
function runDir(): string | null {
  if (process.env.API_TEMPLATES === '0') return null;
  try {
    return inject('apiTemplateDir') ?? null;
  } catch {
    return null;
  }
}

/** The seeding clock a template is for: the real clock, or the fixed time a test froze `Date` at. */
function clockKey(today: string): string {
  const now = Date.now();
  const real = Math.abs(now - performance.timeOrigin - performance.now()) < 60_000;
  return `${today}-${real ? 'real' : String(now)}`;
}

async function migrateAndSeed(db: Db, today: string, pgSchema?: string): Promise<void> {
  await migrateToLatest(db, pgSchema ? { pgSchema } : {});
  await seedReferenceData(db);
  await seedDemoIfEmpty(db, 'small', today);
}

/** A copy of the SQLite template for `today` and the current clock, in its own folder. */
export async function sqliteFromTemplate(today: string): Promise<FreshDatabase | null> {
  const base = runDir();
  if (!base) return null;
  const template = path.join(base, `sqlite-${clockKey(today)}.db`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(path.join(base, 'building-'));
    const db = openDatabase({ dataDir: building });
    await migrateAndSeed(db, today);
    await db.destroy();
    fs.renameSync(path.join(building, SQLITE_FILE), template);
    fs.rmSync(building, { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-test-'));
  fs.copyFileSync(template, path.join(dir, SQLITE_FILE));
  return {
    db: openDatabase({ dataDir: dir }),
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL template databases of this run start with this. */
export function pgTemplatePrefix(base: string): string {
  return `tpl_${path
    .basename(base)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}`;
}

/** A copy of the PostgreSQL template for `today` and the current clock: a database of its own. */
export async function postgresFromTemplate(url: string, today: string): Promise<FreshDatabase | null> {
  const base = runDir();
  if (!base) return null;
  const key = clockKey(today)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  const template = `${pgTemplatePrefix(base)}_${key}`;
  const marker = path.join(base, `${template}.built`);
  if (!fs.existsSync(marker)) {
    await adminQuery(url, `drop database if exists ${template} with (force)`);
    await adminQuery(url, `create database ${template}`);
    await adminQuery(databaseUrl(url, template), `create schema ${PG_SCHEMA}`);
    const db = openDatabase({ databaseUrl: databaseUrl(url, template), pgSchema: PG_SCHEMA });
    await migrateAndSeed(db, today, PG_SCHEMA);
    await db.destroy();
    fs.writeFileSync(marker, '');
  }
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  return {
    db: openDatabase({ databaseUrl: databaseUrl(url, name), pgSchema: PG_SCHEMA }),
    dispose: async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
