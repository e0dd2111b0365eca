import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '..');
/**
 * Writers, not reads for a caller: the database layer seeds and migrates campaigns, the importer loads them, and
 * the rollup maintenance rebuilds the agency-wide rollup tables from facts.
 */
const WRITERS = ['db', 'import', 'services/rollups.ts'].map((dir) => path.join(SERVER, dir));
const READ_PATH = path.join(SERVER, 'kernel', 'campaigns.ts');
const TABLE_METHODS = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (WRITERS.includes(full)) return [];
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Where a file reads the campaigns table itself: a query builder call naming it, or raw SQL selecting from it. */
function campaignReads(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      TABLE_METHODS.has(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      /^campaigns(\s|$)/.test(node.arguments[0].text)
    )
      found.push(`${node.expression.name.text}('${node.arguments[0].text}')`);
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
      /\b(from|join)\s+campaigns\b/i.test(node.text)
    )
      found.push('raw SQL');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((what) => `${path.relative(SERVER, file)}: ${what}`);
}

describe('the one campaign read path', () => {
  it('is the only server code that reads the campaigns table', () => {
    const reads = serverFiles(SERVER)
      .filter((file) => file !== READ_PATH)
      .flatMap(campaignReads);
    expect(reads).toEqual([]);
  });

  it('finds a read written past it', () => {
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'read-path-')), 'probe.ts');
    fs.writeFileSync(
      probe,
      "export const q = (db: any) => db.selectFrom('campaigns').leftJoin('campaigns as c', 'x', 'y');",
    );
    try {
      expect(campaignReads(probe)).toHaveLength(2);
    } finally {
      fs.rmSync(probe);
    }
  });
});
