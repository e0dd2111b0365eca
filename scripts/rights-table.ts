/** Prints the rights of every REST call (docs/decisions.md "Rights per call") from the app's own route table. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { routeTable } from '../src/server/kernel/route-table';
import { rightsTableMarkdown } from '../src/server/kernel/rights-doc';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-rights-'));
const db = openDatabase({ dataDir: dir });
await migrateToLatest(db, {});
const { app } = await buildApp({ db, config: readConfig({ DIST_DIR: '/nonexistent-dist' }) });
await app.ready();
console.log(rightsTableMarkdown(routeTable(app)));
await app.close();
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
