import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import { migrateToLatest, openDatabase, type Db } from './database';
import { DEMO_PASSWORD } from './demo/accounts';
import { DEFAULT_SEED, generateDemoData, type DemoSummary } from './demo/generate';
import { seedGeofencesIfEmpty } from './demo/geofences';
import { seedLarge } from './demo/large/seed-large';
import { seedMissingTooltips } from './demo/tooltips';
import { seedReferenceData } from './reference';

export interface Bootstrapped {
  db: Db;
  seeded: DemoSummary | null;
}

/**
 * Opens, migrates and (on first start, outside production) fills the database. Demo tenants are written in
 * one transaction, so a start interrupted half-way leaves an empty database that the next start fills again.
 */
export async function bootstrapDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'demoScale' | 'admin'>,
): Promise<Bootstrapped> {
  let db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  await seedReferenceData(db);
  let seeded: DemoSummary | null = null;
  if (config.seedDemo && config.demoScale === 'large') {
    // Tens of millions of rows go through the bulk path, which commits as it goes and reopens SQLite.
    const empty = !(await db.selectFrom('agencies').select('id').limit(1).executeTakeFirst());
    if (empty)
      ({ db, summary: seeded } = await seedLarge(db, { databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  } else if (config.seedDemo) {
    seeded = await seedDemoIfEmpty(db, config.demoScale);
  }
  // A demo database seeded before the tooltip catalogue (or some of its texts) existed gets what it lacks; texts
  // already there, edited or not, are left alone.
  if (config.seedDemo) await seedMissingTooltips(db);
  // Likewise the geofences of a demo database seeded before advertiser polygons existed (from its facts).
  if (config.seedDemo) await seedGeofencesIfEmpty(db, DEFAULT_SEED);
  if (config.admin) await ensureSuperuser(db, config.admin.email, config.admin.password);
  return { db, seeded };
}

export async function seedDemoIfEmpty(
  db: Db,
  scale: ServerConfig['demoScale'],
  today?: string,
): Promise<DemoSummary | null> {
  const existing = await db.selectFrom('agencies').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute((trx) => generateDemoData(trx, { scale, passwordHash, ...(today ? { today } : {}) }));
}

/** Creates the superuser named by ADMIN_EMAIL / ADMIN_PASSWORD unless an account with that e-mail exists. */
export async function ensureSuperuser(db: Db, email: string, password: string): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) return false;
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      email,
      full_name: 'Administrator',
      password_hash: await hashPassword(password),
      is_superuser: 1,
      status: 1,
      created_at: now,
      last_login_at: null,
    })
    .execute();
  return true;
}
