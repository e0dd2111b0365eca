import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on probe texts placed at real paths (nothing is written to disk).
const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result?.messages ?? [];
}

const ruleIds = (messages: readonly Linter.LintMessage[]): (string | null)[] => messages.map((m) => m.ruleId);

/** A module file of a feature to import from: its first .ts file (not a test), searched breadth first. */
function someModuleOf(feature: string): string {
  const queue = [path.join(ROOT, 'src/features', feature)];
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const file = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name));
    if (file) return path.join(dir, file.name);
    queue.push(...entries.filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name)));
  }
  throw new Error(`no module in src/features/${feature}`);
}

describe('feature zones', () => {
  it.each(FEATURES)('src/features/%s may not import another feature', async (feature) => {
    const other = FEATURES.find((name) => name !== feature) as string;
    const target = someModuleOf(other).replace(/\.tsx?$/, '');
    const from = `src/features/${feature}/probe.ts`;
    const specifier = path
      .relative(path.join(ROOT, path.dirname(from)), target)
      .split(path.sep)
      .join('/');
    const messages = await lint(from, `import * as other from '${specifier}';\nexport const probe = other;\n`);
    expect(messages.map((m) => m.message)).toContainEqual(expect.stringContaining('A feature never imports another'));
  });

  it('a feature may import its own files and the lower layers', async () => {
    const messages = await lint(
      'src/features/share/probe.ts',
      "import { SHARE_TEXTS } from './texts';\nimport { campaignsForTab } from '../../state/selection';\n" +
        'export const probe = [SHARE_TEXTS, campaignsForTab];\n',
    );
    expect(messages).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses a cycle through a type-only import', async () => {
    // ShareMenu.tsx imports texts.ts; texts.ts importing a type of ShareMenu.tsx closes the circle.
    const messages = await lint(
      'src/features/share/texts.ts',
      "import type { ShareMenuProps } from './ShareMenu';\nexport type Probe = ShareMenuProps;\n",
    );
    expect(ruleIds(messages)).toEqual(['sightline/no-import-cycle']);
    expect(messages[0]?.message).toContain(
      'src/features/share/texts.ts → src/features/share/ShareMenu.tsx → src/features/share/texts.ts',
    );
  });

  it('refuses a cycle of value imports', async () => {
    const messages = await lint(
      'src/features/share/texts.ts',
      "import { ShareMenu } from './ShareMenu';\nexport const probe = ShareMenu;\n",
    );
    expect(ruleIds(messages)).toEqual(expect.arrayContaining(['import-x/no-cycle', 'sightline/no-import-cycle']));
  });

  it('refuses a cycle through a lazy import in modules/', async () => {
    // modules/index.ts lazily imports every kind; a kind importing the manifest back closes the circle.
    const messages = await lint('modules/bar-chart/index.ts', "export const probe = () => import('../index');\n");
    expect(ruleIds(messages)).toContain('sightline/no-import-cycle');
  });
});
