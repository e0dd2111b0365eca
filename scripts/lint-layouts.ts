/**
 * `npm run lint:layouts -- <files…>`: validates layout documents with the one validator and applies the rules
 * beyond the schema (unknown kind, unsupported data method, duplicate ids, tooltip keys without text). Prints
 * `file: path: message` per problem and exits 1 on any; with no files it checks every file in layouts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintLayout } from '../src/domain/layout/lint';
import { TOOLTIP_SEEDS } from '../src/server/db/demo/tooltip-texts';

const KNOWN_TOOLTIPS = new Set(TOOLTIP_SEEDS.map((tooltip) => tooltip.key));

/** Problems of one file, each as a printable line. */
export function lintFile(file: string): string[] {
  let document: unknown;
  try {
    document = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [`${file}: (file): not readable JSON: ${reason}`];
  }
  return lintLayout(document, (key) => KNOWN_TOOLTIPS.has(key)).map(
    (issue) => `${file}: ${issue.path}: ${issue.message}`,
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const files = args.length
    ? args
    : fs
        .readdirSync('layouts')
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join('layouts', f));
  const problems = files.flatMap(lintFile);
  for (const line of problems) console.error(line);
  console.log(`${files.length} layout file(s) checked, ${problems.length} problem(s).`);
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
