import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import { migrateToLatest, openDatabase, type Db } from './database';
import { DEMO_PASSWORD } from './demo/accounts';
import { generateDemoData, type DemoSummary } from './demo/generate';
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
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'demoScale'>,
): Promise<Bootstrapped> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  await seedReferenceData(db);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(db, config.demoScale) : null;
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
