import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = (...files: string[]): { status: number | null; out: string } => {
  const result = spawnSync('npx', ['--no-install', 'tsx', 'scripts/lint-layouts.ts', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
};

describe('npm run lint:layouts', () => {
  it('passes good files and exits 0', () => {
    const result = run('schemas/tests/valid/every-field.json', 'schemas/tests/valid/minimal.json');
    expect(result.out).toContain('2 layout file(s) checked, 0 problem(s).');
    expect(result.status).toBe(0);
  }, 30_000);

  it('prints path-precise problems of bad files and exits 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layouts-'));
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{ "id": "x", ');
    const result = run('schemas/tests/invalid/bad-sort-by.json', broken);
    expect(result.out).toContain(
      'schemas/tests/invalid/bad-sort-by.json: components[1].modules[3].options.sortBy: must be one of:',
    );
    expect(result.out).toContain(`${broken}: (file): not readable JSON`);
    expect(result.status).toBe(1);
  }, 30_000);
});
