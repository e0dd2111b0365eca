#!/usr/bin/env node
// Fails when committed generated code differs from what codegen makes today: the GraphQL types (from
// schemas/graphql), the metric enum and docs/metrics.md (from the metric catalogue) and the layout validator,
// catalogue and option types (from schemas/ and modules/).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const listGenerated = () => [
  'schemas/defs/metric.schema.json',
  'docs/metrics.md',
  'src/data/__generated__/graphql.ts',
  'src/server/graphql/__generated__/resolvers.ts',
  'src/admin-kit/__generated__/form-validators.ts',
  ...['src/domain/layout/__generated__', ...fs.readdirSync('modules').map((k) => `modules/${k}/__generated__`)]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).map((f) => path.join(dir, f))),
];
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

const before = new Map(listGenerated().map((file) => [file, read(file)]));
for (const cmd of [
  ['npx', '--no-install', 'graphql-codegen', '--config', 'codegen.ts', '--silent'],
  ['npx', '--no-install', 'tsx', 'scripts/codegen-metrics.ts'],
  ['node', 'scripts/codegen-layouts.mjs'],
  ['node', 'scripts/codegen-forms.mjs'],
]) {
  const run = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const after = listGenerated();
const stale = [...new Set([...before.keys(), ...after])].filter((file) => read(file) !== (before.get(file) ?? null));
if (stale.length) {
  console.error(`Generated code was stale and has been regenerated; commit it:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('Generated GraphQL types and layout validators are up to date.');
