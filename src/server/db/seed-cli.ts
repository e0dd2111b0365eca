import { Migrator, NO_MIGRATIONS } from 'kysely';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { migrations } from './migrations/index';
import { seedDemoIfEmpty } from './bootstrap';
import { seedLarge } from './demo/large/seed-large';
import { seedReferenceData } from './reference';

/**
 * `npm run seed -- --scale small|demo|large [--rows N]`: drops every table, migrates again and builds the demo
 * data. `large` takes the bulk path and prints progress; `--rows` (or `--target-rows`) scales its advertisers
 * so the daily fact tables hold about N rows (5000000 for the benchmark's small variant).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      today: { type: 'string' },
      rows: { type: 'string' },
      'target-rows': { type: 'string' },
    },
  });
  const rowsOption = values.rows ?? values['target-rows'];
  const targetRows = rowsOption === undefined ? undefined : Number(rowsOption);
  if (targetRows !== undefined && !(targetRows > 0)) throw new Error(`--rows must be a positive number`);
  const config = readConfig({ ...process.env, ...(values.scale ? { DEMO_SCALE: values.scale } : {}) });
  if (config.production) throw new Error('Refusing to replace a production database with demo data.');
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const down = await migrator.migrateTo(NO_MIGRATIONS);
  if (down.error) throw down.error;
  await migrateToLatest(db);
  if (config.demoScale === 'large') {
    const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, targetRows, today: values.today };
    const large = await seedLarge(db, options);
    await large.db.destroy();
    return;
  }
  await seedReferenceData(db);
  const summary = await seedDemoIfEmpty(db, config.demoScale, values.today);
  console.log(`Seeded ${config.demoScale}: ${JSON.stringify(summary)} in ${Date.now() - started} ms`);
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
