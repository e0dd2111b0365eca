#!/usr/bin/env node
// Fails when the committed GraphQL types differ from what codegen makes of schemas/graphql today.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUTPUTS = ['src/data/__generated__/graphql.ts', 'src/server/graphql/__generated__/resolvers.ts'];
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

const before = OUTPUTS.map(read);
const run = spawnSync('npx', ['--no-install', 'graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
if (run.status !== 0) process.exit(run.status ?? 1);
const stale = OUTPUTS.filter((file, i) => read(file) !== before[i]);
if (stale.length) {
  console.error(`Generated GraphQL types were stale and have been regenerated; commit them:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('GraphQL generated types are up to date.');
