/**
 * Global setup of the API project: a folder for this run's template databases (template-databases.ts), removed
 * with the PostgreSQL templates when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgTemplatePrefix } from './template-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplateDir: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-tpl-'));
  project.provide('apiTemplateDir', dir);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`${pgTemplatePrefix(dir)}%`],
        );
        for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
      } finally {
        await client.end();
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
