/**
 * ESLint rule `sightline/no-import-cycle`: an import may not lead back to the file it is in, through any chain of
 * relative imports — type-only imports, re-exports and lazy `import()`s included. import-x/no-cycle skips type-only
 * imports, and every cycle this code base has had was one (a type imported back from the module that imports its
 * values); they still tie two files into one unit that cannot be understood, moved or tested apart.
 * The graph is read with TypeScript's import scanner (no full parse), once per file and again when it changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** Dependencies by file, with the modification time they were read at. */
const graph = new Map();

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The source file a relative specifier names, or null (packages, JSON, anything outside the sources). */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && !candidate.includes(`${path.sep}node_modules${path.sep}`) && isFile(candidate))
      return candidate;
  }
  return null;
}

function scan(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => resolve(file, imported.fileName))
    .filter((target) => target !== null);
}

function dependencies(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtime === mtime) return known.deps;
  const deps = scan(file, fs.readFileSync(file, 'utf8'));
  graph.set(file, { mtime, deps });
  return deps;
}

/** The shortest chain of imports from `start` back to `file`, or null when there is none. */
function chainBack(start, file) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of dependencies(current)) {
      if (next === file) {
        const chain = [current];
        for (let step = parent.get(current); step !== null; step = parent.get(step)) chain.unshift(step);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The rule; see the top of this file. @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports and lazy imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both files need into a third one, or to a lower layer.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;
    const name = (target) => path.relative(root, target);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolve(file, source);
      if (target === null || target === file) return;
      const chain = chainBack(target, file);
      if (chain)
        context.report({ node, messageId: 'cycle', data: { chain: [file, ...chain, file].map(name).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
