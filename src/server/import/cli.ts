import fs from 'node:fs';
import { dayToIso } from '../../domain/date-presets';
import { readConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { importDeliveryCsv, type ImportResult } from './import-file';

/** `npm run import -- <file.csv>`: loads real delivery rows into the database of DATABASE_URL or DATA_DIR. */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run import -- <file.csv>   (columns: see docs/import.md)');
    return 2;
  }
  const text = fs.readFileSync(file, 'utf8');
  const config = readConfig(process.env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const result = await importDeliveryCsv(db, text);
    report(file, result);
    return result.loaded ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

function report(file: string, result: ImportResult): void {
  if (!result.loaded) {
    for (const { line, reason } of result.refusals) console.error(`${file}:${line}: ${reason}`);
    const lines = new Set(result.refusals.map((r) => r.line)).size;
    console.error(`Refused ${lines} line(s); nothing was loaded.`);
    return;
  }
  const span = result.firstDay ? ` from ${dayToIso(result.firstDay)} to ${dayToIso(result.lastDay!)}` : '';
  console.log(
    `Loaded ${result.dailyRows} daily and ${result.breakdownRows} breakdown rows for ${result.campaigns} campaign(s) ` +
      `of ${result.advertisers} advertiser(s)${span}. Rollups refreshed; data generation is now ${result.dataGeneration}.`,
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
