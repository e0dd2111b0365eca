import { Migrator, NO_MIGRATIONS } from 'kysely';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { migrations } from './migrations/index';
import { seedDemoIfEmpty } from './bootstrap';
import { seedReferenceData } from './reference';

/** `npm run seed -- --scale small|demo|large`: drops every table, migrates again and builds the demo data. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string' }, today: { type: 'string' } } });
  const config = readConfig({ ...process.env, ...(values.scale ? { DEMO_SCALE: values.scale } : {}) });
  if (config.production) throw new Error('Refusing to replace a production database with demo data.');
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const down = await migrator.migrateTo(NO_MIGRATIONS);
  if (down.error) throw down.error;
  await migrateToLatest(db);
  await seedReferenceData(db);
  const summary = await seedDemoIfEmpty(db, config.demoScale, values.today);
  console.log(`Seeded ${config.demoScale}: ${JSON.stringify(summary)} in ${Date.now() - started} ms`);
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
